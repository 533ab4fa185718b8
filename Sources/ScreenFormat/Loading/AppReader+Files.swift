import Basics
import ScreenModel
import YAMLTree

extension AppReader {
  /// Reads the YAML files of a folder whose names `include` accepts, on every core, in byte
  /// order of their names (``read(_:from:limits:)`` says how a file that cannot be read
  /// is kept).
  /// A file that is a link leading out of `app` (by default the folder itself) is kept as
  /// an unreadable file, unread.
  func readFiles(
    inFolder folder: String, limits: ParseLimits, app: String? = nil,
    include: (String) -> Bool = { _ in true }
  ) throws(LoadProblem) -> [SourceFile] {
    let found = yamlFiles(
      in: try entries(inFolder: folder), of: folder, app: app, include: include)
    let files = self.files
    let reader = files.folderReader(folder)
    return ParallelMap.map(found) { Self.read($0, from: files, in: reader, limits: limits) }
  }

  /// A folder's entries, or the problem listing it.
  func entries(inFolder folder: String) throws(LoadProblem) -> [FolderEntry] {
    do {
      return try files.entries(inFolder: folder)
    } catch {
      throw .unreadableFolder(error)
    }
  }

  /// A YAML file a folder listing names, and what it is (never a folder).
  struct ListedFile: Sendable {
    /// The folder it was listed in.
    var folder: String
    /// Its name in the folder.
    var name: String
    var kind: FileKind
    /// The app folder it must stay inside, through any link.
    var app: String
    /// Whether it may be a link: the listing did not say what it is.
    var mayBeLink = true

    /// Its path: joined when asked, on the thread that reads the file (a large folder
    /// joins thousands).
    var path: String { FolderPath.join(folder, name) }
  }

  /// The YAML files among a folder's entries whose names `include` accepts, in the
  /// listing's order. An entry the listing cannot tell (a link) is asked about here.
  func yamlFiles(
    in entries: [FolderEntry], of folder: String, app: String? = nil,
    include: (String) -> Bool = { _ in true }
  ) -> [ListedFile] {
    entries.compactMap { entry in
      guard FolderPath.isYAML(entry.name), entry.kind != .directory, include(entry.name) else {
        return nil
      }
      let kind = entry.kind ?? files.kind(of: FolderPath.join(folder, entry.name))
      return kind == .directory
        ? nil
        : ListedFile(
          folder: folder, name: entry.name, kind: kind, app: app ?? folder,
          mayBeLink: entry.kind == nil)
    }
  }

  /// The YAML files of a folder's listing, and `file` (a name in it) though not listed.
  func listedFiles(in entries: [FolderEntry], of folder: String, including file: String?)
    -> [ListedFile]
  {
    var listed = yamlFiles(in: entries, of: folder)
    if let file, !listed.contains(where: { $0.name == FolderPath.lastPart(file) }) {
      listed.append(
        ListedFile(folder: folder, name: FolderPath.lastPart(file), kind: .file, app: folder))
    }
    return listed
  }

  /// Reads a listed file. A YAML name that cannot be read (a link to a missing file or to
  /// something not a file, no permission) is kept as an unreadable file, so loading it is an
  /// error naming it rather than a file silently missing from the app.
  /// `folder` reads the files of the listed file's folder by name, when its files can.
  static func read(
    _ listed: ListedFile, from files: any FileAccess, in folder: (any FolderReader)? = nil,
    limits: ParseLimits
  ) -> SourceFile {
    let path = listed.path
    switch listed.kind {
    case .file, .directory:
      // A file the listing said is a regular file is read by its name in the open folder.
      return read(
        path, from: files, limits: limits, app: listed.app, mayBeLink: listed.mayBeLink,
        name: listed.name, in: listed.mayBeLink ? nil : folder)
    case .missing:
      return .unreadable(path: path, reason: Messages.brokenLink(loops: files.linkLoops(path)))
    case .other: return .unreadable(path: path, reason: Messages.notARegularFile)
    }
  }

  /// Reads a file of the app in its folder; one that cannot be read is kept with the reason.
  func read(_ path: String, limits: ParseLimits) -> SourceFile {
    Self.read(path, from: files, limits: limits, app: FolderPath.folder(of: path))
  }

  /// Reads a file of the app folder `app`. A link that leads out of it is not followed: it
  /// is kept as an unreadable file, so loading it is an error at it that shows nothing of
  /// where it leads. `mayBeLink` is false when a folder listing said it is a regular file
  /// (no link to ask about: a large folder's files cost no extra call each); `folder`, when
  /// given, reads it by `name`, its name in that folder.
  static func read(
    _ path: String, from files: any FileAccess, limits: ParseLimits, app: String,
    mayBeLink: Bool = true, name: String = "", in folder: (any FolderReader)? = nil
  ) -> SourceFile {
    if mayBeLink, leaves(path, app, files: files) {
      return .unreadable(path: path, reason: Messages.linkLeavesApp)
    }
    let file =
      folder?.read(name, path: path, limit: limits.maxBytes)
      ?? files.read(path, limit: limits.maxBytes)
    guard file.unreadable != nil, files.isSymbolicLink(path), files.kind(of: path) == .missing
    else { return file }
    return .unreadable(path: path, reason: Messages.brokenLink(loops: files.linkLoops(path)))
  }
}
