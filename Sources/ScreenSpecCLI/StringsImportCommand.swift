import JSON
import OperatingSystem
import PropertyList
import ScreenFiles
import ScreenFormat
import ScreenModel
import StringCatalogs

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
    let merged: TablesImport
    let targets: [String]
    do throws(TablesImport.LinkNotFollowed) {
      (merged, targets) = try TablesImport.onDisk(read, app: app, limits: limits, update: update)
    } catch {
      throw UsageError(UsageMessages.linkNotFollowed(error.path), command: "import")
    }
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
      try merged.write(saying: &stdout)
    } catch {
      return CommandResult(
        stdout: stdout, stderr: report + "screenspec: error: \(error)\n", status: 1)
    }
    stdout += merged.untouched.map {
      "\(Shown.path($0.path)): nothing new (\($0.kept) already there)\n"
    }.joined()
    if targets.isEmpty { stdout += UsageMessages.noTranslations(paths.map(Shown.path)) }
    CatalogTranslators.rememberImported(read, in: app, limits: TranslationImport.jsonLimits(limits))
    return CommandResult(stdout: stdout, stderr: report)
  }

  /// Reads each path (``TranslationImport/readOnDisk(_:limits:)``); a path that is neither
  /// a catalog nor an `.lproj` folder, or missing, is a usage error.
  static func readFiles(_ paths: [String], limits: PlistLimits) throws(UsageError)
    -> [TranslationImport.FileRead]
  {
    do throws(TranslationImport.Unreadable) {
      return try TranslationImport.readOnDisk(paths, limits: limits)
    } catch {
      let message =
        switch error {
        case .noSuchCatalog(let raw): UsageMessages.noSuchCatalog(raw)
        case .noSuchFolder(let raw): UsageMessages.noSuchFolderNamed(raw)
        case .notTranslations(let raw): UsageMessages.notTranslations(raw)
        }
      throw UsageError(message, command: "import")
    }
  }
}
