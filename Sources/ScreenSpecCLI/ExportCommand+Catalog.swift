import Basics
import JSON
import OperatingSystem
import ScreenFormat
import ScreenModel
import SettingsBundle

/// `export --catalog FILE.xcstrings`: the app's texts as an Xcode String Catalog, over the
/// catalog already there.
extension ExportCommand {
  /// What writing the catalog printed, and whether it failed (then nothing was written).
  struct CatalogWrite {
    var stdout = ""
    var stderr = ""
    var failed = false
  }

  /// Writes the catalog, when `--catalog` names one, as ``CatalogUpdate`` decides it; what
  /// export writes is remembered in the app folder (`folder`).
  static func writeCatalog(
    _ path: String?, _ result: AppAssembler.Result, _ app: App, limits: JSONLimits,
    app folder: String?
  ) throws(UsageError) -> CatalogWrite {
    guard let path else { return CatalogWrite() }
    var held: [UInt8]?
    if FileSystem.kind(path) == .file {
      do throws(FileSystem.Failure) {
        // Past the limit is an error, so no more than one byte past it is read.
        held = try FileSystem.read(path, limit: limits.maxBytes + 1)
      } catch {
        return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
      }
    } else if FileSystem.kind(path) != .missing {
      throw UsageError(UsageMessages.catalogNotAFile(path), command: "export")
    }
    let name = FolderPath.lastPart(path)
    let basePath = folder.map { FolderPath.join($0, CatalogTranslators.base(of: name)) }
    let lastPath = folder.map { FolderPath.join($0, CatalogTranslators.last(of: name)) }
    let update: CatalogUpdate
    switch CatalogUpdate.over(
      held, texts: CatalogExport.texts(of: result, app: app),
      translations: CatalogExport.translations(app), limits: limits,
      base: held == nil ? nil : remembered(basePath, limits: limits),
      last: held == nil ? remembered(lastPath, limits: limits) : nil)
    {
    case .success(let found): update = found
    case .failure(var problem):
      problem.file = path
      return CatalogWrite(
        stderr: LimitHints.noted(problem).formatted(path: path, source: held ?? [])
          + "screenspec: nothing written\n", failed: true)
    }
    guard update.conflicts.isEmpty else {
      return CatalogWrite(
        stderr: conflicts(update.conflicts, path: path, source: held ?? [])
          + "screenspec: nothing written\n", failed: true)
    }
    let stdout = update.kept.map {
      $0.remembered
        ? UsageMessages.keptTranslation($0.place.described, $0.catalog, in: Shown.path(path))
        : UsageMessages.keptUnknownTranslation(
          $0.place.described, $0.catalog, app: $0.app, in: Shown.path(path))
    }.joined()
    do throws(FileSystem.Failure) {
      // The catalog as read is what the file holds: no second read to compare with it.
      var files = held == update.bytes ? [] : [(path, update.bytes)]
      // Remembered: the app's values, so that a translation kept now is kept again next
      // time, until the catalog is imported or the app's table changes.
      if let basePath, let lastPath {
        files += [(basePath, update.base), (lastPath, update.bytes)]
      }
      for (file, bytes) in files {
        try FileSystem.makeDirectories(FolderPath.folder(of: file))
        try FileSystem.writeAtomically(bytes, to: file, sync: false)
      }
    } catch {
      return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
    }
    return CatalogWrite(
      stdout: stdout + (held == update.bytes ? "unchanged " : "wrote ") + Shown.path(path) + "\n")
  }

  /// The bytes of what the app keeps at `path` (``CatalogTranslators``), if it has them.
  static func remembered(_ path: String?, limits: JSONLimits) -> [UInt8]? {
    guard let path, FileSystem.kind(path) == .file else { return nil }
    return try? FileSystem.read(path, limit: limits.maxBytes + 1)
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
