import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots
import SnapshotReports

/// `screenspec snapshot [--ci] [--record MODE] [--shard I/N|auto] [--json] [--report FILE]
/// [--junit FILE] [--delete-orphans] PATH...`, and the `review`, `accept` and `reject` subcommands.
enum SnapshotCommand {
  static let options =
    OptionSpec.flags("ci") + OptionSpec.values("record", "shard") + OptionSpec.flags("json")
    + OptionSpec.values("junit", "report") + OptionSpec.flags("delete-orphans")
    + OptionSpec.values("run", "width") + OptionSpec.flags("ascii")
    + OptionSpec.values("max-size", "snapshots", "format", "max-reference-size", "max-errors")
    + Variants.flags

  /// `--max-reference-size BYTES`: the largest reference read (default 64 MiB).
  static func referenceLimit(_ arguments: Arguments) throws(UsageError)
    -> SnapshotStore.ReferenceLimit
  {
    let bytes =
      try arguments.integer("max-reference-size", in: 1...(1 << 40), command: "snapshot")
      ?? SnapshotStore.ReferenceLimit.default.bytes
    return SnapshotStore.ReferenceLimit(bytes: bytes, howToRaise: UsageMessages.raiseReferenceLimit)
  }

  /// `--record MODE`, else `SCREENSPEC_RECORD`, else `pending`
  /// (``RecordMode/chosen(_:environment:)``).
  private static func recordMode(_ arguments: Arguments, _ environment: Environment)
    throws(UsageError) -> RecordMode
  {
    let asked: RecordMode? = try Variants.value(
      arguments.value("record"), flag: "record", command: "snapshot")
    switch RecordMode.chosen(asked, environment: environment.variables) {
    case .success(let mode): return mode
    case .failure(let error): throw UsageError(error.message, command: "snapshot")
    }
  }

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    if let first = words.first, let verb = PendingSnapshot.Verb(rawValue: first) {
      return try PendingCommand.run(verb, words.dropFirst(), environment)
    }
    let arguments = try Arguments(words, options: options, command: "snapshot")
    if arguments.help { return CommandResult(stdout: Help.snapshot) }
    // The mode first: `--record .` takes the PATH for its value, and says so.
    let mode = try recordMode(arguments, environment)
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsPaths("snapshot"), command: "snapshot")
    }
    let isCI = arguments.flags.contains("ci") || environment.isCI
    let shard = try shard(arguments, environment)
    let limits = try Limits.from(arguments, command: "snapshot")
    let drawing = try drawing(arguments)
    let maxErrors =
      try arguments.integer("max-errors", in: 0...Int(Int32.max), command: "snapshot")
      ?? CheckCommand.defaultMaxErrors
    try refuseReportPaths(arguments, isCI: isCI)
    try touchStatusFile(shard)
    let loader = InputLoader(limits: limits, settings: SnapshotSuite.readerSettings)
    let suite = try suite(arguments, drawing: drawing, maxErrors: maxErrors, loader: loader)
    // The whole suite's names, for the report (each shard's holds them all).
    let reports = arguments.flags.contains("json") || arguments.value("report") != nil
    let names = reports ? suite.cases.map(\.displayName) : []
    let cases = suite.cases(inShard: shard.shard.map { ($0.index, $0.count) })
    let run = suite.run(
      cases, mode: mode, isCI: isCI, deleteOrphans: arguments.flags.contains("delete-orphans"),
      referenceLimit: try referenceLimit(arguments))
    let warnings = suite.warnings

    var result = CommandResult()
    result.stderr = suite.diagnostics(of: cases)
    result.stderr += loader.skippedFolderWarnings
    result.status = run.failed || warnings.holdError ? 1 : 0
    let runID = arguments.value("run") ?? RunIdentity.find(in: environment.variables)
    try writeReports(
      run, suite: names, shard: shard, runID: runID, arguments: arguments, into: &result)
    return result
  }

  /// Every PATH's cases, in every variant the run draws (the default and each the app
  /// declares, when no flag chooses one): the library's ``SnapshotSuite``, worded as the
  /// tool words a failed case.
  private static func suite(
    _ arguments: Arguments, drawing: SnapshotSuite.Drawing, maxErrors: Int, loader: InputLoader
  ) throws(UsageError) -> SnapshotSuite {
    let choosesVariant = ["device", "host", "locale", "appearance", "text-size", "format"].contains
    {
      arguments.value($0) != nil
    }
    // `--max-errors N`: the most diagnostics a failed case holds (0: all), as `check`
    // prints; a file of 55,000 unknown keys reached by 26 cases once made a 1.16 GB JUnit.
    let wording = SnapshotSuite.Wording(
      failure: { CheckCommand.printed($0, max: maxErrors, all: "snapshot") },
      cannotStart: UsageMessages.failed)
    var suite = SnapshotSuite(
      drawing: drawing, runsDeclaredVariants: !choosesVariant, wording: wording,
      reach: loader.screenFile)
    for path in arguments.positionals {
      let input = try loader.load(path)
      do throws(SnapshotSuite.Problem) {
        try suite.add(input)
      } catch {
        throw usageError(error)
      }
    }
    return suite
  }

  /// What the tool says of a suite that cannot be made.
  private static func usageError(_ problem: SnapshotSuite.Problem) -> UsageError {
    switch problem {
    case .load(let problem): UsageError(problem.message)
    case .locale(let problem): UsageError(UsageMessages.locale(problem), command: "snapshot")
    case .sharedReference(let file, let first, let second):
      UsageError(UsageMessages.sharedReference(file, first, second), command: "snapshot")
    case .nothingToSnapshot(let path):
      UsageError(UsageMessages.nothingToSnapshot(path), command: "snapshot")
    }
  }

  /// The summary (or `--json`'s report) on standard output, and the `--report` and
  /// `--junit` files.
  private static func writeReports(
    _ run: SnapshotRun, suite: [String], shard: ShardChoice, runID: String?,
    arguments: Arguments, into result: inout CommandResult
  ) throws(UsageError) {
    let needsReport = arguments.flags.contains("json") || arguments.value("report") != nil
    let report =
      needsReport
      ? run.report(suite: suite, shard: shard.shard ?? .whole, version: Help.version, run: runID)
      : nil
    if arguments.flags.contains("json"), let report {
      result.stdout = report.json
    } else {
      result.stdout = run.summary(orphansFailNote: UsageMessages.orphansFailCI)
      if let summary = shard.summary { result.stdout += summary + "\n" }
    }
    if let path = arguments.value("report"), let report {
      do {
        try FileSystem.writeAtomically(Array(report.json.utf8), to: path)
      } catch {
        throw UsageError(UsageMessages.cannotWriteReport(error), command: "snapshot")
      }
    }
    if let junit = arguments.value("junit") {
      do {
        try FileSystem.writeAtomically(
          Array(run.junit(orphansFailNote: UsageMessages.orphansFailCI).utf8), to: junit)
      } catch {
        throw UsageError(UsageMessages.cannotWriteJUnit(error), command: "snapshot")
      }
    }
  }
}
