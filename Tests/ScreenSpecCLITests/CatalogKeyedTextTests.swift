import Foundation
import Testing

@testable import ScreenSpecCLI

/// A new user's trial: an app whose screens show keys (`GENERAL`, its `en` table giving
/// "General"), exported as a catalog, translated into a language it had no table of, and
/// imported: the new table keys the translation as the screens show it, and the import is
/// remembered, so the translator's later change is taken by `import --update`.
@Test func aKeyBasedTextTranslatedIntoANewLanguageIsKeyedAsTheScreensShowIt() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write(
    "App/root.yaml",
    "title: Settings\nsections:\n  - header: GENERAL\n    rows: [Units]\n")
  try ws.write("App/strings/en.yaml", "strings:\n  GENERAL: General\n")
  #expect(ws.run("export", "@App", "--catalog", "@C.xcstrings").status == 0)
  let exported = try #require(ws.read("C.xcstrings"))
  #expect(exported.contains("\"GENERAL\""), "\(exported)")
  let catalog = try translated(exported, ["GENERAL": "Allgemein", "Units": "Einheiten"])
  try ws.write("C.xcstrings", catalog)
  let imported = ws.run("import", "@C.xcstrings", "--out", "@App")
  #expect(imported.status == 0, "\(imported.stderr)")
  let table = try #require(ws.read("App/strings/de.yaml"))
  #expect(table.contains("\"GENERAL\": Allgemein"), "\(table)")
  #expect(!table.contains("General"), "\(table)")
  let drawn = ws.run("render", "@App", "--locale", "de")
  #expect(drawn.stdout.contains("│ Allgemein"), "\(drawn.stdout)")
  // The translator changes the new translation: a change since import, not a conflict.
  try ws.write(
    "C.xcstrings", try translated(exported, ["GENERAL": "Grundlegendes", "Units": "Einheiten"]))
  let update = ws.run("import", "--update", "@C.xcstrings", "--out", "@App")
  #expect(update.status == 0, "\(update.stderr)")
  #expect(ws.read("App/strings/de.yaml")?.contains("\"GENERAL\": Grundlegendes") == true)
}

/// The catalog with a `de` translation of each of `values`' keys.
private func translated(_ catalog: String, _ values: [String: String]) throws -> String {
  var root = try #require(
    try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
  var strings = try #require(root["strings"] as? [String: Any])
  for (key, value) in values {
    var entry = strings[key] as? [String: Any] ?? [:]
    var localizations = entry["localizations"] as? [String: Any] ?? [:]
    localizations["de"] = ["stringUnit": ["state": "translated", "value": value]]
    entry["localizations"] = localizations
    strings[key] = entry
  }
  root["strings"] = strings
  let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
  return String(decoding: data, as: UTF8.self)
}
