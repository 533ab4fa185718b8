import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #51: export over the bundle an app came from gives each file back byte for byte,
/// and an edit changes only its own lines.

/// A pane laid out by hand: CRLF line endings, two-space indentation, keys out of Xcode's
/// order, a comment and `<real>1</real>`.
private let pane = [
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
  "  <!-- settings -->", "  <key>PreferenceSpecifiers</key>", "  <array>", "    <dict>",
  "      <key>Type</key>", "      <string>PSToggleSwitchSpecifier</string>",
  "      <key>Title</key>", "      <string>Sounds</string>", "      <key>Key</key>",
  "      <string>sounds</string>", "      <key>DefaultValue</key>", "      <true/>", "    </dict>",
  "    <dict>", "      <key>Type</key>", "      <string>PSSliderSpecifier</string>",
  "      <key>Key</key>", "      <string>volume</string>", "      <key>DefaultValue</key>",
  "      <real>0.5</real>", "      <key>MinimumValue</key>", "      <real>0</real>",
  "      <key>MaximumValue</key>", "      <real>1</real>", "    </dict>", "  </array>",
  "  <key>StringsTable</key>", "  <string>Root</string>", "</dict>", "</plist>", "",
].joined(separator: "\r\n")

/// A table as translators keep it: a byte-order mark, comments and blank lines.
private let german = "\u{FEFF}/* Settings */\n\n/* The switch */\n\"Sounds\" = \"Töne\";\n"

private func bytes(_ ws: Workspace, _ relative: String) -> [UInt8] {
  FileManager.default.contents(atPath: ws.path(relative)).map { Array($0) } ?? []
}

private func lines(_ bytes: [UInt8]) -> [String] {
  // Split at line feeds as bytes: a String holds "\r\n" as one character.
  bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
}

/// The lines of `after` that `before` does not have at the same place, and the reverse.
private func changed(_ before: [UInt8], _ after: [UInt8]) -> [String] {
  let (a, b) = (lines(before), lines(after))
  return b.difference(from: a).map { change in
    switch change {
    case .insert(_, let line, _): "+" + line
    case .remove(_, let line, _): "-" + line
    }
  }
}

private func importBundle(_ ws: Workspace) throws {
  try ws.write("Settings.bundle/Root.plist", pane)
  try ws.write("Settings.bundle/de.lproj/Root.strings", german)
  try ws.write("Settings.bundle/en.lproj/Root.strings", "\"Sounds\" = \"Sounds\";\n")
  let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  try FileManager.default.copyItem(
    atPath: ws.path("Settings.bundle"), toPath: ws.path("Out.bundle"))
}

@Test func anUneditedExportGivesEveryFileBackByteForByte() throws {
  let ws = try Workspace()
  try importBundle(ws)
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(!exported.stdout.contains("wrote"), "\(exported.stdout)")
  for path in ["Root.plist", "de.lproj/Root.strings", "en.lproj/Root.strings"] {
    #expect(bytes(ws, "Out.bundle/" + path) == bytes(ws, "Settings.bundle/" + path), "\(path)")
  }
  // Into a new folder: the layout Xcode writes.
  let fresh = ws.run("export", "@App", "--out", "@New.bundle")
  #expect(fresh.status == 0, "\(fresh.stderr)")
  #expect(ws.read("New.bundle/Root.plist")?.contains("\t<key>PreferenceSpecifiers</key>\n") == true)
}

@Test func aRetitleAndANewTranslationChangeOnlyTheirLines() throws {
  let ws = try Workspace()
  try importBundle(ws)
  let screen = try #require(ws.read("App/root.yaml"))
  try ws.write("App/root.yaml", screen.replacing("title: Sounds", with: "title: Sound Effects"))
  let table = try #require(ws.read("App/strings/de.yaml"))
  try ws.write("App/strings/de.yaml", table + "  \"Volume\": Lautstärke\n")
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(
    changed(bytes(ws, "Settings.bundle/Root.plist"), bytes(ws, "Out.bundle/Root.plist")) == [
      "-      <string>Sounds</string>\r", "+      <string>Sound Effects</string>\r",
    ])
  #expect(
    changed(
      bytes(ws, "Settings.bundle/de.lproj/Root.strings"),
      bytes(ws, "Out.bundle/de.lproj/Root.strings")
    ) == ["+\"Volume\" = \"Lautstärke\";"])
  let unchanged = exported.stdout.split(separator: "\n").filter { $0.hasPrefix("unchanged ") }
  #expect(unchanged.count == 1, "\(exported.stdout)")
  #expect(unchanged.first?.hasSuffix("Out.bundle/en.lproj/Root.strings") == true)
}

@Test func aStringsFileImportCannotReadIsKeptAndWrittenBack() throws {
  let ws = try Workspace()
  let broken = "/* kept */\n\"Sounds\" = \"Töne;\n"
  try ws.write("Settings.bundle/Root.plist", pane)
  try ws.write("Settings.bundle/de.lproj/Root.strings", broken)
  let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(imported.status == 1)  // the unterminated quote is an error at it
  #expect(!ws.exists("App/strings/de.yaml"))
  let checked = ws.run("check", "@App")
  #expect(
    (checked.stdout + checked.stderr).contains(
      "kept/de.lproj/Root.strings:1:1: warning: kept unread"), "\(checked.stderr)")
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(ws.read("Out.bundle/de.lproj/Root.strings") == broken)
}

