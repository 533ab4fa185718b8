import Basics
import ScreenModel
import YAMLTree

/// Loads apps, screen files and scenarios as `screenspec check` and `render` read them,
/// through a ``FileAccess``. Each app folder is read and decoded once, however many paths
/// and scenarios name it, and however they spell it (`app: .`, `./`, an absolute path):
/// folders are known by their canonical path.
///
/// ```swift
/// let reader = AppReader(files: myFiles)
/// let loaded = try reader.load("Screens/fight-card.yaml")   // the file and what it reaches
/// ```
public final class AppReader {
  /// The file system it reads.
  package let files: any FileAccess
  /// The parse limits of every file it reads.
  package let limits: ParseLimits
  /// How it loads, given once at ``init(files:limits:settings:)``.
  package let settings: Settings
  /// Whether whole folders warn at strings-table entries no screen uses (`check`).
  package var reportUnusedTranslations: Bool { settings.reportUnusedTranslations }
  /// Whether every screen's translatable texts are listed (`check --locale`).
  package var collectTexts: Bool { settings.collectTexts }
  /// Whether each loaded screen and app keeps where it was written (``SourceTree``).
  package var keepsSources: Bool { settings.keepsSources }
  /// Decodes kept from earlier loads of the same files, or nil.
  package var decodeCache: DecodeCache? { settings.decodeCache }
  /// What each folder's files bind and declare, kept by a caller told of every change.
  package var siblingIndex: SiblingIndex? { settings.siblingIndex }
  /// Screen files' loads kept from earlier checks of the same files, or nil.
  package var keptLoads: KeptLoads? { settings.keptLoads }
  /// Whether a screen file's load indexes a folder the index does not hold yet.
  package var buildsSiblingIndex: (String) -> Bool { settings.buildsSiblingIndex }
  /// Whether a path may name a strings table or a template, or their folder (`check`).
  package var acceptsStringsTables: Bool { settings.acceptsStringsTables }
  /// Folders inside a loaded app folder that hold YAML files, which are not loaded (an
  /// app's screens are the files directly in its folder), each once, in the order found:
  /// `check` warns about each. A folder the run loaded after all (a folder of scenarios
  /// named as a PATH, or holding one, whose app is the folder above) is not one of them.
  package var skippedFolders: [String] {
    notedFolders.filter { folders[$0.key] == nil && !pathFolders.contains($0.key) }.map(\.path)
  }
  /// The folders noted as not loaded, loaded since or not, each with its canonical path
  /// (found once, as it is noted).
  private var notedFolders: [(path: String, key: String)] = []
  /// The folders of the files loaded as PATHs (a scenario, a screen with what it reaches).
  private var pathFolders: Set<String> = []
  /// The folders of an app folder that are its own, never screens.
  package static let appSubfolders: Set<String> = [
    "strings", "templates", "__snapshots__", "__Snapshots__",
  ]
  /// The folder the current load's scenarios must stay inside: the repository of the
  /// path loaded (``repositoryRoot(of:)``).
  var boundary: String?
  /// The folders loaded so far, by canonical path.
  var folders: [String: LoadedFolder] = [:]
  /// How many times a folder was read and decoded.
  package internal(set) var foldersLoaded = 0
  /// The strings tables read so far, by the canonical path of their app folder.
  var tables: [String: [SourceFile]] = [:]

  /// A folder's files, or a screen file's reach, loaded.
  package struct LoadedFolder {
    /// The folder as first named.
    package var path: String
    /// The files read.
    package var files: [SourceFile]
    /// The app they make.
    package var result: AppAssembler.Result
    /// The templates read with the folder (`templates/NAME.yaml`); none for a screen
    /// file's reach, which reads only those it uses.
    package var templates: [SourceFile] = []
  }

  /// Creates a reader of `files`.
  public convenience init(files: any FileAccess, limits: ParseLimits = .default) {
    self.init(files: files, limits: limits, settings: Settings())
  }

  /// Creates a reader of `files` that loads as `settings` say.
  package init(files: any FileAccess, limits: ParseLimits = .default, settings: Settings) {
    self.files = files
    self.limits = limits
    self.settings = settings
  }

