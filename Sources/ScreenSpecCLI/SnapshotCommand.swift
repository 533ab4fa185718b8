import ScreenModel
import ScreenRendering
import ScreenSnapshots

/// `screenspec snapshot [--ci] [--record MODE] [--shard I/N] [--json] [--junit FILE]
/// [--delete-orphans] PATH...`, and the `review`, `accept` and `reject` subcommands.
enum SnapshotCommand {
  static let options = [
    OptionSpec(name: "ci", takesValue: false), OptionSpec(name: "record", takesValue: true),
    OptionSpec(name: "shard", takesValue: true), OptionSpec(name: "json", takesValue: false),
    OptionSpec(name: "junit", takesValue: true),
    OptionSpec(name: "delete-orphans", takesValue: false),
    OptionSpec(name: "width", takesValue: true), OptionSpec(name: "ascii", takesValue: false),
    OptionSpec(name: "max-size", takesValue: true),
  ]

  struct Result {
    var snapshotCase: SnapshotCase
    var outcome: SnapshotOutcome
  }

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    if let first = words.first, ["review", "accept", "reject"].contains(first) {
      return try PendingCommand.run(first, words.dropFirst(), environment)
    }
    let arguments = try Arguments(words, options: options, command: "snapshot")
    if arguments.help { return CommandResult(stdout: Help.snapshot) }
    guard !arguments.positionals.isEmpty else {
      throw UsageError("'snapshot' needs at least one PATH", command: "snapshot")
    }
    let isCI = arguments.flags.contains("ci") || environment.isCI
    let modeText =
      arguments.value("record") ?? environment.variables[RecordMode.environmentVariable]
    var mode = RecordMode.pending
    if let modeText {
      guard let parsed = RecordMode(rawValue: modeText) else {
        throw UsageError(
          "'--record' is one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")), got '\(modeText)'",
          command: "snapshot")
      }
      mode = parsed
    }
    let shard = try parseShard(arguments.value("shard"))
    let width =
      try arguments.integer(
        "width", in: RenderOptions.minimumWidth...RenderOptions.maximumWidth, command: "snapshot")
      ?? 40
    let options = RenderOptions(width: width, ascii: arguments.flags.contains("ascii"))
    let limits = try Limits.from(arguments, command: "snapshot")

    var cases: [SnapshotCase] = []
    var problems: [FileDiagnostics] = []
    var completeFolders: [String] = []
    for path in arguments.positionals {
      let found = try SnapshotCase.cases(
        for: try Input.load(path, limits: limits), options: options)
      cases += found.cases
      problems += found.problems
      if let folder = found.completeFolder { completeFolders.append(folder) }
    }
    if let (index, count) = shard { cases = cases.filter { $0.inShard(index, of: count) } }

    var results: [Result] = []
    for snapshotCase in cases {
      let store = SnapshotStore(directory: snapshotCase.directory, mode: mode, isCI: isCI)
      results.append(
        Result(
          snapshotCase: snapshotCase,
          outcome: store.verify(snapshotCase.file, named: snapshotCase.name)))
    }

    // Orphans are judged only on a complete, unsharded run of whole folders.
    var orphans: [String] = []
    var deleted: [String] = []
    if shard == nil {
      for folder in completeFolders {
        let produced = Set(cases.filter { $0.directory == folder }.map { $0.name + ".snap" })
        let names = (try? FileSystem.list(folder)) ?? []
        for name in names where name.hasSuffix(".snap") && !produced.contains(name) {
          orphans.append(Input.join(folder, name))
        }
      }
      if arguments.flags.contains("delete-orphans"), !isCI {
        for orphan in orphans where (try? FileSystem.remove(orphan)) != nil {
          deleted.append(orphan)
        }
      }
    }

    var result = CommandResult()
    result.stderr = problems.map(\.formatted).joined()
    let failed = results.filter { $0.outcome.failed }
    result.status =
      failed.isEmpty && !problems.contains { $0.diagnostics.contains { $0.severity == .error } }
      ? 0 : 1
    if arguments.flags.contains("json") {
      result.stdout = SnapshotReport.json(results, orphans: orphans, deleted: deleted) + "\n"
    } else {
      result.stdout = SnapshotReport.text(results, orphans: orphans, deleted: deleted, isCI: isCI)
    }
    if let junit = arguments.value("junit") {
      do {
        try FileSystem.writeAtomically(Array(SnapshotReport.junit(results).utf8), to: junit)
      } catch {
        throw UsageError("cannot write the JUnit report \(error)", command: "snapshot")
      }
    }
    return result
  }

  static func parseShard(_ text: String?) throws(UsageError) -> (Int, Int)? {
    guard let text else { return nil }
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else {
      throw UsageError("'--shard' is I/N with 1 <= I <= N, got '\(text)'", command: "snapshot")
    }
    return (index, count)
  }
}
