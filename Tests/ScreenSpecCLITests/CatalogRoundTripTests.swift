import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #51: import then export of a catalog gives back its bytes, over the catalog and
/// into a new file, and the first export over a catalog ScreenSpec never saw keeps its
/// translations.

/// An app that shows `Sync`, with the catalog imported into it.
private func importedApp(_ ws: Workspace) throws {
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml", "title: Sync\nsections:\n  - rows:\n      - title: Sync\n        push: root\n")
  try ws.write("Cat.xcstrings", translatedCatalog)
  let imported = ws.run("import", "@Cat.xcstrings", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  #expect(
    ws.read("App/strings/de.yaml")?.contains(
      "\"{photos} photos selected\": {one: \"{photos} Foto ausgewählt\", other: \"{photos} Fotos ausgewählt\"}"
    ) == true, "\(ws.read("App/strings/de.yaml") ?? "")")
}

@Test func aLldKeysSubstitutionComesBackInItsEntry() throws {
  let ws = try Workspace()
  try importedApp(ws)
  let again = ws.run("export", "@App", "--catalog", "@Cat.xcstrings")
  #expect(again.status == 0, "\(again.stderr)")
  #expect(again.stdout == "unchanged \(ws.path("Cat.xcstrings"))\n", "\(again.stdout)")
  #expect(ws.read("Cat.xcstrings") == translatedCatalog)
  // A form retranslated in the table changes its line in the substitution, nothing else.
  let table = try #require(ws.read("App/strings/de.yaml"))
  try ws.write(
    "App/strings/de.yaml",
    table.replacing("{photos} Fotos ausgewählt", with: "{photos} Bilder ausgewählt"))
  #expect(ws.run("export", "@App", "--catalog", "@Cat.xcstrings").status == 0)
  let after = try #require(ws.read("Cat.xcstrings")).split(separator: "\n")
  let before = translatedCatalog.split(separator: "\n")
  let changed = after.difference(from: before).map { change in
    switch change {
    case .insert(_, let line, _): "+" + line
    case .remove(_, let line, _): "-" + line
    }
  }
  #expect(
    changed == [
      "-                      \"value\" : \"%arg Fotos\"",
      "+                      \"value\" : \"%arg Bilder\"",
    ], "\(changed)")
  // A form that no longer fits the text around the substitution: a plural of `%lld`.
  try ws.write(
    "App/strings/de.yaml", table.replacing("{photos} Fotos ausgewählt", with: "{photos} gewählt"))
  #expect(ws.run("export", "@App", "--catalog", "@Cat.xcstrings").status == 0)
  let plural = try #require(ws.read("Cat.xcstrings"))
  #expect(plural.contains("\"value\" : \"%lld gewählt\""), "\(plural)")
  #expect(!plural.contains("{photos}"))
}

@Test func aNewCatalogFileGetsBackWhatTheTablesCannotHold() throws {
  let ws = try Workspace()
  try importedApp(ws)
  let fresh = ws.run("export", "@App", "--catalog", "@New/Cat.xcstrings")
  #expect(fresh.status == 0, "\(fresh.stderr)")
  // Comments, `needs_review`, the source language's plural forms, `shouldTranslate: false`,
  // device variations and a string of two substitutions: all there, byte for byte.
  #expect(ws.read("New/Cat.xcstrings") == translatedCatalog)
}

@Test func theFirstExportOverAnUnknownCatalogKeepsItsTranslations() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml", "title: Sync\nsections:\n  - rows:\n      - title: Sync\n        push: root\n")
  try ws.write("App/strings/de.yaml", "strings:\n  Sync: Synchronisieren\n")
  let catalog = translatedCatalog.replacing("\"Synchronisieren\"", with: "\"Abgleichen\"")
  try ws.write("Cat.xcstrings", catalog)
  let first = ws.run("export", "@App", "--catalog", "@Cat.xcstrings")
  #expect(first.status == 0, "\(first.stderr)")
  #expect(
    first.stdout.hasPrefix(
      "kept 'Sync' (de) as \(ws.path("Cat.xcstrings")) has it, 'Abgleichen', not the app's 'Synchronisieren': "
    ), "\(first.stdout)")
  #expect(ws.read("Cat.xcstrings") == catalog)
  // Taken into the table, it is the app's too: nothing more to keep.
  let update = ws.run("import", "--update", "@Cat.xcstrings", "--out", "@App")
  #expect(update.status == 0, "\(update.stderr)")
  #expect(ws.read("App/strings/de.yaml")?.contains("Sync: Abgleichen") == true)
  let after = ws.run("export", "@App", "--catalog", "@Cat.xcstrings")
  #expect(after.stdout == "unchanged \(ws.path("Cat.xcstrings"))\n", "\(after.stdout)")
  // The app's table changed since: its value is written.
  try ws.write("App/strings/de.yaml", "strings:\n  Sync: Sync jetzt\n")
  let changed = ws.run("export", "@App", "--catalog", "@Cat.xcstrings")
  #expect(changed.status == 0 && !changed.stdout.contains("kept"), "\(changed.stdout)")
  #expect(ws.read("Cat.xcstrings")?.contains("\"Sync jetzt\"") == true)
}

@Test func aTranslatorsChangeInASubstitutionIsKept() throws {
  let ws = try Workspace()
  try importedApp(ws)
  let changed = translatedCatalog.replacing(
    "\"value\" : \"%arg Fotos\"\n                    }\n                  }\n                }\n              }\n            }\n          }\n        },\n        \"en\"",
    with:
      "\"value\" : \"%arg Bilder\"\n                    }\n                  }\n                }\n              }\n            }\n          }\n        },\n        \"en\""
  )
  #expect(changed != translatedCatalog)
  try ws.write("Cat.xcstrings", changed)
  let run = ws.run("export", "@App", "--catalog", "@Cat.xcstrings")
  #expect(run.status == 0, "\(run.stderr)")
  #expect(
    run.stdout.hasPrefix(
      "kept '%lld photos selected' (de, %#@photos@.plural.other) as \(ws.path("Cat.xcstrings")) has it, '%arg Bilder': "
    ), "\(run.stdout)")
  #expect(ws.read("Cat.xcstrings") == changed)
}

@Test func anUpdateTakesATranslatorsPluralForms() throws {
  let ws = try Workspace()
  try importedApp(ws)
  let table = try #require(ws.read("App/strings/de.yaml"))
  try ws.write(
    "Cat.xcstrings", translatedCatalog.replacing("\"%lld Lieder\"", with: "\"%lld Songs\""))
  let update = ws.run("import", "--update", "@Cat.xcstrings", "--out", "@App")
  #expect(update.status == 0, "\(update.stderr)")
  #expect(update.stdout.contains("(0 added, 1 updated, 2 already there)"), "\(update.stdout)")
  #expect(
    ws.read("App/strings/de.yaml")
      == table.replacing(
        "other: \"%lld Lieder\"}", with: "other: \"%lld Songs\"}"),
    "\(ws.read("App/strings/de.yaml") ?? "")")
  // Changed in the table too: a conflict, nothing written.
  try ws.write(
    "App/strings/de.yaml",
    table.replacing("other: \"%lld Lieder\"}", with: "other: \"%lld Stücke\"}"))
  try ws.write(
    "Cat.xcstrings", translatedCatalog.replacing("\"%lld Lieder\"", with: "\"%lld Titel\""))
  let conflict = ws.run("import", "--update", "@Cat.xcstrings", "--out", "@App")
  #expect(conflict.status == 1)
  #expect(conflict.stderr.contains("error: '%lld songs' is already translated as"))
}