  /// Loads a path: a folder is the app; a screen file loads with what it reaches; a
  /// scenario file with the app it drives. A path that is missing, not a file or folder, or
  /// a folder with no YAML files is a ``LoadProblem``.
  public func load(_ rawPath: String) throws(LoadProblem) -> LoadedPath {
    let path = FolderPath.normalized(rawPath)
    try Self.refuseLinkOut(path, files: files)
    boundary = repositoryRoot(of: path)
    switch files.kind(of: path) {
    case .missing:
      if files.isSymbolicLink(path) {
        throw .brokenLink(rawPath, loops: files.linkLoops(path))
      }
      throw .noSuchPath(rawPath, suggestion: nearPath(to: path))
    case .other:
      throw .notAFileOrFolder(rawPath)
    case .directory:
      if let tables = try tablesFolder(path, named: rawPath) { return tables }
      let loaded = try folder(path)
      if loaded.files.isEmpty {
        let inside = notedFolders.map(\.path).filter { FolderPath.folder(of: $0) == path }
        throw .noYAMLFiles(rawPath, subfolders: inside.map { VisibleText.escaped($0) })
      }
      return LoadedPath(
        path: path, kind: .app(loaded.result, screenID: nil), isFolder: true,
        scenarios: loaded.result.scenarios.map { resolve($0, in: loaded) })
    case .file:
      let tables = FolderPath.folder(of: path)
      if FolderPath.lastPart(tables) == "strings", FolderPath.isYAML(path) {
        return try stringsTable(path, in: FolderPath.folder(of: tables), named: rawPath)
      }
      // A named table, `APP/strings/TABLE/LANG.yaml`.
      let stringsFolder = FolderPath.folder(of: tables)
      if FolderPath.lastPart(stringsFolder) == "strings", FolderPath.isYAML(path) {
        return try stringsTable(path, in: FolderPath.folder(of: stringsFolder), named: rawPath)
      }
      if FolderPath.lastPart(tables) == "templates", FolderPath.isYAML(path) {
        guard acceptsStringsTables else {
          throw .templatesNotScreens(rawPath, app: FolderPath.folder(of: tables), folder: false)
        }
        return try templateFile(path, in: FolderPath.folder(of: tables))
      }
      let loaded = try screenFile(path)
      pathFolders.insert(
        files.canonical(FolderPath.folder(of: path)) ?? FolderPath.folder(of: path))
      let named = FolderPath.join(loaded.path, FolderPath.lastPart(path))
      if let scenario = loaded.result.scenarios.first(where: { $0.file.path == named }) {
        return LoadedPath(path: path, kind: .scenario(resolve(scenario, in: loaded)))
      }
      let screenID = loaded.result.screenIDs[named]
      return LoadedPath(path: path, kind: .app(loaded.result, screenID: screenID))
    }
  }

  /// The path with its last part replaced by the nearest name in its folder (`Screen` →
  /// `Screens`, `Screens/fight-crd.yaml` → `Screens/fight-card.yaml`), if one is near.
  /// The entry beside `path` nearest its name, as `path` writes it, for "did you mean".
  func nearPath(to path: String) -> String? {
    let folder = FolderPath.folder(of: path)
    guard let entries = try? files.entries(inFolder: folder),
      let near = Suggestion.nearest(
        to: FolderPath.lastPart(path),
        in: entries.map(\.name).filter { !$0.hasPrefix(".") && $0 != FolderPath.lastPart(path) })
    else { return nil }
    return path.contains("/") ? FolderPath.join(folder, near) : near
  }

  /// A strings table (`APP/strings/LANG.yaml`) is checked as one: its app folder is loaded,
  /// and the table's own reports are its reports (its errors, and its entries no screen
  /// uses). Anything but `check` is told to name the app with `--locale`.
  private func stringsTable(_ path: String, in app: String, named rawPath: String)
    throws(LoadProblem) -> LoadedPath
  {
    let locale = FolderPath.lastPart(path).split(separator: ".").first.map(String.init) ?? ""
    guard acceptsStringsTables else {
      throw .stringsTableNotAScreen(rawPath, app: app, locale: locale)
    }
    let loaded = try folder(app)
    var result = loaded.result
    let canonical = files.canonical(path)
    result.reports = result.reports.filter { files.canonical($0.file.path) == canonical }
    return LoadedPath(path: path, kind: .app(result, screenID: nil))
  }

  /// An app's `strings/` or `templates/` folder named alone: checked as its files are (its
  /// app is loaded, and the folder's own reports are its reports), so its tables are not
  /// taken for broken screens. Nil for any other folder.
  private func tablesFolder(_ path: String, named rawPath: String) throws(LoadProblem)
    -> LoadedPath?
  {
    var role = FolderPath.lastPart(path)
    var app = FolderPath.folder(of: path)
    // A named table's folder, `APP/strings/TABLE`.
    if FolderPath.lastPart(app) == "strings", role != "strings", role != "templates" {
      role = "strings"
      app = FolderPath.folder(of: app)
    }
    guard role == "strings" || role == "templates" else { return nil }
    guard let entries = try? files.entries(inFolder: app),
      entries.contains(where: { $0.kind != .directory && FolderPath.isYAML($0.name) })
    else { return nil }
    if !acceptsStringsTables {
      throw role == "strings"
        ? .stringsFolderNotScreens(rawPath, app: app)
        : .templatesNotScreens(rawPath, app: app, folder: true)
    }
    var result = try folder(app).result
    let inside = (files.canonical(path) ?? path) + "/"
    result.reports = result.reports.filter {
      (files.canonical($0.file.path) ?? $0.file.path).hasPrefix(inside)
    }
    return LoadedPath(path: path, kind: .app(result, screenID: nil), isFolder: true)
  }

