// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for the whole load path, for action sequences, for Settings bundles, for
/// the language server's messages, for the shard reports `merge-reports` reads and for the
/// runtime's compiled-app reader. Build and run them
/// with `Fuzz/run.sh`; the flags need `-sanitize=fuzzer,address -parse-as-library`.
let package = Package(
  name: "ScreenSpecFuzz",
  dependencies: [.package(name: "ScreenSpec", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzLoad",
      dependencies: ["FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec")]
    ),
    .executableTarget(
      name: "FuzzPlist",
      dependencies: ["FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec")]
    ),
    .executableTarget(
      name: "FuzzActions",
      dependencies: [
        "FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec"),
        .product(name: "ScreenModel", package: "ScreenSpec"),
      ]
    ),
    .executableTarget(
      name: "FuzzReport",
      dependencies: ["FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec")]
    ),
    .executableTarget(
      name: "FuzzCompiled",
      dependencies: ["FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec")]
    ),
    .executableTarget(
      name: "FuzzLSP",
      dependencies: ["FuzzDriver", .product(name: "FuzzChecks", package: "ScreenSpec")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
