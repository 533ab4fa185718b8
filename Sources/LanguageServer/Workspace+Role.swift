import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

extension Workspace {
  /// The role of the file at `path` (the model's ``FileRole``), from its text as the editor
  /// has it: by its path, else by parsing it for an `app` key, as the loader does.
  func role(of path: String) -> FileRole {
    if let byPath = FileRole.of(path: path) { return byPath }
    return FileRole.of(path: path, root: YAMLParser.parse(bytes(path)).root)
  }
}
