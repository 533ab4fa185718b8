import Basics
import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenSnapshots

/// `screenspec snapshot review|accept|reject [NAME|PATH...] [--dir DIR]...`: what to do
/// with the pending `.snap.new` and `.svg.new` files a failing run wrote. Finding, accepting and rejecting
/// them is ``PendingSnapshot``'s and ``SnapshotFolder``'s; this parses and prints.
enum PendingCommand {
  static let options = [OptionSpec(name: "dir", takesValue: true)]

  static func run(_ verb: String, _ words: ArraySlice<String>, _ environment: Environment)
    throws(UsageError) -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "snapshot")
    if arguments.help { return CommandResult(stdout: Help.snapshot) }
    let roots = (arguments.values["dir"] ?? ["."]).map(FolderPath.normalized)
    for root in roots where FileSystem.kind(root) != .directory {
      if FileSystem.kind(root) == .file {
        throw UsageError(
          UsageMessages.dirIsAFile(root),
          command: "snapshot")
      }
      throw UsageError(UsageMessages.noSuchFolder(root), command: "snapshot")
    }
    let pending = try select(arguments.positionals, under: roots)
    var result = CommandResult()
    if pending.isEmpty {
      result.stdout =
        "no pending snapshots under \(roots.map(Shown.path).joined(separator: ", "))\n"
      return result
    }
    for item in pending {
      switch verb {
      case "accept": accept(item, into: &result)
      case "reject": reject(item, into: &result)
      default: review(item, environment: environment, into: &result)
      }
    }
    if verb == "review", environment.prompt == nil {
      result.stdout +=
        "\(pending.count) pending; accept with 'screenspec snapshot accept [NAME...]' or reject with 'screenspec snapshot reject [NAME...]'\n"
    }
    return result
  }

  /// The pending files the arguments name: a name (`posts`, `posts.scenario`; `posts.svg`
  /// for the picture alone) or a pending file's path as `review` prints it. A name names
  /// its pending text, picture and transcript alike, and those of its variants; one found
  /// in several folders is an error that lists them.
  static func select(_ words: [String], under roots: [String]) throws(UsageError)
    -> [PendingSnapshot]
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
          let stem = suggestedName(word, among: names)
          throw UsageError(
            UsageMessages.noPendingAt(word, name: stem),
            command: "snapshot")
        }
        matches = [PendingSnapshot(path: path)]
      } else {
        matches = found.filter { isNamed($0, by: word) }
        guard !matches.isEmpty else {
          throw UsageError(
            UsageMessages.noPendingNamed(
              word, suggestion: suggestedName(word, among: found.map(\.name))),
            command: "snapshot")
        }
        let folders = Set(matches.map(\.directory))
        guard folders.count == 1 else {
          throw UsageError(
            UsageMessages.pendingInFolders(
              word, folders: folders.count, paths: matches.map(\.path)),
            command: "snapshot")
        }
      }
      for match in matches where !chosen.contains(match) { chosen.append(match) }
    }
    return chosen
  }

  /// Whether a word names a pending file: its name, or the name of the screen or scenario
  /// whose variant or transcript it is (`inbox` names `inbox@dark` and `inbox.voiceover`,
  /// `inbox@dark` names `inbox@dark@ax3`); `inbox.svg` names the picture alone.
  static func isNamed(_ pending: PendingSnapshot, by word: String) -> Bool {
    if pending.format == .svg && pending.name + pending.format.referenceSuffix == word {
      return true
    }
    let name =
      pending.name.hasSuffix(voiceOverSuffix)
      ? String(pending.name.dropLast(voiceOverSuffix.count)) : pending.name
    return pending.name == word || name == word || name.hasPrefix(word + "@")
  }

  /// How a transcript's name ends (`inbox.voiceover`).
  static let voiceOverSuffix = OutputFormat.voiceover.nameSuffix

  /// The pending name meant by a word that is not one: a file name (`inbox.snap`) by its
  /// stem, else the nearest name.
  static func suggestedName(_ word: String, among names: [String]) -> String? {
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

  private static func review(
    _ item: PendingSnapshot, environment: Environment, into result: inout CommandResult
  ) {
    // A pending file is shown as text: what it holds reaches the terminal escaped.
    result.stdout +=
      "pending \(Shown.path(item.path))\n" + CommandResult.printable(item.report())
    guard let prompt = environment.prompt else { return }
    var question = result.stdout + "accept (a), reject (r) or skip (s)? "
    result.stdout = ""
    while true {
      guard let answer = prompt(question) else {
        result.stdout += "skipped \(Shown.path(item.name))\n"
        return
      }
      switch answer.trimmingSpaces().lowercased() {
      case "a", "accept":
        accept(item, into: &result)
        return
      case "r", "reject":
        reject(item, into: &result)
        return
      case "s", "skip", "":
        result.stdout += "skipped \(Shown.path(item.name))\n"
        return
      default:
        question = "please answer a (accept), r (reject) or s (skip): "
      }
    }
  }

  private static func accept(_ item: PendingSnapshot, into result: inout CommandResult) {
    report("accepted \(Shown.path(item.referencePath))", into: &result) {
      () throws(PendingSnapshot.Failure) in
      try item.accept()
    }
  }

  private static func reject(_ item: PendingSnapshot, into result: inout CommandResult) {
    report("rejected \(Shown.path(item.path))", into: &result) {
      () throws(PendingSnapshot.Failure) in
      try item.reject()
    }
  }

  /// Runs a step on a pending file and prints what it did, or its error (exit 1).
  private static func report(
    _ done: String, into result: inout CommandResult,
    _ step: () throws(PendingSnapshot.Failure) -> Void
  ) {
    do {
      try step()
      result.stdout += done + "\n"
    } catch {
      result.stderr += "screenspec: error: \(error.message)\n"
      result.status = 1
    }
  }
}
