import Basics
import ScreenModel

/// Why a path cannot be loaded at all (a mistake inside a file is a diagnostic instead):
/// the command line reports it as a usage error.
public struct LoadProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, naming the path as given.
  package var message: String
  /// The message.
  public var description: String { message }

  /// Creates a problem.
  package init(_ message: String) {
    self.message = message
  }

  /// The path names nothing; `suggestion` is a near name in its folder.
  package static func noSuchPath(_ path: String, suggestion: String? = nil) -> LoadProblem {
    LoadProblem("no such file or folder: \(path)" + Suggestion.didYouMean(suggestion))
  }
  /// The path is a symbolic link that names no file: to a missing one, or round in a loop.
  package static func brokenLink(_ path: String, loops: Bool) -> LoadProblem {
    LoadProblem(
      loops
        ? "\(path) is a link that leads back to itself (a loop of links), so it names no file"
        : "\(path) is a link to a missing file")
  }
  /// The path names a device, a FIFO or a socket.
  package static func notAFileOrFolder(_ path: String) -> LoadProblem {
    LoadProblem("not a file or folder: \(path)")
  }
  /// A folder with no `*.yaml` file; `subfolders` are folders in it that hold some.
  package static func noYAMLFiles(_ path: String, subfolders: [String] = []) -> LoadProblem {
    guard !subfolders.isEmpty else { return LoadProblem("no YAML files in folder \(path)") }
    let shown = subfolders.prefix(3).joined(separator: ", ") + (subfolders.count > 3 ? ", …" : "")
    return LoadProblem(
      "no YAML files in folder \(path); its subfolders hold some (\(shown)): name one of them")
  }
  /// A strings table named where a screen is expected (only `check` checks one alone).
  package static func stringsTableNotAScreen(_ path: String, app: String, locale: String)
    -> LoadProblem
  {
    LoadProblem(
      "\(path) is a strings table, not a screen: name its app, \(app), with '--locale \(locale)'")
  }
  /// An app's `strings/` folder named where screens are expected.
  package static func stringsFolderNotScreens(_ path: String, app: String) -> LoadProblem {
    LoadProblem(
      "\(path) holds the strings tables of \(app), not screens: name the app, \(app), with '--locale LANG'"
    )
  }
  /// An app's template, or its `templates/` folder, named where screens are expected (only
  /// `check` checks templates alone).
  package static func templatesNotScreens(_ path: String, app: String, folder: Bool)
    -> LoadProblem
  {
    LoadProblem(
      (folder
        ? "\(path) holds the templates of \(app), not screens"
        : "\(path) is a template of \(app), not a screen")
        + ": name a screen that uses it, or the app, \(app)")
  }
  /// The path leads out of the repository through a symbolic link: not followed, and
  /// nothing of where it leads is shown.
  package static func linkLeavesRepository(_ path: String) -> LoadProblem {
    LoadProblem(
      "\(VisibleText.escaped(path)) leads out of the repository through a symbolic link; it was not followed"
    )
  }
  /// A folder that cannot be listed.
  package static func unreadableFolder(_ error: FileAccessError) -> LoadProblem {
    LoadProblem("cannot read folder \(error)")
  }
}