  /// A folder's YAML files, loaded once per run. `including` names a file that must be
  /// among them even when its name does not end in `.yaml`.
  package func folder(_ path: String, including file: String? = nil) throws(LoadProblem)
    -> LoadedFolder
  {
    let key = files.canonical(path) ?? path
    if let loaded = folders[key],
      file.map({ named in
        loaded.files.contains { FolderPath.lastPart($0.path) == FolderPath.lastPart(named) }
      }) ?? true
    {
      return loaded
    }
    let entries = try entries(inFolder: path)
    noteSkippedFolders(in: path, entries: entries)
    let listed = listedFiles(in: entries, of: path, including: file)
    let templates = try templateFiles(of: path)
    let files = self.files
    let limits = self.limits
    let reader = files.folderReader(path)
    // Each file is read on the thread that decodes it.
    let (read, result) = AppAssembler.load(
      reading: listed.count, { Self.read(listed[$0], from: files, in: reader, limits: limits) },
      limits: limits, elsewhere: { _ in false }, strings: try strings(of: path),
      reportUnused: reportUnusedTranslations, collectTexts: collectTexts, templates: templates,
      keepsSources: keepsSources, cache: settings.cachesFolderDecodes ? decodeCache : nil)
    let loaded = LoadedFolder(path: path, files: read, result: result, templates: templates)
    // A large folder's listing (a name and a listed file apiece) is freed on another
    // thread: on this one it cost as much as checking the files against each other.
    ParallelMap.releaseElsewhere((consume entries, consume listed))
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }

  /// Notes the folders inside an app folder that hold YAML files: they are not loaded, and
  /// `check` says so once rather than ignoring them without a word.
  private func noteSkippedFolders(in path: String, entries: [FolderEntry]) {
    for entry in entries {
      guard entry.kind != .file, !entry.name.hasPrefix("."),
        !AppReader.appSubfolders.contains(entry.name)
      else { continue }
      let inner = FolderPath.join(path, entry.name)
      guard (entry.kind ?? files.kind(of: inner)) == .directory,
        ((try? files.entries(inFolder: inner)) ?? []).contains(where: {
          FolderPath.isYAML($0.name)
        }),
        !notedFolders.contains(where: { $0.path == inner })
      else { continue }
      notedFolders.append((inner, files.canonical(inner) ?? inner))
    }
  }

  /// The files of the named tables in a `strings/` folder: the YAML files of each folder
  /// in it (`strings/TABLE/LANG.yaml`), folders in byte order.
  private func namedTables(in strings: String, app: String) throws(LoadProblem) -> [SourceFile] {
    var found: [SourceFile] = []
    let folders = try entries(inFolder: strings).filter {
      !$0.name.hasPrefix(".") && $0.kind != .file
    }
    for entry in folders.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
      let inner = FolderPath.join(strings, entry.name)
      guard (entry.kind ?? files.kind(of: inner)) == .directory else { continue }
      if Self.leaves(inner, app, files: files) {
        found.append(.unreadable(path: inner, reason: Messages.linkLeavesApp))
        continue
      }
      found += try readFiles(inFolder: inner, limits: limits, app: app)
    }
    return found
  }

  /// An app folder's strings tables: the YAML files of its `strings/` folder, and of each
  /// folder in it (the named tables).
  /// Read once per run, however many loads of the folder or its files need them.
  package func strings(of folder: String) throws(LoadProblem) -> [SourceFile] {
    let key = files.canonical(folder) ?? folder
    if let files = tables[key] { return files }
    let path = FolderPath.join(folder, "strings")
    let files: [SourceFile]
    if Self.leaves(path, folder, files: self.files) {
      files = [.unreadable(path: path, reason: Messages.linkLeavesApp)]
    } else if self.files.kind(of: path) == .directory {
      files =
        try readFiles(inFolder: path, limits: limits, app: folder)
        + namedTables(in: path, app: folder)
    } else {
      files = []
    }
    tables[key] = files
    return files
  }
}
