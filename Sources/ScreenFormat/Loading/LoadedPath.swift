import Basics
import ScreenModel

/// A path, loaded: an app (a folder, or a screen file with what it reaches), or a scenario
/// file with the app it drives. What ``AppReader/load(_:)`` gives.
public struct LoadedPath {
  /// What the path held.
  public enum Kind {
    /// An app; `screenID` is the screen of the file named, if a file was.
    case app(AppAssembler.Result, screenID: String?)
    /// A scenario and the app it drives.
    case scenario(LoadedScenario)
  }

  /// The path as the user named it, tidied (`./posts.yaml` → `posts.yaml`).
  public var path: String
  /// What it held.
  public var kind: Kind
  /// Whether the PATH named a folder (else a file).
  package var isFolder = false
  /// For a folder: its scenario files, each with the app it drives.
  public var scenarios: [LoadedScenario] = []

  /// The folder holding the PATH's files: the folder itself, or the file's folder.
  package var folder: String { isFolder ? path : FolderPath.folder(of: path) }

  /// Every report to print: the app's files, and a scenario's own and its app's.
  public var reports: [FileDiagnostics] {
    switch kind {
    case .app(let result, _): return result.reports
    case .scenario(let scenario): return scenario.reports
    }
  }
}

extension LoadedPath {
  /// Creates a loaded path made elsewhere (a Settings.bundle read through its import).
  package init(path: String, kind: Kind, isFolder: Bool) {
    self.init(path: path, kind: kind)
    self.isFolder = isFolder
  }
}

/// A scenario file, decoded, with the app its `app` key names.
public struct LoadedScenario {
  /// The scenario file.
  public var file: SourceFile
  /// The scenario; nil when its file has an error.
  public var scenario: Scenario?
  /// The scenario file's own diagnostics, its `app` and `screen` keys' included.
  public var diagnostics: [Diagnostic]
  /// The app it drives; nil when the scenario has an error or its app cannot be read.
  public var app: AppAssembler.Result?
  /// The folder of the app it drives, when there is one.
  package var appFolder: String?

  /// The scenario's own report, then its app's.
  package var reports: [FileDiagnostics] {
    let own = diagnostics.isEmpty ? [] : [FileDiagnostics(file: file, diagnostics: diagnostics)]
    return own + (app?.reports ?? [])
  }

  /// Whether it can run: no error in its file, its app loaded.
  public var runnable: (Scenario, App)? {
    guard let scenario, let app = app?.app else { return nil }
    return (scenario, app)
  }
}
