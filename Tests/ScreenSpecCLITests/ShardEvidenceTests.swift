import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #48, items 5 to 8: evidence a pull request cannot forge or drop. Reports name
/// their run, sharded runs judge orphans, the last variant dropped is an orphan, and two
/// apps never share one reference.
@Suite struct ShardEvidence {
  /// An app declaring one variant, recorded whole.
  static func recordedApp() throws -> Workspace {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: s\nsnapshotVariants:\n  - {locale: de}\n")
    try ws.write("app/strings/de.yaml", "strings:\n  Settings: Einstellungen\n")
    try ws.write("app/s.yaml", "title: Settings\nrows: [Wi-Fi]\n")
    try ws.write("app/t.yaml", "title: Other\nrows: [Bluetooth]\n")
    try ws.write("app/u.yaml", "title: Third\nrows: [Cellular]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.list("app/__snapshots__").count == 6)
    return ws
  }

  /// Runs the three shards of `@app` under GitLab's variables with `pipeline` as the run,
  /// each writing `@reports/NAME-I.json`; their statuses.
  static func shards(_ ws: Workspace, pipeline: String, name: String = "shard") -> [Int32] {
    (1...3).map { index in
      ws.run(
        [
          "snapshot", "--ci", "--shard", "auto", "--report", "@reports/\(name)-\(index).json",
          "@app",
        ],
        environment: Environment(variables: [
          "CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "\(index)", "CI_PIPELINE_ID": pipeline,
        ])
      ).status
    }
  }

  /// Item 5: reports of another run (a green run's, committed) fail the merge in this
  /// run's pipeline, and under CI a report is never written over an existing file.
  @Test func reportsOfAnotherRunAreRefused() throws {
    let ws = try Self.recordedApp()
    try FileManager.default.createDirectory(
      atPath: ws.path("reports"), withIntermediateDirectories: true)
    #expect(Self.shards(ws, pipeline: "100") == [0, 0, 0])
    #expect(ws.read("reports/shard-1.json")?.contains("\"run\":\"gitlab:100\"") == true)
    let names = (1...3).map { "@reports/shard-\($0).json" }
    let same = ws.run(
      ["merge-reports"] + names,
      environment: Environment(variables: ["CI_PIPELINE_ID": "100"]))
    #expect(same.status == 0, "\(same.stderr)")
    // The next pipeline merges the committed reports: refused, and named.
    let next = ws.run(
      ["merge-reports"] + names,
      environment: Environment(variables: ["CI_PIPELINE_ID": "101"]))
    #expect(next.status == 1)
    #expect(next.stderr.contains("is a report of run 'gitlab:100', not of this run ('gitlab:101')"))
    // Reports of two runs never merge, whatever the merging process knows.
    _ = Self.shards(ws, pipeline: "102", name: "other")
    let mixed = ws.run(
      "merge-reports", "@reports/shard-1.json", "@reports/other-2.json", "@reports/other-3.json")
    #expect(mixed.status == 1)
    #expect(mixed.stderr.contains("is a report of run 'gitlab:102'"), "\(mixed.stderr)")
    #expect(mixed.stderr.contains("reports of different runs"), "\(mixed.stderr)")
    // A committed report is not written over under CI.
    let over = ws.run(
      ["snapshot", "--ci", "--report", "@reports/shard-1.json", "@app"],
      environment: Environment(variables: ["CI": "true"]))
    #expect(over.status == 2)
    #expect(over.stderr.contains("names a file that exists"), "\(over.stderr)")
  }

  /// Item 6: a sharded run judges orphans as the whole run does, each shard and the merge.
  @Test func shardsJudgeOrphans() throws {
    let ws = try Self.recordedApp()
    try FileManager.default.createDirectory(
      atPath: ws.path("reports"), withIntermediateDirectories: true)
    try ws.write("app/app.yaml", "start: s\n")
    #expect(ws.run("snapshot", "--ci", "@app").status == 1)
    #expect(Self.shards(ws, pipeline: "7").allSatisfy { $0 == 1 })
    let merged = ws.run(
      ["merge-reports"] + (1...3).map { "@reports/shard-\($0).json" },
      environment: Environment(variables: ["CI_PIPELINE_ID": "7"]))
    #expect(merged.status == 1)
    #expect(merged.stderr.contains("3 references no case produces"), "\(merged.stderr)")
    // An unsharded report whose run failed only on an orphan fails the merge too.
    _ = ws.run("snapshot", "--ci", "--report", "@whole.json", "@app")
    #expect(ws.run("merge-reports", "@whole.json").status == 1)
  }

  /// Item 7: removing `snapshotVariants` altogether leaves the last variant's references
  /// orphans, as removing one of several does.
  @Test func theLastVariantDroppedIsAnOrphan() throws {
    let ws = try Self.recordedApp()
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)
    try ws.write("app/app.yaml", "start: s\n")
    let ci = ws.run("snapshot", "--ci", "@app")
    #expect(ci.status == 1)
    #expect(ci.stdout.contains("s@de.snap"), "\(ci.stdout)")
    #expect(ci.stdout.contains("3 orphans"), "\(ci.stdout)")
  }