/// Values whose meaning export kept only by retyping them: a string where Settings reads a
/// boolean or a number, `AutocorrectionType` `Default`, and a file whose name starts with a
/// dot, all come back as written into a new bundle.
@Test func stringsWhereSettingsReadsNumbersAndDotFilesComeBack() throws {
  let ws = try Workspace()
  let specifiers = [
    "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>"
      + "<key>Key</key><string>name</string><key>IsSecure</key><string>YES</string>"
      + "<key>AutocorrectionType</key><string>Default</string></dict>",
    "<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>volume</string>"
      + "<key>DefaultValue</key><integer>5</integer><key>MinimumValue</key><string>0</string>"
      + "<key>MaximumValue</key><string>10</string></dict>",
  ]
  try ws.write(
    "S.bundle/Root.plist",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
      + "<key>PreferenceSpecifiers</key><array>\(specifiers.joined())</array></dict></plist>\n")
  try ws.write("S.bundle/.me.apla.apppreferences", "")
  try ws.write("S.bundle/.DS_Store", "junk")
  #expect(ws.run("import", "@S.bundle", "--out", "@App").status == 0)
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  let written = try #require(ws.read("Out.bundle/Root.plist"))
  for kept in [
    "<key>IsSecure</key>\n\t\t\t<string>YES</string>",
    "<key>AutocorrectionType</key>\n\t\t\t<string>Default</string>",
    "<key>MinimumValue</key>\n\t\t\t<string>0</string>",
    "<key>MaximumValue</key>\n\t\t\t<string>10</string>",
  ] {
    #expect(written.contains(kept), "\(kept)")
  }
  #expect(ws.exists("Out.bundle/.me.apla.apppreferences"))
  #expect(!ws.exists("Out.bundle/.DS_Store"))
  // The screens still read the values: a secure field.
  #expect(ws.read("App/root.yaml")?.contains("secure: true") == true)
}

/// Export owns what import read and what it wrote: a language removed from the app is
/// removed from the bundle it was imported from, one line, and a file of the app's own
/// stays.
@Test func aLanguageRemovedFromTheAppLeavesTheBundle() throws {
  let ws = try Workspace()
  try importBundle(ws)
  try ws.write("Settings.bundle/README.md", "the app's own\n")
  try FileManager.default.removeItem(atPath: ws.path("App/strings/de.yaml"))
  let exported = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  let removed = exported.stdout.split(separator: "\n").filter { $0.hasPrefix("removed ") }
  #expect(removed.count == 1, "\(exported.stdout)")
  #expect(removed.first?.hasSuffix("Settings.bundle/de.lproj/Root.strings") == true)
  #expect(!ws.exists("Settings.bundle/de.lproj"))
  #expect(ws.read("Settings.bundle/README.md") == "the app's own\n")
  #expect(exported.stdout.contains("kept 1 file export does not write"), "\(exported.stdout)")
  // What export wrote is its own from then on: a second export removes nothing.
  let again = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(!again.stdout.contains("removed"), "\(again.stdout)")
}

/// What export remembers goes into an app folder: a bundle exported as an app (read in
/// memory) is never written into.
@Test func aBundleExportedAsAnAppGainsNoFile() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", pane)
  let exported = ws.run(
    "export", "@Settings.bundle", "--out", "@Out.bundle", "--catalog", "@L.xcstrings")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(ws.list("Settings.bundle") == ["Root.plist"])
}

/// A pane removed from the app (its screen and the row that pushed it) leaves the bundle.
@Test func aPaneRemovedFromTheAppLeavesTheBundle() throws {
  let ws = try Workspace()
  func plist(_ specifier: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
      + "<key>PreferenceSpecifiers</key><array><dict>\(specifier)</dict></array></dict></plist>\n"
  }
  try ws.write(
    "Settings.bundle/Root.plist",
    plist(
      "<key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>"
        + "<key>File</key><string>More</string>"))
  try ws.write(
    "Settings.bundle/More.plist",
    plist(
      "<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string>"
        + "<key>Key</key><string>sounds</string><key>DefaultValue</key><true/>"))
  #expect(ws.run("import", "@Settings.bundle", "--out", "@App").status == 0)
  try FileManager.default.removeItem(atPath: ws.path("App/More.yaml"))
  try ws.write(
    "App/root.yaml",
    "title: S\nsections:\n  - rows:\n      - title: Sounds\n        toggle: sounds\n")
  let exported = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  let removed = exported.stdout.split(separator: "\n").filter { $0.hasPrefix("removed ") }
  #expect(
    removed.count == 1 && removed[0].hasSuffix("Settings.bundle/More.plist"), "\(exported.stdout)")
  #expect(ws.list("Settings.bundle") == ["Root.plist"])
}
