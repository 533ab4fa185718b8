#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Waits for a change to the files of some folders: Linux file notifications (inotify)
/// where there are any, else a poll of modification times.
package struct FileWatcher {
  /// The folders watched.
  package let folders: [String]

  /// Watches the files of some folders (a screen's app, a scenario's own folder).
  package init(folders: [String]) {
    var unique: [String] = []
    for folder in folders where !unique.contains(folder) { unique.append(folder) }
    self.folders = unique
  }

  /// Blocks until something in a folder is written, created, moved or deleted, then
  /// waits briefly so that an editor's burst of writes counts once.
  package func waitForChange() {
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_CLOEXEC))
      if fd >= 0 {
        defer { close(fd) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
        let watched = folders.filter { inotify_add_watch(fd, $0, mask) >= 0 }
        if !watched.isEmpty {
          var buffer = [UInt8](repeating: 0, count: 4096)
          while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 { break }
            if count < 0, errno != EINTR { return }
          }
          settle()
          return
        }
      }
    #endif
    let before = fingerprint()
    while fingerprint() == before { usleep(200_000) }
    settle()
  }

  private func settle() { usleep(60_000) }

  /// Names, sizes and modification times of the folders' files.
  private func fingerprint() -> [String] {
    folders.flatMap { folder in
      ((try? FileSystem.list(folder)) ?? []).map { name in
        var info = stat()
        _ = stat(Path.join(folder, name), &info)
        #if canImport(Darwin)
          let seconds = info.st_mtimespec.tv_sec
          let nanoseconds = info.st_mtimespec.tv_nsec
        #else
          let seconds = info.st_mtim.tv_sec
          let nanoseconds = info.st_mtim.tv_nsec
        #endif
        return "\(folder)/\(name) \(info.st_size) \(seconds).\(nanoseconds)"
      }
    }
  }
}
