import OperatingSystem
import ScreenFormat
import ScreenModel

/// The file system on disk, as loading sees it: what the command line and
/// `App.load(from:)` read apps through.
public struct DiskFiles: FileAccess {
  /// The disk.
  public init() {}

  /// The entries of a folder, kinds from the listing itself (no `stat` per entry).
  public func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    do {
      return try FileSystem.entries(path).map {
        FolderEntry(name: $0.name, kind: $0.kind.map(kind))
      }
    } catch {
      throw FileAccessError(path: error.path, reason: error.reason)
    }
  }

  /// What a path is, following links.
  public func kind(of path: String) -> FileKind { kind(FileSystem.kind(path)) }

  /// Whether a path is a symbolic link.
  public func isSymbolicLink(_ path: String) -> Bool { FileSystem.isSymbolicLink(path) }

  /// Whether a path is a link that leads round in a loop.
  public func linkLoops(_ path: String) -> Bool { FileSystem.linkLoops(path) }

  /// A file's start (up to `limit` bytes and one more), or why it cannot be read.
  public func read(_ path: String, limit: Int) -> SourceFile {
    sourceFile(path) { () throws(FileSystem.Failure) in
      try FileSystem.readStart(path, limit: limit)
    }
  }

  /// The folder held open, its files read by name.
  public func folderReader(_ path: String) -> (any FolderReader)? {
    FileSystem.OpenFolder(path).map(DiskFolder.init)
  }

  /// A file's size, modification time and serial number: what changes when it is written.
  public func stamp(of path: String) -> FileStamp? {
    FileSystem.stamp(path).map {
      FileStamp(size: $0.size, modified: $0.modified, serial: $0.serial)
    }
  }

  /// The path with links, `.` and `..` resolved.
  public func canonical(_ path: String) -> String? { Path.canonical(path) }

  private func kind(_ kind: FileSystem.Kind) -> FileKind {
    switch kind {
    case .file: .file
    case .directory: .directory
    case .missing: .missing
    case .other: .other
    }
  }
}

/// A folder on disk held open, its files read by name.
private struct DiskFolder: FolderReader {
  let folder: FileSystem.OpenFolder

  func read(_ name: String, path: String, limit: Int) -> SourceFile {
    sourceFile(path) { () throws(FileSystem.Failure) in
      try folder.readStart(name, path: path, limit: limit)
    }
  }
}

/// The file at `path` as `read` gives its start and size (its real size only when over what
/// was read), or why it cannot be read.
private func sourceFile(
  _ path: String, _ read: () throws(FileSystem.Failure) -> (bytes: [UInt8], size: Int)
) -> SourceFile {
  do {
    let (bytes, size) = try read()
    return SourceFile(path: path, bytes: bytes, size: size > bytes.count ? size : nil)
  } catch {
    return .unreadable(path: path, reason: error.reason)
  }
}
