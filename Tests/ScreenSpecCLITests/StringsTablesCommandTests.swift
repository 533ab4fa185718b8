import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #38, items 4 and 5: each plist's texts are looked up in its own strings table, and
/// every strings file comes back from import then export, whole and in its encoding.
private func plist(_ specifiers: [String], stringsTable: String?) -> String {
  var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
  if let stringsTable {
    text += "\t<key>StringsTable</key>\n\t<string>\(stringsTable)</string>\n"
  }
  text += "\t<key>PreferenceSpecifiers</key>\n\t<array>\n"
  for specifier in specifiers { text += "\t\t<dict>\n\(specifier)\t\t</dict>\n" }
  return text + "\t</array>\n</dict>\n</plist>\n"
}

private func specifier(_ pairs: KeyValuePairs<String, String>) -> String {
  pairs.map { "\t\t\t<key>\($0.key)</key>\n\t\t\t<string>\($0.value)</string>\n" }.joined()
}

/// UTF-16LE with a byte-order mark, as Xcode saves `.strings` files.
private func utf16(_ text: String) -> Data {
  var bytes: [UInt8] = [0xFF, 0xFE]
  for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
  return Data(bytes)
}

/// A bundle whose root (no `StringsTable`) and acknowledgements page (`StringsTable:
/// Acknowledgements`) translate `ACKNOWLEDGEMENTS` differently in German: a UTF-16 root table
/// with an entry no screen shows, a French root table that translates nothing shown, and a
/// French acknowledgements table saved as Latin-1 (é is the byte E9).
private func writeBundle(_ ws: Workspace) throws {
  try ws.write(
    "Settings.bundle/Root.plist",
    plist(
      [
        specifier(["Type": "PSGroupSpecifier", "Title": "General"]),
        specifier([
          "Type": "PSChildPaneSpecifier", "Title": "ACKNOWLEDGEMENTS", "File": "Acknowledgements",
        ]),
      ], stringsTable: nil))
  try ws.write(
    "Settings.bundle/Acknowledgements.plist",
    plist(
      [specifier(["Type": "PSGroupSpecifier", "Title": "ACKNOWLEDGEMENTS"])],
      stringsTable: "Acknowledgements"))
  try ws.write("Settings.bundle/de.lproj/.keep", "")
  try utf16(
    "/* Root */\n\"General\" = \"Allgemein\";\n\"ACKNOWLEDGEMENTS\" = \"Danksagungen\";\n\"Unused\" = \"Nie\";\n"
  ).write(to: URL(fileURLWithPath: ws.path("Settings.bundle/de.lproj/Root.strings")))
  try ws.write(
    "Settings.bundle/de.lproj/Acknowledgements.strings",
    "\"ACKNOWLEDGEMENTS\" = \"Diese App verwendet:\";\n")
  try ws.write("Settings.bundle/fr.lproj/Root.strings", "\"Nothing shown\" = \"Rien\";\n")
  try Data(Array("\"ACKNOWLEDGEMENTS\" = \"Remerciements ".utf8) + [0xE9, 0x22, 0x3B, 0x0A])
    .write(to: URL(fileURLWithPath: ws.path("Settings.bundle/fr.lproj/Acknowledgements.strings")))
}

@Test func eachPlistsTextsAreLookedUpInItsOwnTable() throws {
  let ws = try Workspace()
  try writeBundle(ws)
  let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
  // The 8-bit file is an error at its first byte that is not UTF-8, and only it is not
  // imported (it is kept as it is).
  #expect(imported.status == 1)
  #expect(
    imported.stderr.contains(
      "Settings.bundle/fr.lproj/Acknowledgements.strings:1:37: error: byte 0xE9 is not UTF-8"),
    "\(imported.stderr)")
  #expect(ws.list("App/strings") == ["Acknowledgements", "de.yaml", "fr.yaml"])
  #expect(ws.list("App/strings/Acknowledgements") == ["de.yaml"])
  #expect(
    ws.read("App/Acknowledgements.yaml")?.contains("stringsTable: Acknowledgements\n") == true)
  #expect(ws.read("App/root.yaml")?.contains("stringsTable") == false)
  #expect(ws.read("App/strings/de.yaml")?.contains("encoding: utf-16le-bom\n") == true)
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Unused\": Nie") == true)

  // The root shows the root table's text, the acknowledgements page its own table's.
  let root = ws.run("render", "@App", "--locale", "de", "--ascii")
  #expect(root.status == 0, "\(root.stderr)")
  #expect(root.stdout.contains("|  Allgemein "))
  #expect(root.stdout.contains("| | Danksagungen "))
  let page = ws.run("render", "@App", "--screen", "Acknowledgements", "--locale", "de", "--ascii")
  #expect(page.status == 0, "\(page.stderr)")
  #expect(page.stdout.contains("|  Diese App verwendet: "))
  #expect(!page.stdout.contains("Danksagungen"))
  // A language whose tables translate nothing shown is imported, and draws.
  let french = ws.run("render", "@App", "--locale", "fr", "--ascii")
  #expect(french.status == 0, "\(french.stderr)")
  // Unused entries are warnings of their own table.
  let check = ws.run("check", "@App")
  #expect(check.status == 0, "\(check.stderr)")
  #expect(check.stderr.contains("strings/de.yaml:6:3: warning: no screen shows 'Unused'"))
  #expect(check.stderr.contains("strings/fr.yaml:3:3: warning: no screen shows 'Nothing shown'"))
}

