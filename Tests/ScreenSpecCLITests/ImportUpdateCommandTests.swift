import Foundation
import Testing

@testable import ScreenSpecCLI

/// `import --update BUNDLE --out DIR` over an app an earlier import wrote.
private func plist(_ specifiers: [String]) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0">
  <dict>
  \t<key>PreferenceSpecifiers</key>
  \t<array>
  \(specifiers.map { "\t\t<dict>\($0)</dict>\n" }.joined())\t</array>
  </dict>
  </plist>

  """
}

private func toggle(_ title: String, _ key: String) -> String {
  "<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(title)</string><key>Key</key><string>\(key)</string><key>DefaultValue</key><true/>"
}

private func group(_ title: String) -> String {
  "<key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(title)</string>"
}

/// Every file under a folder (hidden ones too), by path, with its bytes.
private func contents(_ ws: Workspace, _ folder: String) -> [String: Data] {
  let root = ws.path(folder)
  var files: [String: Data] = [:]
  let walker = FileManager.default.enumerator(atPath: root)
  while let path = walker?.nextObject() as? String {
    var isFolder: ObjCBool = false
    let full = root + "/" + path
    if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
      files[path] = FileManager.default.contents(atPath: full)
    }
  }
  return files
}

private let first = plist([group("Sound"), toggle("Vibrate", "vibrate"), toggle("Ring", "ring")])

/// A workspace with `Settings.bundle` imported into `App` (titled "Player").
private func imported() throws -> Workspace {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", first)
  let result = ws.run("import", "@Settings.bundle", "--out", "@App", "--title", "Player")
  #expect(result.status == 0, "\(result.stderr)")
  return ws
}

@Test func importKeepsWhatItWroteAsTheBase() throws {
  let ws = try imported()
  let files = contents(ws, "App")
  #expect(
    files.keys.sorted() == [
      ".screenspec/bundle-files", ".screenspec/import-base/app.yaml",
      ".screenspec/import-base/root.yaml", "app.yaml", "root.yaml",
    ])
  // The bundle's files import read, which export owns (issue #51), each with the
  // fingerprint of its bytes, and the bundle they are of, from the app folder.
  let list = files[".screenspec/bundle-files"].map { String(decoding: $0, as: UTF8.self) } ?? ""
  #expect(list.contains("\nbundle: ../Settings.bundle\n"), "\(list)")
  #expect(list.hasSuffix("  Root.plist\n"), "\(list)")
  #expect(files["app.yaml"] == files[".screenspec/import-base/app.yaml"])
  #expect(files["root.yaml"] == files[".screenspec/import-base/root.yaml"])
  // The base is no part of the app: check reads the screens only.
  #expect(ws.run("check", "@App").stderr == "checked 1 path: no problems\n")
}

@Test func anUpdateWithNothingChangedChangesNothing() throws {
  let ws = try imported()
  let before = contents(ws, "App")
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0)
  #expect(
    result.stdout.split(separator: "\n").map { $0.prefix(10) } == ["unchanged ", "unchanged "])
  #expect(contents(ws, "App") == before, "the title is the earlier import's")
}

/// A file the app edited and the bundle did not change is kept, and the update says so
/// (a new user's finding: it printed a line for every file but that one).
@Test func anEditTheUpdateKeepsIsSaid() throws {
  let ws = try imported()
  let edited = (ws.read("App/root.yaml") ?? "") + "# my note\n"
  try ws.write("App/root.yaml", edited)
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stdout.contains("kept \(ws.path("App/root.yaml"))\n"), "\(result.stdout)")
  #expect(ws.read("App/root.yaml") == edited)
}

@Test func anUpdateOfAnUntouchedAppIsAFreshImport() throws {
  let ws = try imported()
  let now = plist([group("Sounds"), toggle("Vibrate", "vibrate"), toggle("Chime", "chime")])
  try ws.write("Settings.bundle/Root.plist", now)
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(ws.run("import", "@Settings.bundle", "--out", "@Fresh", "--title", "Player").status == 0)
  #expect(contents(ws, "App") == contents(ws, "Fresh"))
}

@Test func anUpdateKeepsTheAppsFilesAndKeysAndTakesTheBundles() throws {
  let ws = try imported()
  try ws.write("App/help.yaml", "title: Help\nrows:\n  - title: Contact us\n")
  try ws.write("App/__snapshots__/root.snap", "a snapshot\n")
  let root = try #require(ws.read("App/root.yaml"))
  try ws.write(
    "App/root.yaml",
    root.replacingOccurrences(
      of: "        toggle: ring\n",
      with: "        toggle: ring\n        accessibilityHint: Rings\n")
      + "  - header: More\n    rows:\n      - title: Help\n        push: help\n")
  try ws.write(
    "Settings.bundle/Root.plist",
    plist([group("Sound"), toggle("Vibration", "vibrate"), toggle("Ring", "ring")]))
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stdout.contains("merged \(ws.path("App/root.yaml"))\n"), "\(result.stdout)")
  #expect(ws.read("App/help.yaml") == "title: Help\nrows:\n  - title: Contact us\n")
  #expect(ws.read("App/__snapshots__/root.snap") == "a snapshot\n")
  let merged = try #require(ws.read("App/root.yaml"))
  #expect(merged.contains("      - title: Vibration\n        toggle: vibrate\n"))
  #expect(merged.contains("        toggle: ring\n        accessibilityHint: Rings\n"))
  #expect(
    merged.hasSuffix("  - header: More\n    rows:\n      - title: Help\n        push: help\n"))
  // The base is now what the import wrote this time.
  #expect(ws.read("App/.screenspec/import-base/root.yaml")?.contains("Vibration") == true)
  let check = ws.run("check", "@App")
  #expect(check.status == 0, "\(check.stderr)")
}

@Test func aKeyChangedOnBothSidesIsALocatedErrorAndNothingIsWritten() throws {
  let ws = try imported()
  let root = try #require(ws.read("App/root.yaml"))
  try ws.write("App/root.yaml", root.replacingOccurrences(of: "Vibrate", with: "Shake"))
  try ws.write(
    "Settings.bundle/Root.plist",
    plist([group("Sounds"), toggle("Vibration", "vibrate"), toggle("Ring", "ring")]))
  let before = contents(ws, "App")
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 1)
  #expect(result.stdout == "")
  #expect(
    result.stderr.hasPrefix(
      "\(ws.path("App/root.yaml")):6:16: error: 'sections[header: Sound].rows[toggle: vibrate].title' was changed here and in the bundle, which now has 'Vibration'"
    ), "\(result.stderr)")
  #expect(result.stderr.contains(" 6 |       - title: Shake\n"))
  #expect(
    result.stderr.hasSuffix(
      "screenspec: nothing written: the app and the bundle disagree (above); fix those, then update again\n"
    ))
  #expect(contents(ws, "App") == before)
}

@Test func bothChangedToTheSameValueIsFine() throws {
  let ws = try imported()
  let root = try #require(ws.read("App/root.yaml"))
  try ws.write("App/root.yaml", root.replacingOccurrences(of: "Vibrate", with: "Vibration"))
  try ws.write(
    "Settings.bundle/Root.plist",
    plist([group("Sound"), toggle("Vibration", "vibrate"), toggle("Ring", "ring")]))
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stdout.contains("unchanged \(ws.path("App/root.yaml"))\n"))
}

/// Issue #51: a change of quoting (a YAML formatter's) is no change of value: the
/// bundle's retitle of that row is taken, not a conflict; `"true"` and `true` still differ.
@Test func aChangeOfQuotingIsNoChangeOfValue() throws {
  let ws = try imported()
  let root = try #require(ws.read("App/root.yaml"))
  #expect(root.contains("- title: Vibrate\n"))
  try ws.write(
    "App/root.yaml",
    root.replacingOccurrences(of: "- title: Vibrate\n", with: "- title: \"Vibrate\"\n"))
  try ws.write(
    "Settings.bundle/Root.plist",
    plist([group("Sound"), toggle("Vibration", "vibrate"), toggle("Ring", "ring")]))
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(ws.read("App/root.yaml")?.contains("Vibration") == true)
  #expect(ws.read("App/root.yaml")?.contains("Vibrate") == false)
}

@Test func aMalformedScreenIsALocatedErrorNotACrash() throws {
  let ws = try imported()
  let root = try #require(ws.read("App/root.yaml"))
  try ws.write("App/root.yaml", root + "  - header: [unclosed\n")
  try ws.write(
    "Settings.bundle/Root.plist",
    plist([group("Sound"), toggle("Vibration", "vibrate"), toggle("Ring", "ring")]))
  let before = contents(ws, "App")
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 1)
  #expect(result.stderr.hasPrefix("\(ws.path("App/root.yaml")):"), "\(result.stderr)")
  #expect(result.stderr.contains(": error: "))
  #expect(contents(ws, "App") == before)
}

@Test func anUpdateOfAFolderNoImportWroteIsAUsageError() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", first)
  try ws.write("App/app.yaml", "start: root\n")
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 2)
  #expect(
    result.stderr.contains(
      "holds no '.screenspec/import-base' folder, the record of what an earlier import wrote"),
    "\(result.stderr)")
  let nowhere = ws.run("import", "--update", "@Settings.bundle", "--out", "@Nowhere")
  #expect(nowhere.status == 2)
  #expect(nowhere.stderr.contains("no such folder"))
  let strings = ws.run("import", "--update", "@de.lproj", "--out", "@App")
  #expect(strings.status == 2)
  #expect(strings.stderr.contains("'--update' re-imports a Settings.bundle"))
  #expect(ws.list("App") == ["app.yaml"])
  #expect(!ws.exists("Nowhere"))
}

@Test func aPlainImportOverAnImportedAppIsStillRefused() throws {
  let ws = try imported()
  let result = ws.run("import", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 2)
  #expect(
    result.stderr.contains("'import --update' re-imports over an app an earlier import wrote"))
}

@Test func anUpdateMergesTablesAndReplacesKeptFilesAndTheBase() throws {
  let ws = try Workspace()
  try ws.write("Settings.bundle/Root.plist", first)
  try ws.write("Settings.bundle/de.lproj/Root.strings", "\"Sound\" = \"Ton\";\n")
  try ws.write("Settings.bundle/icon.png", "one")
  try ws.write("Settings.bundle/old.png", "old")
  #expect(ws.run("import", "@Settings.bundle", "--out", "@App").status == 0)
  let table = try #require(ws.read("App/strings/de.yaml"))
  try ws.write("App/strings/de.yaml", table + "  \"Help\": Hilfe\n")
  try ws.write(
    "Settings.bundle/de.lproj/Root.strings", "\"Sound\" = \"Klang\";\n\"Ring\" = \"Klingeln\";\n")
  try ws.write("Settings.bundle/icon.png", "two")
  try FileManager.default.removeItem(atPath: ws.path("Settings.bundle/old.png"))
  let result = ws.run("import", "--update", "@Settings.bundle", "--out", "@App")
  #expect(result.status == 0, "\(result.stderr)")
  #expect(
    result.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
      "unchanged", "unchanged", "merged", "updated", "removed",
    ], "\(result.stdout)")
  #expect(
    ws.read("App/strings/de.yaml")?.hasSuffix(
      "strings:\n  \"Sound\": Klang\n  \"Ring\": Klingeln\n  \"Help\": Hilfe\n") == true)
  #expect(ws.read("App/kept/icon.png") == "two")
  #expect(!ws.exists("App/kept/old.png"))
  #expect(!ws.exists("App/.screenspec/import-base/kept/old.png"))
  #expect(ws.read("App/.screenspec/import-base/kept/icon.png") == "two")
}
