import Foundation
import Testing

@testable import ScreenSpecCLI

private let root = """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
  \t<key>PreferenceSpecifiers</key>
  \t<array>
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
  \t</array>
  </dict>
  </plist>

  """

@Test func importWritesTheAppAndReportsAtThePlist() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", root)
  try ws.write("Settings.bundle/de.lproj/Root.strings", "\"Theme\" = \"Thema\";\n")
  let result = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 1)
  #expect(
    result.stderr.hasSuffix(
      "Settings.bundle/Root.plist:13:4: error: DefaultValue 'blue' is not one of the 'Values'; Settings shows no choice checked\n 13 | \t\t\t<key>DefaultValue</key>\n    | \t\t\t^\n"
    ))
  #expect(ws.list("App") == [".screenspec", "app.yaml", "root.yaml", "strings", "theme.yaml"])
  #expect(result.stdout.split(separator: "\n").count == 4)
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Theme\": Thema") == true)
  // The app holds the same mistake, so check reports it in the screens.
  let check = ws.run("check", "@App")
  #expect(check.status == 1)
  #expect(check.stderr.contains("'blue' is not one of the picker's values"))
}

@Test func importIntoAFolderThatIsNotEmptyChangesNothing() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", root)
  try ws.write("App/notes.txt", "mine")
  let result = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 2)
  #expect(result.stderr.contains("is not empty; 'import' writes into a new or empty folder"))
  #expect(ws.list("App") == ["notes.txt"])
}

@Test(arguments: [
  (["import"], "'import' needs a BUNDLE, a Settings.bundle folder"),
  (["import", "@Settings.bundle"], "'import' needs --out DIR, the folder to write the app to"),
  (["import", "@Nowhere.bundle", "--out", "@App"], "no such bundle"),
  (
    ["import", "@Settings.bundle", "--out", "@App", "--titel", "X"],
    "unknown option '--titel' for 'import'; did you mean '--title'?"
  ),
])
func importUsageErrors(arguments: [String], message: String) throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", root)
  let result = ws.run(arguments, environment: Environment())
  #expect(result.status == 2)
  #expect(result.stderr.contains(message))
  #expect(!ws.exists("App"))
}

@Test func importOfSomethingNotAPlistWritesNothing() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", "{ not: a plist }")
  let result = ws.run("import", "@Settings.bundle", "--out", "@App", "--title", "Mine")
  #expect(result.status == 1)
  #expect(result.stderr.contains("Root.plist:1:1: error: expected an element, found text"))
  #expect(!ws.exists("App"))
}

@Test func importTakesTheTitleFromTheFlagOrTheBundle() throws {
  let ws = try Workspace()
  try ws.write("Prefs.bundle/Root.plist", root.replacingOccurrences(of: "blue", with: "dark"))
  #expect(ws.run("import", "@Prefs.bundle", "--out", "@A").status == 0)
  #expect(ws.read("A/root.yaml")?.hasPrefix("title: Prefs\n") == true)
  #expect(ws.run("import", "@Prefs.bundle", "--out", "@B", "--title", "My App").status == 0)
  #expect(ws.read("B/root.yaml")?.hasPrefix("title: My App\n") == true)
}

@Test func importOfLprojFoldersMergesIntoTheAppsTables() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: s\n")
  try ws.write("App/s.yaml", "title: Sound\nrows: [Loud]\n")
  try ws.write("App/strings/de.yaml", "strings:\n  Sound: Ton\n")
  try ws.write("de.lproj/Root.strings", "\"Sound\" = \"Ton\";\n\"Loud\" = \"Laut\";\n")
  try ws.write("fr.lproj/Root.strings", "\"Loud\" = \"Fort\";\n")
  let result = ws.run("import", "@de.lproj", "@fr.lproj", "--out", "@App")
  #expect(result.stderr == "")
  #expect(result.status == 0)
  #expect(ws.read("App/strings/de.yaml") == "strings:\n  Sound: Ton\n  \"Loud\": Laut\n")
  #expect(ws.read("App/strings/fr.yaml")?.hasSuffix("strings:\n  \"Loud\": Fort\n") == true)
  #expect(ws.run("check", "@App").status == 0)
  // A different translation is an error at the strings file, and nothing is written.
  try ws.write("de.lproj/Root.strings", "\"Sound\" = \"Klang\";\n\"New\" = \"Neu\";\n")
  let conflict = ws.run("import", "@de.lproj", "--out", "@App")
  #expect(conflict.status == 1)
  #expect(
    conflict.stderr.contains(
      "de.lproj/Root.strings:1:1: error: 'Sound' is already translated as 'Ton'; this translates it as 'Klang'"
    ))
  #expect(ws.read("App/strings/de.yaml") == "strings:\n  Sound: Ton\n  \"Loud\": Laut\n")
}

/// Keys `a.b` and `a.b.c`: Settings stores both, but in the screens `a.b` cannot be both a
/// value and a mapping, so the second gets a flat state key (`a_b_c`) and keeps its Key in
/// `storedNames`; an import that exits 0 writes an app that checks clean.
@Test func importOfKeysThatNestIntoEachOtherKeepsBoth() throws {
  let ws = try Workspace()
  func toggle(_ key: String) -> String {
    "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(key)</string><key>Key</key><string>\(key)</string><key>DefaultValue</key><true/></dict>"
  }
  let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
    \(toggle("a.b"))
    \(toggle("a.b.c"))
    </array></dict></plist>

    """
  try ws.write("Settings.bundle/Root.plist", plist)
  // The nested Key gets a flat state key and keeps its Key in storedNames; export gives
  // both Keys back as the bundle wrote them.
  let result = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(ws.read("App/app.yaml")?.contains("storedNames:\n  a_b_c: a.b.c\n") == true)
  #expect(ws.run("check", "@App").status == 0)
  #expect(ws.run("export", "@App", "--out", "@Back.bundle").status == 0)
  #expect(ws.read("Back.bundle/Root.plist")?.contains("<string>a.b.c</string>") == true)
  // Without the clash, the same bundle imports with exit 0 and checks clean.
  try ws.write("Other.bundle/Root.plist", plist.replacingOccurrences(of: "a.b.c", with: "a.c"))
  #expect(ws.run("import", "@Other.bundle", "--out", "@Clean").status == 0)
  #expect(ws.run("check", "@Clean").status == 0)
}

/// Issue #38, item 14: one child pane Settings cannot read (a control character XML
/// forbids) is an error at its place, and the rest of the bundle is imported.
@Test func anUnreadablePaneIsAnErrorAndTheOthersAreImported() throws {
  let ws = try Workspace()
  func pane(_ specifiers: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n<array>\n\(specifiers)</array>\n</dict>\n</plist>\n"
  }
  func child(_ title: String, _ file: String) -> String {
    "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(title)</string><key>File</key><string>\(file)</string></dict>\n"
  }
  try ws.write(
    "Settings.bundle/Root.plist", pane(child("Good", "Good") + child("Broken", "Broken")))
  try ws.write(
    "Settings.bundle/Good.plist",
    pane(
      "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Fine</string></dict>\n"
    ))
  try ws.write(
    "Settings.bundle/Broken.plist",
    pane(
      "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>a\u{0C}b</string></dict>\n"
    ))
  let result = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 1)
  #expect(result.stderr.contains("Settings.bundle/Broken.plist:6:"))
  #expect(result.stderr.contains("U+000C"))
  #expect(!result.stderr.contains("nothing written"))
  #expect(ws.read("App/Good.yaml")?.contains("Fine") == true)
  #expect(ws.read("App/root.yaml")?.contains("Good") == true)
}
