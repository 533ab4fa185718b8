import Basics
import JSON
import OperatingSystem
import ScreenFiles
import ScreenFormat
import ScreenModel
import StringCatalogs

/// `export --catalog FILE.xcstrings`: the app's texts as an Xcode String Catalog, over the
/// catalog already there.
extension ExportCommand {
  /// What writing the catalog printed, and whether it failed (then nothing was written).
  struct CatalogWrite {
    var stdout = ""
    var stderr = ""
    var failed = false
  }

  /// Writes the catalog, when `--catalog` names one, as ``CatalogFile`` decides it; what
  /// export writes is remembered in the app folder (`folder`).
  static func writeCatalog(
    _ path: String?, _ result: AppAssembler.Result, _ app: App, limits: JSONLimits,
    app folder: String?
  ) throws(UsageError) -> CatalogWrite {
    guard let path else { return CatalogWrite() }
    let file: CatalogFile
    do throws(CatalogFile.Refusal) {
      file = try CatalogFile(path, remembering: folder, limits: limits)
    } catch {
      switch error {
      case .notAFile: throw UsageError(UsageMessages.catalogNotAFile(path), command: "export")
      case .unreadable(let failure):
        return CatalogWrite(stderr: "screenspec: error: \(failure)\n", failed: true)
      }
    }
    let update: CatalogUpdate
    switch file.update(result, app: app) {
    case .success(let found): update = found
    case .failure(var problem):
      problem.file = path
      return CatalogWrite(
        stderr: LimitHints.noted(problem).formatted(path: path, source: file.held ?? [])
          + "screenspec: nothing written\n", failed: true)
    }
    guard update.conflicts.isEmpty else {
      return CatalogWrite(
        stderr: conflicts(update.conflicts, path: path, source: file.held ?? [])
          + "screenspec: nothing written\n", failed: true)
    }
    let stdout = update.kept.map {
      $0.remembered
        ? UsageMessages.keptTranslation($0.place.described, $0.catalog, in: Shown.path(path))
        : UsageMessages.keptUnknownTranslation(
          $0.place.described, $0.catalog, app: $0.app, in: Shown.path(path))
    }.joined()
    do throws(FileSystem.Failure) {
      try file.write(update)
    } catch {
      return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
    }
    let said = file.isUnchanged(by: update) ? "unchanged " : "wrote "
    return CatalogWrite(stdout: stdout + said + Shown.path(path) + "\n")
  }

  /// The conflicts as errors, each at its entry's key in the catalog.
  static func conflicts(_ found: [CatalogUpdate.Conflict], path: String, source: [UInt8])
    -> String
  {
    let formatter = DiagnosticFormatter(path: path, source: source)
    return found.map { conflict in
      let message = UsageMessages.translationConflict(
        conflict.difference.place.described, catalog: conflict.difference.catalog,
        app: conflict.difference.app)
      return formatter.format(.error(message, at: conflict.mark))
    }.joined()
  }
}