  /// Item 8: two apps whose cases would share a reference file are a usage error, and in a
  /// shared `--snapshots` folder one app's run neither judges nor deletes the other's.
  @Test func twoAppsNeverShareAReference() throws {
    let ws = try Workspace()
    try ws.write("one/s.yaml", "title: One\nrows: [A]\n")
    try ws.write("one/t.yaml", "title: Two\nrows: [B]\n")
    try ws.write("two/s.yaml", "title: Other\nrows: [C]\n")
    try ws.write("two/u.yaml", "title: Four\nrows: [D]\n")
    let both = ws.run("snapshot", "--snapshots", "@refs", "--record", "all", "@one", "@two")
    #expect(both.status == 2)
    #expect(both.stderr.contains("would be the reference of a case of"), "\(both.stderr)")
    #expect(!ws.exists("refs"))
    // Recording is a failed run until the references are checked again.
    _ = ws.run("snapshot", "--snapshots", "@refs", "--record", "all", "@one")
    try ws.write("two/s.yaml", "title: Other\nrows: [C]\nid: z\n")
    _ = ws.run("snapshot", "--snapshots", "@refs", "--record", "all", "@two")
    #expect(ws.list("refs").sorted() == ["s.snap", "t.snap", "u.snap", "z.snap"])
    let one = ws.run("snapshot", "--snapshots", "@refs", "--ci", "--delete-orphans", "@one")
    #expect(one.status == 0, "\(one.stdout)")
    let deleting = ws.run("snapshot", "--snapshots", "@refs", "--delete-orphans", "@one")
    #expect(deleting.status == 0)
    #expect(ws.list("refs").count == 4)
  }
}

/// A new user's findings on the gate: what a refused merge writes, a screen's variants in
/// one shard, and a stored name the snapshot pins.
@Suite struct GateFindings {
  /// A refused merge (reports of another run) and a merge with orphans write failing JUnit
  /// and JSON, as their exit status says: never a green report beside a red exit.
  @Test func aRefusedMergeWritesNoGreenReport() throws {
    let ws = try ShardEvidence.recordedApp()
    try FileManager.default.createDirectory(
      atPath: ws.path("reports"), withIntermediateDirectories: true)
    _ = ShardEvidence.shards(ws, pipeline: "500")
    let names = (1...3).map { "@reports/shard-\($0).json" }
    let stale = ws.run(
      ["merge-reports"] + names + ["--junit", "@j.xml", "--report", "@r.json"],
      environment: Environment(variables: ["CI_PIPELINE_ID": "501"]))
    #expect(stale.status == 1)
    #expect(stale.stdout.contains("the reports were refused"), "\(stale.stdout)")
    let junit = try #require(ws.read("j.xml"))
    #expect(junit.contains("failures=\"3\""), "\(junit)")
    #expect(ws.read("r.json")?.contains("\"status\":\"refused\"") == true)
    // Orphans: a failure each, as the unsharded run's JUnit has them.
    try ws.write("app/app.yaml", "start: s\n")
    _ = ShardEvidence.shards(ws, pipeline: "502", name: "o")
    let orphaned = ws.run(
      ["merge-reports"] + (1...3).map { "@reports/o-\($0).json" } + ["--junit", "@o.xml"],
      environment: Environment(variables: ["CI_PIPELINE_ID": "502"]))
    #expect(orphaned.status == 1)
    #expect(orphaned.stdout.contains("3 orphans"), "\(orphaned.stdout)")
    #expect(ws.read("o.xml")?.contains("failures=\"3\"") == true, "\(ws.read("o.xml") ?? "")")
  }

  /// `--shard` keeps a screen's cases (every variant and format) in one shard.
  @Test func aScreensVariantsShareAShard() throws {
    let ws = try ShardEvidence.recordedApp()
    for index in 1...3 {
      let run = ws.run("snapshot", "--shard", "\(index)/3", "@app")
      let names = run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASSED") }.map {
        String($0.split(separator: "/").last ?? "")
      }
      for screen in ["s", "t", "u"] {
        let here = names.filter { $0 == "\(screen).snap" || $0 == "\(screen)@de.snap" }
        #expect(here.isEmpty || here.count == 2, "shard \(index): \(names)")
      }
    }
  }

  /// A stored name (`storedNames`) is pinned beside its state key: changing the name the
  /// app ships under fails the snapshot.
  @Test func aStoredNameIsPinned() throws {
    let ws = try Workspace()
    try ws.write(
      "app/app.yaml",
      "state:\n  countSetting: true\n  size: 0.5\nstoredNames:\n  countSetting: count\n  size: unread\n"
    )
    try ws.write(
      "app/s.yaml",
      "title: S\nrows:\n  - {title: Show Count, toggle: countSetting}\n"
        + "  - {title: Size, slider: size, min: 0, max: 1}\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    let snapshot = ws.read("app/__snapshots__/s.snap") ?? ""
    #expect(snapshot.contains("countSetting (stored as count)"), "\(snapshot)")
    #expect(snapshot.contains("slides size (stored as unread) from 0 to 1"), "\(snapshot)")
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)
    try ws.write(
      "app/app.yaml",
      "state:\n  countSetting: true\n  size: 0.5\nstoredNames:\n  countSetting: shown\n  size: unread\n"
    )
    #expect(ws.run("snapshot", "--ci", "@app").status == 1)
  }

  /// A row's read state behind Load More and which rows a swipe deletes are pinned: each
  /// change fails the snapshot, though no drawing shows it.
  @Test(arguments: [
    ("    read: false\n", "    read: true\n"),
    ("  - {title: B, deletable: true}\n", "  - {title: B, deletable: false}\n"),
  ])
  func readAndDeletableArePinned(before: String, after: String) throws {
    let ws = try Workspace()
    let screen =
      "title: Inbox\ndeletable: true\npaging: {pageSize: 2}\nrows:\n  - A\n"
      + "  - {title: B, deletable: true}\n  - title: C\n    read: false\n"
    try ws.write("app/inbox.yaml", screen)
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)
    try ws.write("app/inbox.yaml", screen.replacingOccurrences(of: before, with: after))
    let changed = ws.run("snapshot", "--ci", "@app")
    #expect(changed.status == 1, "\(changed.stdout)")
  }
}
