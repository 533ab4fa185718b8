import Basics

/// The messages of a bundle without a root pane.
extension BundleMessages {
  static let noRoot = Diagnostic.Message(
    .noRootPane, "the bundle holds no Root.plist (nor one inside an .lproj folder)")
  /// A folder of screens given to `import`: `export` writes its bundle.
  static let noRootButScreens = Diagnostic.Message(
    .noRootPane,
    "the folder holds no Root.plist but YAML screens: it is an app, not a Settings.bundle; 'screenspec export FOLDER --out NAME.bundle' writes its bundle"
  )
}
