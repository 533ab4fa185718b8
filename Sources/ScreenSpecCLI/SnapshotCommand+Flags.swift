import OperatingSystem
import ScreenFormat
import ScreenRendering
import ScreenSnapshots

/// What `snapshot`'s flags draw with and where its reports may go, and what it prints.
extension SnapshotCommand {
  /// How the flags draw the run's cases: width, glyphs, appearance, text size, device,
  /// host, locale, format, the snapshot folder and the most errors a failed case holds.
  static func drawing(_ arguments: Arguments) throws(UsageError) -> SnapshotCases.Drawing {
    let width =
      try arguments.integer(
        "width", in: RenderOptions.minimumWidth...RenderOptions.maximumWidth, command: "snapshot")
      ?? 40
    let variant = try Variants.variant(arguments, command: "snapshot")
    let options = RenderOptions(
      width: width, ascii: arguments.flags.contains("ascii"),
      appearance: variant.appearance, textSize: variant.textSize)
    return SnapshotCases.Drawing(
      options: options, widthGiven: arguments.value("width") != nil, device: variant.device,
      host: variant.host, locale: variant.locale, format: try format(arguments),
      snapshots: arguments.value("snapshots").map(FolderPath.normalized),
      maxErrors: try arguments.integer("max-errors", in: 0...Int(Int32.max), command: "snapshot")
        ?? CheckCommand.defaultMaxErrors)
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

  /// What a run prints on standard error: each failed case's diagnostics and each
  /// warning's, every file's once.
  static func diagnostics(of cases: [SnapshotCase], warnings: [FileDiagnostics]) -> String {
    var out = ""
    var printed: Set<String> = []
    for snapshotCase in cases {
      if case .failure(let failure) = snapshotCase.content,
        printed.insert(failure.diagnostics).inserted
      {
        out += failure.diagnostics
      }
    }
    for report in warnings where printed.insert(report.file.path).inserted {
      out += report.formatted
    }
    return out
  }
}
