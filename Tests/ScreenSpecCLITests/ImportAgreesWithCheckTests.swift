import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #48, item 18: what `import` writes, `check` accepts exactly when import exited 0,
/// and a bundle's Key comes back from `export` as it was: the app Settings stores its values
/// under is never renamed.
@Suite struct ImportAgreesWithCheck {
  static func plist(_ specifiers: [[(String, String)]]) -> String {
    let items = specifiers.map { specifier in
      "<dict>" + specifier.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>\(items.joined())</array></dict></plist>

      """
  }

  static func toggle(_ key: String, _ value: String = "<true/>") -> [(String, String)] {
    [
      ("Type", "<string>PSToggleSwitchSpecifier</string>"), ("Title", "<string>T \(key)</string>"),
      ("Key", "<string>\(key)</string>"), ("DefaultValue", value),
    ]
  }

  static let picker: [(String, String)] = [
    ("Type", "<string>PSMultiValueSpecifier</string>"), ("Title", "<string>Pick</string>"),
    ("Key", "<string>app</string>"), ("DefaultValue", "<string>a</string>"),
    ("Titles", "<array><string>A</string><string>B</string></array>"),
    ("Values", "<array><string>a</string><string>b</string></array>"),
  ]

  static func multiValue(_ key: String) -> [(String, String)] {
    [
      ("Type", "<string>PSMultiValueSpecifier</string>"), ("Title", "<string>\(key)</string>"),
      ("Key", "<string>\(key)</string>"), ("DefaultValue", "<string>a</string>"),
      ("Titles", "<array><string>A</string></array>"),
      ("Values", "<array><string>a</string></array>"),
    ]
  }

  /// Each bundle imported with exit 0 into an app `check` refused, or lost its state.
  static let bundles: [(name: String, root: String, keys: [String])] = [
    ("a picker of Key 'app' (its screen was written over app.yaml)", plist([picker]), ["app"]),
    (
      "Keys 'count' and 'unread', the built-in counts", plist([toggle("count"), toggle("unread")]),
      ["count", "unread"]
    ),
    (
      "switches whose defaults are the integers 0 and 1",
      plist([toggle("a", "<integer>0</integer>"), toggle("b", "<integer>1</integer>")]), ["a", "b"]
    ),
    ("a Key holding a tab", plist([toggle("a\tb")]), ["a\tb"]),
    (
      "Keys whose dots leave a part empty",
      plist([toggle("x..y"), toggle(".lead"), toggle("trail."), toggle("a.b")]),
      ["x..y", ".lead", "trail.", "a.b"]
    ),
    (
      "pickers whose Keys differ only in case, or hold '@'",
      plist([multiValue("Mode"), multiValue("mode"), multiValue("x@pad")]),
      ["Mode", "mode", "x@pad"]
    ),
  ]

  @Test(arguments: bundles.indices)
  func importExitsAsCheckOfWhatItWroteAndExportKeepsTheKeys(index: Int) throws {
    let bundle = Self.bundles[index]
    let ws = try Workspace()
    try ws.write("Settings.bundle/Root.plist", bundle.root)
    let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
    let checked = ws.run("check", "@App")
    #expect(imported.status == 0, "\(bundle.name): \(imported.stderr)")
    #expect(checked.status == imported.status, "\(bundle.name): \(checked.stderr)")
    #expect(ws.read("App/app.yaml")?.hasPrefix("# Imported from a Settings.bundle") == true)
    let exported = ws.run("export", "@App", "--out", "@Back.bundle", "--swift", "@D.swift")
    #expect(exported.status == 0, "\(bundle.name): \(exported.stderr)")
    let back = try #require(ws.read("Back.bundle/Root.plist"))
    for key in bundle.keys {
      #expect(back.contains("<string>\(key)</string>"), "\(bundle.name): \(key) in \(back)")
    }
  }

  /// A switch's integer default is written back as the integer; state holds the boolean.
  @Test func anIntegerSwitchDefaultComesBackAnInteger() throws {
    let ws = try Workspace()
    let root = Self.plist([Self.toggle("b", "<integer>1</integer>")])
    try ws.write("Settings.bundle/Root.plist", root)
    #expect(ws.run("import", "@Settings.bundle", "--out", "@App").status == 0)
    #expect(ws.read("App/app.yaml")?.hasSuffix("state:\n  b: true\n") == true)
    #expect(ws.run("export", "@App", "--out", "@Back.bundle").status == 0)
    #expect(ws.read("Back.bundle/Root.plist")?.contains("<integer>1</integer>") == true)
  }

  /// The Keys that cannot name a state key keep their names in `storedNames`.
  @Test func keysThatCannotNameStateKeepTheirNamesInStoredNames() throws {
    let ws = try Workspace()
    try ws.write("Settings.bundle/Root.plist", Self.plist([Self.toggle("count")]))
    #expect(ws.run("import", "@Settings.bundle", "--out", "@App").status == 0)
    #expect(
      ws.read("App/app.yaml")?.hasSuffix(
        "state:\n  countSetting: true\nstoredNames:\n  countSetting: count\n") == true)
    #expect(ws.read("D.swift") == nil)
    #expect(ws.run("export", "@App", "--out", "@Back.bundle", "--swift", "@D.swift").status == 0)
    #expect(ws.read("D.swift")?.contains("static let count = \"count\"") == true)
  }

  /// A folder not named for a locale is kept, not made a strings table check refuses.
  @Test func anLprojThatNamesNoLocaleIsKept() throws {
    let ws = try Workspace()
    try ws.write("Settings.bundle/Root.plist", Self.plist([Self.toggle("a")]))
    try ws.write("Settings.bundle/notalocale.lproj/Root.strings", "\"T a\" = \"X\";\n")
    let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
    #expect(imported.status == 0)
    #expect(
      imported.stderr.contains(
        "notalocale.lproj: warning: 'notalocale.lproj' is not named for a locale (de.lproj, pt_BR.lproj), so Settings reads it for none; its files are kept as they are in kept/\n"
      ), "\(imported.stderr)")
    #expect(ws.exists("App/kept/notalocale.lproj/Root.strings"))
    #expect(ws.run("check", "@App").status == 0)
    #expect(ws.run("export", "@App", "--out", "@Back.bundle").status == 0)
    #expect(ws.read("Back.bundle/notalocale.lproj/Root.strings") == "\"T a\" = \"X\";\n")
  }

  /// `storedNames` is checked when the app loads: each key a state key, no name twice.
  @Test func storedNamesAreCheckedWhenTheAppLoads() throws {
    let ws = try Workspace()
    try ws.write(
      "App/app.yaml",
      "state:\n  a: x\n  b: y\nstoredNames:\n  a: count\n  b: count\n  c: other\n  d: [1]\n")
    try ws.write("App/home.yaml", "title: Home\nrows: [\"{a}\"]\n")
    let checked = ws.run("check", "@App")
    #expect(checked.status == 1)
    #expect(
      checked.stderr.contains(
        "app.yaml:6:6: error: two state keys are stored under 'count'; each needs a name of its own\n"
      ), "\(checked.stderr)")
    #expect(
      checked.stderr.contains("app.yaml:5:6: note: the first state key stored under it is here\n"))
    #expect(
      checked.stderr.contains(
        "app.yaml:7:3: error: 'c' in 'storedNames' is not a key of 'state'; a stored name belongs to a state key\n"
      ))
    #expect(
      checked.stderr.contains(
        "app.yaml:8:6: error: a stored name is text (the Key Settings stores the value under)\n"))
  }

  /// A child pane whose plist is `app.plist` is a screen of its own, not `app.yaml`.
  @Test func aChildPaneNamedAppIsNotWrittenOverAppYAML() throws {
    let ws = try Workspace()
    let child: [(String, String)] = [
      ("Type", "<string>PSChildPaneSpecifier</string>"), ("Title", "<string>More</string>"),
      ("File", "<string>app</string>"),
    ]
    try ws.write("Settings.bundle/Root.plist", Self.plist([child]))
    try ws.write("Settings.bundle/app.plist", Self.plist([Self.toggle("t")]))
    let imported = ws.run("import", "@Settings.bundle", "--out", "@App")
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(ws.run("check", "@App").status == 0)
    #expect(ws.run("export", "@App", "--out", "@Back.bundle").status == 0)
    #expect(ws.read("Back.bundle/app.plist")?.contains("<string>t</string>") == true)
    #expect(ws.read("Back.bundle/Root.plist")?.contains("<string>app</string>") == true)
  }
}
