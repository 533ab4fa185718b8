// swift-tools-version: 6.0
// An iOS app on ScreenSpecUI: the seed app's screens (the feed, the ChoiceMenu picker, the
// themed selection) read from their compiled form, run by the very Session the repository's
// scenarios and snapshots pin. Built by the macOS workflow (.github/workflows/apple.yml);
// see README.md.
import PackageDescription

let package = Package(
  name: "FeedApp",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(name: "ScreenSpec", path: "../..")],
  targets: [
    .executableTarget(
      name: "FeedApp",
      dependencies: [.product(name: "ScreenSpecUI", package: "ScreenSpec")],
      // `swift run screenspec export Screens --compiled
      // Examples/FeedApp/Sources/FeedApp/Resources/Screens.compiled` writes it.
      resources: [.copy("Resources/Screens.compiled")]
    )
  ],
  swiftLanguageModes: [.v6]
)
