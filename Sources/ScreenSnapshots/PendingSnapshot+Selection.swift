import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel

extension PendingSnapshot {
  /// Why words name no pending file to review, accept or reject.
  package enum SelectionProblem: Error, Equatable {
    /// A path that is no pending file, and the name it may have meant.
    case noPendingAt(String, name: String?)
    /// A name no pending file has, and the nearest one.
    case noPendingNamed(String, suggestion: String?)
    /// A name found in several folders: how many, and the files.
    case inSeveralFolders(String, folders: Int, paths: [String])
  }

  /// The pending files `words` name under `roots` (every one when no word is given): a
  /// name (`posts`, `posts.scenario`; `posts.svg` for the picture alone) or a pending
  /// file's path as `review` prints it. A name names its pending text, picture and
  /// transcript alike, and those of its variants; one found in several folders is a
  /// problem that lists them.
  package static func selected(by words: [String], under roots: [String])
    throws(SelectionProblem) -> [PendingSnapshot]
  {
    let names = words.filter { !isPath($0) }
    let found = words.isEmpty || !names.isEmpty ? SnapshotFolder.pendingFiles(under: roots) : []
    guard !words.isEmpty else { return found }
    var chosen: [PendingSnapshot] = []
    for word in words {
      let matches: [PendingSnapshot]
      if isPath(word) {
        let path = FolderPath.normalized(word)
        guard isPendingFile(path), FileSystem.kind(path) == .file else {
          let names = SnapshotFolder.pendingFiles(under: roots).map(\.name)
          throw .noPendingAt(word, name: suggestedName(word, among: names))
        }
        matches = [PendingSnapshot(path: path)]
      } else {
        matches = found.filter { $0.isNamed(by: word) }
        guard !matches.isEmpty else {
          throw .noPendingNamed(word, suggestion: suggestedName(word, among: found.map(\.name)))
        }
        let folders = Set(matches.map(\.directory))
        guard folders.count == 1 else {
          throw .inSeveralFolders(word, folders: folders.count, paths: matches.map(\.path))
        }
      }
      for match in matches where !chosen.contains(match) { chosen.append(match) }
    }
    return chosen
  }

  /// Whether a word names this pending file: its name, or the name of the screen or
  /// scenario whose variant or transcript it is (`inbox` names `inbox@dark` and
  /// `inbox.voiceover`, `inbox@dark` names `inbox@dark@ax3`); `inbox.svg` names the picture
  /// alone.
  package func isNamed(by word: String) -> Bool {
    if format == .svg && name + format.referenceSuffix == word { return true }
    let suffix = OutputFormat.voiceover.nameSuffix
    let base = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    return name == word || base == word || base.hasPrefix(word + "@")
  }

  /// The pending name meant by a word that is not one: a file name (`inbox.snap`) by its
  /// stem, else the nearest name.
  package static func suggestedName(_ word: String, among names: [String]) -> String? {
    var stem = FolderPath.lastPart(word)
    let suffixes = [
      SnapshotFolder.pendingSuffix, OutputFormat.svg.pendingSuffix, ".snap",
      OutputFormat.svg.referenceSuffix,
    ]
    for suffix in suffixes where stem.hasSuffix(suffix) {
      stem = String(stem.dropLast(suffix.count))
      break
    }
    if names.contains(stem) { return stem }
    return Suggestion.nearest(to: word, in: names)
  }

  /// Whether an argument is a pending file's path rather than a name.
  private static func isPath(_ word: String) -> Bool {
    isPendingFile(word) || word.contains("/")
  }

  /// Whether a path ends as a pending file's does (`.snap.new`, `.svg.new`).
  private static func isPendingFile(_ path: String) -> Bool {
    path.hasSuffix(SnapshotFolder.pendingSuffix)
      || path.hasSuffix(OutputFormat.svg.pendingSuffix)
  }
}
