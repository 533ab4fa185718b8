import Basics
import JSON
import OperatingSystem
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle
import SwiftUIExport

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
  /// app's tables' entries, their translations from the app's tables; a text that
  /// interpolates keyed as the app's generated SwiftUI looks it up (`%lld unread posts`).
  ///
  /// Over a catalog export wrote before, a unit a translator changed since is kept and said
  /// (``CatalogTranslators``), and one the app's table changed too is a conflict at its
  /// entry (nothing written). What export writes is remembered in the app folder.
  static func writeCatalog(
    _ path: String?, _ result: AppAssembler.Result, _ app: App, limits: JSONLimits,
    app folder: String?
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
    let name = FolderPath.lastPart(path)
    let basePath = folder.map { FolderPath.join($0, CatalogTranslators.base(of: name)) }
    let lastPath = folder.map { FolderPath.join($0, CatalogTranslators.last(of: name)) }
    // A new file starts from the catalog of its name as ScreenSpec last wrote or read it.
    let written = CatalogExport.catalog(
      CatalogExport.texts(result, app: app, lookups: SwiftUIExport.lookupKeys(app)),
      translations: CatalogExport.translations(app),
      over: existing ?? remembered(lastPath, limits: limits))
    var outcome = CatalogTranslators.Outcome(catalog: written)
    if let existing {
      let base = remembered(basePath, limits: limits)
      outcome = CatalogTranslators.merged(written, existing: existing, base: base)
    }
    guard outcome.conflicts.isEmpty else {
      return CatalogWrite(
        stderr: conflicts(outcome.conflicts, path: path, source: held ?? [])
          + "screenspec: nothing written\n", failed: true)
    }
    let stdout = outcome.kept.map {
      $0.remembered
        ? UsageMessages.keptTranslation($0.place.described, $0.catalog, in: Shown.path(path))
        : UsageMessages.keptUnknownTranslation(
          $0.place.described, $0.catalog, app: $0.app, in: Shown.path(path))
    }.joined()
    let bytes = Array(CatalogLayout.written(outcome.catalog).utf8)
    do throws(FileSystem.Failure) {
      // The catalog as read is what the file holds: no second read to compare with it.
      if held != bytes {
        try FileSystem.makeDirectories(FolderPath.folder(of: path))
        try FileSystem.writeAtomically(bytes, to: path, sync: false)
      }
      // Remembered: the app's values, so that a translation kept now is kept again next
      // time, until the catalog is imported or the app's table changes.
      if let basePath, let lastPath {
        let base = outcome.kept.isEmpty ? bytes : Array(CatalogLayout.written(written).utf8)
        for (file, bytes) in [(basePath, base), (lastPath, bytes)] {
          try FileSystem.makeDirectories(FolderPath.folder(of: file))
          try FileSystem.writeAtomically(bytes, to: file, sync: false)
        }
      }
    } catch {
      return CatalogWrite(stderr: "screenspec: error: \(error)\n", failed: true)
    }
    return CatalogWrite(
      stdout: stdout + (held == bytes ? "unchanged " : "wrote ") + Shown.path(path) + "\n")
  }

  /// The catalog the app keeps at `path` (``CatalogTranslators``), if it has one it can read.
  static func remembered(_ path: String?, limits: JSONLimits) -> JSONValue? {
    guard let path, FileSystem.kind(path) == .file else { return nil }
    return (try? FileSystem.read(path, limit: limits.maxBytes + 1)).flatMap {
      try? CatalogExport.read($0, limits: limits).get()
    }
  }

  /// The conflicts as errors, each at its entry's key in the catalog.
  static func conflicts(
    _ found: [CatalogTranslators.Difference], path: String, source: [UInt8]
  ) -> String {
    let formatter = DiagnosticFormatter(path: path, source: source)
    return found.map { conflict in
      let message = UsageMessages.translationConflict(
        conflict.place.described, catalog: conflict.catalog, app: conflict.app)
      return formatter.format(.error(message, at: mark(ofKey: conflict.place.key, in: source)))
    }.joined()
  }

  /// Where an entry's key is first written in a catalog's bytes (its start when not found).
  static func mark(ofKey key: String, in bytes: [UInt8]) -> Mark {
    let quoted = Array(JSONText.quoted(key).utf8)
    guard !quoted.isEmpty, bytes.count >= quoted.count else { return .start }
    var line = 1
    var lineStart = 0
    for index in 0...(bytes.count - quoted.count) {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      if bytes[index] == quoted[0], bytes[index..<(index + quoted.count)].elementsEqual(quoted) {
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count
        return Mark(line: line, column: column + 1)
      }
    }
    return .start
  }
}
