import Foundation
import Testing

@testable import ScreenSpecCLI

/// A green run means every case was checked and is equal: no file is skipped because it
/// cannot be read, one broken screen hides no other, and no case is counted twice.
@Suite struct EveryCaseChecked {
  /// A folder of `count` small screens, recorded.
  static func recordedFolder(_ count: Int) throws -> Workspace {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: s00\n")
    for index in 0..<count {
      let name = "s" + (index < 10 ? "0" : "") + String(index)
      try ws.write("app/\(name).yaml", "title: Screen \(index)\nrows: [One, Two]\n")
    }
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.list("app/__snapshots__").count == count)
    return ws
  }

  @Test func aDanglingScreenFileIsAnErrorNamingItInEveryCommand() throws {
    let ws = try Self.recordedFolder(2)
    try FileManager.default.removeItem(atPath: ws.path("app/s01.yaml"))
    try FileManager.default.createSymbolicLink(
      atPath: ws.path("app/s01.yaml"), withDestinationPath: "gone.yaml")
    let message = "s01.yaml:1:1: error: cannot read this file: it is a link to a missing file"
    for words in [["check", "@app"], ["snapshot", "--ci", "@app"], ["render", "@app"]] {
      let run = ws.run(words)
      #expect(run.status == 1, "\(words)")
      #expect(run.stderr.contains(message), "\(words): \(run.stderr)")
    }
    let snapshot = ws.run("snapshot", "--ci", "@app")
    #expect(snapshot.stdout.contains("PASSED     \(ws.path("app/__snapshots__/s00.snap"))"))
    #expect(snapshot.stdout.contains("FAILED     \(ws.path("app/__snapshots__/s01.snap"))"))
    #expect(!snapshot.stdout.contains("ORPHAN"))
    // A pushed screen that is a dangling link is named too, when its pusher is checked alone.
    try ws.write("app/s00.yaml", "title: Home\nrows: [{title: Go, push: s01}]\n")
    let alone = ws.run("check", "@app/s00.yaml")
    #expect(alone.status == 1)
    #expect(alone.stderr.contains(message), "\(alone.stderr)")
  }

  @Test func aLinkToItselfIsALoopNotAMissingFile() throws {
    let ws = try Self.recordedFolder(2)
    try FileManager.default.removeItem(atPath: ws.path("app/s01.yaml"))
    try FileManager.default.createSymbolicLink(
      atPath: ws.path("app/s01.yaml"), withDestinationPath: "s01.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: ws.path("gone.yaml"), withDestinationPath: "nowhere.yaml")
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "s01.yaml:1:1: error: cannot read this file: it is a link that leads back to itself"),
      "\(check.stderr)")
    // Named alone, neither is "no such file" with itself offered as the near name.
    let alone = ws.run("render", "@app/s01.yaml")
    #expect(alone.status == 2)
    #expect(
      alone.stderr.contains("s01.yaml is a link that leads back to itself"), "\(alone.stderr)")
    #expect(!alone.stderr.contains("did you mean"), "\(alone.stderr)")
    let dangling = ws.run("check", "@gone.yaml")
    #expect(dangling.status == 2)
    #expect(dangling.stderr.contains("gone.yaml is a link to a missing file"), "\(dangling.stderr)")
  }

  @Test func oneBrokenScreenFailsOnlyItsOwnCase() throws {
    let ws = try Self.recordedFolder(10)
    try ws.write("app/zz-broken.yaml", "title: [broken\n")
    let run = ws.run("snapshot", "--ci", "--json", "--junit", "@report.xml", "@app")
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let cases = try #require(object?["cases"] as? [[String: Any]])
    #expect(
      cases.compactMap { $0["name"] as? String } == (0..<10).map { "s0\($0)" } + ["zz-broken"])
    #expect(cases.filter { $0["status"] as? String == "passed" }.count == 10)
    #expect(object?["failed"] as? Int == 1)
    let xml = try #require(ws.read("report.xml"))
    #expect(xml.contains("tests=\"11\" failures=\"1\""), "\(xml)")

    // Each shard verifies its own screens; only the broken one's shard fails.
    var seen = 0
    var failedShards = 0
    for shard in 1...3 {
      let part = ws.run("snapshot", "--ci", "--shard", "\(shard)/3", "@app")
      seen += part.stdout.components(separatedBy: "PASSED ").count - 1
      seen += part.stdout.components(separatedBy: "FAILED ").count - 1
      if part.status != 0 { failedShards += 1 }
    }
    #expect(seen == 11)
    #expect(failedShards == 1)
  }

  @Test func aCrossFileMistakeFailsOnlyTheScreensThatReachIt() throws {
    let ws = try Self.recordedFolder(4)
    // s01 pushes s02, which is renamed: s01's push now names no screen. s00 pushes s01.
    try ws.write("app/s00.yaml", "title: Screen 0\nrows: [{title: One, push: s01}, Two]\n")
    try ws.write("app/s01.yaml", "title: Screen 1\nrows: [{title: One, push: s02}, Two]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)
    try FileManager.default.moveItem(
      atPath: ws.path("app/s02.yaml"), toPath: ws.path("app/two.yaml"))
    let run = ws.run("snapshot", "--ci", "@app")
    #expect(run.status == 1)
    for name in ["s00", "s01"] {
      #expect(run.stdout.contains("FAILED     \(ws.path("app/__snapshots__/\(name).snap"))"))
    }
    #expect(run.stdout.contains("PASSED     \(ws.path("app/__snapshots__/s03.snap"))"))
    #expect(run.stderr.contains("s01.yaml:2:27: error: 'push' names no screen 's02'"))
  }

  @Test func overlappingPathsVerifyEachCaseOnce() throws {
    let ws = try Self.recordedFolder(3)
    let run = ws.run(
      "snapshot", "--ci", "--junit", "@report.xml", "@app", "@app/", "@app//", "@app/s01.yaml")
    #expect(run.status == 0)
    #expect(run.stdout.contains("3 snapshots: 3 passed, 0 failed"), "\(run.stdout)")
    let xml = try #require(ws.read("report.xml"))
    #expect(xml.components(separatedBy: "name=\"s01\"").count == 2, "s01 is listed once")
  }

  @Test(arguments: ["app/app.yaml", "app/s00.yaml", "app/__snapshots__/s00.snap", "app"])
  func aJUnitReportNeverOverwritesAnInput(target: String) throws {
    let ws = try Self.recordedFolder(1)
    let before = ws.read(target)
    let run = ws.run("snapshot", "--ci", "--junit", "@\(target)", "@app")
    #expect(run.status == 2)
    #expect(run.stderr.contains("names an input of the run"), "\(run.stderr)")
    #expect(ws.read(target) == before)
  }

  /// What `render` previews of a scenario is what `snapshot` pins: the scenario's own
  /// `width`/`ascii` win, the flags apply where it sets none.
  @Test func scenariosDrawAlikeInRenderAndSnapshot() throws {
    let ws = try Workspace()
    try ws.write("app/s.yaml", "title: Settings\nrows: [{title: Wi-Fi, push: s}]\n")
    try ws.write("app/plain.yaml", "app: .\nscreen: s\nsteps: [tap 1]\n")
    try ws.write("app/own.yaml", "app: .\nscreen: s\nwidth: 30\nascii: false\nsteps: [tap 1]\n")
    _ = ws.run("snapshot", "--record", "all", "--width", "50", "--ascii", "@app")
    let plain = try #require(ws.read("app/__snapshots__/plain.scenario.snap"))
    let own = try #require(ws.read("app/__snapshots__/own.scenario.snap"))
    #expect(plain.contains("width: 50") && plain.contains("glyphs: ascii"), "\(plain)")
    #expect(own.contains("width: 30") && own.contains("glyphs: unicode"), "\(own)")
    for name in ["plain", "own"] {
      let render = ws.run("render", "@app/\(name).yaml", "--width", "50", "--ascii")
      let snap = try #require(ws.read("app/__snapshots__/\(name).scenario.snap"))
      // The snapshot's frames are the drawings, each followed by its colour legend.
      let drawn = snap.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("colours:") && !$0.hasPrefix("  line ") }.joined(separator: "\n")
      #expect(drawn.hasSuffix(render.stdout), "\(name): render shows what snapshot pinned")
    }
    #expect(ws.run("snapshot", "--ci", "--width", "50", "--ascii", "@app").status == 0)
  }

  /// A scenario of thousands of pushes runs (each frame keeps its drawing, not the whole
  /// navigation stack), and past the step limit it is a located error.
  @Test func longScenariosRunAndTheStepLimitIsLocated() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: a\n")
    try ws.write("app/a.yaml", "title: A\nrows: [{title: go, push: b}]\n")
    try ws.write("app/b.yaml", "title: B\nrows: [{title: go, push: a}]\n")
    let steps = String(repeating: "  - tap go\n", count: 3_000)
    try ws.write("app/deep.yaml", "app: .\nscreen: a\nsteps:\n" + steps)
    #expect(ws.run("check", "@app").status == 0)
    let render = ws.run("render", "@app/deep.yaml")
    #expect(render.status == 0)
    #expect(render.stdout.components(separatedBy: "\n# step ").count == 3_001)
    #expect(render.stdout.contains("# step 3000: tap go"))

    let limit = 10_000
    let tooMany = String(repeating: "  - tap go\n", count: limit + 1)
    try ws.write("app/deep.yaml", "app: .\nscreen: a\nsteps:\n" + tooMany)
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "deep.yaml:\(limit + 4):5: error: a scenario has at most \(limit) steps, this one \(limit + 1)"
      ),
      "\(check.stderr.prefix(300))")
  }

  /// A text snapshot pins colour: changing the theme's highlight fails it, and the diff
  /// names the colours.
  @Test func aChangedHighlightColourFailsTheSnapshot() throws {
    let ws = try Workspace()
    let theme = "theme:\n  selectionStyle: {background: \"#007AFF\", text: white}\n"
    try ws.write("app/app.yaml", "start: home\n" + theme)
    try ws.write("app/home.yaml", "title: Home\nrows: [{title: Wi-Fi, body: On}, Bluetooth]\n")
    try ws.write("app/tap.yaml", "app: .\nsteps: [tap Bluetooth]\n")
    _ = ws.run("snapshot", "--record", "all", "@app")
    let recorded = try #require(ws.read("app/__snapshots__/tap.scenario.snap"))
    #expect(recorded.hasPrefix("screenspec-snapshot: 2\n"))
    #expect(recorded.contains("colours:\n  line 6: 2-39 white on #007AFF\n"), "\(recorded)")
    #expect(ws.run("snapshot", "--ci", "@app").status == 0)

    try ws.write(
      "app/app.yaml", "start: home\ntheme:\n  selectionStyle: {background: red, text: black}\n")
    let changed = ws.run("snapshot", "--ci", "@app")
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("MISMATCH"), "\(changed.stdout)")
    #expect(changed.stdout.contains("-  line 6: 2-39 white on #007AFF"), "\(changed.stdout)")
    #expect(changed.stdout.contains("+  line 6: 2-39 black on red"), "\(changed.stdout)")
  }

  /// Every value of a scenario's `state:` the app cannot start with is reported, an unknown
  /// key at the key.
  @Test func everyBadScenarioStateValueIsReportedAtItsPlace() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "state: {wifi: \"true\", level: \"0.5\"}\n")
    try ws.write(
      "app/s.yaml",
      "title: S\nrows: [{title: Wi-Fi, toggle: wifi}, {title: L, slider: level, min: 0, max: 1}]\n")
    try ws.write("app/d.yaml", "app: .\nstate: {wfi: \"true\", level: loud}\nsteps: [toggle 1]\n")
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "d.yaml:2:9: error: the scenario cannot start: the scenario's state sets 'wfi'"))
    #expect(
      check.stderr.contains(
        "d.yaml:2:29: error: the scenario cannot start: the scenario's state sets 'level'"))
  }
}
