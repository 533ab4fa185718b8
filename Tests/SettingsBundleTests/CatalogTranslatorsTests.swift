import JSON
import Testing

@testable import SettingsBundle

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

@Test func withoutABaseOrAChangeTheAppsValuesAreWritten() {
  let written = catalog("Sync jetzt")
  #expect(
    CatalogTranslators.merged(written, existing: catalog("Abgleichen"), base: nil).catalog
      == written)
  // Only the app changed: its value is written.
  let outcome = CatalogTranslators.merged(
    written, existing: catalog("Synchronisieren"), base: catalog("Synchronisieren"))
  #expect(outcome.catalog == written)
  #expect(outcome.kept.isEmpty && outcome.conflicts.isEmpty)
}
