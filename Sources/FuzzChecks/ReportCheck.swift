import SnapshotReports

extension FuzzChecks {
  /// The shard report reader (`merge-reports`' input): any bytes give a report or a
  /// located error, never a trap; a report read writes back as JSON that reads back as the
  /// same report, and merging it with itself says the shard is given twice. Returns what
  /// broke, if anything.
  public static func report(_ bytes: [UInt8]) -> [String] {
    guard case .success(let report) = ShardReport.read(bytes) else { return [] }
    var findings: [String] = []
    let text = report.json
    switch ShardReport.read(Array(text.utf8)) {
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
    guard case .success(let light) = ShardReport.read(Array(text.utf8), keepingNames: false),
      light.namesFingerprint == report.namesFingerprint, light.suiteCount == report.suiteCount
    else {
      findings.append("a report whose names count otherwise when they are not kept: \(text)")
      return findings
    }
    guard case .success = ShardReport.read(Array(merged.utf8)) else {
      findings.append("a merged report that does not read: \(merged)")
      return findings
    }
    return findings
  }
}
