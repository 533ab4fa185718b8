import ScreenFiles
import ScreenModel
import YAMLTree

/// A PATH argument, loaded (the library's ``LoadedPath``).
typealias Input = LoadedPath
/// A scenario file with the app it drives (the library's ``LoadedScenario``).
typealias ScenarioInput = LoadedScenario

/// Loads the PATHs of one command run from disk, with the library's loading policy
/// (``AppReader``: a folder is the app, a screen file loads what it reaches); a path that
/// cannot be loaded at all is a usage error.
final class InputLoader {
  let reader: AppReader

  init(limits: ParseLimits) {
    reader = AppReader(files: DiskFiles(), limits: limits)
  }

  /// Whether whole folders warn at strings-table entries no screen uses (`check`).
  var reportUnusedTranslations: Bool {
    get { reader.reportUnusedTranslations }
    set { reader.reportUnusedTranslations = newValue }
  }
  /// Whether every screen's translatable texts are listed (`check --locale`).
  var collectTexts: Bool {
    get { reader.collectTexts }
    set { reader.collectTexts = newValue }
  }
  /// Whether a PATH may name a strings table (`check`), rather than a screen.
  var acceptsStringsTables: Bool {
    get { reader.acceptsStringsTables }
    set { reader.acceptsStringsTables = newValue }
  }
  /// How many times a folder was read and decoded.
  var foldersLoaded: Int { reader.foldersLoaded }
  /// Folders inside a loaded app folder whose YAML files are not loaded.
  var skippedFolders: [String] { reader.skippedFolders }
  /// The warning for each of ``skippedFolders``, for standard error.
  var skippedFolderWarnings: String {
    skippedFolders.map(UsageMessages.folderNotLoaded).joined()
  }

  /// Loads a PATH as the contract describes: missing paths are usage errors.
  func load(_ path: String) throws(UsageError) -> Input {
    do {
      return LimitHints.noted(try reader.load(path))
    } catch {
      throw UsageError(error.message)
    }
  }

  /// An app folder's own files as its load read them (``AppReader/appFiles(of:)``).
  func appFiles(_ folder: String) throws(UsageError) -> [(path: String, bytes: [UInt8])] {
    do {
      return try reader.appFiles(of: folder)
    } catch {
      throw UsageError(error.message)
    }
  }

  /// A screen file with what it reaches.
  func screenFile(_ path: String) throws(UsageError) -> AppReader.LoadedFolder {
    do {
      var loaded = try reader.screenFile(path)
      loaded.result.reports = LimitHints.noted(loaded.result.reports)
      return loaded
    } catch {
      throw UsageError(error.message)
    }
  }
}
