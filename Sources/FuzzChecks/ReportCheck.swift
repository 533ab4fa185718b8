import SnapshotReports

extension FuzzChecks {
  /// The shard report reader (`merge-reports`' input): any bytes give a report or a
  /// located error, never a trap; a report read writes back as JSON that reads back as the
  /// same report, and merging it with itself says the shard is given twice. Returns what
  /// broke, if anything.
  public static func report(_ bytes: [UInt8]) -> [String] {
    let limits = ShardReport.limits
    guard case .success(let report) = ShardReport.read(bytes, limits: limits) else { return [] }
    var findings: [String] = []
    let text = report.json
    switch ShardReport.read(Array(text.utf8), limits: limits) {
    case .success(let again) where again == report: break
    case .success: findings.append("a report that reads back as another: \(text)")
    case .failure(let error): findings.append("a report written that does not read: \(error)")
    }
    let input = ReportMerge.Input(path: "a.json", report: report)
    let merge = ReportMerge([input, input])
    if !merge.failed || merge.problems.isEmpty {
      findings.append("a shard given twice merges without a problem: \(text)")
    }
    let merged = merge.report.json
    guard case .success = ShardReport.read(Array(merged.utf8), limits: limits) else {
      findings.append("a merged report that does not read: \(merged)")
      return findings
    }
    return findings
  }
}
