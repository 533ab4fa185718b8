import ScreenSnapshots
import SnapshotReports
import Testing

/// The shards' report files a merge reads: in order, the first that cannot be read told.
struct ReportMergeFilesTests {
  static func report(shard: Int) -> String {
    SnapshotRunSummaryTests.run([.matched(note: nil)])
      .report(suite: ["a"], shard: Shard(index: shard, count: 2) ?? .whole, version: "1", run: "r")
      .json
  }

  @Test func theReportsAreReadInTheOrderGiven() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("1.json", Self.report(shard: 1))
    try folder.write("2.json", Self.report(shard: 2))
    let read = try ReportMerge.read([folder.path("2.json"), folder.path("1.json")]).get()
    #expect(read.map(\.path) == [folder.path("2.json"), folder.path("1.json")])
    #expect(read.map(\.report.shard.index) == [2, 1])
  }

  @Test func aMalformedReportIsItsLocatedErrorAndAMissingOneIsUnreadable() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("1.json", Self.report(shard: 1))
    try folder.write("bad.json", "{\"version\": ")
    let read = try ReportMerge.read([folder.path("1.json"), folder.path("bad.json")])
    guard case .failure(let malformed) = read else {
      Issue.record("a truncated report was read")
      return
    }
    #expect(malformed.text.hasPrefix(folder.path("bad.json") + ":1:"), "\(malformed.text)")
    #expect {
      try ReportMerge.read([folder.path("1.json"), folder.path("none.json")])
    } throws: { error in
      (error as? ReportMerge.Unreadable)?.message.contains("none.json") == true
    }
  }
}
