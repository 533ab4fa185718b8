import Basics
import OperatingSystem
import PropertyList
import ScreenBehavior
import ScreenChecks
import ScreenFiles
import ScreenFormat
import ScreenModel
import SettingsBundle
import YAMLTree

/// The app folders a check loaded whose screens list `plists:`: apps kept as a
/// Settings.bundle, which export writes back.
final class BundleApps {
  /// Each such folder once, in the order loaded.
  private(set) var folders: [String] = []
  /// Every app folder loaded that has a `kept/` folder, once, in the order loaded.
  private(set) var keeping: [String] = []

  /// Notes a loaded path's folder when its app loaded without an error that stops drawing
  /// and a screen of it lists `plists:`.
  func note(_ loaded: LoadedPath) {
    if case .app = loaded.kind, !keeping.contains(loaded.folder),
      FileSystem.kind(FolderPath.join(loaded.folder, KeptFile.folder)) == .directory
    {
      keeping.append(loaded.folder)
    }
    // By index: a closure given each screen of a folder of thousands copies each.
    guard case .app(let result, _) = loaded.kind, let app = result.app,
      !result.reports.stopDrawing,
      app.screens.indices.contains(where: { app.screens[$0].plists != nil }),
      !folders.contains(loaded.folder),
      !ImportedBundle.isBundle(loaded.folder, in: DiskFiles())
    else { return }
    folders.append(loaded.folder)
  }
}

extension CheckCommand {
  /// What export refuses in the app folders of `apps`, as `check` errors at the same keys
  /// (issue #54, item 11): an app that lists `plists:` is kept as a Settings.bundle, so what
  /// a bundle cannot hold (a plural text, `maxLength`, a stepper) is a mistake there.
  /// InAppSettingsKit's elements count as exported with `--iask`.
  static func exportErrors(_ apps: BundleApps, limits: ParseLimits) -> [FileDiagnostics] {
    var found: [FileDiagnostics] = []
    for folder in apps.folders {
      var settings = AppReader.Settings()
      settings.keepsSources = true
      let loader = InputLoader(limits: limits, settings: settings)
      guard let input = try? loader.load(folder), case .app(let result, _) = input.kind,
        let app = result.app
      else { continue }
      let problems = AppExport.map(app, iask: true, appPath: FolderPath.join(folder, "app.yaml"))
        .problems.filter { $0.diagnostic.severity == .error }
      guard !problems.isEmpty else { continue }
      let files = (try? loader.appFiles(folder)) ?? []
      var sources: [String: [UInt8]] = [:]
      for file in files { sources[FolderPath.join(folder, file.path)] = file.bytes }
      for problem in problems {
        found.append(
          FileDiagnostics(
            file: SourceFile(path: problem.path, bytes: sources[problem.path] ?? []),
            diagnostics: [problem.diagnostic]))
      }
    }
    return found
  }
}

extension CheckCommand {
  /// A warning at each strings file of an app's `kept/` folder that import could not read:
  /// the screens do not hold it, and export writes it back as it is.
  static func keptUnread(_ apps: BundleApps) -> [FileDiagnostics] {
    apps.keeping.flatMap { folder in
      let kept = FolderPath.join(folder, KeptFile.folder)
      let source = FileAccessBundle(
        root: kept, files: DiskFiles(), limit: PlistLimits.default.maxBytes)
      let files = BundleImport.keptFiles(source).map { ($0.path, $0.bytes) }
      return KeptStrings.unread(files, limits: .default).map { found in
        FileDiagnostics(
          file: SourceFile(path: FolderPath.join(kept, found.path), bytes: []),
          diagnostics: [found.diagnostic])
      }
    }
  }
}

extension CheckCommand {
  /// Every file's diagnostics when the file at a path holds other bytes, as `check PATH`
  /// loads it (a fix is tried so before `--fix` writes it: ``FixCheck``).
  static func recheck(limits: ParseLimits) -> (String, [UInt8]) -> [FileDiagnostics] {
    { path, bytes in
      let files = OverlayFiles(base: DiskFiles(), documents: [path: bytes])
      let loader = InputLoader(base: files, limits: limits, settings: .check())
      let run = CheckRun(paths: [path], reader: loader.reader, load: loader.result)
      return (try? run.run())?.files ?? []
    }
  }
}
