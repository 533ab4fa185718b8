import Basics
import JSON
import PropertyList
import ScreenModel

/// The files `import` reads translations from, each read from its bytes: a String Catalog,
/// a `.lproj` folder's `.stringsdict` and `.strings` files.
extension TranslationImport {
  /// What one file held: its tables, their problems, and the text the problems' excerpts
  /// come from (a `.strings` file's in UTF-8).
  package struct FileRead: Sendable {
    /// The file's path, as its tables and problems name it.
    package var path: String
    /// Its tables (none when it could not be parsed).
    package var tables: [Table] = []
    /// Its problems, each at its place in the file.
    package var problems: [BundleProblem] = []
    /// The text the problems' excerpts come from.
    package var source: [UInt8]
  }

  /// The tables of a String Catalog's bytes; JSON that cannot be parsed is its problem.
  package static func catalogFile(_ bytes: [UInt8], path: String, limits: PlistLimits)
    -> FileRead
  {
    var read = FileRead(path: path, source: bytes)
    let parsed = JSONReader.parse(bytes, limits: jsonLimits(limits))
    read.problems = parsed.diagnostics.map { BundleProblem(file: path, $0) }
    guard let root = parsed.root else { return read }
    let catalog = catalog(root, file: path)
    read.tables = catalog.tables
    read.problems += catalog.problems
    return read
  }

  /// The plural table of a `.stringsdict` file's bytes in `language`.
  package static func stringsdictFile(
    _ bytes: [UInt8], language: String, path: String, limits: PlistLimits
  ) -> FileRead {
    var read = FileRead(path: path, source: bytes)
    let parsed = PropertyList.parse(bytes, limits: limits)
    read.problems = parsed.problems.map { BundleProblem(file: path, $0) }
    guard let root = parsed.root else { return read }
    let dictionary = stringsdict(root, language: language, path: path)
    read.tables = [dictionary.table]
    read.problems += dictionary.problems
    return read
  }

  /// The table of a `.strings` file's bytes (UTF-8 or UTF-16) in `language`.
  package static func stringsFile(
    _ bytes: [UInt8], language: String, path: String, limits: PlistLimits
  ) -> FileRead {
    let parsed = StringsFile.parse(bytes, limits: limits)
    return FileRead(
      path: path, tables: [strings(parsed, language: language, path: path)],
      problems: parsed.problems.map { BundleProblem(file: path, $0) }, source: parsed.utf8)
  }

  /// The language of a `LANG.lproj` folder (`de` of `…/de.lproj`).
  package static func language(ofFolder path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".lproj") ? String(name.dropLast(".lproj".count)) : name
  }

  /// The limits a String Catalog is read with: the plist files' own.
  package static func jsonLimits(_ limits: PlistLimits) -> JSONLimits {
    JSONLimits(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth, maxNodes: limits.maxNodes)
  }

  /// The translations export last wrote into (or import last took from) catalogs, read
  /// from what the app remembers of each (``CatalogTranslators/base(of:)``), by table
  /// (`LANG`) and source text, as the table's entry shows them (a plural's forms as
  /// `{one: …, other: …}`): what `import --update` tells the translators' changes by.
  package static func remembered(
    _ memories: [(path: String, bytes: [UInt8])], limits: PlistLimits,
    lookups: [String: FormatKey], appKeys: Set<String> = []
  ) -> [String: [String: String]] {
    var out: [String: [String: String]] = [:]
    for (path, bytes) in memories {
      guard let root = JSONReader.parse(bytes, limits: jsonLimits(limits)).root else { continue }
      let tables = catalog(root, file: path).tables
      for table in keyedAsTheApp(unformatted(tables, lookups: lookups), appKeys: appKeys) {
        for entry in table.entries {
          out[table.language, default: [:]][entry.source] =
            entry.forms.map(TableMerge.shown) ?? entry.translation
        }
      }
    }
    return out
  }
}
