import ScreenSnapshots
import Testing

/// What `snapshot` prints of a run, as a value: a line per case and orphan, the counts,
/// and what to do next; and the run's JUnit document.
struct SnapshotRunSummaryTests {
  static let note = "orphans fail a CI run"

  /// A run of no files whose results are `outcomes`, named `a`, `b`, … in `S/__snapshots__`.
  static func run(_ outcomes: [SnapshotOutcome], isCI: Bool = false) -> SnapshotRun {
    var run = SnapshotRun(
      cases: [], mode: .never, isCI: isCI, completeFolders: [], deleteOrphans: false)
    run.results = outcomes.enumerated().map { index, outcome in
      let name = String(UnicodeScalar(UInt8(97 + index)))
      return SnapshotRun.Result(
        snapshotCase: SnapshotCase(
          directory: "S/__snapshots__", name: name,
          content: .failure(.init(diagnostics: ""))),
        outcome: outcome)
    }
    return run
  }

  @Test func eachCaseHasItsLineAndItsDetail() {
    let run = Self.run([
      .matched(note: nil),
      .mismatch(report: "- old\n+ new\n", pending: "S/__snapshots__/b.snap.new"),
      .recorded("S/__snapshots__/c.snap"),
    ])
    #expect(
      run.summary(orphansFailNote: Self.note) == """
        PASSED     S/__snapshots__/a.snap
        MISMATCH   S/__snapshots__/b.snap
          - old
          + new
          wrote S/__snapshots__/b.snap.new for review
        RECORDED   S/__snapshots__/c.snap
          recorded S/__snapshots__/c.snap
        3 snapshots: 1 passed, 2 failed
        review the pending files with 'screenspec snapshot review'

        """)
  }

  @Test func aCIRunsOrphansFailAndSaySo() {
    var run = Self.run([.missing(pending: nil)], isCI: true)
    run.orphans = ["S/__snapshots__/gone.snap"]
    let summary = run.summary(orphansFailNote: Self.note)
    #expect(summary.contains("  no reference, and nothing was written (CI)\n"))
    #expect(summary.contains("ORPHAN     S/__snapshots__/gone.snap (no screen"))
    #expect(summary.contains("1 snapshot: 0 passed, 1 failed, 1 orphan\n\(Self.note)\n"))
    #expect(!summary.contains("review the pending files"), "CI writes no pending file")
    let junit = run.junit(orphansFailNote: Self.note)
    #expect(junit.contains("name=\"gone.snap\""))
    #expect(junit.contains(Self.note))
  }

  @Test func aFailedLoadSaysItsFirstLineAndLeavesOrphansUnjudged() {
    let run = Self.run([.failedToLoad("a.yaml:1:1: error: bad\n  more\n")])
    let summary = run.summary(orphansFailNote: Self.note)
    #expect(
      summary.contains(
        "FAILED     S/__snapshots__/a.snap\n  cannot be snapshotted: a.yaml:1:1: error: bad\n"))
    #expect(summary.contains("orphans were not judged: some files failed to load\n"))
    #expect(run.junit(orphansFailNote: Self.note).contains("a.yaml:1:1: error: bad"))
  }

  /// A scenario whose step fails leaves orphans unjudged for that reason, not for files
  /// that failed to load (a new user's finding: every screen had loaded).
  @Test func aFailedStepIsWordedAsOne() {
    var run = Self.run([.failedToLoad("go.yaml:2:9: error: step 1 fails\n")])
    run.results[0].snapshotCase = SnapshotCase(
      directory: "S/__snapshots__", name: "go.scenario",
      content: .failure(.init(diagnostics: "", cause: .step)))
    let summary = run.summary(orphansFailNote: Self.note)
    #expect(summary.hasSuffix("orphans were not judged: a scenario's step failed\n"), "\(summary)")
    #expect(!summary.contains("failed to load"))
  }
}
