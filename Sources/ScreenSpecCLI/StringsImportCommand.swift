import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle
import SwiftUIExport

/// `screenspec import CATALOG.xcstrings|LANG.lproj... --out APP`: translations merged into
/// an existing app's `strings/LANG.yaml` tables (created when missing); a `TABLE.strings`
/// into the named table `strings/TABLE/LANG.yaml` when the app has a `strings/TABLE/`
/// folder. A source text a table already translates differently is an error at that entry
/// of the catalog or strings file, with a note at the table's entry, and then nothing is
/// written.
enum StringsImportCommand {
  /// Whether the PATHs name translations rather than a Settings.bundle.
  static func handles(_ paths: [String]) -> Bool {
    paths.contains { $0.hasSuffix(".xcstrings") || FolderPath.normalized($0).hasSuffix(".lproj") }
  }

  static func run(
    _ paths: [String], out app: String, limits: PlistLimits, update: Bool = false
  ) throws(UsageError) -> CommandResult {
    guard FileSystem.kind(app) == .directory else {
      throw UsageError(
        UsageMessages.notAnApp(app),
        command: "import")
    }
    var (tables, problems, read) = try readTables(paths, limits: limits)
    // An entry keyed as the app's SwiftUI looks its text up (`%lld unread posts`) is that text.
    let lookups = lookupKeys(of: app)
    tables = TranslationImport.unformatted(tables, lookups: lookups)
    let previous = update ? remembered(read, in: app, limits: limits, lookups: lookups) : [:]
    var sources: [String: [UInt8]] = [:]
    for (path, source) in read { sources[path] = source }
    var writes: [(path: String, text: String, added: Int, kept: Int, updated: Int)] = []
    var untouched: [(path: String, kept: Int)] = []
    let stringsFolder = FolderPath.join(app, "strings")
    // Each table goes into its named table when the app has one, else the default table.
    for index in tables.indices {
      let name = tables[index].name
      if name == nil || name == StringsTable.defaultName
        || FileSystem.kind(FolderPath.join(stringsFolder, name ?? "")) != .directory
      {
        tables[index].name = nil
      }
    }
    let targets = Array(Set(tables.map(target))).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    // A linked strings folder or table would be read and written wherever it leads.
    for path in [stringsFolder] + targets.map({ FolderPath.join(stringsFolder, $0 + ".yaml") })
    where FileSystem.isSymbolicLink(path) {
      throw UsageError(UsageMessages.linkNotFollowed(path), command: "import")
    }
    for target in targets {
      let entries = tables.filter { Self.target($0) == target }
      let tablePath = FolderPath.join(stringsFolder, target + ".yaml")
      let existing = FileSystem.kind(tablePath) == .file ? try? FileSystem.read(tablePath) : nil
      let merged = TableMerge.merge(
        entries, into: existing, tablePath: tablePath,
        previous: update ? previous[target] ?? [:] : nil)
      problems += merged.problems.map { problem in
        (
          problem, problem.file,
          problem.file == tablePath ? (existing ?? []) : sources[problem.file] ?? []
        )
      }
      if let text = merged.text {
        writes.append((tablePath, text, merged.added, merged.kept, merged.updated))
      } else {
        untouched.append((tablePath, merged.kept))
      }
    }
    let report = problems.map { problem, path, source in
      LimitHints.noted(problem).formatted(path: path, source: source)
    }
    .joined()
    if problems.contains(where: { $0.0.isError }) {
      return CommandResult(stderr: report + "screenspec: nothing written\n", status: 1)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      for write in writes {
        try FileSystem.makeDirectories(FolderPath.folder(of: write.path))
        try FileSystem.writeAtomically(Array(write.text.utf8), to: write.path, sync: false)
        let updated = write.updated > 0 ? ", \(write.updated) updated" : ""
        stdout +=
          "wrote \(Shown.path(write.path)) (\(write.added) added\(updated), \(write.kept) already there)\n"
      }
    } catch {
      return CommandResult(
        stdout: stdout, stderr: report + "screenspec: error: \(error)\n", status: 1)
    }
    stdout += untouched.map { "\(Shown.path($0.path)): nothing new (\($0.kept) already there)\n" }
      .joined()
    if targets.isEmpty { stdout += UsageMessages.noTranslations(paths.map(Shown.path)) }
    rememberCatalogs(read, in: app, limits: jsonLimits(limits))
    return CommandResult(stdout: stdout, stderr: report)
  }

  /// The translations export last wrote into (or import last took from) each catalog, by
  /// table (`LANG`) and source text: what `--update` tells the translators' changes by.
  static func remembered(
    _ read: [(String, [UInt8])], in app: String, limits: PlistLimits,
    lookups: [String: FormatKey]
  ) -> [String: [String: String]] {
    var out: [String: [String: String]] = [:]
    for (path, _) in read where path.hasSuffix(".xcstrings") {
      let basePath = FolderPath.join(app, CatalogTranslators.base(of: FolderPath.lastPart(path)))
      guard let bytes = try? FileSystem.read(basePath, limit: limits.maxBytes + 1),
        let root = JSONReader.parse(bytes, limits: jsonLimits(limits)).root
      else { continue }
      let tables = TranslationImport.catalog(root, file: basePath).tables
      for table in TranslationImport.unformatted(tables, lookups: lookups) {
        for entry in table.entries {
          // As the table's entry shows: a plural's forms as `{one: …, other: …}`.
          out[table.language, default: [:]][entry.source] =
            entry.forms.map(TableMerge.shown) ?? entry.translation
        }
      }
    }
    return out
  }

