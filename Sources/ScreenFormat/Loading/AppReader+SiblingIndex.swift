import Basics
import ScreenModel
import YAMLTree

extension AppReader {
  /// The siblings of a screen file to search for `keys` and `ids`, read, in byte order of
  /// their names: with an index (`siblingIndex`), only those that may bind one of `keys`
  /// or declare one of `ids`, leaving out those `skip` accepts; without one, `all()`.
  func searched(
    in folder: String, keys: Set<String>, ids: Set<String>,
    all: () throws(LoadProblem) -> [(name: String, file: SourceFile)], skip: (String) -> Bool
  ) throws(LoadProblem) -> [(name: String, file: SourceFile)] {
    guard let siblingIndex, siblingIndex.holds(folder) || buildsSiblingIndex(folder) else {
      return try all()
    }
    return try candidates(in: folder, keys: keys, ids: ids, skip: skip, index: siblingIndex)
  }

  /// Indexes every sibling of `path` not yet indexed (`siblingIndex`), ahead of the loads
  /// that will ask for them: what a caller does while it has nothing else to do, when loads
  /// do not build the index themselves (`buildsSiblingIndex`).
  package func indexSiblings(of path: String) {
    guard let siblingIndex else { return }
    let folder = FolderPath.folder(of: path)
    _ = try? candidates(in: folder, keys: [], ids: [], skip: { _ in false }, index: siblingIndex)
  }

  private func candidates(
    in folder: String, keys: Set<String>, ids: Set<String>, skip: (String) -> Bool,
    index siblingIndex: SiblingIndex
  ) throws(LoadProblem) -> [(name: String, file: SourceFile)] {
    let files = self.files
    let limits = self.limits
    let found = try siblingIndex.candidates(in: folder, keys: keys, ids: ids, skip: skip) {
      () throws(LoadProblem) in
      yamlFiles(in: try entries(inFolder: folder), of: folder)
    } index: { listed in
      let reader = files.folderReader(folder)
      return ParallelMap.map(listed) {
        Self.siblingEntry(Self.read($0, from: files, in: reader, limits: limits), limits: limits)
      }
    }
    return found.map { (name: $0.name, listed: $0) }
      .sorted { Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8) }
      .map { ($0.name, Self.read($0.listed, from: files, limits: limits)) }
  }

  /// What a file may bind or declare, for the index: nil when its bytes hold nothing a
  /// search looks for (no binding word, no `id`, no template); every search's when it uses
  /// templates (what it binds depends on them). Decoded without the app's templates, which
  /// a decode that asks for none does not depend on.
  private static func siblingEntry(_ file: SourceFile, limits: ParseLimits) -> SiblingIndex.Entry? {
    let bytes = file.bytes
    func mentions(_ needles: [[UInt8]]) -> Bool {
      needles.contains { ByteSearch.contains(bytes, $0) }
    }
    if mentions(templateWords) { return SiblingIndex.Entry(always: true) }
    guard mentions(bindingWords) || mentions([Array("id".utf8)]) else { return nil }
    let decoded = AppAssembler.decode(file, limits: limits, templates: nil)
    if decoded.consultedTemplates { return SiblingIndex.Entry(always: true) }
    return SiblingIndex.Entry(keys: decoded.reach?.boundKeys ?? [], screenID: decoded.screenID)
  }
}
