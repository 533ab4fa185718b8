import Basics
import OperatingSystem
import ScreenFormat
import ScreenModel
import ScreenPictures
import ScreenSnapshots
import SnapshotReports

/// `screenspec merge-reports REPORT... [--report FILE] [--json] [--junit FILE]`: the
/// reports of one run's shards as one, failing when a shard is missing or given twice, the
/// reports are of different runs, or a case failed.
enum MergeReportsCommand {
  static let options =
    OptionSpec.values("report") + OptionSpec.flags("json") + OptionSpec.values("junit", "run")

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "merge-reports")
    if arguments.help { return CommandResult(stdout: Help.mergeReports) }
    guard !arguments.positionals.isEmpty else {
      throw UsageError(UsageMessages.needsReports, command: "merge-reports")
    }
    try SnapshotCommand.refuseReportPaths(
      arguments, isCI: false, flags: ["report", "junit"], command: "merge-reports")
    let inputs: [ReportMerge.Input]
    do throws(ReportMerge.Unreadable) {
      switch try ReportMerge.read(arguments.positionals) {
      case .success(let read): inputs = read
      case .failure(let malformed): return CommandResult(stderr: malformed.text, status: 2)
      }
    } catch {
      throw UsageError(error.message, command: "merge-reports")
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

  /// What a merge read and made, kept until the process ends.
  final class Kept {
    let inputs: [ReportMerge.Input]
    let merge: ReportMerge
    init(inputs: [ReportMerge.Input], merge: ReportMerge) {
      self.inputs = inputs
      self.merge = merge
    }
  }

  private static func write(_ text: String, to path: String) throws(UsageError) {
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: path)
    } catch {
      throw UsageError(UsageMessages.cannotWriteReport(error), command: "merge-reports")
    }
  }
}
