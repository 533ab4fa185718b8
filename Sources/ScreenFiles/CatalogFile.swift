import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle
import StringCatalogs

/// The String Catalog `export --catalog` writes on disk, read before anything is written,
/// with what the app folder remembers of it (``CatalogTranslators/base(of:)`` and
/// ``CatalogTranslators/last(of:)``), so that a translator's change is kept again next time.
package struct CatalogFile {
  /// Why the catalog is not updated.
  package enum Refusal: Error {
    /// Something that is not a file is at its path.
    case notAFile
    /// The file cannot be read: why.
    case unreadable(FileSystem.Failure)
  }

  /// The catalog's path.
  package let path: String
  /// The bytes the file holds (nil: a new file), read to one byte past the limit, which is
  /// an error.
  package let held: [UInt8]?
  /// Where the app folder remembers the app's values and the catalog as last written
  /// (nil for a bundle read as an app, which remembers nothing).
  package let base: String?
  /// Where the app folder remembers the catalog as last written or read.
  package let last: String?
  /// The catalog's read limits.
  package let limits: JSONLimits

  /// The catalog at `path` on disk, remembered in the app folder `memory`
  /// (``OwnedFiles/memory(ofApp:)``).
  package init(_ path: String, remembering memory: String?, limits: JSONLimits)
    throws(Refusal)
  {
    switch FileSystem.kind(path) {
    case .missing: held = nil
    case .file:
      do throws(FileSystem.Failure) {
        held = try FileSystem.read(path, limit: limits.maxBytes + 1)
      } catch {
        throw .unreadable(error)
      }
    default: throw .notAFile
    }
    let name = FolderPath.lastPart(path)
    self.path = path
    self.base = memory.map { FolderPath.join($0, CatalogTranslators.base(of: name)) }
    self.last = memory.map { FolderPath.join($0, CatalogTranslators.last(of: name)) }
    self.limits = limits
  }

  /// The update of the catalog with the loaded app's texts and translations, as
  /// ``CatalogUpdate/over(_:texts:translations:limits:base:last:)`` decides it: over the
  /// file it holds with what the app remembers writing (`base`), or a new file from the
  /// catalog last written or read (`last`).
  package func update(_ result: AppAssembler.Result, app: App) -> Result<
    CatalogUpdate, BundleProblem
  > {
    CatalogUpdate.over(
      held, texts: CatalogExport.texts(of: result, app: app),
      translations: CatalogExport.translations(app), limits: limits,
      base: held == nil ? nil : remembered(base), last: held == nil ? remembered(last) : nil)
  }

  /// Whether the update leaves the catalog's bytes as the file holds them (then it is not
  /// written: the catalog as read is what the file holds, with no second read).
  package func isUnchanged(by update: CatalogUpdate) -> Bool { held == update.bytes }

  /// Writes the update: the catalog, when its bytes change, and what the app folder
  /// remembers (the app's values, so that a translation kept now is kept again next time,
  /// until the catalog is imported or the app's table changes).
  package func write(_ update: CatalogUpdate) throws(FileSystem.Failure) {
    var files = isUnchanged(by: update) ? [] : [(path, update.bytes)]
    if let base, let last { files += [(base, update.base), (last, update.bytes)] }
    for (file, bytes) in files {
      try FileSystem.makeDirectories(FolderPath.folder(of: file))
      try FileSystem.writeAtomically(bytes, to: file, sync: false)
    }
  }

  /// The bytes the app keeps at `path`, if it has them.
  func remembered(_ path: String?) -> [UInt8]? {
    guard let path, FileSystem.kind(path) == .file else { return nil }
    return try? FileSystem.read(path, limit: limits.maxBytes + 1)
  }
}
