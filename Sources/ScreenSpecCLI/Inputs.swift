import ScreenModel
import ScreenSnapshots
import YAMLTree

/// A PATH argument read into source files: an app folder, or a screen file with the rest
/// of its folder, or a scenario file.
struct Input {
  enum Kind {
    /// An app; `screenID` is the screen of the file named, if a file was.
    case app(AppLoader.Result, screenID: String?)
    /// A scenario with the app it names (nil when the scenario has errors).
    case scenario(
      file: SourceFile, scenario: Scenario?, diagnostics: [Diagnostic], app: AppLoader.Result?)
  }

  var path: String
  var kind: Kind
  /// Whether the PATH named a folder (else a file).
  var isFolder = false
  /// For a folder: the scenario files in it, loaded.
  var scenarios: [Input] = []

  /// Every report to print: the app's files and the scenario's.
  var reports: [FileDiagnostics] {
    switch kind {
    case .app(let result, _):
      return result.reports
    case .scenario(let file, _, let diagnostics, let app):
      let own = diagnostics.isEmpty ? [] : [FileDiagnostics(file: file, diagnostics: diagnostics)]
      return own + (app?.reports ?? [])
    }
  }

  /// The reports to show for this input. When a screen file was named, only that file's
  /// and `app.yaml`'s are shown, unless `forNamedFile` is false.
  func reports(forNamedFile: Bool) -> [FileDiagnostics] {
    guard forNamedFile, !isFolder, case .app = kind else {
      return reports
    }
    return reports.filter { $0.file.path == path || $0.file.isAppFile }
  }

  static func isYAML(_ name: String) -> Bool {
    name.hasSuffix(".yaml") || name.hasSuffix(".yml")
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func join(_ folder: String, _ name: String) -> String {
    if folder == "." { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Reads the YAML files of a folder, sorted by name.
  static func files(inFolder folder: String, limits: ParseLimits) throws(UsageError) -> [SourceFile]
  {
    let names: [String]
    do {
      names = try FileSystem.list(folder)
    } catch {
      throw UsageError("cannot read folder \(error)")
    }
    let paths = names.filter(isYAML).map { join(folder, $0) }
    let read = ParallelMap.map(paths) { path -> Swift.Result<SourceFile?, UsageError> in
      guard FileSystem.kind(path) == .file else { return .success(nil) }
      do throws(UsageError) {
        return .success(try Input.read(path, limits: limits))
      } catch {
        return .failure(error)
      }
    }
    var files: [SourceFile] = []
    for result in read {
      switch result {
      case .success(let file?): files.append(file)
      case .success(nil): continue
      case .failure(let error): throw error
      }
    }
    return files
  }

  static func read(_ path: String, limits: ParseLimits) throws(UsageError) -> SourceFile {
    do {
      return SourceFile(path: path, bytes: try FileSystem.read(path, limit: limits.maxBytes))
    } catch {
      throw UsageError("cannot read \(error)")
    }
  }

  /// Loads a PATH as the contract describes.
  static func load(_ path: String, limits: ParseLimits) throws(UsageError) -> Input {
    switch FileSystem.kind(path) {
    case .missing:
      throw UsageError("no such file or folder: \(path)")
    case .other:
      throw UsageError("not a file or folder: \(path)")
    case .directory:
      let files = try files(inFolder: path, limits: limits)
      if files.isEmpty { throw UsageError("no YAML files in folder \(path)") }
      let result = AppLoader.load(files, limits: limits)
      var scenarios: [Input] = []
      for file in files where result.scenarioPaths.contains(file.path) {
        scenarios.append(try scenario(file, limits: limits))
      }
      return Input(
        path: path, kind: .app(result, screenID: nil), isFolder: true, scenarios: scenarios)
    case .file:
      // The folder is loaded once; the loader itself tells a scenario file from a screen.
      let folder = folder(of: path)
      var files = try files(inFolder: folder, limits: limits)
      if !files.contains(where: { $0.path == path }) {
        files.append(try read(path, limits: limits))
      }
      let result = AppLoader.load(files, limits: limits)
      if result.scenarioPaths.contains(path), let file = files.first(where: { $0.path == path }) {
        return try scenario(file, limits: limits)
      }
      return Input(path: path, kind: .app(result, screenID: result.screenIDs[path]))
    }
  }

  private static func scenario(_ file: SourceFile, limits: ParseLimits) throws(UsageError) -> Input
  {
    let (scenario, diagnostics) = ScenarioLoader.load(file, limits: limits)
    guard let scenario else {
      return Input(
        path: file.path,
        kind: .scenario(file: file, scenario: nil, diagnostics: diagnostics, app: nil))
    }
    let target =
      scenario.app.hasPrefix("/") ? scenario.app : join(folder(of: file.path), scenario.app)
    let app = try load(target, limits: limits)
    guard case .app(let result, let screenID) = app.kind else {
      throw UsageError("\(file.path): 'app' names a scenario, not a screen or app: \(scenario.app)")
    }
    var resolved = scenario
    if resolved.screen == nil, let screenID { resolved.screen = screenID }
    return Input(
      path: file.path,
      kind: .scenario(file: file, scenario: resolved, diagnostics: diagnostics, app: result))
  }
}
