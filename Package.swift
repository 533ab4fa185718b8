// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ScreenSpec",
  products: [
    .executable(name: "screenspec", targets: ["screenspec"]),
    .library(name: "YAMLTree", targets: ["YAMLTree"]),
    .library(name: "ScreenModel", targets: ["ScreenModel"]),
    .library(name: "ScreenBehavior", targets: ["ScreenBehavior"]),
    .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
    .library(name: "ScreenSnapshotTesting", targets: ["ScreenSnapshotTesting"]),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "YAMLTree", dependencies: ["CYAML"]),
    .target(name: "ScreenModel", dependencies: ["YAMLTree"]),
    .target(name: "ScreenBehavior", dependencies: ["ScreenModel"]),
    .target(name: "ScreenRendering", dependencies: ["ScreenModel", "ScreenBehavior"]),
    .target(
      name: "ScreenSnapshotTesting",
      dependencies: ["ScreenModel", "ScreenBehavior", "ScreenRendering"]
    ),
    .target(
      name: "ScreenSpecCLI",
      dependencies: ["YAMLTree", "ScreenModel", "ScreenBehavior", "ScreenRendering", "ScreenSnapshotTesting"]
    ),
    .executableTarget(name: "screenspec", dependencies: ["ScreenSpecCLI"]),
    .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree"]),
    .testTarget(name: "ScreenModelTests", dependencies: ["ScreenModel", "YAMLTree"]),
    .testTarget(
      name: "ScreenBehaviorTests",
      dependencies: ["ScreenBehavior", "ScreenModel", "ScreenRendering"]
    ),
    .testTarget(
      name: "ScreenRenderingTests",
      dependencies: ["ScreenRendering", "ScreenBehavior", "ScreenModel"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ScreenSpecCLITests",
      dependencies: ["ScreenSpecCLI", "ScreenSnapshotTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
