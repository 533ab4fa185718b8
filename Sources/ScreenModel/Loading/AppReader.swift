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
  public let files: any FileAccess
  /// The parse limits of every file it reads.
  public let limits: ParseLimits
  /// Whether whole folders warn at strings-table entries no screen uses (`check`).
  public var reportUnusedTranslations = false
  /// Whether every screen's translatable texts are listed (`check --locale`).
  public var collectTexts = false
  /// Whether a path may name a strings table (`check`), rather than a screen.
  public var acceptsStringsTables = false
  /// Folders inside a loaded app folder that hold YAML files, which are not loaded (an
  /// app's screens are the files directly in its folder), each once, in the order found:
  /// `check` warns about each.
  public private(set) var skippedFolders: [String] = []
  /// The folders of an app folder that are its own, never screens.
  public static let appSubfolders: Set<String> = [
    "strings", "templates", "__snapshots__", "__Snapshots__",
  ]
  /// The folders loaded so far, by canonical path.
  private var folders: [String: LoadedFolder] = [:]
  /// How many times a folder was read and decoded.
  public private(set) var foldersLoaded = 0
  /// The strings tables read so far, by the canonical path of their app folder.
  private var tables: [String: [SourceFile]] = [:]

  /// A folder's files, or a screen file's reach, loaded.
  public struct LoadedFolder {
    /// The folder as first named.
    public var path: String
    /// The files read.
    public var files: [SourceFile]
    /// The app they make.
    public var result: AppLoader.Result
  }

  /// Creates a reader of `files`.
  public init(files: any FileAccess, limits: ParseLimits = .default) {
    self.files = files
    self.limits = limits
  }

  /// Loads a path: a folder is the app; a screen file loads with what it reaches; a
  /// scenario file with the app it drives. A path that is missing, not a file or folder, or
  /// a folder with no YAML files is a ``LoadProblem``.
  public func load(_ rawPath: String) throws(LoadProblem) -> LoadedPath {
    let path = FolderPath.normalized(rawPath)
    switch files.kind(of: path) {
    case .missing:
      throw .noSuchPath(rawPath)
    case .other:
      throw .notAFileOrFolder(rawPath)
    case .directory:
      let loaded = try folder(path)
      if loaded.files.isEmpty { throw .noYAMLFiles(rawPath) }
      return LoadedPath(
        path: path, kind: .app(loaded.result, screenID: nil), isFolder: true,
        scenarios: loaded.result.scenarios.map { resolve($0, in: loaded) })
    case .file:
      let tables = FolderPath.folder(of: path)
      if FolderPath.lastPart(tables) == "strings", FolderPath.isYAML(path) {
        return try stringsTable(path, in: FolderPath.folder(of: tables), named: rawPath)
      }
      if FolderPath.lastPart(tables) == "templates", FolderPath.isYAML(path) {
        return try templateFile(path, in: FolderPath.folder(of: tables))
      }
      let loaded = try screenFile(path)
      let named = FolderPath.join(loaded.path, FolderPath.lastPart(path))
      if let scenario = loaded.result.scenarios.first(where: { $0.file.path == named }) {
        return LoadedPath(path: path, kind: .scenario(resolve(scenario, in: loaded)))
      }
      let screenID = loaded.result.screenIDs[named]
      return LoadedPath(path: path, kind: .app(loaded.result, screenID: screenID))
    }
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

  /// A screen file with what it reaches in its folder, and nothing else: `app.yaml`, the
  /// screens it pushes, and every screen that binds, sets or tests a state key a reached
  /// screen uses, followed until nothing new is reached. A sibling it does not reach is
  /// never parsed, so a broken or unrelated file beside it cannot fail it; nor can one with
  /// errors of its own that only binds a key in use (it is left out). A pushed screen
  /// is found by its file name; the folder is listed only to find what a name cannot tell:
  /// the screens that bind a key in use, and a pushed or `start` id that is some file's
  /// `id:`. Each file is parsed at most once: what it names is read from the same decode
  /// that goes into the app.
  public func screenFile(_ path: String) throws(LoadProblem) -> LoadedFolder {
    let key = "file:" + (files.canonical(path) ?? path)
    if let loaded = folders[key] { return loaded }
    let folder = FolderPath.folder(of: path)
    let own = FolderPath.lastPart(path)
    var listed: [String]?
    /// The name of the YAML file beside `own` that holds screen `id`, or nil. A link to a
    /// missing file is found too: it is pushed, so it is an error to report. A name the
    /// file system holds in another normalisation form (macOS writes `café` decomposed) is
    /// found by comparing names as text, as ids are compared.
    func fileNamed(_ id: String) -> String? {
      guard !id.isEmpty, !id.contains("/"), id != ".", id != ".." else { return nil }
      let names = ["\(id).yaml", "\(id).yml"]
      let direct = names.first {
        let path = FolderPath.join(folder, $0)
        return files.kind(of: path) == .file || files.isSymbolicLink(path)
      }
      if let direct { return direct }
      guard id.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
      if listed == nil {
        listed = ((try? files.entries(inFolder: folder)) ?? []).filter { $0.kind != .directory }
          .map(\.name)
      }
      return listed?.first { name in names.contains { $0 == name } }
    }
    let limits = self.limits
    // With strings tables, texts are kept so a broken translation points at its screen.
    let hasTables = try !strings(of: folder).isEmpty
    let collectTexts = self.collectTexts || hasTables
    let library = templates(of: folder)
    var chosen: [String: AppLoader.DecodedFile] = [:]
    var queue: [String] = []
    func choose(_ name: String, _ decoded: AppLoader.DecodedFile) {
      chosen[name] = decoded
      queue.append(name)
    }
    func take(_ name: String) {
      let file = read(FolderPath.join(folder, name), limits: limits)
      choose(
        name,
        AppLoader.decode(file, limits: limits, collectTexts: collectTexts, templates: library))
    }
    take(own)
    if let app = fileNamed("app") { take(app) }
    // `app.yaml`'s `start` may name a screen by its file name or by some file's `id:`; that
    // screen is looked for as a pushed id is, but not loaded.
    let startID = chosen.values.lazy.compactMap(\.startScreenID).first
    var startElsewhere = false
    /// The start screen's id while it is neither loaded, nor a file's name, nor found.
    func startSought() -> Set<String> {
      guard let startID, !startElsewhere, fileNamed(startID) == nil,
        !chosen.values.contains(where: { $0.screenID == startID })
      else { return [] }
      return [startID]
    }
    var usedKeys: Set<String> = []
    var pushedIDs: Set<String> = []
    // Read on the first need, and each parsed at most once.
    var siblings: [(name: String, file: SourceFile)]?
    var examined: [String: AppLoader.DecodedFile] = [:]
    while true {
      while let name = queue.popLast() {
        guard let references = chosen[name]?.references else { continue }
        usedKeys.formUnion(references.stateKeys)
        for id in references.pushes where pushedIDs.insert(id).inserted {
          if let target = fileNamed(id), chosen[target] == nil { take(target) }
          // `id.yml` beside `id.yaml` is a second screen with that id.
          if fileNamed(id)?.hasSuffix(".yaml") == true, chosen["\(id).yml"] == nil,
            files.kind(of: FolderPath.join(folder, "\(id).yml")) == .file
          {
            take("\(id).yml")
          }
        }
      }
      // Every pushed id is sought, found by its file name or not: a sibling that declares
      // the same `id:` makes the push ambiguous, an error `check` of the folder reports too.
      let sought = pushedIDs.union(startSought())
      if usedKeys.isEmpty && sought.isEmpty { break }
      if siblings == nil {
        siblings = try readFiles(inFolder: folder, limits: limits) {
          chosen[$0] == nil
        }.map { ($0.fileName, $0) }
      }
      // Parsed only when the bytes mention what is looked for: an id sought with `id`, or a
      // key in use (rarer, so searched first) with a binding word.
      let ids = sought.map { Array($0.utf8) }
      let keys = usedKeys.map { Array($0.utf8) }
      let words = FileReferences.bindingWords.map { Array($0.utf8) }
      let templateWords = ["use:", "template:"].map { Array($0.utf8) }
      func mentions(_ bytes: [UInt8], _ needles: [[UInt8]]) -> Bool {
        needles.contains { ByteSearch.contains(bytes, $0) }
      }
      for (name, file) in siblings ?? [] where chosen[name] == nil {
        let maybeSought = mentions(file.bytes, ids) && mentions(file.bytes, [Array("id".utf8)])
        // A screen made of templates may bind a key its own bytes never name.
        let maybeBinder =
          (mentions(file.bytes, keys) && mentions(file.bytes, words))
          || (!keys.isEmpty && mentions(file.bytes, templateWords))
        guard maybeSought || maybeBinder else { continue }
        let decoded =
          examined[name]
          ?? AppLoader.decode(
            file, limits: limits, collectTexts: collectTexts, templates: library)
        examined[name] = decoded
        if startID != nil, decoded.screenID == startID { startElsewhere = true }
        let isPushed = decoded.screenID.map(pushedIDs.contains) ?? false
        // A sibling reached only through a key it binds is not drawn: when it has errors
        // of its own (half-written), it is left out rather than failing this file.
        let binds =
          !decoded.hasErrors
          && !(decoded.references?.boundKeys.isDisjoint(with: usedKeys) ?? true)
        if isPushed || binds { choose(name, decoded) }
      }
      if queue.isEmpty { break }
    }
    // A pushed id or a start that no file holds is an error: the folder's other screens
    // (read to look for it) are offered as what it may have meant.
    let missing = pushedIDs.subtracting(chosen.values.compactMap(\.screenID)).union(startSought())
    let otherIDs =
      missing.isEmpty
      ? []
      : Self.screenIDs(
        of: (siblings ?? []).filter { chosen[$0.name] == nil }, examined: examined, limits: limits)
    let decoded = chosen.keys.sorted().compactMap { chosen[$0] }
    let loadedNames = Set(chosen.keys)
    let loaded = LoadedFolder(
      path: folder, files: decoded.map(\.file),
      result: AppLoader.load(
        decoded: decoded, limits: limits,
        elsewhere: { id in
          (startElsewhere && id == startID)
            || (fileNamed(id).map { !loadedNames.contains($0) } ?? false)
        },
        strings: try strings(of: folder), otherIDs: otherIDs, templates: library))
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }

  /// The screen ids of `files`, to suggest one for a misspelt id: a file's name, unless it
  /// says otherwise on a line of its own (`id: …`).
  private static func screenIDs(
    of files: [(name: String, file: SourceFile)], examined: [String: AppLoader.DecodedFile],
    limits: ParseLimits
  ) -> [String] {
    files.map { name, file in
      if let id = examined[name]?.screenID { return id }
      let declares =
        file.bytes.starts(with: "id:".utf8) || ByteSearch.contains(file.bytes, Array("\nid:".utf8))
      guard declares else { return file.baseName }
      return AppLoader.decode(file, limits: limits).screenID ?? file.baseName
    }
  }

  /// A folder's YAML files, loaded once per run. `including` names a file that must be
  /// among them even when its name does not end in `.yaml`.
  public func folder(_ path: String, including file: String? = nil) throws(LoadProblem)
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
    var files = try readFiles(inFolder: path, limits: limits)
    noteSkippedFolders(in: path)
    if let file,
      !files.contains(where: { FolderPath.lastPart($0.path) == FolderPath.lastPart(file) })
    {
      files.append(read(FolderPath.join(path, FolderPath.lastPart(file)), limits: limits))
    }
    let loaded = LoadedFolder(
      path: path, files: files,
      result: AppLoader.load(
        files, limits: limits, strings: try strings(of: path),
        reportUnused: reportUnusedTranslations, collectTexts: collectTexts,
        templates: try templateFiles(of: path)))
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }

  /// Notes the folders inside an app folder that hold YAML files: they are not loaded, and
  /// `check` says so once rather than ignoring them without a word.
  private func noteSkippedFolders(in path: String) {
    for entry in (try? files.entries(inFolder: path)) ?? [] {
      guard !entry.name.hasPrefix("."), !AppReader.appSubfolders.contains(entry.name) else {
        continue
      }
      let inner = FolderPath.join(path, entry.name)
      guard (entry.kind ?? files.kind(of: inner)) == .directory,
        ((try? files.entries(inFolder: inner)) ?? []).contains(where: {
          FolderPath.isYAML($0.name)
        }),
        !skippedFolders.contains(inner)
      else { continue }
      skippedFolders.append(inner)
    }
  }

  /// An app folder's strings tables: the YAML files of its `strings/` folder.
  /// Read once per run, however many loads of the folder or its files need them.
  public func strings(of folder: String) throws(LoadProblem) -> [SourceFile] {
    let key = files.canonical(folder) ?? folder
    if let files = tables[key] { return files }
    let path = FolderPath.join(folder, "strings")
    let files =
      files.kind(of: path) == .directory ? try readFiles(inFolder: path, limits: limits) : []
    tables[key] = files
    return files
  }

  /// Finds the app a scenario drives. A missing app, or one that is itself a scenario, is
  /// an error at the scenario's `app` key; the app is never asked for its own scenarios,
  /// so a scenario inside the folder it drives loads that folder once.
  private func resolve(_ found: AppLoader.ScenarioFile, in folder: LoadedFolder) -> LoadedScenario {
    var input = LoadedScenario(
      file: found.file, scenario: found.scenario, diagnostics: found.diagnostics)
    guard var scenario = found.scenario else { return input }
    let target = FolderPath.normalized(
      scenario.app.hasPrefix("/") ? scenario.app : FolderPath.join(folder.path, scenario.app))
    let problem: String
    switch files.kind(of: target) {
    case .directory:
      do {
        var loaded = try self.folder(target)
        // In a folder that fails to load, a scenario starting at a screen that reaches no
        // broken file still runs, on what that screen reaches.
        if loaded.result.app == nil, let screen = scenario.screen,
          let path = loaded.result.screenIDs.first(where: { $0.value == screen })?.key,
          !loaded.result.reports.contains(where: {
            $0.file.path == path && $0.diagnostics.contains { $0.severity == .error }
          })
        {
          let reached = try screenFile(path)
          if reached.result.app != nil { loaded = reached }
        }
        input.app = loaded.result
        input.appFolder = loaded.path
        input.scenario = scenario
        if !loaded.result.screenIDs.isEmpty { return input }
        input.app = nil
        problem = Messages.scenarioAppEmpty(scenario.app)
      } catch {
        problem = Messages.scenarioAppUnreadable(scenario.app, error.message)
      }
    case .file:
      do {
        let loaded = try self.folder(FolderPath.folder(of: target), including: target)
        let named = FolderPath.join(loaded.path, FolderPath.lastPart(target))
        if loaded.result.scenarioPaths.contains(named) {
          problem = Messages.scenarioAppIsScenario(scenario.app)
        } else {
          if scenario.screen == nil { scenario.screen = loaded.result.screenIDs[named] }
          input.scenario = scenario
          input.app = loaded.result
          input.appFolder = loaded.path
          return input
        }
      } catch {
        problem = Messages.scenarioAppUnreadable(scenario.app, error.message)
      }
    case .missing:
      problem = Messages.scenarioAppMissing(scenario.app)
    case .other:
      problem = Messages.scenarioAppUnreadable(scenario.app, "not a file or folder")
    }
    input.scenario = nil
    input.diagnostics.append(.error(problem, at: scenario.appMark))
    return input
  }
}

