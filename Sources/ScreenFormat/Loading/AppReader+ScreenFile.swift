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
    let own = FolderPath.lastPart(path)
    var reach = try ScreenFileReach(reader: self, folder: FolderPath.folder(of: path))
    for name in [own] + extra { reach.take(name) }
    if let reused = reused(
      key, path: path, own: reach.chosen[own], collectTexts: reach.collectTexts)
    {
      return reused
    }
    reach.takeAppFile()
    try reach.follow()
    // A pushed id or a start that no file holds is an error: the folder's other screens
    // (read to look for it) are offered as what it may have meant.
    let otherIDs = try reach.otherIDs()
    let (names, loadedNames) = (reach.chosen.keys.sorted(), Set(reach.chosen.keys))
    let (startID, startElsewhere) = (reach.startID, reach.startElsewhere)
    return try assembled(
      names.compactMap { reach.chosen[$0] }, at: key, path: path, own: names.firstIndex(of: own),
      otherIDs: otherIDs, library: reach.library, collectTexts: reach.collectTexts
    ) { id in
      (startElsewhere && id == startID)
        || (reach.fileNamed(id).map { !loadedNames.contains($0) } ?? false)
    }
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
  static func screenIDs(
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
