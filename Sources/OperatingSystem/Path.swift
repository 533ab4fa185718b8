#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Path text, tidied once at the edge so that one file is always spelled one way.
package enum Path {
  /// A path with `//` and `./` parts removed and a trailing `/` dropped, keeping `..` as
  /// written: `./posts.yaml` → `posts.yaml`, `Screens//posts.yaml` → `Screens/posts.yaml`.
  package static func normalized(_ path: String) -> String {
    guard !path.isEmpty else { return path }
    let absolute = path.hasPrefix("/")
    let parts = path.split(separator: "/").filter { $0 != "." }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `folder/name`, without a leading `./`.
  package static func join(_ folder: String, _ name: String) -> String {
    if folder == "." || folder.isEmpty { return name }
    if name.hasPrefix("/") { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder holding a path: `Screens/posts.yaml` → `Screens`, `posts.yaml` → `.`.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last part of a path.
  package static func lastPart(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The absolute path with every symbolic link, `.` and `..` resolved, or nil when the
  /// path does not exist. Two spellings of one file have one canonical path.
  package static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
