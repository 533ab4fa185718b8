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

  /// The pending files the arguments name (``PendingSnapshot/selected(by:under:)``).
  static func select(_ words: [String], under roots: [String]) throws(UsageError)
    -> [PendingSnapshot]
  {
    do throws(PendingSnapshot.SelectionProblem) {
      return try PendingSnapshot.selected(by: words, under: roots)
    } catch {
      switch error {
      case .noPendingAt(let word, let name):
        throw UsageError(UsageMessages.noPendingAt(word, name: name), command: "snapshot")
      case .noPendingNamed(let word, let suggestion):
        throw UsageError(
          UsageMessages.noPendingNamed(word, suggestion: suggestion), command: "snapshot")
      case .inSeveralFolders(let word, let folders, let paths):
        throw UsageError(
          UsageMessages.pendingInFolders(word, folders: folders, paths: paths),
          command: "snapshot")
      }
    }
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
