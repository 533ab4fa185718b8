import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel
import ScreenPictures
import SnapshotReports

/// `screenspec merge-reports REPORT... [--report FILE] [--json] [--junit FILE]`: the
/// reports of one run's shards as one, failing when a shard is missing or given twice, the
/// reports are of different runs, or a case failed.
enum MergeReportsCommand {
  static let options = [
    OptionSpec(name: "report", takesValue: true), OptionSpec(name: "json", takesValue: false),
    OptionSpec(name: "junit", takesValue: true), OptionSpec(name: "run", takesValue: true),
  ]

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "merge-reports")
    if arguments.help { return CommandResult(stdout: Help.mergeReports) }
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsReports, command: "merge-reports")
    }
    for flag in ["report", "junit"] {
      if let path = arguments.value(flag) {
        try SnapshotCommand.refuseToOverwriteAnInput(
          path, flag: flag, paths: arguments.positionals, command: "merge-reports")
      }
    }
    // Read on every core (only the first report's names are kept), then taken in order:
    // the first report that cannot be read is the one reported.
    let paths = arguments.positionals
    let outcomes = ParallelMap.map(paths.indices) { index in
      Result { () throws(UsageError) in try Self.read(paths[index], keepingNames: index == 0) }
    }
    var inputs: [ReportMerge.Input] = []
    for (path, outcome) in zip(paths, outcomes) {
      switch try outcome.get() {
      case .success(let report): inputs.append(ReportMerge.Input(path: path, report: report))
      case .failure(let located): return CommandResult(stderr: located.text, status: 2)
      }
    }
    // The reports must be of the run this merge is in, when the CI system names it.
    let merge = ReportMerge(
      inputs, run: arguments.value("run") ?? RunIdentity.find(in: environment.variables))
    var result = CommandResult(status: merge.failed ? 1 : 0)
    // The process's end frees the reports at once (see `CommandResult.loaded`).
    result.loaded = Kept(inputs: inputs, merge: merge)
    result.stdout = arguments.flags.contains("json") ? merge.report.json : merge.summary
    result.stderr = merge.problems.map { "screenspec: error: \($0)\n" }.joined()
    if let path = arguments.value("report") { try write(merge.report.json, to: path) }
    if let path = arguments.value("junit") { try write(merge.junit, to: path) }
    return result
  }

  /// A report, or its located error formatted (malformed or truncated); a file that cannot
  /// be read is a usage error.
  private static func read(_ path: String, keepingNames: Bool) throws(UsageError) -> Result<
    ShardReport, Located
  > {
    let bytes: [UInt8]
    do {
      let start = try FileSystem.readStart(path, limit: ShardReport.maxBytes)
      guard start.size <= ShardReport.maxBytes else {
        throw UsageError(
          ReportMessages.tooLarge(path, ShardReport.maxBytes), command: "merge-reports")
      }
      bytes = start.bytes
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(
        ReportMessages.unreadable(path, "\(error)"), command: "merge-reports")
    }
    switch ShardReport.read(bytes, keepingNames: keepingNames) {
    case .success(let report): return .success(report)
    case .failure(let diagnostic):
      return .failure(
        Located(text: DiagnosticFormatter(path: path, source: bytes).format(diagnostic)))
    }
  }

  /// What a merge read and made, kept until the process ends.
  final class Kept {
    let inputs: [ReportMerge.Input]
    let merge: ReportMerge
    init(inputs: [ReportMerge.Input], merge: ReportMerge) {
      self.inputs = inputs
      self.merge = merge
    }
  }

  /// A report's located error, formatted.
  struct Located: Error {
    var text: String
  }

  private static func write(_ text: String, to path: String) throws(UsageError) {
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: path)
    } catch {
      throw UsageError(UsageMessages.cannotWriteReport(error), command: "merge-reports")
    }
  }
}
