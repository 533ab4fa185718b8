import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #38, item 12: a Settings.bundle is an app: `check`, `render`, `snapshot`,
/// `gallery` and `export` read it through the importer, in memory, with its diagnostics in
/// the plists, and its snapshots live beside it in `__snapshots__/NAME.bundle/`.
@Suite struct BundleAsAppTests {
  static func plist(_ specifiers: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \(specifiers)\t</array>
    </dict>
    </plist>

    """
  }

  static let toggle = """
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSToggleSwitchSpecifier</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>Sounds</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>sounds</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<true/>
    \t\t</dict>

    """

  static let badPicker = """
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSMultiValueSpecifier</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>Theme</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>theme</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<string>blue</string>
    \t\t\t<key>Titles</key>
    \t\t\t<array><string>Light</string><string>Dark</string></array>
    \t\t\t<key>Values</key>
    \t\t\t<array><string>light</string><string>dark</string></array>
    \t\t</dict>

    """

  @Test func aCleanBundleIsCheckedRenderedAndSnapshotBesideItself() throws {
    let ws = try Workspace()
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(Self.toggle))
    let check = ws.run("check", "@App/Settings.bundle")
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stderr.contains("no problems"))
    let render = ws.run("render", "@App/Settings.bundle")
    #expect(render.status == 0)
    #expect(render.stdout.contains("Sounds") && render.stdout.contains("On"))
    _ = ws.run("snapshot", "@App/Settings.bundle", "--record", "all")
    #expect(ws.list("App/__snapshots__/Settings.bundle") == ["root.snap"])
    // Nothing is written into the bundle, which Xcode copies into the app whole.
    #expect(ws.list("App/Settings.bundle") == ["Root.plist"])
    #expect(ws.run("snapshot", "@App/Settings.bundle", "--ci").status == 0)
    // A change to the plist is a change to the snapshot.
    try ws.write(
      "App/Settings.bundle/Root.plist",
      Self.plist(Self.toggle.replacingOccurrences(of: "<true/>", with: "<false/>")))
    let changed = ws.run("snapshot", "@App/Settings.bundle", "--ci")
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("MISMATCH") || changed.stdout.contains("FAILED"))
  }

  @Test func snapshotsGoWhereSnapshotsNames() throws {
    let ws = try Workspace()
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(Self.toggle))
    _ = ws.run("snapshot", "@App/Settings.bundle", "--snapshots", "@Pinned", "--record", "all")
    #expect(ws.list("Pinned") == ["root.snap"])
    #expect(ws.list("App").contains("__snapshots__") == false)
    #expect(
      ws.run("snapshot", "@App/Settings.bundle", "--snapshots", "@Pinned", "--ci").status == 0)
    // Without it, the references beside the bundle are looked for, and are missing.
    #expect(ws.run("snapshot", "@App/Settings.bundle", "--ci").status == 1)
  }

  /// New-user trial: export of a bundle wrote an empty Root.plist (the bundle's reader did
  /// not keep the trees export reads rows from).
  @Test func aBundleExportsAsItsImportWould() throws {
    let ws = try Workspace()
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(Self.toggle))
    let export = ws.run("export", "@App/Settings.bundle", "--out", "@Out.bundle")
    #expect(export.status == 0, "\(export.stderr)")
    let root = ws.read("Out.bundle/Root.plist") ?? ""
    #expect(root.contains("<string>Sounds</string>"), "\(root)")
    #expect(root.contains("<string>PSToggleSwitchSpecifier</string>"))
  }

  /// New-user trial: IASK's text view and date picker without a DefaultValue, and a date
  /// picker whose default is no date.
  @Test func iaskRowsWithoutADefaultCheckCleanAndABadDateIsTold() throws {
    let ws = try Workspace()
    let textView = """
      \t\t<dict>
      \t\t\t<key>Type</key>
      \t\t\t<string>IASKTextViewSpecifier</string>
      \t\t\t<key>Key</key>
      \t\t\t<string>notes</string>
      \t\t</dict>
      \t\t<dict>
      \t\t\t<key>Type</key>
      \t\t\t<string>IASKDatePickerSpecifier</string>
      \t\t\t<key>Title</key>
      \t\t\t<string>Day</string>
      \t\t\t<key>Key</key>
      \t\t\t<string>day</string>
      \t\t</dict>

      """
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(textView))
    let check = ws.run("check", "@App/Settings.bundle")
    #expect(check.status == 0, "\(check.stderr)")
    let badDate = textView.replacingOccurrences(
      of: "<string>day</string>\n",
      with:
        "<string>day</string>\n\t\t\t<key>DefaultValue</key>\n\t\t\t<string>not a date</string>\n")
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(badDate))
    let told = ws.run("check", "@App/Settings.bundle")
    #expect(told.status == 1)
    #expect(told.stderr.contains("not a date"), "\(told.stderr)")
  }

  @Test func aBundlesMistakesAreToldInItsPlistAndItIsStillDrawn() throws {
    let ws = try Workspace()
    try ws.write("App/Settings.bundle/Root.plist", Self.plist(Self.toggle + Self.badPicker))
    let check = ws.run("check", "@App/Settings.bundle")
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "Settings.bundle/Root.plist:23:4: error: DefaultValue 'blue' is not one of the 'Values'"),
      "\(check.stderr)")
    // Told once, at the plist, not again in screens no one can open.
    #expect(!check.stderr.contains(".yaml"))
    let render = ws.run("render", "@App/Settings.bundle")
    #expect(render.status == 1)
    #expect(render.stdout.contains("Theme"))
    #expect(render.stderr.contains("Root.plist:23:4"))
  }

  @Test func aBundleThatCannotBeImportedSaysWhyAtItsPlist() throws {
    let ws = try Workspace()
    try ws.write("App/Settings.bundle/Root.plist", "<?xml version=\"1.0\"?>\n<plist><dict>\n")
    let render = ws.run("render", "@App/Settings.bundle")
    #expect(render.status == 1)
    #expect(render.stderr.contains("Settings.bundle/Root.plist:"))
    #expect(!render.stderr.contains("no YAML files"))
  }
}
