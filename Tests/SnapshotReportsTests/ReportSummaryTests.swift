import SnapshotReports
import Testing

/// What `merge-reports` prints of a merge, as a value: the failed and unreported cases with
/// what they say, the counts, and the JUnit document.
struct ReportSummaryTests {
  static func report(_ index: Int, of count: Int, _ cases: [ShardReport.Case], all: [String])
    -> ReportMerge.Input
  {
    let here = Set(cases.map(\.file))
    let report = ShardReport(
      version: "0.1.0", shard: Shard(index: index, count: count) ?? .whole, cases: cases,
      elsewhere: all.filter { !here.contains($0) })
    return ReportMerge.Input(path: "shard-\(index).json", report: report)
  }

  @Test func aMissingShardsCasesAreListedAsUnreportedAndCounted() {
    let files = ["S/__snapshots__/a.snap", "S/__snapshots__/b.snap", "S/__snapshots__/c.snap"]
    let first = Self.report(
      1, of: 3,
      [
        .init(name: "a", file: files[0], status: "passed"),
        .init(
          name: "b", file: files[1], status: "mismatch",
          details: [.init("diff", "- old\n+ new\u{1B}[31m"), .init("pending", "b.snap.new")]),
      ], all: files)
    let merge = ReportMerge([first, Self.report(2, of: 3, [], all: files)])
    let summary = merge.summary
    #expect(summary.hasPrefix("MISMATCH   S/__snapshots__/b.snap\n  - old\n  + new<U+001B>[31m\n"))
    #expect(summary.contains("UNREPORTED S/__snapshots__/c.snap\n"))
    #expect(!summary.contains("a.snap"), "a passed case is not listed")
    #expect(summary.hasSuffix("3 snapshots from 2 of 3 shards: 1 passed, 1 failed, 1 unreported\n"))
    let junit = merge.junit
    #expect(junit.contains("name=\"b\""))
    #expect(junit.components(separatedBy: "<failure").count == 3, "b and c fail")
  }

  @Test func aWholeRunSaysItsShardsAndNoUnreported() {
    let files = ["S/__snapshots__/a.snap"]
    let merge = ReportMerge([
      Self.report(1, of: 1, [.init(name: "a", file: files[0], status: "passed")], all: files)
    ])
    #expect(merge.summary == "1 snapshot from 1 shard: 1 passed, 0 failed\n")
    #expect(!merge.junit.contains("<failure"))
  }

  @Test func theStatusColumnIsTenWideUnlessLonger() {
    #expect(StatusLabel.label("passed") == "PASSED    ")
    #expect(StatusLabel.label("unreported") == "UNREPORTED")
    #expect(StatusLabel.label("longer-than-ten") == "LONGER-THAN-TEN")
  }
}
