import Foundation
import ScreenSpecCLI
import Testing

/// `snapshot --shard auto --report FILE` and `merge-reports`, through the command line.
struct ShardReportCommandTests {
  /// The seed's screens and scenarios with every reference recorded.
  static func recorded() throws -> Workspace {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.copySeedScenarios()
    _ = ws.run("snapshot", "--record", "missing", "@Screens", "@Scenarios")
    return ws
  }

  /// Runs shard `index` of `count` as GitLab names it, writing `shard-INDEX.json`.
  static func gitlabShard(_ ws: Workspace, _ index: Int, of count: Int) -> CommandResult {
    ws.run(
      "snapshot", "--ci", "--shard", "auto", "--report", "@shard-\(index).json", "@Screens",
      "@Scenarios", environment: ["CI_NODE_TOTAL": "\(count)", "CI_NODE_INDEX": "\(index)"])
  }

  @Test func threeGitLabShardsMergeIntoTheUnshardedRun() throws {
    let ws = try Self.recorded()
    for index in 1...3 {
      let shard = Self.gitlabShard(ws, index, of: 3)
      #expect(shard.status == 0, "\(shard.stdout)\(shard.stderr)")
      #expect(
        shard.stdout.contains("shard \(index)/3 (from GitLab's variables)"), "\(shard.stdout)")
      #expect(ws.exists("shard-\(index).json"))
    }
    let merged = ws.run(
      "merge-reports", "@shard-1.json", "@shard-2.json", "@shard-3.json", "--json", "--report",
      "@merged.json", "--junit", "@merged.xml")
    #expect(merged.status == 0, "\(merged.stderr)")
    let unsharded = ws.run("snapshot", "--ci", "--json", "--shard", "1/1", "@Screens", "@Scenarios")
    #expect(merged.stdout == unsharded.stdout)
    #expect(ws.read("merged.json") == unsharded.stdout)
    let object = try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [String: Any]
    let cases = try #require(object?["cases"] as? [[String: Any]])
    #expect(cases.count > 10)
    #expect(ws.read("merged.xml")?.contains("tests=\"\(cases.count)\" failures=\"0\"") == true)

