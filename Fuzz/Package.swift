// swift-tools-version: 6.0
import PackageDescription

/// libFuzzer targets for the whole load path, for action sequences, for Settings bundles and for
/// the language server's messages. Build and run them
/// with `Fuzz/run.sh`; the flags need `-sanitize=fuzzer,address -parse-as-library`.
let package = Package(
  name: "ScreenSpecFuzz",
  dependencies: [.package(name: "ScreenSpec", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzLoad",
      dependencies: [
        "FuzzDriver",
        .product(name: "YAMLTree", package: "ScreenSpec"),
        .product(name: "ScreenModel", package: "ScreenSpec"),
        .product(name: "ScreenBehavior", package: "ScreenSpec"),
        .product(name: "ScreenRendering", package: "ScreenSpec"),
        .product(name: "ScreenVoiceOver", package: "ScreenSpec"),
      ]
    ),
    .executableTarget(
      name: "FuzzPlist",
      dependencies: [
        "FuzzDriver",
        .product(name: "PropertyList", package: "ScreenSpec"),
        .product(name: "SettingsBundle", package: "ScreenSpec"),
      ]
    ),
    .executableTarget(
      name: "FuzzActions",
      dependencies: [
        "FuzzDriver",
        .product(name: "ScreenModel", package: "ScreenSpec"),
        .product(name: "ScreenBehavior", package: "ScreenSpec"),
        .product(name: "ScreenRendering", package: "ScreenSpec"),
        .product(name: "ScreenVoiceOver", package: "ScreenSpec"),
      ]
    ),
    .executableTarget(
      name: "FuzzLSP",
      dependencies: [
        "FuzzDriver",
        .product(name: "LanguageServer", package: "ScreenSpec"),
        .product(name: "ScreenModel", package: "ScreenSpec"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
