import OperatingSystem
import ScreenFormat
import ScreenModel

extension SnapshotSuite {
  /// What a run of `cases` (the suite's, or a shard of them) prints on standard error:
  /// each failed case's diagnostics and each warning's, every file's once (a broken file
  /// every variant reaches is said once).
  package func diagnostics(of cases: [SnapshotCase]) -> String {
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

  /// Whether a report path (`--junit`, `--report`) names an input of a run of `paths`:
  /// one of them (however spelt), a screen or scenario file, or a reference. A report is
  /// never written over what it reports on.
  package static func namesAnInput(_ report: String, of paths: [String]) -> Bool {
    let target = Path.canonical(report) ?? FolderPath.normalized(report)
    return paths.contains { (Path.canonical($0) ?? FolderPath.normalized($0)) == target }
      || FolderPath.isYAML(report) || report.hasSuffix(".snap")
      || report.hasSuffix(OutputFormat.svg.referenceSuffix)
  }
}
