// swift-tools-version: 6.0
import PackageDescription

/// Benchmarks live in their own package so that the main build stays lean.
/// Run them with `Benchmarks/run.sh`.
let package = Package(
  name: "ScreenSpecBenchmarks",
  dependencies: [.package(name: "ScreenSpec", path: "..")],
  targets: [
    .executableTarget(
      name: "screenspec-bench",
      dependencies: [
        .product(name: "YAMLTree", package: "ScreenSpec"),
        .product(name: "ScreenModel", package: "ScreenSpec"),
        .product(name: "ScreenFormat", package: "ScreenSpec"),
        .product(name: "ScreenBehavior", package: "ScreenSpec"),
        .product(name: "ScreenSpecRuntime", package: "ScreenSpec"),
        .product(name: "ScreenRendering", package: "ScreenSpec"),
        .product(name: "ScreenVoiceOver", package: "ScreenSpec"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
