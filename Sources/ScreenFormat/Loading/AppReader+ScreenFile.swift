import Basics
import ScreenModel
import YAMLTree

extension AppReader {
  /// A screen file with what it reaches in its folder, and nothing else: `app.yaml`, the
  /// screens it pushes, and every screen that binds, sets or tests a state key a reached
  /// screen uses, followed until nothing new is reached. A sibling it does not reach is
  /// never parsed, so a broken or unrelated file beside it cannot fail it; nor can one with
  /// errors of its own that only binds a key in use (it is left out). A pushed screen
  /// is found by its file name; the folder is listed only to find what a name cannot tell:
  /// the screens that bind a key in use, and a pushed or `start` id that is some file's
  /// `id:`. Each file is parsed at most once: what it names is read from the same decode
  /// that goes into the app.
  package func screenFile(_ path: String) throws(LoadProblem) -> LoadedFolder {
    let loaded = try screenFile(path, with: [])
    let pushers = try hostPushers(of: loaded, beside: FolderPath.lastPart(path))
    return pushers.isEmpty ? loaded : try screenFile(path, with: pushers)
  }

  /// ``screenFile(_:)``, the files named `extra` taken as the screen file itself is.
  private func screenFile(_ path: String, with extra: [String]) throws(LoadProblem)
    -> LoadedFolder
  {
    let key = "file:" + (files.canonical(path) ?? path) + extra.map { "+" + $0 }.joined()
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
    let collectTexts = try collectsTexts(in: folder)
    let library = templates(of: folder)
    var chosen: [String: AppAssembler.DecodedFile] = [:]
    var queue: [String] = []
    func choose(_ name: String, _ decoded: AppAssembler.DecodedFile) {
      chosen[name] = decoded
      queue.append(name)
    }
    func take(_ name: String) {
      let file = read(FolderPath.join(folder, name), limits: limits)
      choose(name, decode(file, collectTexts: collectTexts, templates: library))
    }
    for name in [own] + extra { take(name) }
    if let reused = reused(key, path: path, own: chosen[own], collectTexts: collectTexts) {
      return reused
    }
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
    var examined: [String: AppAssembler.DecodedFile] = [:]
    /// Every sibling, read once.
    func all() throws(LoadProblem) -> [(name: String, file: SourceFile)] {
      if let siblings { return siblings }
      let read = try readFiles(inFolder: folder, limits: limits) { chosen[$0] == nil }
      siblings = read.map { ($0.fileName, $0) }
      return siblings ?? []
    }
    while true {
      while let name = queue.popLast() {
        guard let references = chosen[name]?.reach else { continue }
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
      // With an index, only the siblings that may bind a key in use or declare an id sought.
      let pool = try searched(in: folder, keys: usedKeys, ids: sought, all: all) {
        chosen[$0] != nil
      }
      // Parsed only when the bytes mention what is looked for: an id sought with `id`, or a
      // key in use (rarer, so searched first) with a binding word.
      let ids = sought.sorted().map { Array($0.utf8) }
      let keys = usedKeys.sorted().map { Array($0.utf8) }
      // What is looked for, as one value: a file searched for the same before is not again.
      let soughtWords = ids.joined(separator: [0]) + [0, 0] + keys.joined(separator: [0])
      for (name, file) in pool where chosen[name] == nil {
        let search = { Self.maySeek(file.bytes, ids: ids, keys: keys) }
        guard decodeCache?.searched(file, for: soughtWords, search) ?? search() else { continue }
        let decoded =
          examined[name]
          ?? decode(file, collectTexts: collectTexts, templates: library)
        examined[name] = decoded
        if startID != nil, decoded.screenID == startID { startElsewhere = true }
        let isPushed = decoded.screenID.map(pushedIDs.contains) ?? false
        // A sibling reached only through a key it binds is not drawn: when it has errors
        // of its own (half-written), it is left out rather than failing this file.
        let binds =
          !decoded.hasErrors
          && !(decoded.reach?.boundKeys.isDisjoint(with: usedKeys) ?? true)
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
        of: try all().filter { chosen[$0.name] == nil }, examined: examined, limits: limits)
    let (names, loadedNames) = (chosen.keys.sorted(), Set(chosen.keys))
    return try assembled(
      names.compactMap { chosen[$0] }, at: key, path: path, own: names.firstIndex(of: own),
      otherIDs: otherIDs, library: library, collectTexts: collectTexts
    ) { id in
      (startElsewhere && id == startID)
        || (fileNamed(id).map { !loadedNames.contains($0) } ?? false)
    }
  }

  /// Whether a sibling's bytes may hold what a screen file's load looks for: an id sought
  /// with `id`, or a key in use with a binding word; a screen made of templates may bind a
  /// key its own bytes never name.
  private static func maySeek(_ bytes: [UInt8], ids: [[UInt8]], keys: [[UInt8]]) -> Bool {
    func mentions(_ needles: [[UInt8]]) -> Bool {
      needles.contains { ByteSearch.contains(bytes, $0) }
    }
    if mentions(ids), mentions([Array("id".utf8)]) { return true }
    if mentions(keys), mentions(bindingWords) { return true }
    return !keys.isEmpty && mentions(templateWords)
  }

  static let bindingWords = FileReach.bindingWords.map { Array($0.utf8) }
  static let templateWords = ["use:", "template:"].map { Array($0.utf8) }

  /// Whether a screen file's load in `folder` keeps its texts: with strings tables, so that
  /// a broken translation points at its screen.
  func collectsTexts(in folder: String) throws(LoadProblem) -> Bool {
    if collectTexts { return true }
    return try !strings(of: folder).isEmpty
  }

  /// A file decoded alone, or its decode kept from an earlier load (``decodeCache``).
  func decode(_ file: SourceFile, collectTexts: Bool, templates: TemplateLibrary)
    -> AppAssembler.DecodedFile
  {
    let limits = self.limits
    let decode = {
      AppAssembler.decode(file, limits: limits, collectTexts: collectTexts, templates: templates)
    }
    return decodeCache?.decoded(file, limits: limits, collectTexts: collectTexts, decode)
      ?? decode()
  }

  /// The screen ids of `files`, to suggest one for a misspelt id: a file's name, unless it
  /// says otherwise on a line of its own (`id: …`).
  private static func screenIDs(
    of files: [(name: String, file: SourceFile)], examined: [String: AppAssembler.DecodedFile],
    limits: ParseLimits
  ) -> [String] {
    files.map { name, file in
      if let id = examined[name]?.screenID { return id }
      let declares =
        file.bytes.starts(with: "id:".utf8) || ByteSearch.contains(file.bytes, Array("\nid:".utf8))
      guard declares else { return file.baseName }
      return AppAssembler.decode(file, limits: limits).screenID ?? file.baseName
    }
  }
}
