import Basics
import SnapshotReports

extension SnapshotOutcome {
  /// The verdict's word in every report: `passed`, `recorded`, `rerecorded`, `missing`,
  /// `mismatch`, `error` (a reference that could not be written) or `failed` (a case that
  /// could not be made).
  package var status: String {
    switch self {
    case .matched: return "passed"
    case .recorded: return "recorded"
    case .rerecorded: return "rerecorded"
    case .missing: return "missing"
    case .mismatch: return "mismatch"
    case .failedToWrite: return "error"
    case .failedToLoad: return "failed"
    }
  }
}

extension SnapshotRun {
  /// The run's JSON report (`--json`, `--report FILE`): its shard, its cases with their
  /// verdicts, the names of the rest of `suite` (every case's name before sharding), names
  /// escaped as a terminal shows them. Its `run` is the caller's to name.
  package func report(suite: [String], shard: Shard, version: String) -> ShardReport {
    var once = OnceEach()
    let cases = results.map { result -> ShardReport.Case in
      var details: [ShardReport.Case.Detail] = []
      switch result.outcome {
      case .mismatch(let report, let pending):
        details.append(.init("diff", report))
        if let pending { details.append(.init("pending", pending)) }
      case .missing(let pending?): details.append(.init("pending", pending))
      case .failedToWrite(let problem): details.append(.init("error", problem))
      case .failedToLoad(let diagnostics):
        details.append(.init("diagnostics", once.text(diagnostics, of: result)))
      default: break
      }
      return ShardReport.Case(
        name: result.snapshotCase.name, file: result.snapshotCase.displayName,
        status: result.outcome.status, details: details
      ).escaped
    }
    let ran = Set(cases.map(\.file))
    let shown = { (name: String) in VisibleText.escaped(name) }
    return ShardReport(
      version: version, shard: shard, cases: cases,
      elsewhere: suite.map(shown).filter { !ran.contains($0) }, orphans: orphans.map(shown),
      deleted: deleted.map(shown), orphansJudged: judgedOrphans)
  }

  /// The diagnostics of failed cases, each text written once in a report: every case that
  /// reaches a broken file (and each variant of it) fails with that file's diagnostics,
  /// and the second and later say whose they are.
  package struct OnceEach {
    private var first: [String: String] = [:]

    /// Creates an empty record.
    package init() {}

    /// `diagnostics` the first time, then the line naming the case that holds them.
    package mutating func text(_ diagnostics: String, of result: SnapshotRun.Result) -> String {
      if let earlier = first[diagnostics] { return SnapshotMessages.sameDiagnostics(as: earlier) }
      first[diagnostics] = result.snapshotCase.displayName
      return diagnostics
    }
  }
}
