import Basics
import ScreenFormat
import ScreenModel

/// A small repository held in memory, with links, for ``FuzzChecks/reach(_:)``: an app and
/// a scenarios folder inside `/repo` (its `.git` marks it), a secret outside it, and links
/// from the app to the secret. Paths are absolute; a link's target is absolute too.
struct ReachFiles: FileAccess {
  /// What every file outside the repository holds: no output may show it.
  static let secret = "SECRET-7f3a"

  var files: [String: [UInt8]]
  var links: [String: String]

  /// The repository, with `scenario` at `/repo/sc/NAME.yaml`.
  init(scenario: [UInt8], named name: String) {
    let text: [(String, String)] = [
      ("/repo/.git/HEAD", "ref: main\n"),
      ("/repo/app/app.yaml", "start: home\nstate: {on: false}\n"),
      (
        "/repo/app/home.yaml",
        "title: Home\nrows: [{title: go, push: b}, {title: On, toggle: on}]\n"
      ),
      ("/repo/app/b.yaml", "title: B\nrows: [{title: go, push: home}]\n"),
      ("/repo/app/notes.txt", "\(Self.secret)\n"),
      ("/secret/s.yaml", "title: \(Self.secret)\nrows: [\(Self.secret)]\n"),
      ("/secret/de.yaml", "strings:\n  Home: \(Self.secret)\n"),
      ("/secret/passwd", "root:\(Self.secret):0:0\n"),
    ]
    files = Dictionary(text.map { ($0.0, Array($0.1.utf8)) }) { first, _ in first }
    files["/repo/sc/\(name).yaml"] = scenario
    links = [
      "/repo/app/out.yaml": "/secret/s.yaml", "/repo/app/templates": "/secret",
      "/repo/elsewhere": "/secret", "/repo/sc/up": "/",
    ]
  }

  /// The path with every link resolved, `.` and `..` taken out; nil when it names nothing
  /// or is not absolute.
  func resolved(_ path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    var queue = ArraySlice(path.split(separator: "/"))
    var hops = 0
    while let part = queue.popFirst() {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
      if let target = links["/" + parts.joined(separator: "/")] {
        hops += 1
        guard hops < 16 else { return nil }
        parts = []
        queue = ArraySlice(target.split(separator: "/")) + queue
      }
    }
    let found = "/" + parts.joined(separator: "/")
    return files[found] != nil || isFolder(found) ? found : nil
  }

  private func isFolder(_ path: String) -> Bool {
    let prefix = path == "/" ? "/" : path + "/"
    return files.keys.contains { $0.hasPrefix(prefix) }
      || links.keys.contains { $0.hasPrefix(prefix) }
  }

  func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    guard let folder = resolved(path), isFolder(folder) else {
      throw FileAccessError(path: path, reason: "No such file or directory")
    }
    let prefix = folder == "/" ? "/" : folder + "/"
    var kinds: [String: FileKind?] = [:]
    for name in files.keys where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if let slash = rest.firstIndex(of: "/") {
        kinds[String(rest[..<slash])] = .directory
      } else {
        kinds[String(rest)] = .file
      }
    }
    for name in links.keys where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if !rest.contains("/") { kinds[String(rest)] = .some(nil) }
    }
    return kinds.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      FolderEntry(name: $0, kind: kinds[$0] ?? nil)
    }
  }

  func kind(of path: String) -> FileKind {
    guard let found = resolved(path) else { return .missing }
    return files[found] != nil ? .file : .directory
  }

  func isSymbolicLink(_ path: String) -> Bool { links[FolderPath.normalized(path)] != nil }

  func read(_ path: String, limit: Int) -> SourceFile {
    guard let found = resolved(path), let bytes = files[found] else {
      return .unreadable(path: path, reason: "No such file or directory")
    }
    return SourceFile(path: path, bytes: Array(bytes.prefix(limit + 1)))
  }

  func canonical(_ path: String) -> String? { resolved(path) }
}
