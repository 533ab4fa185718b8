#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file-system call of the command-line tool, on the C library directly so that the
/// tool starts without loading Foundation.
package enum FileSystem {
  /// What is at a path.
  package enum Kind: Equatable {
    case file, directory, missing, other
  }

  /// A failed file operation, with the reason from `strerror`.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }

    init(_ path: String, _ code: Int32 = errno) {
      self.path = path
      self.reason = String(cString: strerror(code))
    }

    /// A failure said of `path` (the file asked for, not a temporary one beside it).
    package init(_ path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// What is at a path (following symbolic links).
  package static func kind(_ path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// A file's size, modification time (nanoseconds since 1970) and serial number, following
  /// links; nil when nothing is there.
  package static func stamp(_ path: String) -> (size: Int, modified: Int, serial: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return (
      Int(info.st_size), Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec),
      UInt64(info.st_ino)
    )
  }

  /// Whether a path is a symbolic link whose links lead round in a loop (`a.yaml` → itself),
  /// so that following it never reaches a file.
  package static func linkLoops(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) != 0 && errno == ELOOP
  }

  /// Whether a path is a symbolic link (not followed).
  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
  package static func read(_ path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
    try readStart(path, limit: limit).bytes
  }

  /// Reads a file, or only its first `limit + 1` bytes when it is larger (enough to tell
  /// that it is), with the file's real size.
  package static func readStart(_ path: String, limit: Int = Int.max) throws(Failure) -> (
    bytes: [UInt8], size: Int
  ) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw Failure(path) }
    defer { close(fd) }
    return try readStart(opened: fd, path: path, limit: limit)
  }

  /// As ``readStart(_:limit:)``, of a file open as `fd` (which the caller closes); `path`
  /// names it in a failure.
  static func readStart(opened fd: Int32, path: String, limit: Int) throws(Failure) -> (
    bytes: [UInt8], size: Int
  ) {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(path) }
    let size = Int(info.st_size)
    // Oversized files are read only up to one byte past the limit: the parser reports them.
    let capacity = min(size, limit == Int.max ? size : limit + 1)
    var bytes = [UInt8](repeating: 0, count: capacity)
    var total = 0
    while total < capacity {
      let count = bytes.withUnsafeMutableBytes { buffer in
        readBytes(fd, buffer.baseAddress.map { $0 + total }, capacity - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path)
      }
      if count == 0 { break }
      total += count
    }
    if total < bytes.count { bytes.removeSubrange(total...) }
    return (bytes, max(size, total))
  }

  /// A regular file's text (invalid UTF-8 repaired), or nil when there is none. The bytes
  /// are read into the string's own storage, so a large file is held once, not twice.
  package static func readText(_ path: String) -> String? {
    guard kind(path) == .file else { return nil }
    guard #available(macOS 11, *) else {
      guard let bytes = try? read(path) else { return nil }
      return String(decoding: bytes, as: UTF8.self)
    }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    var failed = false
    // As `read(_:limit:)`, up to the size the file had when opened.
    let text = String(unsafeUninitializedCapacity: Int(info.st_size)) { buffer in
      var total = 0
      while total < buffer.count {
        let count = readBytes(fd, buffer.baseAddress.map { $0 + total }, buffer.count - total)
        if count < 0, errno == EINTR { continue }
        if count < 0 { failed = true }
        if count <= 0 { break }
        total += count
      }
      return total
    }
    return failed ? nil : text
  }

  /// The names in a directory, in byte order, without `.` and `..`.
  package static func list(_ path: String) throws(Failure) -> [String] {
    try entries(path).map(\.name)
  }

  /// One name in a directory, with what it is when the directory listing says so (nil:
  /// ask ``kind(_:)``, as for a symbolic link).
  package struct Entry: Equatable, Sendable {
    package var name: String
    package var kind: Kind?

    package init(name: String, kind: Kind?) {
      self.name = name
      self.kind = kind
    }
  }

  /// The entries of a directory, in byte order of their names, without `.` and `..`.
  /// Their kinds come from the listing itself, so a folder of thousands of files is
  /// listed without a `stat` of each.
  package static func entries(_ path: String) throws(Failure) -> [Entry] {
    guard let dir = opendir(path) else { throw Failure(path) }
    defer { closedir(dir) }
    var entries: [Entry] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard name != ".", name != ".." else { continue }
      let kind: Kind? =
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_REG): .file
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK), Int32(DT_UNKNOWN): nil
        default: .other
        }
      entries.append(Entry(name: name, kind: kind))
    }
    // Byte order: the same on every system, and far cheaper than Unicode-aware comparison.
    return sortedInByteOrder(entries)
  }

  /// Writes a file atomically: to a temporary file in the same folder, flushed (unless
  /// `sync` is false), then renamed over the target, so a reader never sees half a file,
  /// nor, when flushed, does a crash. `import` and `export` write dozens of small files into
  /// a folder of their own and skip the flush: an `fsync` a file cost them most of their time.
  package static func writeAtomically(_ bytes: [UInt8], to path: String, sync: Bool = true)
    throws(Failure)
  {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw Failure(temporary) }
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + total }, bytes.count - total)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        let failure = Failure(temporary)
        close(fd)
        unlink(temporary)
        throw failure
      }
      total += count
    }
    guard !sync || fsync(fd) == 0, close(fd) == 0 else {
      let failure = Failure(temporary)
      unlink(temporary)
      throw failure
    }
    guard rename(temporary, path) == 0 else {
      let failure = Failure(path)
      unlink(temporary)
      throw failure
    }
  }

  /// Removes the temporary files (`NAME.tmp-PID-N`) that ``writeAtomically(_:to:)`` left
  /// in a folder when its process was killed before renaming them: those of processes that
  /// no longer run. Returns the paths removed.
  @discardableResult
  package static func removeAbandonedTemporaries(in folder: String) -> [String] {
    var removed: [String] = []
    for name in (try? list(folder)) ?? [] {
      let pieces = name.split(separator: ".", omittingEmptySubsequences: false)
      guard pieces.count > 1, let last = pieces.last, last.hasPrefix("tmp-") else { continue }
      let parts = last.dropFirst(4).split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil, pid > 0
      else { continue }
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = Path.inFolder(folder, name)
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }

  /// Removes a file.
  package static func remove(_ path: String) throws(Failure) {
    guard unlink(path) == 0 else { throw Failure(path) }
  }

  /// Removes an empty folder.
  package static func removeFolder(_ path: String) throws(Failure) {
    guard rmdir(path) == 0 else { throw Failure(path) }
  }

  /// Creates a directory and its parents, as `mkdir -p` does.
  package static func makeDirectories(_ path: String) throws(Failure) {
    var current = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
      if kind(current) == .directory { continue }
      guard mkdir(current, 0o755) == 0 || errno == EEXIST else { throw Failure(current) }
    }
  }

}

#if canImport(Glibc)
  private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif
