import Basics
import ScreenFormat
import YAMLTree

/// Reads the PATHs of one run as the tool does: a Settings.bundle, or a path inside one, is
/// the app its import writes, read in memory (imported once) with the bundle's diagnostics
/// in its plists; any other path is read from `base` with the library's loading policy
/// (``AppReader``: a folder is the app, a screen file loads what it reaches).
package final class PathReader {
  /// The reader of every path outside a bundle.
  package let reader: AppReader
  private let base: any FileAccess
  private let limits: ParseLimits
  /// How every reader of the run loads, the base's and each bundle's alike.
  private let settings: AppReader.Settings
  /// What a screen file's reports become before a bundle's are added (the tool notes how
  /// to raise a limit).
  private let noting: ([FileDiagnostics]) -> [FileDiagnostics]
  /// A reader for each Settings.bundle named, over the app its import writes in memory.
  private var bundles: [String: (reader: AppReader, imported: ImportedBundle)] = [:]

  /// Creates a reader of paths in `base`.
  package init(
    base: any FileAccess, limits: ParseLimits, settings: AppReader.Settings = .init(),
    noting: @escaping ([FileDiagnostics]) -> [FileDiagnostics] = { $0 }
  ) {
    self.base = base
    self.limits = limits
    self.settings = settings
    self.noting = noting
    reader = AppReader(files: base, limits: limits, settings: settings)
  }

  /// The reader of a path: its bundle's, when the path is or lies in a Settings.bundle
  /// (imported once, in memory), else the base's.
  private func reader(for path: String) -> (AppReader, ImportedBundle?) {
    var folder = FolderPath.normalized(path)
    while !folder.isEmpty, folder != "." {
      if let found = bundles[folder] { return (found.reader, found.imported) }
      if ImportedBundle.isBundle(folder, in: base) {
        let imported = ImportedBundle(bundle: folder, base: base)
        // The base's settings: export reads each screen's rows from the trees it keeps.
        let bundleReader = AppReader(files: imported, limits: limits, settings: settings)
        bundles[folder] = (bundleReader, imported)
        return (bundleReader, imported)
      }
      let parent = FolderPath.folder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    return (reader, nil)
  }

  /// How many times a folder was read and decoded.
  package var foldersLoaded: Int { reader.foldersLoaded }
  /// Folders inside a loaded app folder whose YAML files are not loaded.
  package var skippedFolders: [String] { reader.skippedFolders }

  /// Loads a PATH, a Settings.bundle as the app its import writes; its diagnostics are the
  /// import's, in the plists.
  package func loadPath(_ path: String) throws(LoadProblem) -> LoadedPath {
    let (reader, imported) = reader(for: path)
    // A bundle whose import made no app is what the import found.
    if let imported, imported.result.app == nil {
      return LoadedPath(
        path: FolderPath.normalized(path),
        kind: .app(AppAssembler.Result(importFound: imported.reports), screenID: nil),
        isFolder: true)
    }
    var input = try reader.load(path)
    if let imported, case .app(var result, let screenID) = input.kind {
      result.reports = Self.bundleReports(imported, loaded: result.reports)
      input.kind = .app(result, screenID: screenID)
    }
    return input
  }

  /// A bundle's reports: the import's, located in the plists and strings files. What the
  /// screens' load finds again in the screens the import wrote is left out (the import said
  /// it at its plist line); an error that stops drawing is kept, so none goes unsaid.
  private static func bundleReports(_ imported: ImportedBundle, loaded: [FileDiagnostics])
    -> [FileDiagnostics]
  {
    // When the import found a mistake, the screens' previewable errors are the same ones
    // told again; when it found none, any error the screens hold is new, and kept.
    let importFoundErrors = imported.reports.holdError
    let kept = loaded.compactMap { report -> FileDiagnostics? in
      let errors = report.diagnostics.filter {
        importFoundErrors ? $0.stopsDrawing : $0.severity == .error
      }
      return errors.isEmpty ? nil : FileDiagnostics(file: report.file, diagnostics: errors)
    }
    return imported.reports + imported.relocated(kept)
  }

  /// ``loadPath(_:)`` as a result, the way to load a `CheckRun` takes.
  package func result(_ path: String) -> Result<LoadedPath, LoadProblem> {
    Result { () throws(LoadProblem) in try loadPath(path) }
  }

  /// An app folder's own files as its load read them (``AppReader/appFiles(of:)``).
  package func appFiles(of folder: String) throws(LoadProblem) -> [(
    path: String, bytes: [UInt8]
  )] {
    try reader(for: folder).0.appFiles(of: folder)
  }

  /// A screen file with what it reaches.
  package func screenFile(_ path: String) throws(LoadProblem) -> AppReader.LoadedFolder {
    let (reader, imported) = reader(for: path)
    var loaded = try reader.screenFile(path)
    loaded.result.reports = noting(loaded.result.reports)
    if let imported {
      loaded.result.reports = Self.bundleReports(imported, loaded: loaded.result.reports)
    }
    return loaded
  }
}
