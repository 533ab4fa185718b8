import Basics

/// The reports of one run's shards put back together: every case of the suite once, and
/// why the merged run fails besides its failed cases (a shard missing or given twice,
/// reports of different runs).
///
/// ```swift
/// let merge = ReportMerge([.init(path: "1.json", report: one), .init(path: "2.json", report: two)])
/// merge.report.json   // the run's report, as if it ran unsharded
/// merge.failed        // a problem, or a failed case
/// ```
package struct ReportMerge: Sendable {
  /// A report and the file it was read from (named in problems).
  package struct Input: Sendable {
    /// The file, as given.
    package var path: String
    /// Its report.
    package var report: ShardReport
    /// Creates an input.
    package init(path: String, report: ShardReport) {
      self.path = path
      self.report = report
    }
  }

  /// The merged report: shard `1/1`, every case of the suite, a case of a missing shard
  /// with the status `unreported`.
  package var report: ShardReport
  /// Why the merge fails besides a failed case, one message each.
  package var problems: [String]
  /// The shards no report was given of.
  package var missingShards: [Shard]
  /// How many shards the run had.
  package var shardCount: Int

  /// The status of a case whose shard sent no report.
  package static let unreported = "unreported"

  /// Whether the merged run fails: a problem, or a case that failed or did not report.
  package var failed: Bool { !problems.isEmpty || report.failedCount > 0 }

  /// Merges the reports; the first one's suite, version and shard count are the run's, so
  /// only the first needs its names kept (``ShardReport/read(_:keepingNames:)``).
  ///
  /// `run`, when the merging process knows its run (``RunIdentity``), is the run every
  /// report must be of: reports of another run (a green run's, committed) fail the merge.
  package init(_ inputs: [Input], run: String? = nil) {
    problems = []
    missingShards = []
    guard let first = inputs.first else {
      shardCount = 0
      problems = [ReportMessages.noReports]
      report = ShardReport(version: "", shard: .whole, cases: [], elsewhere: [])
      return
    }
    let count = first.report.shard.count
    shardCount = count
    let suite = first.report.suite
    for input in inputs where !input.report.verified {
      problems.append(ReportMessages.wrongFingerprint(input.path))
    }
    problems += Self.differences(inputs)
    if let run {
      for input in inputs where input.report.run != run {
        problems.append(ReportMessages.notThisRun(input.path, input.report.run, run))
      }
    }
    var byShard: [Int: String] = [:]
    var found: [String: ShardReport.Case] = [:]
    found.reserveCapacity(suite.count)
    for input in inputs {
      let shard = input.report.shard
      if shard.count == count {
        if let earlier = byShard[shard.index] {
          problems.append(ReportMessages.sameShard(shard.description, earlier, input.path))
        } else {
          byShard[shard.index] = input.path
        }
      }
      for item in input.report.cases where found[item.file] == nil { found[item.file] = item }
    }
    missingShards = (1...count).filter { byShard[$0] == nil }.compactMap {
      Shard(index: $0, count: count)
    }
    let why = ReportMessages.unreported(missingShards.map(\.description))
    var cases: [ShardReport.Case] = []
    cases.reserveCapacity(suite.count)
    var unreported = 0
    for file in suite {
      if let item = found[file] {
        cases.append(item.escaped)
      } else {
        unreported += 1
        cases.append(
          ShardReport.Case(
            name: Self.name(of: file), file: file, status: Self.unreported,
            details: [.init("error", why)]
          ).escaped)
      }
    }
    // Why the reports are refused (another run, a shard twice) and each orphan are failed
    // cases of the merged report too, so its JSON, its JUnit and its counts fail as the
    // exit status does; a missing shard's cases fail already, as `unreported`.
    let allOrphans = Self.union(inputs.map(\.report.orphans))
    let deleted = Self.union(inputs.map(\.report.deleted))
    let gone = Set(deleted)
    let orphans = allOrphans.filter { !gone.contains($0) }
    cases += Self.failures(refusals: problems, orphans: orphans)
    for shard in missingShards {
      problems.append(ReportMessages.missingShard(shard.description))
    }
    if missingShards.isEmpty, unreported > 0 {
      problems.append(ReportMessages.casesUnreported(unreported))
    }
    // A reference no case of the suite produces is coverage lost, as `--ci` judges it.
    if !orphans.isEmpty { problems.append(ReportMessages.orphans(orphans)) }
    report = ShardReport(
      version: first.report.version, run: first.report.run, shard: .whole, cases: cases,
      elsewhere: [], orphans: allOrphans, deleted: deleted,
      orphansJudged: inputs.contains(where: \.report.orphansJudged))
  }

  /// The status of the case that stands for a reason the reports were refused.
  package static let refused = "refused"
  /// The status of an orphan's case.
  package static let orphan = "orphan"

  /// A failed case for each reason the reports were refused (named `merge-reports`, filed
  /// under `merge-reports/`) and for each orphan (named as its file).
  static func failures(refusals: [String], orphans: [String]) -> [ShardReport.Case] {
    refusals.enumerated().map { index, problem in
      ShardReport.Case(
        name: "merge-reports", file: "merge-reports/\(index + 1)", status: refused,
        details: [.init("error", problem)]
      ).escaped
    }
      + orphans.map {
        ShardReport.Case(
          name: name(of: $0), file: $0, status: orphan,
          details: [.init("error", ReportMessages.orphanCase)]
        ).escaped
      }
  }

  /// The reports that are not of the first one's run: another version, shard count or
  /// suite.
  private static func differences(_ inputs: [Input]) -> [String] {
    guard let first = inputs.first else { return [] }
    var problems: [String] = []
    for input in inputs.dropFirst() {
      let report = input.report
      if report.version != first.report.version {
        problems.append(
          ReportMessages.otherVersion(
            input.path, report.version, first.path, first.report.version))
      } else if report.shard.count != first.report.shard.count {
        problems.append(
          ReportMessages.otherCount(
            input.path, report.shard.count, first.path, first.report.shard.count))
      } else if report.fingerprint != first.report.fingerprint
        || report.suiteCount != first.report.suiteCount
      {
        problems.append(ReportMessages.otherSuite(input.path, first.path))
      } else if report.run != first.report.run {
        problems.append(
          ReportMessages.otherRun(input.path, report.run, first.path, first.report.run))
      }
    }
    return problems
  }

  /// A case's name from its file: the last part without `.snap` or `.svg` (a transcript's
  /// name keeps its `.voiceover`, as the run names it).
  static func name(of file: String) -> String {
    let last = String(ShardReport.split(file).last)
    for suffix in [".snap", ".svg"] where last.hasSuffix(suffix) {
      return String(last.dropLast(suffix.count))
    }
    return last
  }

  private static func union(_ lists: [[String]]) -> [String] {
    var seen: Set<String> = []
    return lists.joined().map { VisibleText.escaped($0) }.filter { seen.insert($0).inserted }
  }
}
