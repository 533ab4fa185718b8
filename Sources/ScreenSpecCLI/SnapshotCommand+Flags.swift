import OperatingSystem
import ScreenFormat
import ScreenRendering
import ScreenSnapshots
import SnapshotReports

/// What `snapshot`'s flags draw with and where its reports may go, and what it prints.
extension SnapshotCommand {
  /// How the flags draw the run's cases: width, glyphs, the variant, the format and the
  /// snapshot folder.
  static func drawing(_ arguments: Arguments) throws(UsageError) -> SnapshotSuite.Drawing {
    let width =
      try arguments.integer(
        "width", in: RenderOptions.minimumWidth...RenderOptions.maximumWidth, command: "snapshot")
      ?? 40
    return SnapshotSuite.Drawing(
      width: width, widthGiven: arguments.value("width") != nil,
      ascii: arguments.flags.contains("ascii"),
      variant: try Variants.variant(arguments, command: "snapshot"), format: try format(arguments),
      snapshots: arguments.value("snapshots").map(FolderPath.normalized))
  }

  /// `--junit` and `--report` never name an input, and under CI a report is written only
  /// where none is: one committed, or left by another run, is never taken for this run's.
  static func refuseReportPaths(_ arguments: Arguments, isCI: Bool) throws(UsageError) {
    for flag in ["junit", "report"] {
      if let path = arguments.value(flag) {
        try refuseToOverwriteAnInput(path, flag: flag, paths: arguments.positionals)
      }
    }
    if isCI, let path = arguments.value("report"),
      FileSystem.kind(path) != .missing
        || FileSystem.isSymbolicLink(path)
    {
      throw UsageError(UsageMessages.reportExists(path), command: "snapshot")
    }
  }
}
