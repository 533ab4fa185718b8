import Basics
import ScreenModel

/// What loading an app needs of a file system, answered by the caller: the library decides
/// which files an app or a screen file reaches, and never reads a file itself.
///
/// The command line and `App.load(from:)` answer from disk; a test or an editor can answer
/// from memory (an editor's unsaved text). Reads may come from several threads at once.
public protocol FileAccess: Sendable {
  /// The entries of a folder, in byte order of their names, without `.` and `..`. An
  /// entry's kind is nil when the listing cannot tell (a symbolic link): ask ``kind(of:)``.
  func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry]
  /// What a path is, following symbolic links.
  func kind(of path: String) -> FileKind
  /// Whether a path is a symbolic link (not followed).
  func isSymbolicLink(_ path: String) -> Bool
  /// Whether a path is a symbolic link that leads round in a loop (to itself, or through
  /// other links back to itself). The default is false.
  func linkLoops(_ path: String) -> Bool
  /// A file's bytes, at most `limit` of them plus one (so a file over the limit is known by
  /// its `size`); a file that cannot be read is a ``SourceFile/unreadable(path:reason:)``.
  func read(_ path: String, limit: Int) -> SourceFile
  /// The path with every link, `.` and `..` resolved, or nil when it does not exist: two
  /// spellings of one folder are one folder.
  func canonical(_ path: String) -> String?
  /// What tells whether a file or folder changed since it was last read (its size and
  /// modification time), or nil when these files cannot tell (then a caller that keeps
  /// what it read cannot keep it). The default is nil.
  func stamp(of path: String) -> FileStamp?
  /// The names of a folder's entries whose kind its listing does not tell (a nil
  /// ``FolderEntry/kind``), in byte order. The default lists the folder and picks them;
  /// files that keep their listings may keep these beside them, so that asking costs no
  /// walk of a folder of thousands.
  func unsureEntries(inFolder path: String) throws(FileAccessError) -> [String]
  /// What reads the files of the folder at `path` by their names in its listing, as
  /// ``read(_:limit:)`` reads their paths, from any thread; nil, the default, when these
  /// files read each by its path. Files on disk hold the folder open, so that the system
  /// looks up one name a file rather than its whole path (a folder of thousands of files
  /// reads faster).
  func folderReader(_ path: String) -> (any FolderReader)?
}

/// Reads the files of one folder by their names in it (see ``FileAccess/folderReader(_:)``).
public protocol FolderReader: Sendable {
  /// The file `name` of the folder (a name of its listing, never a path), read as
  /// ``FileAccess/read(_:limit:)`` reads `path`, the path it has (and gives the file).
  func read(_ name: String, path: String, limit: Int) -> SourceFile
}

extension FileAccess {
  /// These files hold no loops of links.
  public func linkLoops(_ path: String) -> Bool { false }

  /// These files read each file by its path.
  public func folderReader(_ path: String) -> (any FolderReader)? { nil }

  /// These files cannot tell when a file changed.
  public func stamp(of path: String) -> FileStamp? { nil }

  /// The entries of `entries(inFolder:)` without a kind.
  public func unsureEntries(inFolder path: String) throws(FileAccessError) -> [String] {
    try entries(inFolder: path).compactMap { $0.kind == nil ? $0.name : nil }
  }
}

/// What a file or folder was when it was read: when any part differs, it changed.
public struct FileStamp: Sendable, Hashable {
  /// Its size in bytes.
  public var size: Int
  /// When it was last modified, in nanoseconds since 1970.
  public var modified: Int
  /// The file's serial number on its device (a file replaced by a rename has a new one).
  public var serial: UInt64

  /// Creates a stamp.
  public init(size: Int, modified: Int, serial: UInt64 = 0) {
    self.size = size
    self.modified = modified
    self.serial = serial
  }
}

/// What a path names.
public enum FileKind: Sendable, Equatable {
  /// A regular file.
  case file
  /// A folder.
  case directory
  /// Nothing (or a link to nothing).
  case missing
  /// Something else: a device, a FIFO, a socket.
  case other
}

/// One entry of a folder listing.
public struct FolderEntry: Sendable, Equatable {
  /// The entry's name.
  public var name: String
  /// Its kind, when the listing tells it.
  public var kind: FileKind?

  /// Creates an entry.
  public init(name: String, kind: FileKind?) {
    self.name = name
    self.kind = kind
  }
}

/// A folder that cannot be listed, and why.
public struct FileAccessError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The folder.
  public var path: String
  /// Why (the system's words).
  public var reason: String
  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
