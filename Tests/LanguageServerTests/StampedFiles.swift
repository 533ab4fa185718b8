import ScreenFormat
import ScreenModel
import Synchronization

/// Files in memory that can change while the server runs, as a disk does: each write gives
/// the file a new stamp (and its folder one, when a file is made or removed), and every read
/// is counted, so a test sees what the server read again.
final class StampedFiles: FileAccess {
  private struct Disk {
    var files: MemoryFiles
    var versions: [String: Int] = [:]
    var clock = 1
    var reads = 0
  }

  private let disk: Mutex<Disk>
  /// Whether stamps are given (without them, nothing read can be kept).
  let givesStamps: Bool

  init(_ files: MemoryFiles, givesStamps: Bool = true) {
    disk = Mutex(Disk(files: files))
    self.givesStamps = givesStamps
  }

  /// The text of every file.
  var files: MemoryFiles { disk.withLock { $0.files } }

  /// How many files were read.
  var reads: Int { disk.withLock { $0.reads } }

  /// Writes a file (nil removes it).
  func write(_ path: String, _ text: String?) {
    disk.withLock { disk in
      let made = (disk.files.files[path] == nil) != (text == nil)
      disk.files.files[path] = text
      disk.clock += 1
      disk.versions[path] = disk.clock
      if made { disk.versions[FolderPath.folder(of: path)] = disk.clock }
    }
  }

  func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    try disk.withLock { $0.files }.entries(inFolder: path)
  }

  func kind(of path: String) -> FileKind { disk.withLock { $0.files.kind(of: path) } }

  func isSymbolicLink(_ path: String) -> Bool { false }

  func read(_ path: String, limit: Int) -> SourceFile {
    disk.withLock { disk in
      disk.reads += 1
      return disk.files.read(path, limit: limit)
    }
  }

  func canonical(_ path: String) -> String? { disk.withLock { $0.files.canonical(path) } }

  func stamp(of path: String) -> FileStamp? {
    guard givesStamps else { return nil }
    return disk.withLock { disk in
      guard disk.files.kind(of: path) != .missing else { return nil }
      return FileStamp(
        size: disk.files.files[path]?.utf8.count ?? 0, modified: disk.versions[path] ?? 0)
    }
  }
}
