/// Where a bundle's files come from: the CLI reads them from disk, tests from memory.
/// The library itself never opens a file.
package protocol BundleSource {
  /// The bytes of a file, by its path relative to the bundle; nil when there is none.
  func read(_ path: String) -> [UInt8]?
  /// The names in a folder relative to the bundle (`""` is the bundle itself), sorted in
  /// byte order; empty when there is none.
  func list(_ folder: String) -> [String]
  /// Whether the bundle holds a file at a path, without reading it.
  func exists(_ path: String) -> Bool
  /// The symbolic links in the bundle, by path relative to it: none is listed, read or
  /// followed, and each is an error at its path.
  func links() -> [String]
}

extension BundleSource {
  /// Whether the bundle holds a file at a path (read to find out, when the source has no
  /// cheaper way).
  package func exists(_ path: String) -> Bool { read(path) != nil }
  /// A source with no links.
  package func links() -> [String] { [] }
}

/// A bundle held in memory: paths relative to the bundle → bytes.
package struct MemoryBundle: BundleSource, Sendable {
  /// The files.
  package var files: [String: [UInt8]]

  /// Creates a bundle from files.
  package init(_ files: [String: [UInt8]]) { self.files = files }

  /// The bytes of a file.
  package func read(_ path: String) -> [UInt8]? { files[path] }

  /// Whether there is a file at a path.
  package func exists(_ path: String) -> Bool { files[path] != nil }

  /// The names directly inside a folder: files and the first part of deeper paths.
  package func list(_ folder: String) -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    var names: Set<String> = []
    for path in files.keys where path.hasPrefix(prefix) {
      if let name = path.dropFirst(prefix.count).split(separator: "/").first {
        names.insert(String(name))
      }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
