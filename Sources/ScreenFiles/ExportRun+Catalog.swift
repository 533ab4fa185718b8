import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel
import StringCatalogs

/// `export --catalog FILE.xcstrings`: the app's texts as an Xcode String Catalog, over the
/// catalog already there.
extension ExportRun {
  /// Writes the catalog, when `--catalog` names one, as ``CatalogFile`` decides it; what
  /// export writes is remembered in the app folder `memory`. A catalog that cannot be read,
  /// a problem in it or a translation changed in both it and the app fails the run with
  /// nothing written.
  func catalog(_ result: AppAssembler.Result, _ app: App, app memory: String?) throws(Refusal)
    -> RunOutcome
  {
    guard let path = outputs.catalog else { return RunOutcome() }
    let file: CatalogFile
    do throws(CatalogFile.Refusal) {
      file = try CatalogFile(path, remembering: memory, limits: catalogLimits)
    } catch {
      switch error {
      case .notAFile: throw .catalogNotAFile(path)
      case .unreadable(let failure):
        return RunOutcome(stderr: wording.error("\(failure)"), failed: true)
      }
    }
    let update: CatalogUpdate
    switch file.update(result, app: app) {
    case .success(let found): update = found
    case .failure(var problem):
      problem.file = path
      return RunOutcome(
        stderr: wording.noted(problem).formatted(path: path, source: file.held ?? [])
          + wording.nothingWritten, failed: true)
    }
    guard update.conflicts.isEmpty else {
      let formatter = DiagnosticFormatter(path: path, source: file.held ?? [])
      let conflicts = update.conflicts.map {
        formatter.format(.error(wording.conflict($0.difference), at: $0.mark))
      }.joined()
      return RunOutcome(stderr: conflicts + wording.nothingWritten, failed: true)
    }
    let stdout = update.kept.map { wording.kept($0, VisibleText.escaped(path)) }.joined()
    do throws(FileSystem.Failure) {
      try file.write(update)
    } catch {
      return RunOutcome(stderr: wording.error("\(error)"), failed: true)
    }
    let said = file.isUnchanged(by: update) ? "unchanged " : "wrote "
    return RunOutcome(stdout: stdout + said + VisibleText.escaped(path) + "\n")
  }
}
