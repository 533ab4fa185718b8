import OperatingSystem
import ScreenModel
import YAMLTree

/// A PATH argument, loaded: an app (a folder, or a screen file with what it needs), or a
/// scenario file with the app it drives.
struct Input {
  enum Kind {
    /// An app; `screenID` is the screen of the file named, if a file was.
    case app(AppLoader.Result, screenID: String?)
    /// A scenario and the app it drives.
    case scenario(ScenarioInput)
  }

  /// The path as the user named it, tidied (`./posts.yaml` → `posts.yaml`).
  var path: String
  var kind: Kind
  /// Whether the PATH named a folder (else a file).
  var isFolder = false
  /// For a folder: its scenario files, each with the app it drives.
  var scenarios: [ScenarioInput] = []

  /// The folder holding the PATH's files: the folder itself, or the file's folder.
  var folder: String { isFolder ? path : Path.folder(of: path) }

  /// Every report to print: the app's files, and a scenario's own and its app's.
  var reports: [FileDiagnostics] {
    switch kind {
    case .app(let result, _): return result.reports
    case .scenario(let scenario): return scenario.reports
    }
  }

}

/// A scenario file, decoded, with the app its `app` key names.
struct ScenarioInput {
  var file: SourceFile
  /// The scenario; nil when its file has an error.
  var scenario: Scenario?
  /// The scenario file's own diagnostics, its `app` and `screen` keys' included.
  var diagnostics: [Diagnostic]
  /// The app it drives; nil when the scenario has an error or its app cannot be read.
  var app: AppLoader.Result?
  /// The folder of the app it drives, when there is one.
  var appFolder: String?

  /// The scenario's own report, then its app's.
  var reports: [FileDiagnostics] {
    let own = diagnostics.isEmpty ? [] : [FileDiagnostics(file: file, diagnostics: diagnostics)]
    return own + (app?.reports ?? [])
  }

  /// Whether it can run: no error in its file, its app loaded.
  var runnable: (Scenario, App)? {
    guard let scenario, let app = app?.app else { return nil }
    return (scenario, app)
  }
}

/// Loads the PATHs of one command run. Each app folder is read and decoded once, however
/// many PATHs and scenarios name it, and however they spell it (`app: .`, `./`, an
/// absolute path): folders are known by their canonical path.
final class InputLoader {
  let limits: ParseLimits
  /// Whether whole folders warn at strings-table entries no screen uses (`check`).
  var reportUnusedTranslations = false
  /// Whether every screen's translatable texts are listed (`check --locale`).
  var collectTexts = false
  /// Whether a PATH may name a strings table (`check`), rather than a screen.
  var acceptsStringsTables = false
  /// Folders inside a loaded app folder that hold YAML files, which are not loaded (an
  /// app's screens are the files directly in its folder), each once, in the order found.
  var skippedFolders: [String] = []
  /// The folders of an app folder that are its own, never screens.
  static let appSubfolders: Set<String> = [
    "strings", "templates", "__snapshots__", "__Snapshots__",
  ]
  /// The folders loaded so far, by canonical path.
  private var folders: [String: LoadedFolder] = [:]
  /// How many times a folder was read and decoded.
  private(set) var foldersLoaded = 0
  /// The strings tables read so far, by the canonical path of their app folder.
  private var tables: [String: [SourceFile]] = [:]

  struct LoadedFolder {
    /// The folder as first named.
    var path: String
    var files: [SourceFile]
    var result: AppLoader.Result
  }

  init(limits: ParseLimits) {
    self.limits = limits
  }

