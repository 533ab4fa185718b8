import OperatingSystem
import ScreenFormat

/// A file the tool writes only when its bytes differ from what is there: a file that holds
/// them already is left as it is (its time stays, and no rename over it, which ext4 flushes
/// to disk, is paid for).
package enum ChangedFile {
  /// Writes `bytes` to `path` on disk, atomically (its folder made when missing), unless
  /// the file holds them already: `held`, the bytes already read of it, or else the file
  /// as read now. Returns whether it wrote; nothing is written when it did not.
  package static func write(
    _ bytes: [UInt8], to path: String, held: [UInt8]? = nil, sync: Bool = true
  ) throws(FileSystem.Failure) -> Bool {
    let there = held ?? (FileSystem.kind(path) == .file ? try? FileSystem.read(path) : nil)
    if there == bytes { return false }
    try FileSystem.makeDirectories(FolderPath.folder(of: path))
    try FileSystem.writeAtomically(bytes, to: path, sync: sync)
    return true
  }
}
