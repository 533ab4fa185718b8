import JSON
import LanguageServer
import Testing

/// The plists and `.strings` files of a Settings.bundle get what `check BUNDLE` says of
/// them (issue #54, item 14): the server watched them but published nothing.
@Suite struct BundleDiagnosticsTests {
  static let bundle = "/w/Settings.bundle"
  static let root = "\(bundle)/Root.plist"
  static let strings = "\(bundle)/en.lproj/Root.strings"
  /// A multi-value whose values are `slow` and `normal`, its default `DEFAULT`.
  static let plist = """
    <?xml version=\"1.0\" encoding=\"UTF-8\"?>
    <!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">
    <plist version=\"1.0\">
    <dict>
      <key>PreferenceSpecifiers</key>
      <array>
        <dict>
          <key>Type</key>
          <string>PSMultiValueSpecifier</string>
          <key>Title</key>
          <string>Speed</string>
          <key>Key</key>
          <string>speed</string>
          <key>DefaultValue</key>
          <string>DEFAULT</string>
          <key>Titles</key>
          <array>
            <string>Slow</string>
            <string>Normal</string>
          </array>
          <key>Values</key>
          <array>
            <string>slow</string>
            <string>normal</string>
          </array>
        </dict>
      </array>
      <key>StringsTable</key>
      <string>Root</string>
    </dict>
    </plist>

    """
  static let disk = MemoryFiles([
    root: plist.replacingFirst("DEFAULT", with: "slow"),
    strings: "\"Speed\" = \"Speed\";\n",
  ])

  @Test func aDefaultNotAmongTheValuesIsPublishedAtItsLineAndClearsWhenMended() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    #expect(
      client.open(Self.root, Self.plist.replacingFirst("DEFAULT", with: "slow"))
        .diagnostics(for: Self.root) == [])
    let typed = Self.plist.replacingFirst("DEFAULT", with: "fast")
    let found = try #require(client.change(Self.root, typed).diagnostics(for: Self.root))
    #expect(found.count == 1, "\(found)")
    #expect(found.first?["range"]?["start"]?["line"] == .integer(13))
    #expect(found.first?["severity"] == .integer(1))
    #expect(
      found.first?["message"]?.string
        == "DefaultValue 'fast' is not one of the 'Values'; Settings shows no choice checked")
    #expect(
      client.change(Self.root, Self.plist.replacingFirst("DEFAULT", with: "normal"))
        .diagnostics(for: Self.root) == [])
    // Saved with the mistake (the disk holds it now), it is told again.
    var saved = Self.disk
    saved.files[Self.root] = typed
    client.server.files = saved
    let told = client.notify(
      "textDocument/didSave",
      .object([
        ("textDocument", .object([("uri", .string(DocumentURI.uri(of: Self.root)))])),
        ("text", .string(typed)),
      ]))
    #expect(told.diagnostics(for: Self.root)?.count == 1, "\(told)")
  }

  @Test func aStringsFileOfTheBundleGetsItsMistakes() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let found = try #require(
      client.open(Self.strings, "\"Speed\" = \"Speed\";\n\"Slow\" = \"Slow\"\n")
        .diagnostics(for: Self.strings))
    // At the end of the value missing its ';' (LSP lines count from 0).
    #expect(
      found.first?["message"]?.string
        == "expected ';' after this entry's value: every entry ends with ';'", "\(found)")
    #expect(found.first?["range"]?["start"]?["line"] == .integer(1))
  }

  /// A keystroke in a screen cannot change what a bundle's plist says: the bundle is not
  /// imported again for it, only when a file of the bundle or the disk changes.
  @Test func aKeystrokeInAScreenDoesNotImportAnOpenPlistsBundleAgain() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let typed = Self.plist.replacingFirst("DEFAULT", with: "fast")
    _ = client.open(Self.root, typed)
    #expect(client.server.bundlesChecked == 1)
    let screen = "/w/app/home.yaml"
    _ = client.open(screen, "title: Home\n")
    _ = client.change(screen, "title: Home2\n")
    #expect(client.server.bundlesChecked == 1)
    _ = client.open(Self.strings, "\"Speed\" = \"Fast\";\n")
    #expect(client.server.bundlesChecked == 3, "the plist's and the strings file's")
    _ = client.notify(
      "workspace/didChangeWatchedFiles",
      .object([
        (
          "changes",
          .array([
            .object([("uri", .string(DocumentURI.uri(of: Self.strings))), ("type", .integer(2))])
          ])
        )
      ]))
    #expect(client.server.bundlesChecked == 5)
  }

  @Test func aPlistOutsideABundleHasNone() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    #expect(client.open("/w/Other.plist", Self.plist).diagnostics(for: "/w/Other.plist") == [])
  }
}
