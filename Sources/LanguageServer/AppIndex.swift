import Basics
import ScreenFormat
import ScreenModel

/// The app a file belongs to, and the names in it: its screens, templates and state keys,
/// and where each is written. Read from the workspace's files (open documents first) on
/// each request.
struct AppIndex {
  let workspace: Workspace
  /// The app folder.
  let folder: String

  /// The app of the file at `path`: its folder; a strings table's or template's app is the
  /// folder above; a scenario's is the one its `app` names.
  init(of path: String, role: FileRole, workspace: Workspace) {
    self.workspace = workspace
    let own = FolderPath.folder(of: path)
    switch role {
    case .strings, .template: folder = FolderPath.folder(of: own)
    case .scenario:
      let lines = workspace.positions(path)
      let app = (1...200).lazy.map(lines.line).first { $0.hasPrefix("app:") }
      let value = app.map { YAMLCursor.trimmed(Array($0.unicodeScalars.dropFirst(4))[...]) } ?? "."
      let target = Self.resolved(value.hasPrefix("/") ? value : FolderPath.join(own, value))
      folder =
        workspace.files.kind(of: target) == .directory ? target : FolderPath.folder(of: target)
    case .screen, .app: folder = own
    }
  }

  /// A path with `.` and `..` parts resolved as text.
  static func resolved(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The YAML files named directly in a folder.
  func yamlFiles(in folder: String) -> [String] {
    ((try? workspace.files.entries(inFolder: folder)) ?? []).filter {
      FolderPath.isYAML($0.name) && $0.kind != .directory
    }.map { FolderPath.join(folder, $0.name) }
  }

  /// The app's strings tables: `strings/LANG.yaml`, then each named table's
  /// `strings/TABLE/LANG.yaml`.
  var stringsTables: [String] {
    let strings = FolderPath.join(folder, "strings")
    var files = yamlFiles(in: strings)
    for entry in (try? workspace.files.entries(inFolder: strings)) ?? []
    where !entry.name.hasPrefix(".") && entry.kind != .file {
      files += yamlFiles(in: FolderPath.join(strings, entry.name))
    }
    return files
  }

  /// The names of the app's strings tables a screen's `stringsTable:` may give: `Root` (the
  /// default table), then each folder of `strings/`, in byte order.
  var tableNames: [String] {
    let strings = FolderPath.join(folder, "strings")
    let folders = ((try? workspace.files.entries(inFolder: strings)) ?? []).filter {
      !$0.name.hasPrefix(".") && $0.kind != .file
    }.map(\.name).filter { $0 != StringsTable.defaultName }
    return [StringsTable.defaultName]
      + folders.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The screen files of the app (not app.yaml).
  var screenFiles: [String] {
    yamlFiles(in: folder).filter { !SourceFile(path: $0, bytes: []).isAppFile }
  }

  /// app.yaml's path, when there is one.
  var appFile: String? {
    ["app.yaml", "app.yml"].map { FolderPath.join(folder, $0) }.first {
      workspace.files.kind(of: $0) == .file
    }
  }

  /// The file of the screen with id `id`: `id.yaml`, else the file whose `id:` says so.
  func screenFile(_ id: String) -> String? {
    for name in ["\(id).yaml", "\(id).yml"] where !id.contains("/") {
      let path = FolderPath.join(folder, name)
      if workspace.files.kind(of: path) == .file { return path }
    }
    return screenFiles.first { declaredID(of: $0) == id }
  }

  /// The id a screen file declares with a top-level `id:`, if it does.
  func declaredID(of path: String) -> String? {
    let lines = workspace.positions(path)
    for number in 1...max(min(lines.lineCount, 400), 1) {
      let line = lines.line(number)
      if line.hasPrefix("id:") {
        return YAMLCursor.trimmed(Array(line.unicodeScalars.dropFirst(3))[...])
      }
    }
    return nil
  }

  /// Every screen id, sorted.
  var screenIDs: [String] {
    screenFiles.map { declaredID(of: $0) ?? SourceFile(path: $0, bytes: []).baseName }.sorted()
  }

  /// The template names (`templates/NAME.yaml`), sorted.
  var templateNames: [String] {
    yamlFiles(in: FolderPath.join(folder, "templates")).map {
      SourceFile(path: $0, bytes: []).baseName
    }.sorted()
  }

  /// app.yaml's top-level state keys, each with its line and value as written.
  var stateEntries: [FileScan.Entry] {
    guard let path = appFile else { return [] }
    return FileScan.entries(under: "state", in: workspace.positions(path))
  }

  /// The files a name of the app may be written in: its screens, app.yaml, templates and
  /// strings tables, and the scenarios beside it (in its parent folder, or in a folder
  /// beside it) whose `app` is this app.
  var searchedFiles: [String] {
    var files = yamlFiles(in: folder)
    files += yamlFiles(in: FolderPath.join(folder, "templates"))
    files += stringsTables
    let parent = FolderPath.folder(of: folder)
    var nearby = yamlFiles(in: parent)
    for entry in (try? workspace.files.entries(inFolder: parent)) ?? []
    where !entry.name.hasPrefix(".") && FolderPath.join(parent, entry.name) != folder {
      let inner = FolderPath.join(parent, entry.name)
      if (entry.kind ?? workspace.files.kind(of: inner)) == .directory {
        nearby += yamlFiles(in: inner)
      }
    }
    for path in nearby where !files.contains(path) {
      guard workspace.role(of: path) == .scenario,
        AppIndex(of: path, role: .scenario, workspace: workspace).folder == folder
      else { continue }
      files.append(path)
    }
    return files
  }
}
