import OperatingSystem
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots
import SnapshotReports

/// What `snapshot`'s flags draw with and where its reports may go, and what it prints.
extension SnapshotCommand {
  /// How the flags draw the run's cases: width, glyphs, the variant, the format and the
  /// snapshot folder.
  static func drawing(_ arguments: Arguments) throws(UsageError) -> SnapshotSuite.Drawing {
    let width = try Variants.textWidth(arguments, command: "snapshot")
    return SnapshotSuite.Drawing(
      width: width, widthGiven: arguments.value("width") != nil,
      ascii: arguments.flags.contains("ascii"),
      variant: try Variants.variant(arguments, command: "snapshot"),
      format: try Variants.format(arguments, among: OutputFormat.snapshotted, command: "snapshot"),
      snapshots: arguments.value("snapshots").map(FolderPath.normalized))
  }

  /// `--junit` and `--report` never name an input, and under CI a report is written only
  /// where none is (``ReportPaths/check(_:inputs:isCI:)``), the `flags` in their order.
  static func refuseReportPaths(
    _ arguments: Arguments, isCI: Bool, flags: [String] = ["junit", "report"],
    command: String = "snapshot"
  ) throws(UsageError) {
    let reports = flags.compactMap { flag in arguments.value(flag).map { (flag, $0) } }
    do throws(ReportPaths.Refusal) {
      try ReportPaths.check(reports, inputs: arguments.positionals, isCI: isCI)
    } catch {
      switch error {
      case .namesAnInput("junit", let path):
        throw UsageError(UsageMessages.junitIsAnInput(path), command: command)
      case .namesAnInput(let flag, let path):
        throw UsageError(UsageMessages.reportIsAnInput(flag, path), command: command)
      case .exists(let path): throw UsageError(UsageMessages.reportExists(path), command: command)
      }
    }
  }

  /// `--shard I/N` or `--shard auto` (``ShardChoice``), `auto` from the CI system's
  /// variables, which the environment hands in; a malformed one is a usage error.
  static func shard(_ arguments: Arguments, _ environment: Environment) throws(UsageError)
    -> ShardChoice
  {
    do throws(ShardChoice.Problem) {
      return try ShardChoice(arguments.value("shard"), variables: environment.variables)
    } catch {
      switch error {
      case .malformed(let text): throw UsageError(UsageMessages.shard(text), command: "snapshot")
      case .auto(let problem):
        throw UsageError(UsageMessages.autoShard(problem.message), command: "snapshot")
      }
    }
  }

  /// Touches Bazel's shard status file (``ShardChoice/touchStatusFile()``).
  static func touchStatusFile(_ shard: ShardChoice) throws(UsageError) {
    do throws(FileSystem.Failure) {
      try shard.touchStatusFile()
    } catch {
      throw UsageError(UsageMessages.cannotTouch(shard.auto?.statusFile ?? "", error))
    }
  }
}
