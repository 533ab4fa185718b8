import ScreenFiles
import ScreenFormat
import SettingsBundle

extension App {
  /// Reads an app from disk exactly as `screenspec check PATH` and `render PATH` read it: a
  /// folder is the app (its screens, `app.yaml`, `strings/`); a screen file loads with what
  /// it reaches (the screens it pushes, those binding a state key it uses, `app.yaml`,
  /// `strings/`), and its screen becomes the start; a `Settings.bundle` is the app its
  /// import makes (read in memory, nothing written), its errors at their places in its
  /// plists. A relative path is resolved against the current directory.
  ///
  /// ```swift
  /// let app = try App.load(from: "Screens")
  /// var session = try Session(app: app, screen: "fight-card")
  /// ```
  ///
  /// - Throws: ``LoadError`` with every diagnostic when any file has an error, or when the
  ///   path is missing, not a file or folder, or a scenario (load it with
  ///   ``Scenario/load(from:limits:)``).
  public static func load(from path: String, limits: ParseLimits = .default) throws(LoadError)
    -> App
  {
    let loaded = try read(path, limits: limits)
    switch loaded.kind {
    case .app(let result, let screenID):
      guard var app = result.app else { throw LoadError(reports: result.reports) }
      if let screenID { app.start = screenID }
      return app
    case .scenario:
      throw LoadError(
        reports: [],
        problem: "\(path) is a scenario; load it with Scenario.load(from:)")
    }
  }

  /// A path read from disk by the library's loading policy.
  static func read(_ path: String, limits: ParseLimits) throws(LoadError) -> LoadedPath {
    do {
      return try PathReader(base: DiskFiles(), limits: limits).loadPath(path)
    } catch {
      throw LoadError(reports: [], problem: error.message)
    }
  }
}

extension Scenario {
  /// Reads a scenario file from disk with the app its `app` key names, as `screenspec
  /// snapshot` does; assert its frames with `assertSnapshot(of: try Scenario.load(from:
  /// path), as: .scenario, named: "…")`.
  ///
  /// - Throws: ``LoadError`` when the scenario or its app has an error, or the path is not a
  ///   scenario.
  public static func load(from path: String, limits: ParseLimits = .default) throws(LoadError)
    -> (App, Scenario)
  {
    let loaded = try App.read(path, limits: limits)
    guard case .scenario(let scenario) = loaded.kind else {
      throw LoadError(reports: [], problem: "\(path) is not a scenario (it has no 'app' key)")
    }
    guard let runnable = scenario.runnable else { throw LoadError(reports: scenario.reports) }
    return (runnable.1, runnable.0)
  }
}
