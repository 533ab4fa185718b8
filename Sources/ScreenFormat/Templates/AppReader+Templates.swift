import Basics
import ScreenModel

extension AppReader {
  /// A template (`APP/templates/NAME.yaml`) is checked with its app: the app folder is
  /// loaded, and the template's own reports (its errors, found where screens use it) are
  /// its reports.
  func templateFile(_ path: String, in app: String) throws(LoadProblem) -> LoadedPath {
    let loaded = try folder(app)
    var result = loaded.result
    let canonical = files.canonical(path)
    result.reports = result.reports.filter { files.canonical($0.file.path) == canonical }
    return LoadedPath(path: path, kind: .app(result, screenID: nil))
  }

  /// An app folder's templates: the YAML files of its `templates/` folder, all of them
  /// (a folder's load checks each and warns at those no screen uses).
  package func templateFiles(of folder: String) throws(LoadProblem) -> [SourceFile] {
    let path = FolderPath.join(folder, "templates")
    if Self.leaves(path, folder, files: files) {
      return [.unreadable(path: path, reason: Messages.linkLeavesApp)]
    }
    guard files.kind(of: path) == .directory else { return [] }
    return try readFiles(inFolder: path, limits: limits, app: folder)
  }

  /// An app folder's templates as a screen file reaches them: each read when a screen
  /// first uses it, and no other.
  func templates(of folder: String) -> TemplateLibrary {
    let path = FolderPath.join(folder, "templates")
    guard !Self.leaves(path, folder, files: files), files.kind(of: path) == .directory,
      let entries = try? files.entries(inFolder: path)
    else { return .empty }
    var names: [String: String] = [:]
    for entry in entries where FolderPath.isYAML(entry.name) && entry.kind != .directory {
      let file = SourceFile(path: FolderPath.join(path, entry.name), bytes: [])
      if names[file.baseName] == nil { names[file.baseName] = entry.name }
    }
    let limits = self.limits
    let files = self.files
    return TemplateLibrary(names: Array(names.keys), limits: limits) { name in
      names[name].map {
        Self.read(FolderPath.join(path, $0), from: files, limits: limits, app: folder)
      }
    }
  }
}
