import Basics
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle
import YAMLTree

/// A PATH argument, loaded (the library's ``LoadedPath``).
typealias Input = LoadedPath
/// A scenario file with the app it drives (the library's ``LoadedScenario``).
typealias ScenarioInput = LoadedScenario

/// Loads the PATHs of one command run from disk, with the library's loading policy
/// (``AppReader``: a folder is the app, a screen file loads what it reaches); a path that
/// cannot be loaded at all is a usage error.
final class InputLoader {
  let reader: ScreenFormat.AppReader
  private let limits: ParseLimits
  /// How every reader of the run loads, the disk's and each bundle's alike.
  private let settings: ScreenFormat.AppReader.Settings
  /// A reader for each Settings.bundle named, over the app its import writes in memory.
  private var bundles: [String: (reader: ScreenFormat.AppReader, imported: ImportedBundle)] = [:]

  init(limits: ParseLimits, settings: ScreenFormat.AppReader.Settings = .init()) {
    self.limits = limits
    self.settings = settings
    reader = ScreenFormat.AppReader(files: DiskFiles(), limits: limits, settings: settings)
  }

  /// The reader of a path: its bundle's, when the path is or lies in a Settings.bundle
  /// (imported once, in memory), else the disk's.
  private func reader(for path: String) -> (ScreenFormat.AppReader, ImportedBundle?) {
    let normalized = FolderPath.normalized(path)
    var folder = normalized
    while !folder.isEmpty, folder != "." {
      if let found = bundles[folder] { return (found.reader, found.imported) }
      if ImportedBundle.isBundle(folder, in: DiskFiles()) {
        let imported = ImportedBundle(bundle: folder, base: DiskFiles())
        // The disk's settings: export reads each screen's rows from the trees it keeps.
        let bundleReader = ScreenFormat.AppReader(
          files: imported, limits: limits, settings: settings)
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
  var foldersLoaded: Int { reader.foldersLoaded }
  /// Folders inside a loaded app folder whose YAML files are not loaded.
  var skippedFolders: [String] { reader.skippedFolders }
  /// The warning for each of ``skippedFolders``, for standard error.
  var skippedFolderWarnings: String {
    skippedFolders.map(UsageMessages.folderNotLoaded).joined()
  }

  /// Loads a PATH as the contract describes: missing paths are usage errors. A
  /// Settings.bundle is the app its import writes, read in memory; its diagnostics are the
  /// import's, in the plists.
  func load(_ path: String) throws(UsageError) -> Input {
    do {
      return LimitHints.noted(try loadPath(path))
    } catch {
      throw UsageError(error.message)
    }
  }

  /// Loads a PATH, a Settings.bundle as the app its import writes.
  func loadPath(_ path: String) throws(LoadProblem) -> Input {
    let (reader, imported) = reader(for: path)
    // A bundle whose import made no app is what the import found.
    if let imported, imported.result.app == nil {
      return Input(
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

  /// An app folder's own files as its load read them (``AppReader/appFiles(of:)``).
  func appFiles(_ folder: String) throws(UsageError) -> [(path: String, bytes: [UInt8])] {
    do {
      return try reader(for: folder).0.appFiles(of: folder)
    } catch {
      throw UsageError(error.message)
    }
  }

  /// A screen file with what it reaches.
  func screenFile(_ path: String) throws(LoadProblem) -> ScreenFormat.AppReader.LoadedFolder {
    let (reader, imported) = reader(for: path)
    var loaded = try reader.screenFile(path)
    loaded.result.reports = LimitHints.noted(loaded.result.reports)
    if let imported {
      loaded.result.reports = Self.bundleReports(imported, loaded: loaded.result.reports)
    }
    return loaded
  }
}
