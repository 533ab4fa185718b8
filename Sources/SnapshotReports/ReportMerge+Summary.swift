import Basics

extension ReportMerge {
  /// The merge as `merge-reports` prints it: each failed or unreported case with what it
  /// says (a failed load's first line, which names the file), then the counts of the whole
  /// run and of the shards that reported. Paths and texts are shown escaped
  /// (``VisibleText``).
  package var summary: String {
    var out = ""
    for item in report.cases where item.failed {
      out += "\(StatusLabel.label(item.status)) \(VisibleText.escaped(item.file))\n"
      for detail in item.details {
        let lines = VisibleText.escaped(detail.value, keepNewlines: true, keepTabs: true).split(
          separator: "\n", omittingEmptySubsequences: false)
        // Diagnostics are the file's: their first line says where.
        let shown = detail.key == "diagnostics" ? Array(lines.prefix(1)) : lines
        out += shown.filter { !$0.isEmpty }.map { "  \($0)\n" }.joined()
      }
    }
    return out + counts + "\n"
  }

  /// The line of counts: snapshots, shards, passed, failed, unreported, orphans, refused.
  private var counts: String {
    let count = { (status: String) in report.cases.count { $0.status == status } }
    let unreported = count(Self.unreported)
    let (refused, orphans) = (count(Self.refused), count(Self.orphan))
    let shards =
      missingShards.isEmpty
      ? Plural.count(shardCount, "shard")
      : "\(shardCount - missingShards.count) of \(Plural.count(shardCount, "shard"))"
    let snapshots = report.cases.count - refused - orphans
    var out =
      "\(Plural.count(snapshots, "snapshot")) from \(shards): \(report.passedCount) passed, \(report.failedCount - unreported - refused - orphans) failed"
    if unreported > 0 { out += ", \(unreported) unreported" }
    if orphans > 0 { out += ", \(Plural.count(orphans, "orphan"))" }
    if refused > 0 { out += "; the reports were refused (\(Plural.count(refused, "reason")))" }
    return out
  }

  /// The merged report as JUnit XML: a failure per case that failed or did not report.
  package var junit: String {
    JUnitReport.document(
      report.cases.map { item in
        JUnitReport.Case(
          className: String(ShardReport.split(item.file).folder), name: item.name,
          failure: item.failed
            ? (item.status, item.details.map(\.value).joined(separator: "\n")) : nil)
      })
  }
}