    let text = ws.run("merge-reports", "@shard-3.json", "@shard-1.json", "@shard-2.json")
    #expect(text.status == 0)
    #expect(
      text.stdout == "\(cases.count) snapshots from 3 shards: \(cases.count) passed, 0 failed\n")
  }

  @Test func aMissingShardFailsAndNamesItsCases() throws {
    let ws = try Self.recorded()
    for index in 1...3 { _ = Self.gitlabShard(ws, index, of: 3) }
    let second =
      try JSONSerialization.jsonObject(
        with: Data((ws.read("shard-2.json") ?? "").utf8)) as? [String: Any]
    let names = try #require(second?["cases"] as? [[String: Any]]).compactMap {
      $0["file"] as? String
    }
    #expect(!names.isEmpty)
    let merged = ws.run("merge-reports", "@shard-1.json", "@shard-3.json", "--junit", "@m.xml")
    #expect(merged.status == 1)
    #expect(merged.stderr.contains("shard 2/3 is missing"), "\(merged.stderr)")
    for name in names {
      #expect(merged.stdout.contains("UNREPORTED \(name)\n  shard 2/3 sent no report\n"))
    }
    #expect(ws.read("m.xml")?.contains("failures=\"\(names.count)\"") == true)
  }

  @Test func aShardTwiceOrReportsOfAnotherRunFail() throws {
    let ws = try Self.recorded()
    for index in 1...2 { _ = Self.gitlabShard(ws, index, of: 2) }
    let twice = ws.run("merge-reports", "@shard-1.json", "@shard-2.json", "@shard-2.json")
    #expect(twice.status == 1)
    #expect(twice.stderr.contains("shard 2/2 is given twice"), "\(twice.stderr)")

    // Another suite: the screens without the scenarios.
    _ = ws.run(
      "snapshot", "--ci", "--shard", "2/2", "--report", "@other.json", "@Screens")
    let other = ws.run("merge-reports", "@shard-1.json", "@other.json")
    #expect(other.status == 1)
    #expect(other.stderr.contains("reports of different runs"), "\(other.stderr)")

    // Another version of the tool.
    let text = try #require(ws.read("shard-2.json"))
    try ws.write(
      "old.json", text.replacingOccurrences(of: #""version":"0.1.0""#, with: #""version":"0.0.9""#))
    let old = ws.run("merge-reports", "@shard-1.json", "@old.json")
    #expect(old.status == 1)
    #expect(old.stderr.contains("is of screenspec 0.0.9"), "\(old.stderr)")
  }

  @Test func aFailedCaseFailsTheMerge() throws {
    let ws = try Self.recorded()
    try FileManager.default.removeItem(atPath: ws.path("Screens/__snapshots__/home.snap"))
    for index in 1...2 { _ = Self.gitlabShard(ws, index, of: 2) }
    let merged = ws.run("merge-reports", "@shard-1.json", "@shard-2.json")
    #expect(merged.status == 1)
    #expect(merged.stderr == "")
    #expect(
      merged.stdout.hasPrefix("MISSING    \(ws.path("Screens/__snapshots__/home.snap"))\n"),
      "\(merged.stdout)")
    #expect(merged.stdout.contains(" 1 failed\n"), "\(merged.stdout)")
  }

  @Test func anUnreadableOrTruncatedReportIsAUsageError() throws {
    let ws = try Self.recorded()
    _ = Self.gitlabShard(ws, 1, of: 1)
    let missing = ws.run("merge-reports", "@nowhere.json")
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read report"), "\(missing.stderr)")

    let text = try #require(ws.read("shard-1.json"))
    try ws.write("cut.json", String(text.prefix(text.count / 2)))
    let cut = ws.run("merge-reports", "@cut.json")
    #expect(cut.status == 2)
    #expect(cut.stderr.hasPrefix(ws.path("cut.json") + ":"), "\(cut.stderr)")
    #expect(cut.stderr.contains(": error: "), "\(cut.stderr)")

    try ws.write("junk.json", "{\"report\": 1,\n  \"version\": 3}\n")
    let junk = ws.run("merge-reports", "@junk.json")
    #expect(junk.status == 2)
    #expect(
      junk.stderr.hasPrefix(ws.path("junk.json") + ":2:14: error: 'version' must be a string"),
      "\(junk.stderr)")

    let none = ws.run("merge-reports")
    #expect(none.status == 2)
    let input = ws.run("merge-reports", "@shard-1.json", "--report", "@shard-1.json")
    #expect(input.status == 2, "the merged report never overwrites a report it reads")
  }

  @Test func autoWithoutVariablesRunsTheWholeSuiteAndSaysSo() throws {
    let ws = try Self.recorded()
    let run = ws.run("snapshot", "--ci", "--shard", "auto", "@Screens", environment: ["CI": "true"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("ran the whole suite"), "\(run.stdout)")
    let plain = ws.run("snapshot", "--ci", "@Screens")
    #expect(run.stdout.hasPrefix(plain.stdout))
  }

  @Test func aVariableSetWrongIsAUsageErrorNamingIt() throws {
    let ws = try Self.recorded()
    let run = ws.run(
      "snapshot", "--ci", "--shard", "auto", "@Screens",
      environment: ["CIRCLE_NODE_TOTAL": "3", "CIRCLE_NODE_INDEX": "3"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'CIRCLE_NODE_INDEX' is '3'"), "\(run.stderr)")
    #expect(run.stdout == "")
  }

  @Test func bazelsStatusFileIsTouched() throws {
    let ws = try Self.recorded()
    let run = ws.run(
      "snapshot", "--ci", "--shard", "auto", "@Screens",
      environment: [
        "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1",
        "TEST_SHARD_STATUS_FILE": ws.path("status"),
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("shard 2/2 (from Bazel's variables)"))
    #expect(ws.exists("status"))
  }

  @Test func helpSaysHowToMerge() throws {
    let ws = try Workspace()
    for words in [["help", "merge-reports"], ["merge-reports", "--help"]] {
      let help = ws.run(words)
      #expect(help.status == 0)
      #expect(help.stdout.contains("Usage: screenspec merge-reports REPORT..."))
      #expect(help.stdout.contains("a shard is missing"))
    }
    #expect(ws.run("help").stdout.contains("merge-reports"))
    #expect(ws.run("snapshot", "--help").stdout.contains("--shard auto"))
  }
}
