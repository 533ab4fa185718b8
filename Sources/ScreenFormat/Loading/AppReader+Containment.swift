import Basics
import ScreenModel

/// What a load may read: the files of the app it loads, and for a scenario's `app:`, the
/// repository it sits in. A pull request controls every file and link of its tree, so a
/// path that leaves them is refused on its resolved path, before anything is read.
extension AppReader {
  /// The folder a scenario's `app:` must stay inside when loading `path`: the nearest
  /// folder above it that holds `.git` or `Package.swift`; else the current folder when
  /// `path` lies in it; else `path`'s own folder. Nil when the file system resolves no path
  /// (files held in memory): then only an absolute `app:` is refused.
  package func repositoryRoot(of path: String) -> String? {
    guard let start = files.canonical(path) else { return nil }
    let first = files.kind(of: start) == .directory ? start : FolderPath.folder(of: start)
    if let found = Self.repositoryFolder(above: first, files: files) { return found }
    guard let current = files.canonical(".") else { return nil }
    return Self.isInside(start, current) ? current : first
  }

  /// Whether `path` is `folder` or lies inside it (both canonical).
  package static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// Whether `path` is a link that resolves to a place outside `folder`. A path that is
  /// not a link stays where it is; a link to nothing is said apart (a dangling link).
  static func leaves(_ path: String, _ folder: String, files: any FileAccess) -> Bool {
    guard files.isSymbolicLink(path) else { return false }
    guard let resolved = files.canonical(path) else { return false }  // dangling: said apart
    guard let root = files.canonical(folder) else { return true }
    return !isInside(resolved, root)
  }

  /// Why a scenario's `app:` may not be followed, before anything it names is read: an
  /// absolute path, one that leaves the repository (by its text or through a link), or a
  /// file that is not YAML. Nil when it may.
  func appProblem(_ app: String, target: String, from folder: String)
    -> Diagnostic.Message?
  {
    if app.hasPrefix("/") { return Messages.scenarioAppAbsolute(app) }
    if let root = boundary {
      let base = files.canonical(folder) ?? FolderPath.normalized(folder)
      let written = FolderPath.collapsingParents(
        FolderPath.join(base, app), unless: { _ in false })
      let resolved = files.canonical(target) ?? written
      if !Self.isInside(written, root) || !Self.isInside(resolved, root) {
        // No `.git` or `Package.swift` marks a repository: the folder taken is said.
        let marked = Self.repositoryFolder(above: root, files: files) == root
        return marked
          ? Messages.scenarioAppOutside(app) : Messages.scenarioAppOutsideFolder(app, root)
      }
    }
    if files.kind(of: target) == .file, !FolderPath.isYAML(target) {
      return Messages.scenarioAppNotYAML(app)
    }
    return nil
  }

  /// The folder holding `.git` or `Package.swift` nearest above `start` (a canonical
  /// folder), or nil when none does.
  static func repositoryFolder(above start: String, files: any FileAccess) -> String? {
    var folder = start
    while true {
      if files.kind(of: FolderPath.join(folder, ".git")) != .missing
        || files.kind(of: FolderPath.join(folder, "Package.swift")) == .file
      {
        return folder
      }
      let parent = FolderPath.folder(of: folder)
      guard parent != folder, folder.hasPrefix("/") else { return nil }
      folder = parent
    }
  }

  /// Whether a path named on the command line (or to `App.load(from:)`) leads out of its
  /// repository through a symbolic link: a pull request controls every link of its tree,
  /// so such a path is refused before anything is read. The repository is the nearest
  /// folder above the path as written that holds `.git` or `Package.swift` with no link
  /// between it and the path; else the current folder, when the path lies in it; else the
  /// path's own folder. A path that names nothing is said apart.
  package static func leadsOutOfRepository(_ path: String, files: any FileAccess) -> Bool {
    guard let current = files.canonical(".") else { return false }
    let normalized = FolderPath.normalized(path)
    let absolute = normalized.hasPrefix("/") ? normalized : FolderPath.join(current, normalized)
    let written = FolderPath.collapsingParents(absolute, unless: files.isSymbolicLink)
    guard let resolved = files.canonical(written) else { return false }
    let root =
      repositoryFolder(holding: written, files: files)
      ?? (isInside(written, current) ? current : FolderPath.folder(of: written))
    return !isInside(resolved, files.canonical(root) ?? root)
  }

  /// The nearest folder above `path` (absolute, as written) holding `.git` or
  /// `Package.swift` that is not itself a symbolic link (a linked folder's `.git` is
  /// wherever the link leads).
  static func repositoryFolder(holding path: String, files: any FileAccess) -> String? {
    var folder = FolderPath.folder(of: path)
    while true {
      if !files.isSymbolicLink(folder),
        files.kind(of: FolderPath.join(folder, ".git")) != .missing
          || files.kind(of: FolderPath.join(folder, "Package.swift")) == .file
      {
        return folder
      }
      let parent = FolderPath.folder(of: folder)
      guard parent != folder, folder.hasPrefix("/") else { return nil }
      folder = parent
    }
  }

  /// Refuses a path that leads out of the repository through a link
  /// (``leadsOutOfRepository(_:files:)``), naming it as given.
  package static func refuseLinkOut(_ path: String, files: any FileAccess) throws(LoadProblem) {
    if leadsOutOfRepository(path, files: files) { throw .linkLeavesRepository(path) }
  }
}
