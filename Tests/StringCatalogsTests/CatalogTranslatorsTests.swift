import JSON
import Testing

@testable import StringCatalogs

/// Issue #51: a catalog's translators are a third party to `export --catalog`.
private func catalog(_ sync: String, many: String = "%lld Fotos") -> JSONValue {
  func unit(_ value: String) -> JSONValue {
    .object([
      ("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))
    ])
  }
  return .object([
    ("sourceLanguage", .string("en")),
    (
      "strings",
      .object([
        ("Sync", .object([("localizations", .object([("de", unit(sync))]))])),
        (
          "%lld photos",
          .object([
            (
              "localizations",
              .object([
                (
                  "ru",
                  .object([
                    ("variations", .object([("plural", .object([("many", unit(many))]))]))
                  ])
                )
              ])
            )
          ])
        ),
      ])
    ),
  ])
}

@Test func aTranslatorsChangeIsKeptAndSaid() {
  let base = catalog("Synchronisieren")
  let existing = catalog("Abgleichen", many: "%lld фотографий")
  let outcome = CatalogTranslators.merged(base, existing: existing, base: base)
  #expect(outcome.conflicts.isEmpty)
  #expect(
    outcome.kept.map(\.place.described) == ["'%lld photos' (ru, plural.many)", "'Sync' (de)"])
  #expect(outcome.catalog == existing)
}

@Test func aChangeOnBothSidesIsAConflict() {
  let outcome = CatalogTranslators.merged(
    catalog("Sync jetzt"), existing: catalog("Abgleichen"), base: catalog("Synchronisieren"))
  #expect(outcome.kept.isEmpty)
  #expect(outcome.conflicts.map(\.place.described) == ["'Sync' (de)"])
  #expect(outcome.conflicts.first?.catalog == "Abgleichen")
  #expect(outcome.conflicts.first?.app == "Sync jetzt")
}

/// Issue #51: with no memory of the catalog, nothing tells who changed a unit: the
/// catalog's translation is kept, and said as not remembered.
@Test func withoutABaseTheCatalogsTranslationIsKeptAndSaid() {
  let unknown = CatalogTranslators.merged(
    catalog("Sync jetzt"), existing: catalog("Abgleichen"), base: nil)
  #expect(unknown.catalog == catalog("Abgleichen"))
  #expect(unknown.kept.map(\.place.described) == ["'Sync' (de)"])
  #expect(unknown.kept.first?.remembered == false)
  #expect(unknown.conflicts.isEmpty)
  // An empty translation is no translator's: the app's is written.
  #expect(
    CatalogTranslators.merged(catalog("Sync jetzt"), existing: catalog(""), base: nil).catalog
      == catalog("Sync jetzt"))
}

/// What import remembers of a catalog it had no memory of is what it took: its final
/// units; a unit needing review stays the translators' alone.
@Test func anImportRemembersOnlyTheUnitsItTook() {
  let unit: JSONValue = .object([
    ("stringUnit", .object([("state", .string("needs_review")), ("value", .string("Fertig"))]))
  ])
  let imported: JSONValue = .object([
    ("strings", .object([("Done", .object([("localizations", .object([("de", unit)]))]))]))
  ])
  let place = CatalogTranslators.Place(key: "Done", language: "de", variations: [])
  #expect(CatalogTranslators.units(imported)[place] == "Fertig")
  let units = CatalogTranslators.units(CatalogTranslators.remembered(imported, over: nil))
  #expect(units[place] == nil)
  #expect(
    CatalogTranslators.units(CatalogTranslators.remembered(catalog("Abgleichen"), over: nil))
      == CatalogTranslators.units(catalog("Abgleichen")))
}

@Test func withoutAChangeOfTheTranslatorsTheAppsValuesAreWritten() {
  let written = catalog("Sync jetzt")
  // Only the app changed: its value is written.
  let outcome = CatalogTranslators.merged(
    written, existing: catalog("Synchronisieren"), base: catalog("Synchronisieren"))
  #expect(outcome.catalog == written)
  #expect(outcome.kept.isEmpty && outcome.conflicts.isEmpty)
}

/// A translation the memory did not hold (a language a translator added) is remembered
/// once import took it, so the translator's next change is theirs, not a conflict (a new
/// user's trial: `Units` in `de`, added, imported, then changed).
@Test func anImportRemembersAUnitTheMemoryDidNotHold() {
  let unit: (String) -> JSONValue = { value in
    .object([
      ("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))
    ])
  }
  let entry: ([(String, JSONValue)]) -> JSONValue = { localizations in
    .object([
      ("strings", .object([("Units", .object([("localizations", .object(localizations))]))]))
    ])
  }
  let base = entry([("en", unit("Units"))])
  let imported = entry([("en", unit("Units")), ("de", unit("Einheiten"))])
  let remembered = CatalogTranslators.remembered(imported, over: base)
  let de = CatalogTranslators.Place(key: "Units", language: "de", variations: [])
  #expect(CatalogTranslators.units(remembered)[de] == "Einheiten")
  #expect(remembered == imported)
  // The translator's later change is then a change since the memory, kept as theirs.
  let changed = entry([("en", unit("Units")), ("de", unit("Masseinheiten"))])
  let outcome = CatalogTranslators.merged(imported, existing: changed, base: remembered)
  #expect(outcome.conflicts.isEmpty)
  #expect(CatalogTranslators.units(outcome.catalog)[de] == "Masseinheiten")
}
