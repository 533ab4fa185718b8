#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// A folder held open, whose files are opened by their names in it: the system then
  /// looks up one name a file, not every folder of its path again. Opening and reading the
  /// 10,000 small files of a large app folder costs about a quarter less on Linux.
  package final class OpenFolder: Sendable {
    private let descriptor: Int32

    /// The folder at `path`, or nil when it cannot be opened (then read its files by path).
    package init?(_ path: String) {
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// As ``FileSystem/readStart(_:limit:)``, of the file `name` in the folder (a name of
    /// its listing, never a path); `path` names it in a failure.
    package func readStart(_ name: String, path: String, limit: Int = Int.max) throws(Failure)
      -> (bytes: [UInt8], size: Int)
    {
      let fd = openat(descriptor, name, O_RDONLY)
      guard fd >= 0 else { throw Failure(path) }
      defer { close(fd) }
      return try FileSystem.readStart(opened: fd, path: path, limit: limit)
    }
  }
}
