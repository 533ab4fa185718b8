import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #51: `export --catalog` keeps a translation a translator changed since the last
/// export and says so; with the app's table changed too, a conflict at the entry, nothing
/// written.
@Test func aTranslatorsChangeToTheCatalogIsNotUndone() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nsections:\n  - rows:\n      - title: Sync\n        push: root\n")
  try ws.write(
    "App/strings/de.yaml", "strings:\n  Sync: Synchronisieren\n  Settings: Einstellungen\n")
  #expect(ws.run("export", "@App", "--catalog", "@L.xcstrings").status == 0)
  let written = try #require(ws.read("L.xcstrings"))
  try ws.write("L.xcstrings", written.replacing("Synchronisieren", with: "Abgleichen"))
  for _ in 0..<2 {
    let again = ws.run("export", "@App", "--catalog", "@L.xcstrings")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.hasPrefix("kept 'Sync' (de) as "), "\(again.stdout)")
    #expect(ws.read("L.xcstrings")?.contains("Abgleichen") == true)
  }
  try ws.write("App/strings/de.yaml", "strings:\n  Sync: Sync jetzt\n  Settings: Einstellungen\n")
  let before = ws.read("L.xcstrings")
  let conflict = ws.run("export", "@App", "--catalog", "@L.xcstrings")
  #expect(conflict.status == 1)
  #expect(
    conflict.stderr.contains(
      "error: 'Sync' (de) was changed in the catalog, to 'Abgleichen', and in the app's table, to 'Sync jetzt'"
    ), "\(conflict.stderr)")
  #expect(conflict.stderr.hasSuffix("screenspec: nothing written\n"))
  #expect(ws.read("L.xcstrings") == before)
}

/// Issue #51: the source language's table is written as its localization where it gives a
/// text other than the key (a key-based text), and imported back by that key.
@Test func aKeyBasedTextKeepsItsEnglishInTheCatalog() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nsections:\n  - header: GENERAL_HEADER\n    rows:\n      - title: Sync\n        push: root\n"
  )
  try ws.write("App/strings/en.yaml", "strings:\n  GENERAL_HEADER: General\n")
  try ws.write("App/strings/de.yaml", "strings:\n  GENERAL_HEADER: Allgemein\n")
  #expect(ws.run("export", "@App", "--catalog", "@L.xcstrings").status == 0)
  let catalog = try #require(ws.read("L.xcstrings"))
  #expect(
    catalog.contains(
      "\"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"General\""
    ), "\(catalog)")
  let imported = ws.run("import", "@L.xcstrings", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(ws.read("App/strings/de.yaml") == "strings:\n  GENERAL_HEADER: Allgemein\n")
}

/// What an import of the catalog took into the app is remembered: a translator's later
/// change is then theirs (kept), not a conflict with the imported value.
@Test func anImportedTranslationIsRemembered() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nsections:\n  - rows:\n      - title: Sync\n        push: root\n")
  try ws.write("App/strings/de.yaml", "strings:\n  Sync: Synchronisieren\n")
  #expect(ws.run("export", "@App", "--catalog", "@L.xcstrings").status == 0)
  let written = try #require(ws.read("L.xcstrings"))
  try ws.write("L.xcstrings", written.replacing("Synchronisieren", with: "Abgleichen"))
  // The translation is taken by hand: the table's entry removed, the catalog imported.
  try ws.write("App/strings/de.yaml", "strings:\n  Settings: Einstellungen\n")
  let imported = ws.run("import", "@L.xcstrings", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(ws.read("App/strings/de.yaml")?.contains("\"Sync\": Abgleichen") == true)
  let taken = try #require(ws.read("L.xcstrings"))
  try ws.write("L.xcstrings", taken.replacing("Abgleichen", with: "Abgleich"))
  let again = ws.run("export", "@App", "--catalog", "@L.xcstrings")
  #expect(again.status == 0, "\(again.stderr)")
  #expect(again.stdout.hasPrefix("kept 'Sync' (de)"), "\(again.stdout)")
}

/// `import --update CATALOG` takes a translator's change into the table, on its line, with
/// no hand edit; changed in the table too, it is a located conflict, nothing written.
@Test func anUpdateFromTheCatalogTakesTheTranslatorsChange() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nsections:\n  - rows:\n      - title: Sync\n        push: root\n")
  try ws.write("App/strings/de.yaml", "# German\nstrings:\n  Sync: Synchronisieren # verb\n")
  #expect(ws.run("export", "@App", "--catalog", "@L.xcstrings").status == 0)
  let written = try #require(ws.read("L.xcstrings"))
  try ws.write("L.xcstrings", written.replacing("Synchronisieren", with: "Abgleichen"))
  // Without --update, the change is a conflict with the table, as before.
  #expect(ws.run("import", "@L.xcstrings", "--out", "@App").status == 1)
  let updated = ws.run("import", "--update", "@L.xcstrings", "--out", "@App")
  #expect(updated.status == 0, "\(updated.stderr)")
  #expect(updated.stdout.contains("(0 added, 1 updated, 0 already there)"), "\(updated.stdout)")
  #expect(ws.read("App/strings/de.yaml") == "# German\nstrings:\n  Sync: Abgleichen # verb\n")
  // Both changed since: a conflict at the catalog's value, with a note at the table's.
  let taken = try #require(ws.read("L.xcstrings"))
  try ws.write("L.xcstrings", taken.replacing("Abgleichen", with: "Abgleich"))
  try ws.write("App/strings/de.yaml", "# German\nstrings:\n  Sync: Sync jetzt\n")
  let conflict = ws.run("import", "--update", "@L.xcstrings", "--out", "@App")
  #expect(conflict.status == 1)
  #expect(conflict.stderr.contains("error: 'Sync' is already translated as 'Sync jetzt'"))
  #expect(ws.read("App/strings/de.yaml") == "# German\nstrings:\n  Sync: Sync jetzt\n")
}
