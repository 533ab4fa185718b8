// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ScreenSpec",
  products: [
    .executable(name: "screenspec", targets: ["ScreenSpecTool"]),
    .library(name: "YAMLTree", targets: ["YAMLTree"]),
    .library(name: "ScreenModel", targets: ["ScreenModel"]),
    .library(name: "ScreenBehavior", targets: ["ScreenBehavior"]),
    .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
    .library(name: "ScreenSnapshots", targets: ["ScreenSnapshots"]),
    .library(name: "ScreenSnapshotTesting", targets: ["ScreenSnapshotTesting"]),
    .library(name: "ScreenPictures", targets: ["ScreenPictures"]),
    .library(name: "ScreenVoiceOver", targets: ["ScreenVoiceOver"]),
    .library(name: "ScreenSpec", targets: ["ScreenSpec"]),
    // Only for the libFuzzer package in Fuzz/, which builds with sanitizer flags of its own.
    .library(name: "FuzzChecks", targets: ["FuzzChecks"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "Basics"),
    .target(name: "YAMLTree", dependencies: ["CYAML", "Basics"]),
    .target(name: "JSON", dependencies: ["Basics"]),
    .target(name: "PropertyList", dependencies: ["Basics"]),
    .target(
      name: "SettingsBundle",
      dependencies: ["PropertyList", "YAMLTree", "Basics", "ScreenModel", "JSON"]),
    .target(name: "ScreenModel", dependencies: ["YAMLTree", "Basics", "JSON"]),
    .target(name: "ScreenBehavior", dependencies: ["ScreenModel", "YAMLTree", "Basics"]),
    .target(name: "ScreenRendering", dependencies: ["ScreenModel", "ScreenBehavior"]),
    .target(name: "OperatingSystem"),
    .target(name: "SnapshotReports", dependencies: ["Basics", "JSON"]),
    .target(name: "ScreenFiles", dependencies: ["OperatingSystem", "ScreenModel"]),
    .target(
      name: "LanguageServer",
      dependencies: ["YAMLTree", "Basics", "JSON", "ScreenModel", "ScreenBehavior"]
    ),
    .target(
      name: "ScreenPictures", dependencies: ["ScreenModel", "ScreenBehavior", "YAMLTree", "Basics"]),
    .target(
      name: "ScreenVoiceOver", dependencies: ["ScreenModel", "ScreenBehavior", "ScreenRendering"]),
    .target(
      name: "ScreenDrawing",
      dependencies: [
        "ScreenModel", "ScreenBehavior", "ScreenRendering", "ScreenPictures", "ScreenVoiceOver",
      ]
    ),
    .target(
      name: "ScreenSnapshots",
      dependencies: ["OperatingSystem", "ScreenModel", "ScreenBehavior", "ScreenDrawing"]
    ),
    .target(
      name: "ScreenSnapshotTesting",
      dependencies: [
        "OperatingSystem", "ScreenSnapshots", "ScreenModel", "ScreenBehavior", "ScreenDrawing",
      ]
    ),
    .target(
      name: "ScreenSpec",
      dependencies: [
        "Basics", "YAMLTree", "ScreenModel", "ScreenBehavior", "ScreenRendering", "ScreenPictures",
        "ScreenSnapshots", "ScreenSnapshotTesting", "ScreenFiles", "ScreenVoiceOver",
        "ScreenDrawing",
      ]
    ),
    .target(
      name: "ScreenSpecCLI",
      dependencies: [
        "OperatingSystem", "ScreenFiles", "YAMLTree", "Basics", "ScreenModel", "ScreenBehavior",
        "ScreenRendering", "ScreenSnapshots", "ScreenPictures", "PropertyList", "SettingsBundle",
        "ScreenVoiceOver", "LanguageServer", "ScreenDrawing", "SnapshotReports", "JSON",
      ]
    ),
    .target(
      name: "FuzzChecks",
      dependencies: [
        "YAMLTree", "Basics", "ScreenModel", "ScreenBehavior", "ScreenRendering", "ScreenVoiceOver",
        "PropertyList", "SettingsBundle", "LanguageServer", "SnapshotReports", "JSON",
      ]
    ),
    .executableTarget(
      name: "ScreenSpecTool", dependencies: ["ScreenSpecCLI", "OperatingSystem"]),
    .target(name: "Fixtures", dependencies: ["ScreenModel"], path: "Tests/Fixtures"),
    .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree", "Basics"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "Basics"]),
    .testTarget(name: "SnapshotReportsTests", dependencies: ["SnapshotReports"]),
    .testTarget(
      name: "FuzzChecksTests", dependencies: ["FuzzChecks", "Fixtures", "LanguageServer", "JSON"]),
    .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "YAMLTree", "Basics"]),
    .testTarget(
      name: "LanguageServerTests",
      dependencies: [
        "LanguageServer", "ScreenModel", "ScreenBehavior", "YAMLTree", "Basics", "JSON", "Fixtures",
      ]
    ),
    .testTarget(
      name: "SettingsBundleTests",
      dependencies: [
        "SettingsBundle", "PropertyList", "YAMLTree", "Basics", "ScreenModel", "Fixtures", "JSON",
      ]
    ),
    .testTarget(
      name: "ScreenModelTests",
      dependencies: ["ScreenModel", "YAMLTree", "Basics", "JSON", "Fixtures"]),
    .testTarget(
      name: "ScreenBehaviorTests",
      dependencies: [
        "ScreenBehavior", "ScreenModel", "ScreenRendering", "ScreenVoiceOver", "YAMLTree", "Basics",
        "Fixtures",
      ]
    ),
    .testTarget(
      name: "ScreenRenderingTests",
      dependencies: [
        "ScreenRendering", "ScreenBehavior", "ScreenModel", "ScreenSnapshotTesting",
        "ScreenSnapshots", "ScreenDrawing", "Fixtures",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenPicturesTests",
      dependencies: [
        "ScreenPictures", "ScreenBehavior", "ScreenModel", "ScreenSnapshotTesting", "YAMLTree",
        "Basics", "Fixtures",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenSnapshotsTests",
      dependencies: [
        "OperatingSystem", "ScreenSnapshots", "ScreenSnapshotTesting", "ScreenModel",
        "ScreenBehavior",
      ]
    ),
    .testTarget(
      name: "ScreenVoiceOverTests",
      dependencies: [
        "ScreenVoiceOver", "ScreenRendering", "ScreenBehavior", "ScreenModel", "Fixtures",
      ]
    ),
    .testTarget(
      name: "ScreenSpecTests", dependencies: ["ScreenSpec", "Fixtures"], exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenSpecCLITests",
      dependencies: [
        "ScreenSpecCLI", "ScreenSnapshots", "OperatingSystem", "Fixtures", "ScreenSpecTool",
        "LanguageServer", "ScreenFiles", "JSON", "Basics", "YAMLTree", "ScreenModel",
        "ScreenBehavior", "ScreenRendering", "ScreenPictures",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
