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
