import Foundation
import Testing

@testable import ScreenSpecCLI

/// What a snapshot run costs, whatever a pull request commits (issue #48, items 14 and 15):
/// references have a largest size, as screen files do, and reports a bounded size.
@Suite struct SnapshotCosts {
  /// A reference past `--max-reference-size` (default 64 MiB) is an error that says how to
  /// raise it, and is never read: a committed 2.6 MB reference of junk took 91 s to diff
  /// against a one-row screen, and nothing bounded a 16 MB one.
  @Test func aReferencePastTheLimitIsAnErrorNeverRead() throws {
    let ws = try Workspace()
    try ws.write("App/one.yaml", "title: One\nrows: [Row]\n")
    _ = ws.run("snapshot", "--record", "all", "@App")
    let reference = try #require(ws.read("App/__snapshots__/one.snap"))
    let junk = (0..<2_000).map { "junk \($0)\n" }.joined()
    try ws.write("App/__snapshots__/one.snap", reference + junk)
    let size = (reference + junk).utf8.count
    let refused = ws.run("snapshot", "--ci", "@App", "--max-reference-size", "1000")
    #expect(refused.status == 1)
    #expect(
      refused.stdout.contains(
        "ERROR      \(ws.path("App/__snapshots__/one.snap"))\n  \(ws.path("App/__snapshots__/one.snap")) is \(size) bytes, larger than the limit of 1000 bytes for a reference; it is not read; raise it with --max-reference-size\n"
      ), "\(refused.stdout)")
    #expect(!refused.stdout.contains("junk"))
    // Under the limit it is read, and differs.
    let read = ws.run("snapshot", "--ci", "@App")
    #expect(read.status == 1)
    #expect(read.stdout.contains("MISMATCH"))
    #expect(read.stdout.contains("-junk 0\n"))
  }

  /// A screen of 2,000 unknown keys that five other screens push: six failed cases, each
  /// with the file's 2,000 diagnostics (a 1 MiB screen of 55,000 reached by 26 cases once
  /// made a 1.16 GB JUnit and a 772 MB JSON report). A case holds at most `--max-errors`
  /// (50) of them, and a report holds them once: the other cases name the first.
  @Test func aFileReachedByManyCasesIsReportedOnceAndCapped() throws {
    let ws = try Workspace()
    try ws.write(
      "App/big.yaml",
      "title: Big\nrows: [a]\n" + (0..<2_000).map { "k\($0): v\n" }.joined())
    for index in 0..<5 {
      try ws.write("App/s\(index).yaml", "title: S\(index)\nrows:\n  - title: Go\n    push: big\n")
    }
    let run = ws.run(
      "snapshot", "--ci", "@App", "--report", "@r.json", "--junit", "@j.xml")
    #expect(run.status == 1)
    let report = try #require(ws.read("r.json"))
    let junit = try #require(ws.read("j.xml"))
    func count(_ text: String, _ part: String) -> Int {
      text.components(separatedBy: part).count - 1
    }
    #expect(count(report, "error: unknown key") == 50)
    #expect(count(junit, "error: unknown key") == 50)
    #expect(count(report, "1950 more diagnostics not shown (--max-errors 50)") == 1)
    #expect(
      count(junit, "the same diagnostics as \(ws.path("App/__snapshots__/big.snap")), above") == 5)
    #expect(count(run.stderr, "error: unknown key") == 50)
    // merge-reports keeps at most 64 KiB of a detail, however long the report's is.
    let all = ws.run("snapshot", "--ci", "@App", "--report", "@all.json", "--max-errors", "0")
    #expect(all.status == 1)
    #expect(count(try #require(ws.read("all.json")), "error: unknown key") == 2_000)
    let merged = ws.run("merge-reports", "@all.json", "--report", "@merged.json")
    #expect(merged.status == 1)
    let kept = try #require(ws.read("merged.json"))
    #expect(kept.contains("more bytes not kept: merge-reports keeps 65536 bytes of a detail"))
    #expect(kept.utf8.count < 2 * 65_536)
  }
}
