#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches the files of some folders for a change: Linux file notifications (inotify)
/// where there are any, else a poll of modification times.
///
/// Watching starts when a folder is added, so a change made while the caller is still
/// drawing (after adding, before waiting) is not lost: make the watcher first, then read.
package final class FileWatcher {
  /// The folders watched.
  package private(set) var folders: [String] = []
  private var descriptor: Int32 = -1
  private var snapshot: [String] = []

  /// Starts watching some folders (a screen's app, a scenario's own folder).
  package init(folders: [String]) {
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_CLOEXEC))
    #endif
    for folder in folders { add(folder) }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Watches one more folder from now on.
  package func add(_ folder: String) {
    guard !folders.contains(folder) else { return }
    folders.append(folder)
    #if os(Linux)
      if descriptor >= 0 {
        let mask = UInt32(
          IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
        _ = inotify_add_watch(descriptor, folder, mask)
        return
      }
    #endif
    // Only polling compares modification times.
    snapshot = fingerprint()
  }

  /// Blocks until something in a folder was written, created, moved or deleted since the
  /// folder was added or the last wait returned, then waits briefly so that an editor's
  /// burst of writes counts once.
  package func waitForChange() {
    #if os(Linux)
      if descriptor >= 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
          let count = read(descriptor, &buffer, buffer.count)
          if count > 0 { break }
          if count < 0, errno != EINTR { return }
        }
        settle()
        drain()
        return
      }
    #endif
    while fingerprint() == snapshot { usleep(200_000) }
    settle()
    snapshot = fingerprint()
  }

  private func settle() { usleep(60_000) }

  /// Reads the events that arrived while settling, so that one burst wakes one wait.
  private func drain() {
    #if os(Linux)
      var pending: Int32 = 0
      var buffer = [UInt8](repeating: 0, count: 4096)
      while ioctl(descriptor, UInt(FIONREAD), &pending) == 0, pending > 0 {
        guard read(descriptor, &buffer, buffer.count) > 0 else { return }
      }
    #endif
  }

  /// Names, sizes and modification times of the folders' files.
  private func fingerprint() -> [String] {
    folders.flatMap { folder in
      ((try? FileSystem.list(folder)) ?? []).map { name in
        var info = stat()
        _ = stat(Path.inFolder(folder, name), &info)
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
