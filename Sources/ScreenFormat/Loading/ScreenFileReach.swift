import Basics
import ScreenModel
import YAMLTree

/// The work of one screen file's load (``AppReader/screenFile(_:)``), shared by its steps:
/// the files chosen so far and those left to follow, what is sought among the siblings, and
/// the siblings read and decoded, each at most once.
struct ScreenFileReach {
  let reader: AppReader
  let folder: String
  let limits: ParseLimits
  let collectTexts: Bool
  let library: TemplateLibrary
  /// The folder's files, listed on the first need of a name a file system may spell apart.
  private var listed: [String]?
  /// The files that go into the load, by name, decoded.
  private(set) var chosen: [String: AppAssembler.DecodedFile] = [:]
  /// Chosen files whose pushes and keys are still to be followed.
  private var queue: [String] = []
  /// `app.yaml`'s `start`, and whether a sibling not loaded declares it.
  private(set) var startID: String?
  private(set) var startElsewhere = false
  private var usedKeys: Set<String> = []
  private(set) var pushedIDs: Set<String> = []
  /// Every sibling, read on the first need; those decoded while searching.
  private var siblings: [(name: String, file: SourceFile)]?
  private(set) var examined: [String: AppAssembler.DecodedFile] = [:]

  init(reader: AppReader, folder: String) throws(LoadProblem) {
    self.reader = reader
    self.folder = folder
    limits = reader.limits
    collectTexts = try reader.collectsTexts(in: folder)
    library = reader.templates(of: folder)
  }

  /// The name of the YAML file in the folder that holds screen `id`, or nil. A link to a
  /// missing file is found too: it is pushed, so it is an error to report. A name the file
  /// system holds in another normalisation form (macOS writes `café` decomposed) is found
  /// by comparing names as text, as ids are compared.
  mutating func fileNamed(_ id: String) -> String? {
    guard !id.isEmpty, !id.contains("/"), id != ".", id != ".." else { return nil }
    let names = ["\(id).yaml", "\(id).yml"]
    let (files, folder) = (reader.files, folder)
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

  /// Chooses a decoded file for the load, its reach to be followed.
  mutating func choose(_ name: String, _ decoded: AppAssembler.DecodedFile) {
    chosen[name] = decoded
    queue.append(name)
  }

  /// Reads, decodes and chooses the file `name`.
  mutating func take(_ name: String) {
    let file = reader.read(FolderPath.join(folder, name), limits: limits)
    choose(name, reader.decode(file, collectTexts: collectTexts, templates: library))
  }

  /// Takes `app.yaml`, when there is one, and notes its `start`.
  mutating func takeAppFile() {
    if let app = fileNamed("app") { take(app) }
    // `app.yaml`'s `start` may name a screen by its file name or by some file's `id:`; that
    // screen is looked for as a pushed id is, but not loaded.
    startID = chosen.values.lazy.compactMap(\.startScreenID).first
  }

  /// The start screen's id while it is neither loaded, nor a file's name, nor found.
  mutating func startSought() -> Set<String> {
    guard let startID, !startElsewhere, fileNamed(startID) == nil,
      !chosen.values.contains(where: { $0.screenID == startID })
    else { return [] }
    return [startID]
  }

  /// Every sibling, read once.
  mutating func all() throws(LoadProblem) -> [(name: String, file: SourceFile)] {
    if let siblings { return siblings }
    let taken = chosen
    let read = try reader.readFiles(inFolder: folder, limits: limits) { taken[$0] == nil }
    siblings = read.map { ($0.fileName, $0) }
    return siblings ?? []
  }

  /// Follows what the chosen files reach, until nothing new is: the screens they push (by
  /// file name), and the siblings that bind a key in use or declare an id sought.
  mutating func follow() throws(LoadProblem) {
    while true {
      followPushes()
      // Every pushed id is sought, found by its file name or not: a sibling that declares
      // the same `id:` makes the push ambiguous, an error `check` of the folder reports too.
      let sought = pushedIDs.union(startSought())
      if usedKeys.isEmpty && sought.isEmpty { return }
      try searchSiblings(for: sought)
      if queue.isEmpty { return }
    }
  }

  /// Takes the screens the queued files push, found by their file names.
  private mutating func followPushes() {
    while let name = queue.popLast() {
      guard let references = chosen[name]?.reach else { continue }
      usedKeys.formUnion(references.stateKeys)
      for id in references.pushes where pushedIDs.insert(id).inserted {
        let target = fileNamed(id)
        if let target, chosen[target] == nil { take(target) }
        // `id.yml` beside `id.yaml` is a second screen with that id.
        if target?.hasSuffix(".yaml") == true, chosen["\(id).yml"] == nil,
          reader.files.kind(of: FolderPath.join(folder, "\(id).yml")) == .file
        {
          take("\(id).yml")
        }
      }
    }
  }

  /// Chooses the siblings that declare an id `sought` or bind a key in use.
  private mutating func searchSiblings(for sought: Set<String>) throws(LoadProblem) {
    // With an index, only the siblings that may bind a key in use or declare an id sought.
    let taken = chosen
    let pool = try reader.searched(
      in: folder, keys: usedKeys, ids: sought, all: { () throws(LoadProblem) in try self.all() }
    ) { taken[$0] != nil }
    // Parsed only when the bytes mention what is looked for: an id sought with `id`, or a
    // key in use (rarer, so searched first) with a binding word.
    let ids = sought.sorted().map { Array($0.utf8) }
    let keys = usedKeys.sorted().map { Array($0.utf8) }
    // What is looked for, as one value: a file searched for the same before is not again.
    let soughtWords = ids.joined(separator: [0]) + [0, 0] + keys.joined(separator: [0])
    for (name, file) in pool where chosen[name] == nil {
      let search = { Self.maySeek(file.bytes, ids: ids, keys: keys) }
      guard reader.decodeCache?.searched(file, for: soughtWords, search) ?? search() else {
        continue
      }
      let decoded =
        examined[name] ?? reader.decode(file, collectTexts: collectTexts, templates: library)
      examined[name] = decoded
      if startID != nil, decoded.screenID == startID { startElsewhere = true }
      let isPushed = decoded.screenID.map(pushedIDs.contains) ?? false
      // A sibling reached only through a key it binds is not drawn: when it has errors of
      // its own (half-written), it is left out rather than failing this file.
      let binds =
        !decoded.hasErrors && !(decoded.reach?.boundKeys.isDisjoint(with: usedKeys) ?? true)
      if isPushed || binds { choose(name, decoded) }
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
    if mentions(keys), mentions(AppReader.bindingWords) { return true }
    return !keys.isEmpty && mentions(AppReader.templateWords)
  }

  /// The screen ids of the siblings not chosen, when a pushed id or a start is missing (no
  /// file holds it), to be offered as what it may have meant; else none.
  mutating func otherIDs() throws(LoadProblem) -> [String] {
    let missing = pushedIDs.subtracting(chosen.values.compactMap(\.screenID)).union(startSought())
    guard !missing.isEmpty else { return [] }
    let taken = chosen
    return AppReader.screenIDs(
      of: try all().filter { taken[$0.name] == nil }, examined: examined, limits: limits)
  }
}