@Test func exportWritesEveryTableBackInItsEncodingAndStringsTableOnlyWhereItWas() throws {
  let ws = try Workspace()
  try writeBundle(ws)
  _ = ws.run("import", "@Settings.bundle", "--out", "@App")
  let exported = ws.run("export", "@App", "--out", "@Out.bundle")
  #expect(exported.status == 0, "\(exported.stderr)")
  #expect(ws.list("Out.bundle/de.lproj") == ["Acknowledgements.strings", "Root.strings"])
  // The 8-bit file the screens could not read is kept as it is, and comes back.
  #expect(ws.list("Out.bundle/fr.lproj") == ["Acknowledgements.strings", "Root.strings"])
  #expect(ws.list("App/kept/fr.lproj") == ["Acknowledgements.strings"])
  #expect(
    ws.read("Out.bundle/fr.lproj/Acknowledgements.strings")
      == ws.read("Settings.bundle/fr.lproj/Acknowledgements.strings"))
  let german = try Data(
    contentsOf: URL(fileURLWithPath: ws.path("Out.bundle/de.lproj/Root.strings")))
  #expect(
    german
      == utf16(
        "\"General\" = \"Allgemein\";\n\"ACKNOWLEDGEMENTS\" = \"Danksagungen\";\n\"Unused\" = \"Nie\";\n"
      ))
  #expect(
    ws.read("Out.bundle/de.lproj/Acknowledgements.strings")
      == "\"ACKNOWLEDGEMENTS\" = \"Diese App verwendet:\";\n")
  #expect(ws.read("Out.bundle/fr.lproj/Root.strings") == "\"Nothing shown\" = \"Rien\";\n")
  #expect(ws.read("Out.bundle/Root.plist")?.contains("StringsTable") == false)
  #expect(
    ws.read("Out.bundle/Acknowledgements.plist")?.contains(
      "<key>StringsTable</key>\n\t<string>Acknowledgements</string>") == true)
}

/// Importing `LANG.lproj` folders into an app: a `TABLE.strings` goes into the named table
/// when the app has its folder, so two tables may translate one text differently.
@Test func importingLprojFoldersFillsTheNamedTablesTheAppHas() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Settings\nrows:\n  - {title: About, push: about}\n")
  try ws.write("App/about.yaml", "title: About\nstringsTable: About\nrows: [About]\n")
  try ws.write("App/strings/About/fr.yaml", "strings:\n  Other: Autre\n")
  try ws.write("de.lproj/Root.strings", "\"About\" = \"Info\";\n")
  try ws.write("de.lproj/About.strings", "\"About\" = \"Über diese App\";\n")
  try ws.write("de.lproj/Localizable.strings", "\"Settings\" = \"Einstellungen\";\n")
  let imported = ws.run("import", "@de.lproj", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(ws.read("App/strings/About/de.yaml")?.contains("\"About\": \"Über diese App\"") == true)
  #expect(ws.read("App/strings/de.yaml")?.contains("\"About\": Info") == true)
  // No folder of that name: into the default table.
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Settings\": Einstellungen") == true)
  #expect(!ws.exists("App/strings/Localizable"))
  let page = ws.run("render", "@App", "--screen", "about", "--locale", "de", "--ascii")
  #expect(page.stdout.contains("| Über diese App"), "\(page.stdout)")
}
