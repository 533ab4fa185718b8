import Basics
import PropertyList
import ScreenFormat
import ScreenModel

/// A Settings.bundle read as an app: the folder shows, in memory, the files its import
/// would write (`app.yaml`, one screen file a pane, `strings/…`), so every command that
/// loads an app folder loads a bundle the same way, and nothing is written. Every other
/// path is the `base` file system's.
///
/// ```swift
/// let bundle = ImportedBundle(bundle: "Settings.bundle", base: DiskFiles())
/// let loaded = try AppReader(files: bundle).load("Settings.bundle")
/// ```
package struct ImportedBundle: FileAccess {
  /// The bundle folder, as it was named.
  package let bundle: String
  /// What the import found, with its problems located in the plists and strings files.
  package let result: BundleImport.Result
  let base: any FileAccess
  /// The spellings of the bundle folder a path may start with: as named, and resolved.
  private let roots: [String]
  /// The app's files by their path relative to the bundle.
  let files: [String: [UInt8]]

  /// Imports the bundle at `bundle`, read through `base`.
  package init(
    bundle: String, base: any FileAccess, title: String? = nil, limits: PlistLimits = .default
  ) {
    self.bundle = FolderPath.normalized(bundle)
    self.base = base
    let named = FolderPath.normalized(bundle)
    roots = [named] + (base.canonical(named).map { $0 == named ? [] : [$0] } ?? [])
    let source = FileAccessBundle(root: named, files: base, limit: limits.maxBytes)
    result = BundleImport.read(source, title: title ?? Self.title(of: named), limits: limits)
    var files: [String: [UInt8]] = [:]
    for file in result.app?.files ?? [] { files[file.path] = Array(file.text.utf8) }
    self.files = files
  }

  /// Whether a folder is a Settings.bundle: a folder named `*.bundle` (what is in it is the
  /// importer's to judge, which says so at its plists).
  package static func isBundle(_ path: String, in files: any FileAccess) -> Bool {
    let named = FolderPath.normalized(path)
    return FolderPath.lastPart(named).hasSuffix(".bundle") && files.kind(of: named) == .directory
  }

  /// The bundle's name without `.bundle`, the app's title: `Settings.bundle` → `Settings`.
  package static func title(of bundle: String) -> String {
    let name = FolderPath.lastPart(bundle)
    return name.hasSuffix(".bundle") ? String(name.dropLast(".bundle".count)) : name
  }

  /// The import's problems as each file's diagnostics, in the plists and strings files
  /// where they are (a binary plist's, which has no lines, at its start, naming the
  /// specifier). When the import made an app, its errors are mistakes Settings shows
  /// without a word (``Diagnostic/previewable``): the screens are drawn as Settings draws
  /// them.
  package var reports: [FileDiagnostics] {
    var order: [String] = []
    var found: [String: [Diagnostic]] = [:]
    for problem in result.problems {
      if found[problem.file] == nil { order.append(problem.file) }
      var diagnostic = Diagnostic(
        problem.problem.severity, problem.problem.diagnosticMessage, at: .start,
        notes: problem.notes(inBundle: bundle + "/"))
      switch problem.problem.location {
      case .mark(let mark): diagnostic.mark = mark
      case .object(let index):
        let place = result.specifierIndex(of: index, in: problem.file).map { "specifier \($0)" }
        diagnostic.message = (place ?? "object \(index)") + ": " + diagnostic.message
      case .generated: break
      }
      // What the import still made an app of, Settings shows: each is drawn in spite of.
      if result.app != nil { diagnostic.previewable = true }
      found[problem.file, default: []].append(diagnostic)
    }
    let source = FileAccessBundle(root: bundle, files: base, limit: PlistLimits.default.maxBytes)
    return order.map { file in
      let path = FolderPath.join(bundle, file)
      // Read as the import read it: never through a link.
      let bytes = result.stringsFiles[file]?.utf8 ?? source.read(file) ?? []
      let isText = bytes.starts(with: Array("<?xml".utf8)) || result.stringsFiles[file] != nil
      return FileDiagnostics(
        file: SourceFile(path: path, bytes: isText ? bytes : []), diagnostics: found[file] ?? [])
    }
  }

  /// The path relative to the bundle, when it lies in it ("" for the bundle itself).
  func relative(_ path: String) -> String? {
    let normalized = FolderPath.normalized(path)
    for root in roots {
      if normalized == root { return "" }
      if normalized.hasPrefix(root + "/") { return String(normalized.dropFirst(root.count + 1)) }
    }
    return nil
  }

  /// The names directly inside a folder of the app, relative to the bundle.
  private func names(in folder: String) -> [FolderEntry] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    var entries: [String: FileKind] = [:]
    for path in files.keys where path.hasPrefix(prefix) {
      let rest = path.dropFirst(prefix.count)
      guard let name = rest.split(separator: "/").first else { continue }
      entries[String(name)] = rest.contains("/") ? .directory : .file
    }
    return entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      FolderEntry(name: $0, kind: entries[$0])
    }
  }

  package func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    guard let folder = relative(path) else { return try base.entries(inFolder: path) }
    return names(in: folder)
  }

  package func kind(of path: String) -> FileKind {
    guard let inside = relative(path) else { return base.kind(of: path) }
    if inside.isEmpty || files[inside] == nil && !names(in: inside).isEmpty { return .directory }
    return files[inside] == nil ? .missing : .file
  }

  package func isSymbolicLink(_ path: String) -> Bool {
    relative(path) == nil ? base.isSymbolicLink(path) : false
  }

  package func read(_ path: String, limit: Int) -> SourceFile {
    guard let inside = relative(path) else { return base.read(path, limit: limit) }
    guard let bytes = files[inside] else {
      return .unreadable(path: path, reason: "no such file in the imported bundle")
    }
    return SourceFile(path: path, bytes: bytes)
  }

  package func canonical(_ path: String) -> String? {
    guard let inside = relative(path) else { return base.canonical(path) }
    let root = roots.last ?? bundle
    if inside.isEmpty { return root }
    return kind(of: path) == .missing ? nil : root + "/" + inside
  }
}

