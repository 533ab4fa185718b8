import Basics
import ScreenModel

extension AppReader {
  /// A screen file's load redone from the one kept under `key` (``keptLoads``), when only
  /// the file itself changed since, `own` (its new decode) still reaches what it reached
  /// and the other files see the same of it; else nil, and it is loaded in full.
  func reused(_ key: String, path: String, own: AppAssembler.DecodedFile?, collectTexts: Bool)
    -> LoadedFolder?
  {
    // Taken out, so that what it holds is changed in place, not copied; a full load keeps
    // its own.
    guard let keptLoads, let own, var entry = keptLoads.take(key),
      entry.limits == limits, entry.collectTexts == collectTexts,
      !keptLoads.otherChanged(than: path, since: entry),
      entry.kept.inputs.indices.contains(entry.own),
      entry.kept.inputs[entry.own].reach == own.reach,
      entry.kept.inputs[entry.own].screenID == own.screenID,
      let result = AppAssembler.reassemble(&entry.kept, replacing: entry.own, with: own)
    else { return nil }
    entry.files[entry.own] = own.file
    keptLoads.keep(key, entry, reused: true)
    let loaded = LoadedFolder(path: entry.folder, files: entry.files, result: result)
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }

  /// A screen file's load of the files it reaches (`decoded`, the file itself at `own`),
  /// checked against each other, and kept under `key` (``keptLoads``).
  func assembled(
    _ decoded: [AppAssembler.DecodedFile], at key: String, path: String, own: Int?,
    otherIDs: [String], library: TemplateLibrary, collectTexts: Bool,
    elsewhere: (String) -> Bool
  ) throws(LoadProblem) -> LoadedFolder {
    let folder = FolderPath.folder(of: path)
    var kept: AppAssembler.Kept?
    let files = decoded.map(\.file)
    let result = AppAssembler.load(
      decoded: decoded, limits: limits, elsewhere: elsewhere, strings: try strings(of: folder),
      otherIDs: otherIDs, templates: library,
      keeping: keptLoads == nil || own == nil ? nil : { kept = $0 })
    if let keptLoads, let own, let kept {
      keptLoads.keep(
        key,
        .init(
          folder: folder, files: files, own: own, kept: kept, limits: limits,
          collectTexts: collectTexts))
    }
    let loaded = LoadedFolder(path: folder, files: files, result: result)
    folders[key] = loaded
    foldersLoaded += 1
    return loaded
  }
}