  /// Loads a PATH as the contract describes: missing paths are usage errors.
  func load(_ rawPath: String) throws(UsageError) -> Input {
    let path = Path.normalized(rawPath)
    switch FileSystem.kind(path) {
    case .missing:
      throw UsageError("no such file or folder: \(rawPath)")
    case .other:
      throw UsageError("not a file or folder: \(rawPath)")
    case .directory:
      let loaded = try folder(path)
      if loaded.files.isEmpty { throw UsageError("no YAML files in folder \(rawPath)") }
      return Input(
        path: path, kind: .app(loaded.result, screenID: nil), isFolder: true,
        scenarios: loaded.result.scenarios.map { resolve($0, in: loaded) })
    case .file:
      let tables = Path.folder(of: path)
      if Path.lastPart(tables) == "strings", Input.isYAML(path) {
        return try stringsTable(path, in: Path.folder(of: tables), named: rawPath)
      }
      let loaded = try screenFile(path)
      let named = Path.join(loaded.path, Path.lastPart(path))
      if let scenario = loaded.result.scenarios.first(where: { $0.file.path == named }) {
        return Input(path: path, kind: .scenario(resolve(scenario, in: loaded)))
      }
      let screenID = loaded.result.screenIDs[named]
      return Input(path: path, kind: .app(loaded.result, screenID: screenID))
    }
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
  func screenFile(_ path: String) throws(UsageError) -> LoadedFolder {
    let key = "file:" + (Path.canonical(path) ?? path)
    if let loaded = folders[key] { return loaded }
    let folder = Path.folder(of: path)
    let own = Path.lastPart(path)
    var listed: [String]?
    /// The name of the YAML file beside `own` that holds screen `id`, or nil. A name the
    /// file system holds in another normalisation form (macOS writes `café` decomposed) is
    /// found by comparing names as text, as ids are compared.
    func fileNamed(_ id: String) -> String? {
      guard !id.isEmpty, !id.contains("/"), id != ".", id != ".." else { return nil }
      let names = ["\(id).yaml", "\(id).yml"]
      if let direct = names.first(where: { FileSystem.kind(Path.join(folder, $0)) == .file }) {
        return direct
      }
      guard id.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
      if listed == nil {
        listed = ((try? FileSystem.entries(folder)) ?? []).filter { $0.kind != .directory }.map(
          \.name)
      }
      return listed?.first { name in names.contains { $0 == name } }
    }
    let limits = self.limits
    // With strings tables, texts are kept so a broken translation points at its screen.
    let hasTables = try !strings(of: folder).isEmpty
    let collectTexts = self.collectTexts || hasTables
    var chosen: [String: AppLoader.DecodedFile] = [:]
    var queue: [String] = []
    func choose(_ name: String, _ decoded: AppLoader.DecodedFile) {
      chosen[name] = decoded
      queue.append(name)
    }
    func take(_ name: String) throws(UsageError) {
      let file = try Input.read(Path.join(folder, name), limits: limits)
      choose(name, AppLoader.decode(file, limits: limits, collectTexts: collectTexts))
    }
    try take(own)
    if let app = fileNamed("app") { try take(app) }
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
          if let target = fileNamed(id), chosen[target] == nil { try take(target) }
        }
      }
      let unresolved = pushedIDs.subtracting(chosen.values.compactMap(\.screenID))
      let sought = unresolved.union(startSought())
      if usedKeys.isEmpty && sought.isEmpty { break }
      if siblings == nil {
        siblings = try Input.readFiles(inFolder: folder, limits: limits) {
          chosen[$0] == nil
        }.compactMap { read in (try? read.get()).map { ($0.fileName, $0) } }
      }
      // Parsed only when the bytes mention what is looked for: an id sought with `id`, or a
      // key in use (rarer, so searched first) with a binding word.
      let ids = sought.map { Array($0.utf8) }
      let keys = usedKeys.map { Array($0.utf8) }
      let words = FileReferences.bindingWords.map { Array($0.utf8) }
      func mentions(_ bytes: [UInt8], _ needles: [[UInt8]]) -> Bool {
        needles.contains { ByteSearch.contains(bytes, $0) }
      }
      for (name, file) in siblings ?? [] where chosen[name] == nil {
        let maybeSought = mentions(file.bytes, ids) && mentions(file.bytes, [Array("id".utf8)])
        let maybeBinder = mentions(file.bytes, keys) && mentions(file.bytes, words)
        guard maybeSought || maybeBinder else { continue }
        let decoded =
          examined[name] ?? AppLoader.decode(file, limits: limits, collectTexts: collectTexts)
        examined[name] = decoded
        if startID != nil, decoded.screenID == startID { startElsewhere = true }
        let isPushed = decoded.screenID.map(unresolved.contains) ?? false
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
        strings: try strings(of: folder), otherIDs: otherIDs))
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
  func folder(_ path: String, including file: String? = nil) throws(UsageError) -> LoadedFolder {
    let key = Path.canonical(path) ?? path
    if let loaded = folders[key],
      file.map({ named in
        loaded.files.contains { Path.lastPart($0.path) == Path.lastPart(named) }
      }) ?? true
    {
      return loaded
    }
    var files = try Input.files(inFolder: path, limits: limits)
    noteSkippedFolders(in: path)
    if let file, !files.contains(where: { Path.lastPart($0.path) == Path.lastPart(file) }) {
      files.append(try Input.read(Path.join(path, Path.lastPart(file)), limits: limits))
    }
    let loaded = LoadedFolder(
      path: path, files: files,
      result: AppLoader.load(
        files, limits: limits, strings: try strings(of: path),
        reportUnused: reportUnusedTranslations, collectTexts: collectTexts))
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }

  /// An app folder's strings tables: the YAML files of its `strings/` folder.
  /// Read once per run, however many loads of the folder or its files need them.
  func strings(of folder: String) throws(UsageError) -> [SourceFile] {
    let key = Path.canonical(folder) ?? folder
    if let files = tables[key] { return files }
    let path = Path.join(folder, "strings")
    let files =
      FileSystem.kind(path) == .directory ? try Input.files(inFolder: path, limits: limits) : []
    tables[key] = files
    return files
  }

  /// Finds the app a scenario drives. A missing app, or one that is itself a scenario, is
  /// an error at the scenario's `app` key; the app is never asked for its own scenarios,
  /// so a scenario inside the folder it drives loads that folder once.
  private func resolve(_ found: AppLoader.ScenarioFile, in folder: LoadedFolder) -> ScenarioInput {
    var input = ScenarioInput(
      file: found.file, scenario: found.scenario, diagnostics: found.diagnostics)
    guard var scenario = found.scenario else { return input }
    let target = Path.normalized(
      scenario.app.hasPrefix("/") ? scenario.app : Path.join(folder.path, scenario.app))
    let problem: String
    switch FileSystem.kind(target) {
    case .directory:
      do {
        let loaded = try self.folder(target)
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
        let loaded = try self.folder(Path.folder(of: target), including: target)
        let named = Path.join(loaded.path, Path.lastPart(target))
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

extension Input {
  static func isYAML(_ name: String) -> Bool {
    name.hasSuffix(".yaml") || name.hasSuffix(".yml")
  }

  /// Reads the YAML files of a folder, sorted by name, on every core; the first file that
  /// cannot be read is the error.
  static func files(inFolder folder: String, limits: ParseLimits) throws(UsageError) -> [SourceFile]
  {
    var files: [SourceFile] = []
    for read in try readFiles(inFolder: folder, limits: limits) {
      switch read {
      case .success(let file): files.append(file)
      case .failure(let error): throw error
      }
    }
    return files
  }

  /// Reads the regular YAML files of a folder whose names `include` accepts, on every core,
  /// in byte order of their names; each file's read succeeds or fails on its own.
  static func readFiles(
    inFolder folder: String, limits: ParseLimits, include: (String) -> Bool = { _ in true }
  ) throws(UsageError) -> [Swift.Result<SourceFile, UsageError>] {
    let entries: [FileSystem.Entry]
    do {
      entries = try FileSystem.entries(folder)
    } catch {
      throw UsageError("cannot read folder \(error)")
    }
    let found = entries.filter {
      isYAML($0.name) && $0.kind != .directory && $0.kind != .other && include($0.name)
    }
    let read = ParallelMap.map(found) { entry -> Swift.Result<SourceFile, UsageError>? in
      let path = Path.join(folder, entry.name)
      guard (entry.kind ?? FileSystem.kind(path)) == .file else { return nil }
      do throws(UsageError) {
        return .success(try Input.read(path, limits: limits))
      } catch {
        return .failure(error)
      }
    }
    return read.compactMap { $0 }
  }

  static func read(_ path: String, limits: ParseLimits) throws(UsageError) -> SourceFile {
    do {
      let (bytes, size) = try FileSystem.readStart(path, limit: limits.maxBytes)
      return SourceFile(path: path, bytes: bytes, size: size > bytes.count ? size : nil)
    } catch {
      throw UsageError("cannot read \(error)")
    }
  }
}
