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
}
