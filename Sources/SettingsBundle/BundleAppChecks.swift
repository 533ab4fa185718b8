import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

/// What `check` says of the apps kept as a Settings.bundle: the app folders a check loaded
/// whose screens list `plists:` (export writes them back, so what a bundle cannot hold is
/// an error), and those with a `kept/` folder (whose strings files import could not read
/// are warnings). With `check --export`, every app is one export writes.
package final class BundleAppChecks {
  /// How `check` is asked about export (`--export`, `--iask`).
  package enum Export: Sendable {
    /// Only the apps whose screens list `plists:` (as InAppSettingsKit's).
    case keptBundles
    /// Every app, as `export` writes it, InAppSettingsKit's elements with `iask`.
    case every(iask: Bool)
  }

  /// The files the apps are read from.
  private let files: any FileAccess
  /// Which apps are checked as export writes them.
  private let export: Export
  /// Each folder whose screens list `plists:`, once, in the order loaded.
  package private(set) var folders: [String] = []
  /// Every app folder loaded that has a `kept/` folder, once, in the order loaded.
  package private(set) var keeping: [String] = []

  /// Checks of the apps in `files`.
  package init(files: any FileAccess, export: Export = .keptBundles) {
    self.files = files
    self.export = export
  }

  /// Notes a loaded path's folder when it has a `kept/` folder, and when its app loaded
  /// without an error that stops drawing and a screen of it lists `plists:` (not a bundle
  /// read as an app: it is the bundle).
  package func note(_ loaded: LoadedPath) {
    if case .app = loaded.kind, !keeping.contains(loaded.folder),
      files.kind(of: FolderPath.join(loaded.folder, KeptFile.folder)) == .directory
    {
      keeping.append(loaded.folder)
    }
    // By index: a closure given each screen of a folder of thousands copies each.
    guard case .app(let result, _) = loaded.kind, let app = result.app,
      !result.reports.stopDrawing,
      exportsEvery || app.screens.indices.contains(where: { app.screens[$0].plists != nil }),
      !folders.contains(loaded.folder),
      !ImportedBundle.isBundle(loaded.folder, in: files)
    else { return }
    folders.append(loaded.folder)
  }

  /// Whether every app is checked as export writes it (`check --export`).
  private var exportsEvery: Bool {
    if case .every = export { true } else { false }
  }

  /// What export refuses in the noted apps, as errors at the same keys (issue #54, item
  /// 11): an app that lists `plists:` is kept as a Settings.bundle, so what a bundle cannot
  /// hold (a plural text, `maxLength`, a stepper) is a mistake there. InAppSettingsKit's
  /// elements count as exported with `--iask`, for such an app always, and for every app
  /// under `check --export` when asked (`--iask`).
  package func exportErrors(limits: ParseLimits) -> [FileDiagnostics] {
    var found: [FileDiagnostics] = []
    for folder in folders {
      let reader = PathReader(base: files, limits: limits, settings: .export())
      guard let input = try? reader.loadPath(folder), case .app(let result, _) = input.kind,
        let app = result.app
      else { continue }
      let iask = if case .every(let iask) = export { iask } else { true }
      let problems = AppExport.map(app, iask: iask, appPath: FolderPath.join(folder, "app.yaml"))
        .problems.filter { $0.diagnostic.severity == .error }
      guard !problems.isEmpty else { continue }
      var sources: [String: [UInt8]] = [:]
      for file in (try? reader.appFiles(of: folder)) ?? [] {
        sources[FolderPath.join(folder, file.path)] = file.bytes
      }
      found += problems.map { problem in
        FileDiagnostics(
          file: SourceFile(path: problem.path, bytes: sources[problem.path] ?? []),
          diagnostics: [problem.diagnostic])
      }
    }
    return found
  }

  /// A warning at each strings file of a noted app's `kept/` folder that import could not
  /// read: the screens do not hold it, and export writes it back as it is.
  package func keptUnread() -> [FileDiagnostics] {
    keeping.flatMap { folder in
      let kept = FolderPath.join(folder, KeptFile.folder)
      let source = FileAccessBundle(root: kept, files: files, limit: PlistLimits.default.maxBytes)
      let read = BundleImport.keptFiles(source).map { ($0.path, $0.bytes) }
      return KeptStrings.unread(read, limits: .default).map { found in
        FileDiagnostics(
          file: SourceFile(path: FolderPath.join(kept, found.path), bytes: []),
          diagnostics: [found.diagnostic])
      }
    }
  }
}
