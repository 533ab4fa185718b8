import Basics
import JSON
import OperatingSystem
import PropertyList
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

  /// Writes the catalog, when `--catalog` names one: the texts the load recorded and the
  /// app's tables' entries, their translations from the app's tables.
  static func writeCatalog(
    _ path: String?, _ result: AppAssembler.Result, _ app: App, limits: JSONLimits
  ) throws(UsageError) -> CatalogWrite {
    guard let path else { return CatalogWrite() }
    var existing: JSONValue?
    var held: [UInt8]?
    if FileSystem.kind(path) == .file {
      let bytes: [UInt8]
      do throws(FileSystem.Failure) {
        // Past the limit is an error, so no more than one byte past it is read.
        bytes = try FileSystem.read(path, limit: limits.maxBytes + 1)
        held = bytes
      } catch {
        return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
      }
      switch CatalogExport.read(bytes, limits: limits) {
      case .success(let value): existing = value
      case .failure(var problem):
        problem.file = path
        return CatalogWrite(
          stderr: LimitHints.noted(problem).formatted(path: path, source: bytes)
            + "screenspec: nothing written\n",
          failed: true)
      }
    } else if FileSystem.kind(path) != .missing {
      throw UsageError(UsageMessages.catalogNotAFile(path), command: "export")
    }
    let catalog = CatalogExport.catalog(
      CatalogExport.texts(result, app: app), translations: CatalogExport.translations(app),
      over: existing)
    let bytes = Array(CatalogLayout.written(catalog).utf8)
    // The catalog as read is what the file holds: no second read to compare with it.
    if held == bytes {
      return CatalogWrite(stdout: "unchanged \(Shown.path(path))\n")
    }
    do throws(FileSystem.Failure) {
      try FileSystem.makeDirectories(FolderPath.folder(of: path))
      try FileSystem.writeAtomically(bytes, to: path, sync: false)
    } catch {
      return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
    }
    return CatalogWrite(stdout: "wrote \(Shown.path(path))\n")
  }
}
