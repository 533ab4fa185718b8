import SnapshotReports
import Testing

/// `merge-reports` as a value: a run's shards merge into the run unsharded, and a shard
/// missing, given twice or of another run fails the merge.
struct ReportMergeTests {
  /// A deterministic generator (SplitMix64), so a failure repeats.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A random suite: names in a few folders, most passing, some failing with a diff.
  static func suite(_ count: Int, _ random: inout Generator) -> [ShardReport.Case] {
    let folders = ["Screens/__snapshots__", "Scenarios/__snapshots__", "App/a b/__snapshots__"]
    var names: Set<String> = []
    while names.count < count {
      let folder = folders[Int.random(in: 0..<folders.count, using: &random)]
      names.insert("\(folder)/s\(Int.random(in: 0..<(count * 4), using: &random)).snap")
    }
    return names.map { file in
      let name = String((file.split(separator: "/").last ?? "").dropLast(5))
      return Int.random(in: 0..<10, using: &random) == 0
        ? .init(name: name, file: file, status: "mismatch", details: [.init("diff", "- a\n+ b")])
        : .init(name: name, file: file, status: "passed")
    }
  }

  /// The reports of a run in `count` shards, each case in a random one of them.
  static func shards(_ suite: [ShardReport.Case], _ count: Int, _ random: inout Generator)
    -> [ShardReport]
  {
    var parts = Array(repeating: [ShardReport.Case](), count: count)
    for item in suite { parts[Int.random(in: 0..<count, using: &random)].append(item) }
    return parts.enumerated().map { index, cases in
      let here = Set(cases.map(\.file))
      return ShardReport(
        version: "0.1.0", shard: Shard(index: index + 1, count: count) ?? .whole, cases: cases,
        elsewhere: suite.map(\.file).filter { !here.contains($0) })
    }
  }

  static func inputs(_ reports: [ShardReport]) -> [ReportMerge.Input] {
    reports.map { ReportMerge.Input(path: "shard-\($0.shard.index).json", report: $0) }
  }

  @Test(arguments: 1...50) func theMergeOfAnyShardingIsTheUnshardedRun(_ count: Int) throws {
    var random = Generator(state: UInt64(count))
    let suite = Self.suite(Int.random(in: 0...(count * 3), using: &random), &random)
    let unsharded = ShardReport(version: "0.1.0", shard: .whole, cases: suite, elsewhere: [])
    var reports = Self.shards(suite, count, &random)
    // Through the JSON, as the files carry them.
    reports = try reports.map { try ShardReport.read(Array($0.json.utf8)).get() }
    reports.shuffle(using: &random)
    let merge = ReportMerge(Self.inputs(reports))
    #expect(merge.problems == [])
    #expect(merge.report == unsharded)
    #expect(merge.report.json == unsharded.json)
    #expect(merge.failed == suite.contains(where: \.failed))

    for dropped in reports.indices {
      var fewer = reports
      let gone = fewer.remove(at: dropped)
      let partial = ReportMerge(Self.inputs(fewer))
      #expect(partial.failed, "dropping shard \(gone.shard) of \(count)")
      if count > 1 {
        #expect(partial.missingShards == [gone.shard])
        let unreported = partial.report.cases.filter { $0.status == ReportMerge.unreported }
        #expect(unreported.map(\.file) == gone.cases.map(\.file))
        #expect(partial.report.cases.count == suite.count)
      }
    }
  }

  @Test func aShardGivenTwiceFails() throws {
    var random = Generator(state: 7)
    let reports = Self.shards(Self.suite(30, &random), 3, &random)
    let merge = ReportMerge(Self.inputs(reports + [reports[1]]))
    #expect(merge.failed)
    #expect(merge.problems.count == 1)
    #expect(merge.problems.first?.contains("shard 2/3 is given twice") == true, "\(merge.problems)")
  }

  @Test func reportsOfDifferentRunsFail() throws {
    var random = Generator(state: 9)
    let suite = Self.suite(30, &random)
    let passing = suite.map { ShardReport.Case(name: $0.name, file: $0.file, status: "passed") }
    let reports = Self.shards(passing, 3, &random)
    #expect(!ReportMerge(Self.inputs(reports)).failed)

    var otherVersion = reports
    otherVersion[2].version = "0.2.0"
    let versions = ReportMerge(Self.inputs(otherVersion))
    #expect(versions.failed)
    #expect(versions.problems.contains { $0.contains("screenspec 0.2.0") }, "\(versions.problems)")

    let otherSuite = Self.shards(Array(passing.dropLast()), 3, &random)
    let suites = ReportMerge(Self.inputs([reports[0], reports[1], otherSuite[2]]))
    #expect(suites.failed)
    #expect(suites.problems.contains { $0.contains("fingerprints differ") }, "\(suites.problems)")

    let otherCount = Self.shards(passing, 4, &random)
    let counts = ReportMerge(Self.inputs([reports[0], reports[1], otherCount[2]]))
    #expect(counts.failed)
    #expect(counts.problems.contains { $0.contains("one of 4 shards") }, "\(counts.problems)")
  }

  @Test func aFailedCaseFailsTheMergeAndNothingElseDoes() throws {
    var random = Generator(state: 11)
    var suite = Self.suite(20, &random).map {
      ShardReport.Case(name: $0.name, file: $0.file, status: "passed")
    }
    #expect(!ReportMerge(Self.inputs(Self.shards(suite, 4, &random))).failed)
    suite[3].status = "failed"
    let merge = ReportMerge(Self.inputs(Self.shards(suite, 4, &random)))
    #expect(merge.failed)
    #expect(merge.problems == [])
    #expect(merge.report.failedCount == 1)
  }

  @Test func noReportsFail() {
    #expect(ReportMerge([]).failed)
  }
}
