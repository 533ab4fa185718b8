import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #51: a pane's `Root.inApp.plist` without the `StringsTable` its `Root.plist` has
/// does not gain it on export: the file says `writesStringsTable: false` in `plists:`.

/// A pane's plist with one switch, and a `StringsTable` when `table` names one.
private func plist(_ titles: [String], table: String?) -> String {
  let switches = titles.map { title in
    """
    \t\t<dict>
    \t\t\t<key>Key</key>
    \t\t\t<string>\(title.lowercased())</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>\(title)</string>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSToggleSwitchSpecifier</string>
    \t\t</dict>

    """
  }
  let strings = table.map { "\t<key>StringsTable</key>\n\t<string>\($0)</string>\n" } ?? ""
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \(switches.joined())\t</array>
    \(strings)</dict>
    </plist>

    """
}

@Test func anInAppPlistWithoutTheStringsTableDoesNotGainIt() throws {
  let ws = try Workspace()
  let root = plist(["Sounds"], table: "Root")
  let inApp = plist(["Sounds", "Debug"], table: nil)
  try ws.write("Settings.bundle/Root.plist", root)
  try ws.write("Settings.bundle/Root.inApp.plist", inApp)
  try ws.write("Settings.bundle/en.lproj/Root.strings", "\"Sounds\" = \"Sounds\";\n")
  let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(
    ws.read("App/root.yaml")?.contains(
      "plists:\n  - Root.plist\n  - file: Root.inApp.plist\n    writesStringsTable: false\n")
      == true, "\(ws.read("App/root.yaml") ?? "")")
  #expect(ws.run("check", "@App").status == 0)
  // Over the bundle it came from: nothing rewritten.
  let over = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(over.status == 0, "\(over.stderr)")
  #expect(!over.stdout.contains("wrote"), "\(over.stdout)")
  #expect(ws.read("Settings.bundle/Root.inApp.plist") == inApp)
  // A new bundle: the table only where it was.
  let fresh = ws.run("export", "@App", "--out", "@New.bundle")
  #expect(fresh.status == 0, "\(fresh.stderr)")
  #expect(ws.read("New.bundle/Root.plist")?.contains("<key>StringsTable</key>") == true)
  #expect(ws.read("New.bundle/Root.inApp.plist")?.contains("StringsTable") == false)
  #expect(ws.read("New.bundle/Root.inApp.plist") == inApp)
}

@Test func writesStringsTableIsABooleanAtItsKey() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nsettingsBundle: true\n")
  try ws.write(
    "App/root.yaml",
    "title: S\nstringsTable: Root\nplists:\n  - Root.plist\n  - file: Root.inApp.plist\n    writesStringsTable: nope\nrows: []\n"
  )
  let check = ws.run("check", "@App")
  #expect(check.status == 1)
  #expect(check.stderr.contains("root.yaml:6:25: error:"), "\(check.stderr)")
}

@Test func anInAppPlistKeepsAStringsTableOfItsOwn() throws {
  let ws = try Workspace()
  let inApp = plist(["Sounds", "Debug"], table: "InApp")
  try ws.write("Settings.bundle/Root.plist", plist(["Sounds"], table: nil))
  try ws.write("Settings.bundle/Root.inApp.plist", inApp)
  try ws.write("Settings.bundle/en.lproj/Root.strings", "\"Sounds\" = \"Sounds\";\n")
  try ws.write("Settings.bundle/en.lproj/InApp.strings", "\"Sounds\" = \"Sounds!\";\n")
  #expect(ws.run("import", "@Settings.bundle", "--out", "@App").status == 0)
  #expect(
    ws.read("App/root.yaml")?.contains(
      "plists:\n  - Root.plist\n  - file: Root.inApp.plist\n    stringsTable: InApp\n") == true,
    "\(ws.read("App/root.yaml") ?? "")")
  let over = ws.run("export", "@App", "--out", "@Settings.bundle")
  #expect(over.status == 0 && !over.stdout.contains("wrote"), "\(over.stdout)")
  let fresh = ws.run("export", "@App", "--out", "@New.bundle")
  #expect(fresh.status == 0, "\(fresh.stderr)")
  #expect(ws.read("New.bundle/Root.inApp.plist") == inApp)
  #expect(ws.read("New.bundle/Root.plist")?.contains("StringsTable") == false)
}

@Test func aPlistsStringsTableIsATableName() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nsettingsBundle: true\n")
  try ws.write(
    "App/root.yaml",
    "title: S\nplists:\n  - Root.plist\n  - file: Root.inApp.plist\n    stringsTable: ../x\nrows: []\n"
  )
  let check = ws.run("check", "@App")
  #expect(check.status == 1)
  #expect(check.stderr.contains("root.yaml:5:19: error:"), "\(check.stderr)")
}
