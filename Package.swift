// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ScreenSpec",
  products: [
    .executable(name: "screenspec", targets: ["ScreenSpecTool"]),
    .library(name: "YAMLTree", targets: ["YAMLTree"]),
    .library(name: "ScreenModel", targets: ["ScreenModel"]),
    .library(name: "ScreenFormat", targets: ["ScreenFormat"]),
    .library(name: "ScreenBehavior", targets: ["ScreenBehavior"]),
    .library(name: "ScreenChecks", targets: ["ScreenChecks"]),
    .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
    .library(name: "ScreenSnapshots", targets: ["ScreenSnapshots"]),
    .library(name: "ScreenSnapshotTesting", targets: ["ScreenSnapshotTesting"]),
    .library(name: "ScreenPictures", targets: ["ScreenPictures"]),
    .library(name: "ScreenVoiceOver", targets: ["ScreenVoiceOver"]),
    .library(name: "ScreenSpec", targets: ["ScreenSpec"]),
    .library(name: "ScreenSpecRuntime", targets: ["ScreenSpecRuntime"]),
    // SwiftUI on Apple platforms; elsewhere the runtime alone (its sources are behind
    // `#if canImport(SwiftUI)`).
    .library(name: "ScreenSpecUI", targets: ["ScreenSpecUI"]),
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
      dependencies: ["PropertyList", "YAMLTree", "Basics", "ScreenModel", "ScreenFormat"]),
    .target(
      name: "StringCatalogs",
      dependencies: [
        "PropertyList", "YAMLTree", "Basics", "ScreenModel", "ScreenFormat", "JSON",
        "SwiftUIExport",
      ]),
    .target(name: "ScreenModel", dependencies: ["Basics"]),
    .target(name: "ScreenFormat", dependencies: ["ScreenModel", "YAMLTree", "Basics", "JSON"]),
    .target(name: "ScreenBehavior", dependencies: ["ScreenModel", "Basics"]),
    .target(name: "SwiftUIExport", dependencies: ["ScreenModel", "Basics", "OperatingSystem"]),
    .target(name: "ScreenCompiled", dependencies: ["ScreenModel", "Basics"]),
    .target(
      name: "ScreenSpecRuntime", dependencies: ["ScreenModel", "ScreenBehavior", "ScreenCompiled"]),
    .target(name: "ScreenSpecUI", dependencies: ["ScreenSpecRuntime"]),
    .target(
      name: "ScreenChecks",
      dependencies: ["ScreenModel", "ScreenFormat", "ScreenBehavior", "Basics", "JSON"]),
    .target(name: "ScreenRendering", dependencies: ["ScreenModel", "ScreenBehavior"]),
    // glibc's `mallopt`, which the C library's module map leaves out.
    .systemLibrary(name: "CMalloc"),
    .target(name: "OperatingSystem", dependencies: ["CMalloc"]),
    .target(name: "SnapshotReports", dependencies: ["Basics", "JSON"]),
    .target(
      name: "ScreenFiles",
      dependencies: [
        "OperatingSystem", "ScreenModel", "ScreenFormat", "ScreenChecks", "SettingsBundle",
        "ScreenCompiled",
        "StringCatalogs", "SwiftUIExport", "PropertyList", "JSON", "Basics",
      ]),
    .target(
      name: "LanguageServer",
      dependencies: [
        "ScreenChecks", "YAMLTree", "Basics", "JSON", "ScreenModel", "ScreenFormat",
        "ScreenBehavior", "SettingsBundle",
      ]
    ),
    .target(
      name: "ScreenPictures", dependencies: ["ScreenModel", "ScreenBehavior", "Basics"]),
    .target(
      name: "ScreenVoiceOver",
      dependencies: ["Basics", "ScreenModel", "ScreenBehavior", "ScreenRendering"]),
    .target(
      name: "ScreenDrawing",
      dependencies: [
        "ScreenModel", "ScreenBehavior", "ScreenRendering", "ScreenPictures", "ScreenVoiceOver",
      ]
    ),
    .target(
      name: "ScreenSnapshots",
      dependencies: [
        "OperatingSystem", "Basics", "ScreenModel", "ScreenFormat", "ScreenBehavior",
        "ScreenDrawing", "ScreenPictures", "SnapshotReports",
      ]
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
        "ScreenChecks", "ScreenCompiled",
        "Basics", "YAMLTree", "ScreenModel", "ScreenFormat", "ScreenBehavior", "ScreenRendering",
        "ScreenPictures",
        "ScreenSnapshots", "ScreenSnapshotTesting", "ScreenFiles", "ScreenVoiceOver",
        "ScreenDrawing", "SettingsBundle",
      ]
    ),
    .target(
      name: "ScreenSpecCLI",
      dependencies: [
        "ScreenChecks", "SwiftUIExport", "ScreenCompiled",
        "OperatingSystem", "ScreenFiles", "YAMLTree", "Basics", "ScreenModel", "ScreenFormat",
        "ScreenBehavior",
        "ScreenRendering", "ScreenSnapshots", "ScreenPictures", "PropertyList", "SettingsBundle",
        "StringCatalogs", "ScreenVoiceOver", "LanguageServer", "ScreenDrawing", "SnapshotReports",
        "JSON",
      ]
    ),
    .target(
      name: "FuzzChecks",
      dependencies: [
        "Basics", "ScreenModel", "ScreenFormat", "ScreenBehavior", "ScreenRendering",
        "ScreenVoiceOver",
        "ScreenCompiled", "ScreenSpecRuntime", "PropertyList", "SettingsBundle", "StringCatalogs",
        "LanguageServer",
        "SnapshotReports", "JSON",
      ]
    ),
    .executableTarget(
      name: "ScreenSpecTool", dependencies: ["ScreenSpecCLI", "OperatingSystem"]),
    .target(
      name: "Fixtures", dependencies: ["ScreenModel", "ScreenFormat"], path: "Tests/Fixtures"),
    .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree", "Basics", "Fixtures"]),
    .testTarget(
      name: "ScreenSpecRuntimeTests",
      dependencies: ["ScreenSpecRuntime", "Fixtures", "ScreenFormat"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "Basics"]),
    .testTarget(name: "SnapshotReportsTests", dependencies: ["SnapshotReports"]),
    .testTarget(
      name: "FuzzChecksTests",
      dependencies: ["FuzzChecks", "Fixtures", "LanguageServer", "JSON", "ScreenCompiled"]),
    .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "Basics"]),
    .testTarget(
      name: "LanguageServerTests",
      dependencies: [
        "LanguageServer", "ScreenModel", "ScreenFormat", "ScreenBehavior", "Basics", "JSON",
        "Fixtures", "ScreenChecks",
      ]
    ),
    .testTarget(
      name: "SwiftUIExportTests",
      dependencies: [
        "SwiftUIExport", "ScreenModel", "ScreenFormat", "ScreenBehavior", "SettingsBundle",
        "Basics", "Fixtures", "ScreenSpecRuntime",
      ]),
    .testTarget(
      name: "SettingsBundleTests",
      dependencies: [
        "SettingsBundle", "PropertyList", "YAMLTree", "Basics", "ScreenModel", "ScreenFormat",
        "Fixtures", "JSON", "ScreenFiles", "StringCatalogs",
      ]
    ),
    .testTarget(
      name: "StringCatalogsTests",
      dependencies: ["StringCatalogs", "PropertyList", "Basics", "JSON"]
    ),
    .testTarget(
      name: "ScreenFormatTests",
      dependencies: [
        "ScreenModel", "ScreenFormat", "ScreenCompiled", "YAMLTree", "Basics", "JSON", "Fixtures",
      ]),
    .testTarget(
      name: "ScreenBehaviorTests",
      dependencies: [
        "ScreenBehavior", "ScreenModel", "ScreenFormat", "ScreenRendering", "ScreenVoiceOver",
        "Basics",
        "Fixtures",
      ]
    ),
    .testTarget(
      name: "ScreenRenderingTests",
      dependencies: [
        "ScreenRendering", "ScreenBehavior", "ScreenModel", "ScreenFormat", "ScreenSnapshotTesting",
        "ScreenSnapshots", "ScreenDrawing", "Fixtures",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenPicturesTests",
      dependencies: [
        "ScreenPictures", "ScreenBehavior", "ScreenModel", "ScreenFormat", "ScreenSnapshotTesting",
        "Basics", "Fixtures",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenSnapshotsTests",
      dependencies: [
        "OperatingSystem", "ScreenSnapshots", "ScreenSnapshotTesting", "ScreenModel",
        "ScreenBehavior", "ScreenFormat", "ScreenFiles", "SnapshotReports",
      ]
    ),
    .testTarget(
      name: "ScreenVoiceOverTests",
      dependencies: [
        "ScreenVoiceOver", "ScreenRendering", "ScreenBehavior", "ScreenModel", "ScreenFormat",
        "Fixtures",
      ]
    ),
    .testTarget(
      name: "ScreenSpecTests",
      dependencies: ["ScreenChecks", "ScreenSpec", "ScreenSpecRuntime", "Fixtures", "ScreenFiles"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenSpecCLITests",
      dependencies: [
        "ScreenSpecCLI", "ScreenSnapshots", "OperatingSystem", "Fixtures", "ScreenSpecTool",
        "LanguageServer", "ScreenFiles", "JSON", "Basics", "YAMLTree", "ScreenModel",
        "ScreenFormat", "ScreenBehavior", "ScreenRendering", "ScreenPictures", "ScreenDrawing",
        "ScreenChecks",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
