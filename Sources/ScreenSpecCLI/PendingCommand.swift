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
  static let options = OptionSpec.values("dir")

  static func run(
    _ verb: PendingSnapshot.Verb, _ words: ArraySlice<String>, _ environment: Environment
  )
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
      case .accept: settle(item, accepting: true, into: &result)
      case .reject: settle(item, accepting: false, into: &result)
      case .review: review(item, environment: environment, into: &result)
      }
    }
    if verb == .review, environment.prompt == nil {
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
      guard let typed = prompt(question) else {
        result.stdout += "skipped \(Shown.path(item.name))\n"
        return
      }
      guard let answer = PendingSnapshot.Answer(typed: typed) else {
        question = "please answer a (accept), r (reject) or s (skip): "
        continue
      }
      if answer == .skip {
        result.stdout += "skipped \(Shown.path(item.name))\n"
      } else {
        settle(item, accepting: answer == .accept, into: &result)
      }
      return
    }
  }

  /// Accepts or rejects a pending file and prints what it did
  /// (``PendingSnapshot/settle(accepting:)``), or its error (exit 1).
  private static func settle(
    _ item: PendingSnapshot, accepting: Bool, into result: inout CommandResult
  ) {
    do throws(PendingSnapshot.Failure) {
      result.stdout += try item.settle(accepting: accepting)
    } catch {
      result.stderr += "screenspec: error: \(error.message)\n"
      result.status = 1
    }
  }
}
