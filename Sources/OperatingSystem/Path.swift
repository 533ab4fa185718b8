#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths resolved on disk. (Path text, joined and split without touching a file, is
/// ScreenModel's `FolderPath`.)
package enum Path {
  /// `folder/name` for a name listed in `folder`.
  package static func inFolder(_ folder: String, _ name: String) -> String {
    folder.isEmpty || folder == "."
      ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved, or nil when the
  /// path does not exist. Two spellings of one file have one canonical path.
  package static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
