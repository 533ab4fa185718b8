extension App {
  /// The name of a `Base.lproj` table (`strings/Base.yaml`): the texts of the development
  /// language, which iOS falls back to when a bundle has no table of that language.
  package static let baseTableLocale = "Base"

  /// A `Base` table standing in for the development language's (`en`) when the app has
  /// none of that language, as iOS falls back to `Base.lproj`; nil for other languages.
  func baseFallback(_ tables: [String: StringsTable], language: String) -> StringsTable? {
    language == PluralRules.sourceLocale ? tables[Self.baseTableLocale] : nil
  }

  /// What a device in the development language (`en`) draws when no locale is asked: the
  /// app's `en` table, else its `Base` table (a key-based bundle's, whose texts are keys
  /// such as `GENERAL_HEADER`); nil when the app has neither, and its source texts are
  /// drawn.
  package var developmentLocalisation: Localisation? {
    let names = [PluralRules.sourceLocale, Self.baseTableLocale]
    let hasTable =
      names.contains { tables[$0] != nil }
      || namedTables.values.contains { byLocale in names.contains { byLocale[$0] != nil } }
    return hasTable ? localisation(for: PluralRules.sourceLocale) : nil
  }
}
