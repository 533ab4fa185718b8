import PropertyList

/// The translations of a bundle's texts: for each `LANG.lproj` and each pane, the table
/// IASK looks up (its `StringsTable`, else the plist's own name if that table exists, else
/// `Root`), and from it the translation of every text the pane's screens show.
struct Translations {
  var problems: [BundleProblem] = []
  var files: [String: StringsFile] = [:]

  mutating func read(
    _ source: some BundleSource, languages: [String], panes: [BundleWalk.Found],
    screens: [ScreenDocument], texts: [String: [String]], limits: PlistLimits
  ) -> [TranslationTable] {
    var tables: [TranslationTable] = []
    for folder in languages {
      let language = String(folder.dropLast(".lproj".count))
      var entries: [(source: String, translation: String)] = []
      var index: [String: (translation: String, table: String)] = [:]
      for found in panes {
        let pane = found.phone
        let tableName =
          pane.stringsTable
          ?? (source.read("\(folder)/\(pane.name).strings") != nil ? pane.name : "Root")
        let path = "\(folder)/\(tableName).strings"
        guard let file = strings(path, source, limits: limits) else { continue }
        let byKey = lookup(path, file)
        for text in texts[found.name] ?? [] {
          guard let entry = byKey[text] else { continue }
          if let existing = index[text] {
            if existing.translation != entry.value {
              problems.append(
                BundleProblem(
                  .warning, BundleMessages.translationClash(text, table: existing.table),
                  file: path,
                  at: entry.location))
            }
            continue
          }
          index[text] = (entry.value, tableName)
          entries.append((text, entry.value))
        }
      }
      if !entries.isEmpty { tables.append(TranslationTable(language: language, entries: entries)) }
    }
    return tables
  }

  var lookups: [String: [String: StringsFile.Entry]] = [:]

  /// A strings file's entries by key, made once per file.
  mutating func lookup(_ path: String, _ file: StringsFile) -> [String: StringsFile.Entry] {
    if let made = lookups[path] { return made }
    var made: [String: StringsFile.Entry] = [:]
    for entry in file.entries { made[entry.key] = entry }
    lookups[path] = made
    return made
  }

  /// A strings file, read once; nil when there is none.
  mutating func strings(_ path: String, _ source: some BundleSource, limits: PlistLimits)
    -> StringsFile?
  {
    if let file = files[path] { return file }
    guard let bytes = source.read(path) else { return nil }
    let file = StringsFile.parse(bytes, limits: limits)
    files[path] = file
    problems += file.problems.map { BundleProblem(file: path, $0) }
    return file
  }
}
