import OperatingSystem
import ScreenFormat

/// Which paths on disk a command reads and follows for a PATH.
package enum CommandPaths {
  /// The path a drawing command loads for PATH: the folder of an `app.yaml` that is a file,
  /// else PATH itself. Every command but `check` (which checks the file it is given)
  /// draws, snapshots, plays or exports the app, which `app.yaml` alone has no screen of.
  package static func app(_ path: String) -> String {
    guard SourceFile.isAppFile(path), FileSystem.kind(path) == .file else { return path }
    return FolderPath.folder(of: FolderPath.normalized(path))
  }

  /// The folder `watch` follows for PATH: PATH when it is a folder, else its file's.
  package static func watched(_ path: String) -> String {
    FileSystem.kind(path) == .directory ? path : FolderPath.folder(of: path)
  }

  /// An app folder and its `templates` folder when it has one: the app's templates are
  /// files of its own, so a change to one redraws too.
  package static func withTemplates(_ folder: String) -> [String] {
    let templates = FolderPath.join(folder, "templates")
    return FileSystem.kind(templates) == .directory ? [folder, templates] : [folder]
  }

  /// The folders a loaded PATH adds to what `watch` follows: a scenario's app folder (with
  /// its templates), so that a scenario redraws when a file of the app it drives changes.
  package static func watched(by input: LoadedPath) -> [String] {
    guard case .scenario(let scenario) = input.kind, let folder = scenario.appFolder else {
      return []
    }
    return withTemplates(folder)
  }
}
