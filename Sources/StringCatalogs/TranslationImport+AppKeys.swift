import ScreenModel

extension TranslationImport {
  /// The texts `app`'s strings tables key (every language's, named tables too): an app
  /// whose screens show a key (`GENERAL`, its source table giving "General") keys every
  /// table by it.
  package static func tableKeys(of app: App?) -> Set<String> {
    guard let app else { return [] }
    var keys: Set<String> = []
    for table in app.tables.values { keys.formUnion(table.strings.keys) }
    for tables in app.namedTables.values {
      for table in tables.values { keys.formUnion(table.strings.keys) }
    }
    return keys
  }

  /// The tables with each key-based entry (a catalog key whose source-language value is
  /// another text) keyed by its catalog key where `appKeys` (``tableKeys(of:)``) holds it:
  /// the screens show the key, so a language the app has no table of yet is keyed as the
  /// others, not by the source language's text (a new user's trial: `GENERAL` translated
  /// into a new `de` table went in as `"General"`, which no screen shows).
  package static func keyedAsTheApp(_ tables: [Table], appKeys: Set<String>) -> [Table] {
    guard !appKeys.isEmpty else { return tables }
    return tables.map { table in
      var table = table
      for index in table.entries.indices {
        guard let key = table.entries[index].key, appKeys.contains(key),
          !appKeys.contains(table.entries[index].source)
        else { continue }
        table.entries[index].source = key
        table.entries[index].key = nil
      }
      return table
    }
  }
}
