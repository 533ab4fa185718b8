import OperatingSystem
import ScreenFiles
import ScreenFormat
import SettingsBundle
import YAMLTree

/// A PATH argument, loaded (the library's ``LoadedPath``).
typealias Input = LoadedPath
/// A scenario file with the app it drives (the library's ``LoadedScenario``).
typealias ScenarioInput = LoadedScenario
/// Loads the PATHs of one command run from disk (the library's ``PathReader``: a
/// Settings.bundle is the app its import writes); a path that cannot be loaded at all is a
/// usage error, and a limit's diagnostic says how to raise it.
typealias InputLoader = PathReader

extension PathReader {
  /// A reader of the disk, whose diagnostics say how to raise a limit.
  convenience init(limits: ParseLimits, settings: AppReader.Settings = .init()) {
    self.init(base: DiskFiles(), limits: limits, settings: settings, noting: LimitHints.noted)
  }

  /// The warning for each of ``skippedFolders``, for standard error.
  var skippedFolderWarnings: String {
    skippedFolders.map(UsageMessages.folderNotLoaded).joined()
  }

  /// Loads a PATH as the contract describes: missing paths are usage errors. A
  /// Settings.bundle is the app its import writes, read in memory; its diagnostics are the
  /// import's, in the plists.
  /// `APP/app.yaml` is loaded as its app folder (``CommandPaths/app(_:)``).
  func load(_ path: String) throws(UsageError) -> Input {
    do {
      return LimitHints.noted(try loadPath(CommandPaths.app(path)))
    } catch {
      throw UsageError(error.message)
    }
  }

  /// An app folder's own files as its load read them (``AppReader/appFiles(of:)``).
  func appFiles(_ folder: String) throws(UsageError) -> [(path: String, bytes: [UInt8])] {
    do {
      return try appFiles(of: folder)
    } catch {
      throw UsageError(error.message)
    }
  }
}
