import Testing

@testable import SettingsBundle

private typealias B = TestBundles

/// Issue #54, item 8: a bundle with `Root.inApp.plist` imports with `{host: app}` among its
/// `snapshotVariants`, so a plain `snapshot --ci` verifies what the app shows too.
@Test func anInAppPlistAddsTheAppHostToTheSnapshotVariants() throws {
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("A"),
    "Key": B.string("a"), "DefaultValue": "<true/>",
  ])
  let withInApp = try #require(
    BundleImport.read(
      MemoryBundle(["Root.plist": B.plist([toggle]), "Root.inApp.plist": B.plist([toggle])]),
      title: "S"
    ).app)
  let app = AppWriter.files(withInApp).first { $0.path == "app.yaml" }?.text ?? ""
  #expect(app.contains("settingsBundle: true\nsnapshotVariants:\n  - {host: app}\n"), "\(app)")
  #expect(TestBundles.check(withInApp).diagnostics == "")
  let plain = try #require(
    BundleImport.read(MemoryBundle(["Root.plist": B.plist([toggle])]), title: "S").app)
  let plainApp = AppWriter.files(plain).first { $0.path == "app.yaml" }?.text ?? ""
  #expect(!plainApp.contains("snapshotVariants"))
}

/// Issue #54, item 6: an IASK child pane that opens the app's view controller, storyboard
/// scene or segue has no `File`, and is valid in `Root.inApp.plist`, which only IASK reads;
/// in `Root.plist`, Settings shows it as an empty pane, and it stays an error.
@Test(arguments: [
  "IASKViewControllerClass", "IASKViewControllerStoryBoardId", "IASKSegueIdentifier",
])
func aChildPaneOpeningTheAppsViewIsValidInTheInAppPlist(key: String) throws {
  let pane = B.specifier([
    "Type": B.string("PSChildPaneSpecifier"), "Title": B.string("Custom"),
    key: B.string("MyView"),
  ])
  let toggle = B.specifier([
    "Type": B.string("PSToggleSwitchSpecifier"), "Title": B.string("A"),
    "Key": B.string("a"), "DefaultValue": "<true/>",
  ])
  let inApp = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle]), "Root.inApp.plist": B.plist([toggle, pane])]),
    title: "S")
  #expect(!inApp.hasErrors, "\(inApp.problems.map(\.problem.message))")
  let settings = BundleImport.read(
    MemoryBundle(["Root.plist": B.plist([toggle, pane])]), title: "S")
  #expect(settings.problems.contains { $0.problem.message.contains("has no 'File'") })
}
