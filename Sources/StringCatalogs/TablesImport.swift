import Basics
import PropertyList
import ScreenFormat
import ScreenModel

/// Where imported translations go in an app's `strings/` folder and what merging them
/// writes (``TableMerge``), decided without touching a file: each table into its named
/// table `strings/TABLE/LANG.yaml` when the app has a `strings/TABLE/` folder, else into
/// `strings/LANG.yaml`.
package struct TablesImport: Sendable {
  /// A table the merge writes, and what it counted.
  package struct Write: Sendable, Equatable {
    /// The table's path.
    package var path: String
    /// Its new text.
    package var text: String
    /// Entries added, kept (already there) and updated (`--update`).
    package var added: Int, kept: Int, updated: Int
  }

  /// The tables written.
  package var writes: [Write] = []
  /// The tables that gain nothing, with how many entries they already held.
  package var untouched: [(path: String, kept: Int)] = []
  /// Every problem (conflicts, a table that cannot be read) with the text its excerpt
  /// comes from; an error means nothing may be written.
  package var problems: [(problem: BundleProblem, source: [UInt8])] = []

  /// The tables, each named for the table it goes into: its own name when
  /// `hasNamedTable` says the app has it, else none (the default table).
  package static func routed(
    _ tables: [TranslationImport.Table], hasNamedTable: (String) -> Bool
  ) -> [TranslationImport.Table] {
    tables.map { table in
      var routed = table
      if let name = table.name, name == StringsTable.defaultName || !hasNamedTable(name) {
        routed.name = nil
      }
      return routed
    }
  }

  /// The table a translation table merges into, inside `strings/`: `LANG` or `TABLE/LANG`.
  package static func target(_ table: TranslationImport.Table) -> String {
    (table.name.map { $0 + "/" } ?? "") + table.language
  }

  /// Every target of `tables`, once each, in byte order.
  package static func targets(_ tables: [TranslationImport.Table]) -> [String] {
    Array(Set(tables.map(target))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Merges routed `tables` into the tables of `strings` (the app's `strings/` folder),
  /// each table's text as `existing` reads it (nil: none yet). With `previous`
  /// (`--update`), an entry the table still holds as it was last written takes the
  /// imported translation. `sources` holds the text of each file read, for excerpts.
  package static func merge(
    _ tables: [TranslationImport.Table], into strings: String,
    existing: (String) -> [UInt8]?, previous: [String: [String: String]]?,
    sources: [String: [UInt8]]
  ) -> TablesImport {
    var out = TablesImport()
    for target in targets(tables) {
      let tablePath = FolderPath.join(strings, target + ".yaml")
      let held = existing(tablePath)
      let merged = TableMerge.merge(
        tables.filter { Self.target($0) == target }, into: held, tablePath: tablePath,
        previous: previous.map { $0[target] ?? [:] })
      out.problems += merged.problems.map { problem in
        (problem, problem.file == tablePath ? (held ?? []) : sources[problem.file] ?? [])
      }
      if let text = merged.text {
        out.writes.append(
          Write(
            path: tablePath, text: text, added: merged.added, kept: merged.kept,
            updated: merged.updated))
      } else {
        out.untouched.append((tablePath, merged.kept))
      }
    }
    return out
  }
}