extension AppReader {
  /// Reads the YAML files of a folder whose names `include` accepts, on every core, in byte
  /// order of their names. A YAML name that cannot be read (a link to a missing file or to
  /// something not a file, no permission) is kept as an unreadable file, so loading it is an
  /// error naming it rather than a file silently missing from the app.
  func readFiles(
    inFolder folder: String, limits: ParseLimits, include: (String) -> Bool = { _ in true }
  ) throws(LoadProblem) -> [SourceFile] {
    let entries: [FolderEntry]
    do {
      entries = try files.entries(inFolder: folder)
    } catch {
      throw .unreadableFolder(error)
    }
    let found = entries.filter {
      FolderPath.isYAML($0.name) && $0.kind != .directory && include($0.name)
    }
    let files = self.files
    return ParallelMap.map(found) { entry -> SourceFile? in
      let path = FolderPath.join(folder, entry.name)
      switch entry.kind ?? files.kind(of: path) {
      case .file: return Self.read(path, from: files, limits: limits)
      case .directory: return nil
      case .missing: return .unreadable(path: path, reason: Messages.danglingLink)
      case .other: return .unreadable(path: path, reason: Messages.notARegularFile)
      }
    }.compactMap { $0 }
  }

  /// Reads a file; one that cannot be read is kept with the reason.
  func read(_ path: String, limits: ParseLimits) -> SourceFile {
    Self.read(path, from: files, limits: limits)
  }

  static func read(_ path: String, from files: any FileAccess, limits: ParseLimits) -> SourceFile {
    let file = files.read(path, limit: limits.maxBytes)
    guard file.unreadable != nil, files.isSymbolicLink(path), files.kind(of: path) == .missing
    else { return file }
    return .unreadable(path: path, reason: Messages.danglingLink)
  }
}
