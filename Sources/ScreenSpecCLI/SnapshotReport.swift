import Basics
import ScreenFormat
import ScreenModel
import ScreenPictures
import ScreenSnapshots
import SnapshotReports

/// The `snapshot` command's reports: text for people, JSON for tools, JUnit XML for CI.
enum SnapshotReport {
  static func detail(_ outcome: SnapshotOutcome, isCI: Bool) -> String {
    switch outcome {
    case .matched(let note): return note.map { "  note: \($0)\n" } ?? ""
    case .recorded(let path): return "  recorded \(Shown.path(path))\n"
    case .rerecorded(let path, let report):
      return "  re-recorded \(Shown.path(path))\n" + indent(report)
    case .missing(let pending):
      return pending.map { "  wrote \(Shown.path($0)) for review\n" }
        ?? "  no reference, and nothing was written\(isCI ? " (CI)" : "")\n"
    case .mismatch(let report, let pending):
      return indent(report) + (pending.map { "  wrote \(Shown.path($0)) for review\n" } ?? "")
    case .failedToWrite(let problem): return "  \(Shown.path(problem))\n"
    case .failedToLoad(let diagnostics):
      let first = diagnostics.split(separator: "\n").first.map(String.init) ?? ""
      return "  cannot be snapshotted: \(Shown.path(first))\n"
    }
  }

  /// A report indented, with what a reference file holds shown escaped (a committed
  /// reference is a pull request's to write).
  private static func indent(_ text: String) -> String {
    let lines = CommandResult.printable(text).split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropLast().map { "  " + $0 + "\n" }.joined()
  }

  static func text(_ run: SnapshotRun, isCI: Bool) -> String {
    let (results, orphans, deleted) = (run.results, run.orphans, run.deleted)
    var out = ""
    for result in results {
      let label = result.outcome.status.uppercased()
      out += "\(label.padding(10)) \(Shown.path(result.snapshotCase.displayName))\n"
      out += detail(result.outcome, isCI: isCI)
    }
    for orphan in orphans {
      out +=
        deleted.contains(orphan)
        ? "DELETED    \(Shown.path(orphan)) (orphan)\n"
        : "ORPHAN     \(Shown.path(orphan)) (no screen or scenario produces it; --delete-orphans removes it)\n"
    }
    let failed = results.count { $0.outcome.failed }
    out +=
      "\(Plural.count(results.count, "snapshot")): \(results.count - failed) passed, \(failed) failed"
    if !orphans.isEmpty { out += ", \(Plural.count(orphans.count, "orphan"))" }
    out += "\n"
    if run.orphansFail { out += UsageMessages.orphansFailCI + "\n" }
    if !run.judgedOrphans,
      results.contains(where: {
        if case .failedToLoad = $0.outcome { return true }
        return false
      })
    {
      out += "orphans were not judged: some files failed to load\n"
    }
    if failed > 0, !isCI,
      results.contains(where: {
        if case .mismatch(_, _?) = $0.outcome { return true };
        if case .missing(_?) = $0.outcome { return true }; return false
      })
    {
      out += "review the pending files with 'screenspec snapshot review'\n"
    }
    return out
  }

  /// The run's JSON report (`--json`, `--report FILE`) (``SnapshotRun/report(suite:shard:version:)``).
  ///
  /// `runID` names the run (``RunIdentity``); without one, the run is named by the commit
  /// checked out and the suite's fingerprint.
  static func report(_ run: SnapshotRun, suite: [String], shard: Shard, run runID: String?)
    -> ShardReport
  {
    var report = run.report(suite: suite, shard: shard, version: Help.version)
    report.run = runID ?? RunIdentity.local(commit: GitCommit.current(), suite: report.fingerprint)
    return report
  }

  static func junit(_ run: SnapshotRun) -> String {
    // In CI an orphan is a failed case of its own.
    let orphans = (run.orphansFail ? run.orphans : []).map(Shown.path).map {
      JUnitReport.Case(
        className: FolderPath.folder(of: $0), name: FolderPath.lastPart($0),
        failure: ("orphan", UsageMessages.orphansFailCI))
    }
    var once = SnapshotRun.OnceEach()
    let cases = run.results.map { result in
      JUnitReport.Case(
        className: result.snapshotCase.directory, name: result.snapshotCase.name,
        failure: result.outcome.failed
          ? (result.outcome.status, failureText(result, &once)) : nil)
    }
    return JUnitReport.document(orphans + cases)
  }

  private static func failureText(_ result: SnapshotRun.Result, _ once: inout SnapshotRun.OnceEach)
    -> String
  {
    if case .failedToLoad(let diagnostics) = result.outcome {
      return once.text(diagnostics, of: result)
    }
    return detail(result.outcome, isCI: true)
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
