import OperatingSystem
import PropertyList
import ScreenFormat
import StringCatalogs

/// `import CATALOG.xcstrings|LANG.lproj... --out APP`: translations merged into an existing
/// app's `strings/LANG.yaml` tables (created when missing); a `TABLE.strings` into the named
/// table `strings/TABLE/LANG.yaml` when the app has a `strings/TABLE/` folder
/// (``TablesImport``).
extension ImportRun {
  /// Merges the translations at `paths` into the app folder `app` (`update`: `--update`,
  /// which also takes a translation changed since export wrote the catalog). A source text a
  /// table already translates differently is an error at that entry, with a note at the
  /// table's, and then nothing is written; once written, what export remembers of each
  /// catalog notes it imported.
  package func translations(_ paths: [String], into app: String, update: Bool = false)
    throws(Refusal) -> RunOutcome
  {
    guard FileSystem.kind(app) == .directory else { throw .notAnApp(app) }
    let read: [TranslationImport.FileRead]
    do throws(TranslationImport.Unreadable) {
      read = try TranslationImport.readOnDisk(paths, limits: limits)
    } catch {
      throw .unreadable(error)
    }
    let merged: TablesImport
    let targets: [String]
    do throws(TablesImport.LinkNotFollowed) {
      (merged, targets) = try TablesImport.onDisk(read, app: app, limits: limits, update: update)
    } catch {
      throw .linkNotFollowed(error.path)
    }
    let problems =
      read.flatMap { file in file.problems.map { ($0, file.source) } } + merged.problems
    let report = problems.map { problem, source in
      wording.noted(problem).formatted(path: problem.file, source: source)
    }.joined()
    if problems.contains(where: { $0.0.isError }) {
      return RunOutcome(stderr: report + wording.nothingWritten, failed: true)
    }
    var stdout = ""
    do throws(FileSystem.Failure) {
      try merged.write(saying: &stdout)
    } catch {
      return RunOutcome(stdout: stdout, stderr: report + wording.error("\(error)"), failed: true)
    }
    stdout += merged.untouched.map { wording.nothingNew($0.path, $0.kept) }.joined()
    if targets.isEmpty { stdout += wording.noTranslations(paths) }
    CatalogTranslators.rememberImported(read, in: app, limits: TranslationImport.jsonLimits(limits))
    return RunOutcome(stdout: stdout, stderr: report)
  }
}
