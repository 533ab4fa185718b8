import ScreenFormat
import ScreenModel

/// Files held in memory, by absolute path: the disk beneath the server in tests.
struct MemoryFiles: FileAccess {
  var files: [String: String]

  init(_ files: [String: String]) {
    self.files = files
  }

  func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    guard kind(of: path) == .directory else {
      throw FileAccessError(path: path, reason: "No such file or directory")
    }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var names: [String: FileKind] = [:]
    for file in files.keys where file.hasPrefix(prefix) {
      let rest = file.dropFirst(prefix.count)
      if let slash = rest.firstIndex(of: "/") {
        names[String(rest[..<slash])] = .directory
      } else {
        names[String(rest)] = .file
      }
    }
    return names.keys.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }.map {
      FolderEntry(name: $0, kind: names[$0])
    }
  }

  func kind(of path: String) -> FileKind {
    if files[path] != nil { return .file }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return files.keys.contains { $0.hasPrefix(prefix) } ? .directory : .missing
  }

  func isSymbolicLink(_ path: String) -> Bool { false }

  func read(_ path: String, limit: Int) -> SourceFile {
    guard let text = files[path] else {
      return .unreadable(path: path, reason: "No such file or directory")
    }
    let bytes = Array(text.utf8)
    guard bytes.count > limit else { return SourceFile(path: path, bytes: bytes) }
    return SourceFile(path: path, bytes: Array(bytes.prefix(limit + 1)), size: bytes.count)
  }

  func canonical(_ path: String) -> String? {
    kind(of: path) == .missing ? nil : FolderPath.normalized(path)
  }
}