/// A bundle read through a ``FileAccess`` (the disk's for `import`), each file up to
/// `limit` bytes and one more, so that the parser refuses a larger one.
package struct FileAccessBundle: BundleSource {
  var root: String
  var files: any FileAccess
  var limit: Int

  /// A bundle at `root`, read through `files`.
  package init(root: String, files: any FileAccess, limit: Int) {
    self.root = root
    self.files = files
    self.limit = limit
  }

  package func read(_ path: String) -> [UInt8]? {
    let full = FolderPath.join(root, path)
    guard !isLinked(path), files.kind(of: full) == .file else { return nil }
    let file = files.read(full, limit: limit)
    return file.unreadable == nil ? file.bytes : nil
  }

  /// Whether there is a file at a path: one `stat`, not a read (and one `lstat` a part of
  /// the path, since no link is followed).
  package func exists(_ path: String) -> Bool {
    !isLinked(path) && files.kind(of: FolderPath.join(root, path)) == .file
  }

  /// The names in a folder, without its symbolic links (``links()`` lists them).
  package func list(_ folder: String) -> [String] {
    guard folder.isEmpty || !isLinked(folder) else { return [] }
    let full = folder.isEmpty ? root : FolderPath.join(root, folder)
    let entries = (try? files.entries(inFolder: full)) ?? []
    return entries.filter {
      $0.kind != nil || !files.isSymbolicLink(FolderPath.join(full, $0.name))
    }
    .map(\.name)
  }

  /// The most links ``links()`` lists, and the depth of folders it looks in.
  static let linkLimits = (count: 100, depth: 8)

  /// The symbolic links in the bundle (folders eight deep at most, a hundred links at most),
  /// sorted: none is followed.
  package func links() -> [String] {
    var found: [String] = []
    var folders: [(String, Int)] = [("", 0)]
    while let (folder, depth) = folders.popLast(), found.count < Self.linkLimits.count {
      let full = folder.isEmpty ? root : FolderPath.join(root, folder)
      for entry in (try? files.entries(inFolder: full)) ?? [] {
        let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
        if entry.kind == nil, files.isSymbolicLink(FolderPath.join(root, path)) {
          found.append(path)
        } else if (entry.kind ?? files.kind(of: FolderPath.join(root, path))) == .directory,
          depth < Self.linkLimits.depth
        {
          folders.append((path, depth + 1))
        }
      }
    }
    return found.prefix(Self.linkLimits.count).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether the path, or a folder on the way to it, is a symbolic link.
  private func isLinked(_ path: String) -> Bool {
    var prefix = root
    for part in path.split(separator: "/") {
      prefix = FolderPath.join(prefix, String(part))
      if files.isSymbolicLink(prefix) { return true }
    }
    return false
  }
}
