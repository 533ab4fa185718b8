import SnapshotReports
import Testing

/// `--shard auto`: each CI system's variables, its base, the order they are looked for in,
/// and a variable set wrong.
struct AutoShardTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var system: String
    var variables: [String: String]
    var shard: String
    var testDescription: String { "\(system) \(variables.sorted { $0.key < $1.key })" }
  }

  static let cases = [
    Case(
      system: "Bazel", variables: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"], shard: "1/4"),
    Case(
      system: "Bazel", variables: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3"], shard: "4/4"),
    Case(system: "GitLab", variables: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "1"], shard: "1/3"),
    Case(system: "GitLab", variables: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "3"], shard: "3/3"),
    // GitLab sets CI_NODE_TOTAL=1 and no index for a job that does not run in parallel.
    Case(system: "GitLab", variables: ["CI_NODE_TOTAL": "1"], shard: "1/1"),
    Case(
      system: "CircleCI", variables: ["CIRCLE_NODE_TOTAL": "5", "CIRCLE_NODE_INDEX": "0"],
      shard: "1/5"),
    Case(
      system: "CircleCI", variables: ["CIRCLE_NODE_TOTAL": "5", "CIRCLE_NODE_INDEX": "4"],
      shard: "5/5"),
    Case(
      system: "Buildkite",
      variables: ["BUILDKITE_PARALLEL_JOB_COUNT": "2", "BUILDKITE_PARALLEL_JOB": "1"],
      shard: "2/2"),
    // Looked for in order: Bazel before GitLab before CircleCI before Buildkite.
    Case(
      system: "Bazel",
      variables: [
        "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1", "CI_NODE_TOTAL": "3",
        "CI_NODE_INDEX": "1",
      ], shard: "2/2"),
    Case(
      system: "GitLab",
      variables: [
        "CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "5",
        "CIRCLE_NODE_INDEX": "4",
      ], shard: "2/3"),
    Case(
      system: "CircleCI",
      variables: [
        "CIRCLE_NODE_TOTAL": "5", "CIRCLE_NODE_INDEX": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "2",
        "BUILDKITE_PARALLEL_JOB": "0",
      ], shard: "3/5"),
  ]

  @Test(arguments: cases) func findsTheShard(_ item: Case) throws {
    let found = try AutoShard.find(in: item.variables).get()
    #expect(found.shard.description == item.shard)
    #expect(found.system?.name == item.system)
    #expect(found.summary.contains(item.shard) && found.summary.contains(item.system))
  }

  @Test func noVariablesMeansTheWholeSuiteAndSaysSo() throws {
    let found = try AutoShard.find(in: ["CI": "true", "CI_NODE_TOTAL": ""]).get()
    #expect(found.shard == .whole)
    #expect(found.system == nil)
    #expect(found.summary.contains("ran the whole suite"), "\(found.summary)")
  }

  @Test func bazelNamesItsStatusFileAndOnlyBazel() throws {
    let bazel = try AutoShard.find(
      in: [
        "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": "/tmp/s",
      ]
    ).get()
    #expect(bazel.statusFile == "/tmp/s")
    let gitlab = try AutoShard.find(
      in: ["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "1", "TEST_SHARD_STATUS_FILE": "/tmp/s"]
    ).get()
    #expect(gitlab.statusFile == nil)
  }

  struct Wrong: CustomTestStringConvertible, Sendable {
    var variables: [String: String]
    var named: String
    var testDescription: String { "\(variables.sorted { $0.key < $1.key }) names \(named)" }
  }

  static let wrong = [
    Wrong(
      variables: ["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"], named: "TEST_SHARD_INDEX"),
    Wrong(
      variables: ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"], named: "TEST_TOTAL_SHARDS"),
    Wrong(
      variables: ["TEST_TOTAL_SHARDS": "two", "TEST_SHARD_INDEX": "0"], named: "TEST_TOTAL_SHARDS"),
    Wrong(variables: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "0"], named: "CI_NODE_INDEX"),
    Wrong(variables: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "4"], named: "CI_NODE_INDEX"),
    Wrong(variables: ["CI_NODE_TOTAL": "3"], named: "CI_NODE_INDEX"),
    Wrong(variables: ["CI_NODE_INDEX": "1"], named: "CI_NODE_TOTAL"),
    Wrong(
      variables: ["CIRCLE_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "-1"], named: "CIRCLE_NODE_INDEX"),
    Wrong(
      variables: ["CIRCLE_NODE_TOTAL": "2", "CIRCLE_NODE_INDEX": "2"], named: "CIRCLE_NODE_INDEX"),
    Wrong(
      variables: ["BUILDKITE_PARALLEL_JOB_COUNT": "2", "BUILDKITE_PARALLEL_JOB": " 1"],
      named: "BUILDKITE_PARALLEL_JOB"),
    Wrong(
      variables: ["BUILDKITE_PARALLEL_JOB_COUNT": "x", "BUILDKITE_PARALLEL_JOB": "0"],
      named: "BUILDKITE_PARALLEL_JOB_COUNT"),
  ]

  @Test(arguments: wrong) func aVariableSetWrongIsNamed(_ item: Wrong) {
    switch AutoShard.find(in: item.variables) {
    case .success(let found): Issue.record("took \(found.shard) from \(item.variables)")
    case .failure(let error):
      #expect(error.message.contains("'\(item.named)'"), "\(error.message)")
    }
  }
}

@Test func aShardIsIOverNCountedFromOne() {
  #expect(Shard("2/3")?.description == "2/3")
  #expect(Shard("1/1") == .whole)
  for bad in ["0/3", "4/3", "1/0", "-1/2", "1/", "/2", "1/2/3", "a/b", "", "auto"] {
    #expect(Shard(bad) == nil, "\(bad)")
  }
}