  /// How the generated SwiftUI of the app in `folder` looks up the texts that interpolate
  /// (``SwiftUIExport/lookupKeys(_:options:)``), as `export --catalog` keys them; none when
  /// no app loads there.
  static func lookupKeys(of folder: String) -> [String: FormatKey] {
    guard let input = try? InputLoader(limits: .default).load(folder),
      case .app(let result, _) = input.kind, let app = result.app
    else { return [:] }
    return SwiftUIExport.lookupKeys(app)
  }

  /// Notes in what export remembers of each catalog imported that its final units are now
  /// the app's (``CatalogTranslators/remembered(_:over:)``), so that the next export takes
  /// a translator's later change as theirs, not as a conflict; and keeps the catalog whole
  /// (``CatalogTranslators/last(of:)``), what an export to a new file of its name starts
  /// from.
  static func rememberCatalogs(_ read: [(String, [UInt8])], in app: String, limits: JSONLimits) {
    for (path, bytes) in read where path.hasSuffix(".xcstrings") {
      let name = FolderPath.lastPart(path)
      let basePath = FolderPath.join(app, CatalogTranslators.base(of: name))
      guard let catalog = try? CatalogExport.read(bytes, limits: limits).get() else { continue }
      let held = try? FileSystem.read(basePath, limit: limits.maxBytes + 1)
      let base = held.flatMap { try? CatalogExport.read($0, limits: limits).get() }
      let remembered = CatalogTranslators.remembered(catalog, over: base)
      let lastPath = FolderPath.join(app, CatalogTranslators.last(of: name))
      for (file, value) in [(basePath, remembered), (lastPath, catalog)] {
        let written = Array(CatalogLayout.written(value).utf8)
        guard written != (file == basePath ? held : nil) else { continue }
        try? FileSystem.makeDirectories(FolderPath.folder(of: file))
        try? FileSystem.writeAtomically(written, to: file, sync: false)
      }
    }
  }

  /// The table a translation table merges into, inside `strings/`: `LANG` or `TABLE/LANG`.
  static func target(_ table: TranslationImport.Table) -> String {
    (table.name.map { $0 + "/" } ?? "") + table.language
  }

  /// The limits a String Catalog is read with: the plist files' own.
  static func jsonLimits(_ limits: PlistLimits) -> JSONLimits {
    JSONLimits(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth, maxNodes: limits.maxNodes)
  }

  /// The translations of each path (a String Catalog or an `.lproj` folder), their
  /// problems, and each file read with the text its problems' excerpts come from.
  static func readTables(_ paths: [String], limits: PlistLimits) throws(UsageError) -> (
    tables: [TranslationImport.Table], problems: [(BundleProblem, path: String, source: [UInt8])],
    read: [(String, [UInt8])]
  ) {
    var tables: [TranslationImport.Table] = []
    var problems: [(BundleProblem, path: String, source: [UInt8])] = []
    /// Each file read, with the text its problems' excerpts come from.
    var read: [(String, [UInt8])] = []
    for raw in paths {
      let path = FolderPath.normalized(raw)
      if path.hasSuffix(".xcstrings") {
        guard FileSystem.kind(path) == .file,
          let bytes = try? FileSystem.read(path, limit: limits.maxBytes + 1)
        else { throw UsageError(UsageMessages.noSuchCatalog(raw), command: "import") }
        read.append((path, bytes))
        let parsed = JSONReader.parse(bytes, limits: jsonLimits(limits))
        problems += parsed.diagnostics.map { (BundleProblem(file: path, $0), path, bytes) }
        guard let root = parsed.root else { continue }
        let catalog = TranslationImport.catalog(root, file: path)
        tables += catalog.tables
        problems += catalog.problems.map { ($0, path, bytes) }
      } else if path.hasSuffix(".lproj") {
        guard FileSystem.kind(path) == .directory else {
          throw UsageError(UsageMessages.noSuchFolderNamed(raw), command: "import")
        }
        let language = String(FolderPath.lastPart(path).dropLast(".lproj".count))
        for name in (try? FileSystem.list(path)) ?? [] where name.hasSuffix(".stringsdict") {
          let file = FolderPath.join(path, name)
          guard let bytes = try? FileSystem.read(file, limit: limits.maxBytes + 1) else { continue }
          read.append((file, bytes))
          let parsed = PropertyList.parse(bytes, limits: limits)
          problems += parsed.problems.map { (BundleProblem(file: file, $0), file, bytes) }
          guard let root = parsed.root else { continue }
          let dictionary = TranslationImport.stringsdict(root, language: language, path: file)
          tables.append(dictionary.table)
          problems += dictionary.problems.map { ($0, file, bytes) }
        }
        for name in (try? FileSystem.list(path)) ?? [] where name.hasSuffix(".strings") {
          let file = FolderPath.join(path, name)
          guard let bytes = try? FileSystem.read(file, limit: limits.maxBytes + 1) else { continue }
          let parsed = StringsFile.parse(bytes, limits: limits)
          read.append((file, parsed.utf8))
          problems += parsed.problems.map { (BundleProblem(file: file, $0), file, parsed.utf8) }
          tables.append(TranslationImport.strings(parsed, language: language, path: file))
        }
      } else {
        throw UsageError(
          UsageMessages.notTranslations(raw),
          command: "import")
      }
    }
    return (tables, problems, read)
  }
}
