import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `screenspec import CATALOG.xcstrings|LANG.lproj... --out APP`: translations merged into
/// an existing app's `strings/LANG.yaml` tables (created when missing); a `TABLE.strings`
/// into the named table `strings/TABLE/LANG.yaml` when the app has a `strings/TABLE/`
/// folder (``TablesImport``). A source text a table already translates differently is an
/// error at that entry of the catalog or strings file, with a note at the table's entry,
/// and then nothing is written.
enum StringsImportCommand {
  /// Whether the PATHs name translations rather than a Settings.bundle.
  static func handles(_ paths: [String]) -> Bool {
    paths.contains { $0.hasSuffix(".xcstrings") || FolderPath.normalized($0).hasSuffix(".lproj") }
  }

  static func run(
    _ paths: [String], out app: String, limits: PlistLimits, update: Bool = false
  ) throws(UsageError) -> CommandResult {
    guard FileSystem.kind(app) == .directory else {
      throw UsageError(UsageMessages.notAnApp(app), command: "import")
    }
    let read = try readFiles(paths, limits: limits)
    // An entry keyed as the app's SwiftUI looks its text up (`%lld unread posts`) is that text.
    let loaded = try? InputLoader(limits: .default).load(app)
    var lookups: [String: FormatKey] = [:]
    if case .app(let result, _) = loaded?.kind {
      lookups = TranslationImport.lookups(of: result.app)
    }
    let stringsFolder = FolderPath.join(app, "strings")
    let tables = TablesImport.routed(
      TranslationImport.unformatted(read.flatMap(\.tables), lookups: lookups)
    ) { FileSystem.kind(FolderPath.join(stringsFolder, $0)) == .directory }
    let targets = TablesImport.targets(tables)
    // A linked strings folder or table would be read and written wherever it leads.
    for path in [stringsFolder] + targets.map({ FolderPath.join(stringsFolder, $0 + ".yaml") })
    where FileSystem.isSymbolicLink(path) {
      throw UsageError(UsageMessages.linkNotFollowed(path), command: "import")
    }
    let merged = TablesImport.merge(
      tables, into: stringsFolder,
      existing: { FileSystem.kind($0) == .file ? try? FileSystem.read($0) : nil },
      previous: update ? remembered(read, in: app, limits: limits, lookups: lookups) : nil,
      sources: Dictionary(read.map { ($0.path, $0.source) }) { _, last in last })
    let problems =
      read.flatMap { file in file.problems.map { ($0, file.source) } }
      + merged.problems
    let report = problems.map { problem, source in
      LimitHints.noted(problem).formatted(path: problem.file, source: source)
    }.joined()
    if problems.contains(where: { $0.0.isError }) {
      return CommandResult(stderr: report + "screenspec: nothing written\n", status: 1)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      for write in merged.writes {
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
    stdout += merged.untouched.map {
      "\(Shown.path($0.path)): nothing new (\($0.kept) already there)\n"
    }.joined()
    if targets.isEmpty { stdout += UsageMessages.noTranslations(paths.map(Shown.path)) }
    rememberCatalogs(read, in: app, limits: TranslationImport.jsonLimits(limits))
    return CommandResult(stdout: stdout, stderr: report)
  }

  /// What the app remembers of each catalog read (``TranslationImport/remembered(_:limits:lookups:)``).
  static func remembered(
    _ read: [TranslationImport.FileRead], in app: String, limits: PlistLimits,
    lookups: [String: FormatKey]
  ) -> [String: [String: String]] {
    let memories = read.filter { $0.path.hasSuffix(".xcstrings") }.compactMap {
      file -> (String, [UInt8])? in
      let path = FolderPath.join(app, CatalogTranslators.base(of: FolderPath.lastPart(file.path)))
      return (try? FileSystem.read(path, limit: limits.maxBytes + 1)).map { (path, $0) }
    }
    return TranslationImport.remembered(memories, limits: limits, lookups: lookups)
  }

  /// Notes in what export remembers of each catalog imported that its final units are now
  /// the app's, and keeps the catalog whole (``CatalogTranslators/afterImport(_:held:limits:)``).
  static func rememberCatalogs(
    _ read: [TranslationImport.FileRead], in app: String, limits: JSONLimits
  ) {
    for file in read where file.path.hasSuffix(".xcstrings") {
      let name = FolderPath.lastPart(file.path)
      let basePath = FolderPath.join(app, CatalogTranslators.base(of: name))
      let held = try? FileSystem.read(basePath, limit: limits.maxBytes + 1)
      guard let after = CatalogTranslators.afterImport(file.source, held: held, limits: limits)
      else { continue }
      let lastPath = FolderPath.join(app, CatalogTranslators.last(of: name))
      for (path, bytes) in [(basePath, after.base), (lastPath, after.last)] {
        guard let bytes else { continue }
        try? FileSystem.makeDirectories(FolderPath.folder(of: path))
        try? FileSystem.writeAtomically(bytes, to: path, sync: false)
      }
    }
  }

  /// Reads each path (a String Catalog or an `.lproj` folder's `.stringsdict` and
  /// `.strings` files); a path that is neither, or missing, is a usage error.
  static func readFiles(_ paths: [String], limits: PlistLimits) throws(UsageError)
    -> [TranslationImport.FileRead]
  {
    var read: [TranslationImport.FileRead] = []
    for raw in paths {
      let path = FolderPath.normalized(raw)
      if path.hasSuffix(".xcstrings") {
        guard FileSystem.kind(path) == .file,
          let bytes = try? FileSystem.read(path, limit: limits.maxBytes + 1)
        else { throw UsageError(UsageMessages.noSuchCatalog(raw), command: "import") }
        read.append(TranslationImport.catalogFile(bytes, path: path, limits: limits))
      } else if path.hasSuffix(".lproj") {
        guard FileSystem.kind(path) == .directory else {
          throw UsageError(UsageMessages.noSuchFolderNamed(raw), command: "import")
        }
        let language = TranslationImport.language(ofFolder: path)
        let names = (try? FileSystem.list(path)) ?? []
        for (suffix, parse) in [
          (".stringsdict", TranslationImport.stringsdictFile),
          (".strings", TranslationImport.stringsFile),
        ] {
          for name in names where name.hasSuffix(suffix) {
            let file = FolderPath.join(path, name)
            guard let bytes = try? FileSystem.read(file, limit: limits.maxBytes + 1) else {
              continue
            }
            read.append(parse(bytes, language, file, limits))
          }
        }
      } else {
        throw UsageError(UsageMessages.notTranslations(raw), command: "import")
      }
    }
    return read
  }
}
