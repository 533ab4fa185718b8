import Foundation
import OperatingSystem
import ScreenModel
import ScreenSnapshots
import Testing

@testable import ScreenSpecCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A green snapshot run means nothing is broken, and nothing good is ever lost.
@Suite struct SnapshotFailures {
  /// The whole workflow with a broken screen, a failing scenario step and
  /// `--delete-orphans` together: every failure is a failed case, nothing is deleted.
  @Test func brokenScreenAndFailingStepFailAndDeleteNothing() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.copySeedScenarios()
    #expect(ws.run("snapshot", "--record", "missing", "@Screens", "@Scenarios").status == 1)
    #expect(ws.run("snapshot", "@Screens", "@Scenarios").status == 0)
    let referencesBefore = ws.list("Scenarios/__snapshots__")

    try ws.write("Screens/broken.yaml", "title: [broken\n")
    try ws.write("Scenarios/bad-step.yaml", "app: ../Screens\nscreen: posts\nsteps:\n  - tap 99\n")
    let run = ws.run("snapshot", "--delete-orphans", "@Screens", "@Scenarios")
    #expect(run.status == 1)
    #expect(!run.stdout.contains("DELETED"))
    #expect(!run.stdout.contains("ORPHAN"))
    #expect(run.stdout.contains("orphans were not judged: some files failed to load"))
    #expect(run.stdout.contains("FAILED     \(ws.path("Screens/__snapshots__/broken.snap"))"))
    #expect(run.stderr.contains("broken.yaml:2:1: error:"))
    #expect(ws.list("Scenarios/__snapshots__") == referencesBefore)

    // Once the screen is fixed, only the failing step fails, and it is never recorded.
    try FileManager.default.removeItem(atPath: ws.path("Screens/broken.yaml"))
    let step = ws.run("snapshot", "--delete-orphans", "@Screens", "@Scenarios")
    #expect(step.status == 1)
    #expect(step.stderr.contains("bad-step.yaml:4:5: error: step 1 fails: tap 99: no row 99"))
    #expect(!ws.exists("Scenarios/__snapshots__/bad-step.scenario.snap.new"))
    #expect(ws.list("Scenarios/__snapshots__") == referencesBefore)
  }

  @Test func loadFailuresAreFailedCasesInJSONAndJUnit() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    _ = ws.run("snapshot", "--record", "all", "@Screens")
    try ws.write("Screens/broken.yaml", "title: [broken\n")
    let json = ws.run("snapshot", "--ci", "--json", "--junit", "@report.xml", "@Screens")
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let cases = try #require(object?["cases"] as? [[String: Any]])
    let broken = try #require(cases.first { $0["name"] as? String == "broken" })
    #expect(broken["status"] as? String == "failed")
    #expect((broken["diagnostics"] as? String)?.contains("broken.yaml:2:1: error:") == true)
    #expect(object?["failed"] as? Int == 1)

    let xml = try #require(ws.read("report.xml"))
    // Every seed screen is still a case (it reaches no broken file), beside the broken one.
    let screens = ws.list("Screens").filter { $0.hasSuffix(".yaml") && $0 != "app.yaml" }.count
    #expect(xml.contains("tests=\"\(screens)\" failures=\"1\""), "\(xml.prefix(300))")
    #expect(xml.contains("broken.yaml:2:1: error:"))
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse(), "the JUnit report is well-formed XML")
  }

  @Test(arguments: ["pending", "missing", "failed", "all"])
  func failingStepIsNeverRecorded(mode: String) throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.write(
      "Scenarios/bad.yaml", "app: ../Screens\nscreen: posts\nsteps:\n  - tap 2\n  - delete 9\n")
    let run = ws.run("snapshot", "--record", mode, "@Scenarios")
    #expect(run.status == 1)
    #expect(run.stderr.contains("bad.yaml:5:5: error: step 2 fails: delete 9"))
    #expect(ws.list("Scenarios/__snapshots__").isEmpty)
  }

  @Test func acceptRefusesAPendingFileHoldingAnError() throws {
    let ws = try Workspace()
    try ws.write(
      "Scenarios/__snapshots__/old.scenario.snap.new",
      "screenspec-snapshot: 1\nname: old.scenario\nbase: none\n---\nerror: step 1 fails: tap 9: no row 9\n"
    )
    let accept = ws.run("snapshot", "accept", "--dir", "@Scenarios")
    #expect(accept.status == 1)
    #expect(accept.stderr.contains("holds an error"))
    #expect(!ws.exists("Scenarios/__snapshots__/old.scenario.snap"))
  }

  @Test func scenarioKeysAreLocatedAndClassified() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.write("Scenarios/s.yaml", "app: ../Screens\nscreen: nope\nsteps: [tap 1]\n")
    let screen = ws.run("check", "@Scenarios/s.yaml")
    #expect(screen.status == 1)
    #expect(
      screen.stderr.contains("s.yaml:2:9: error: the scenario cannot start: no screen 'nope'"))

    try ws.write("Scenarios/s.yaml", "# comment\napp: missingdir\nsteps: [tap 1]\n")
    for command in ["check", "render", "snapshot"] {
      let missing = ws.run(command, "@Scenarios/s.yaml")
      #expect(missing.status == 1, "\(command): invalid input, not a usage error")
      #expect(
        missing.stderr.contains("s.yaml:2:6: error: 'app' names 'missingdir', which does not exist")
      )
    }
  }

  /// A screen file and its folder named in one run read the folder's strings tables once:
  /// both see the same tables, even when the files change in between.
  @Test func stringsTablesAreReadOncePerRun() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [Welcome]\n")
    try ws.write("app/strings/de.yaml", "strings:\n  Welcome: Willkommen\n")
    let loader = InputLoader(limits: .default)
    let file = try loader.load(ws.path("app/home.yaml"))
    try FileManager.default.removeItem(atPath: ws.path("app/strings/de.yaml"))
    let folder = try loader.load(ws.path("app"))
    for input in [file, folder] {
      guard case .app(let result, _) = input.kind else {
        Issue.record("not an app")
        continue
      }
      #expect(result.app?.tables["de"]?.strings["Welcome"] == "Willkommen")
    }
  }

  /// A scenario inside the folder it drives loads that folder once, however it is spelled
  /// (an absolute path is an error: `app:` is relative, inside the repository).
  @Test(arguments: [".", "./", "../app"])
  func scenarioInsideItsOwnAppLoadsItOnce(app: String) throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [One, Two]\n")
    try ws.write("app/tour.yaml", "app: \"\(app)\"\nscreen: home\nsteps: [tap 2]\n")
    let loader = InputLoader(limits: .default)
    let input = try loader.load(ws.path("app"))
    #expect(loader.foldersLoaded == 1)
    #expect(input.scenarios.count == 1)
    #expect(input.scenarios.first?.runnable != nil)
    let check = ws.run("check", "@app")
    #expect(check.status == 0, "\(check.stderr)")
    let snapshot = ws.run("snapshot", "@app")
    #expect(snapshot.stdout.contains("tour.scenario.snap"))
  }

  @Test func aScenarioNamingAScenarioIsALocatedError() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
    try ws.write("app/a.yaml", "app: b.yaml\nsteps: []\n")
    try ws.write("app/b.yaml", "app: a.yaml\nsteps: []\n")
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(check.stderr.contains("a.yaml:1:6: error: 'app' names 'b.yaml', which is a scenario"))
  }

  @Test func checkingAFolderAndItsScenariosLoadsEachFolderOnce() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.copySeedScenarios()
    let loader = InputLoader(limits: .default)
    _ = try loader.load(ws.path("Screens"))
    _ = try loader.load(ws.path("Scenarios"))
    #expect(loader.foldersLoaded == 2)
  }

  @Test func renderingAFolderOfScenariosSaysSo() throws {
    let ws = try Workspace()
    try ws.copySeedScreens()
    try ws.copySeedScenarios()
    let render = ws.run("render", "@Scenarios")
    #expect(render.status == 2)
    #expect(render.stderr.contains("holds only scenarios ("))
    #expect(render.stderr.contains("); render one of them"))
  }

  @Test func staleTemporaryFilesAreCleanedUpByTheNextRun() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
    let dead = "app/__snapshots__/home.snap.tmp-\(Int32.max - 7)-12345"
    let live = "app/__snapshots__/home.snap.tmp-\(getpid())-777"
    try ws.write(dead, "half a snap")
    try ws.write(live, "a recorder that is still running")
    _ = ws.run("snapshot", "@app")
    #expect(!ws.exists(dead))
    #expect(ws.exists(live))
  }
}

/// `review`, `accept` and `reject` do what they print.
@Suite struct PendingSnapshots {
  @Test func acceptTakesThePathThatReviewPrinted() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
    _ = ws.run("snapshot", "@app")
    let review = ws.run("snapshot", "review", "--dir", "@app")
    let printed = try #require(
      review.stdout.split(separator: "\n").first { $0.hasPrefix("pending ") }?.dropFirst(8))
    let accept = ws.run("snapshot", "accept", String(printed))
    #expect(accept.status == 0, "\(accept.stderr)")
    #expect(ws.exists("app/__snapshots__/home.snap"))
  }

  @Test func acceptingANameTakesItsVariantsAndTranscript() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "snapshotVariants: [{appearance: dark}, {format: voiceover}]\n")
    try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
    try ws.write("app/homely.yaml", "title: Homely\nrows: [One]\n")
    _ = ws.run("snapshot", "@app")
    let accept = ws.run("snapshot", "accept", "home", "--dir", "@app")
    #expect(accept.status == 0, "\(accept.stderr)")
    for name in ["home.snap", "home@dark.snap", "home.voiceover.snap"] {
      #expect(ws.exists("app/__snapshots__/\(name)"), "\(name)")
    }
    // A name that merely begins the same way is another screen's.
    #expect(!ws.exists("app/__snapshots__/homely.snap"))
    #expect(ws.exists("app/__snapshots__/homely.snap.new"))
  }

  @Test func recordingTakesAwayTheStalePendingFile() throws {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
    _ = ws.run("snapshot", "@app")
    #expect(ws.exists("app/__snapshots__/home.snap.new"))
    let recorded = ws.run("snapshot", "--record", "missing", "@app")
    #expect(recorded.stdout.contains("recorded"), "\(recorded.stdout)")
    #expect(ws.exists("app/__snapshots__/home.snap"))
    #expect(!ws.exists("app/__snapshots__/home.snap.new"), "a stale pending file is left")
    try ws.write("app/home.yaml", "title: Home\nrows: [Two]\n")
    _ = ws.run("snapshot", "@app")
    #expect(ws.exists("app/__snapshots__/home.snap.new"))
    _ = ws.run("snapshot", "--record", "failed", "@app")
    #expect(!ws.exists("app/__snapshots__/home.snap.new"), "a stale pending file is left")
    #expect(ws.read("app/__snapshots__/home.snap")?.contains("Two") == true)
  }

  @Test func aNameInSeveralFoldersIsAnError() throws {
    let ws = try Workspace()
    try ws.write("one/home.yaml", "title: One\nrows: [A]\n")
    try ws.write("two/home.yaml", "title: Two\nrows: [B]\n")
    _ = ws.run("snapshot", "@one", "@two")
    let accept = ws.run("snapshot", "accept", "home", "--dir", ws.path(""))
    #expect(accept.status == 2)
    #expect(accept.stderr.contains("'home' names pending snapshots in 2 folders"))
    #expect(!ws.exists("one/__snapshots__/home.snap"))
    #expect(!ws.exists("two/__snapshots__/home.snap"))
    let narrowed = ws.run("snapshot", "accept", "home", "--dir", "@one")
    #expect(narrowed.status == 0)
    #expect(ws.exists("one/__snapshots__/home.snap"))
    #expect(!ws.exists("two/__snapshots__/home.snap"))
  }

  @Test func reviewLooksInSubfolders() throws {
    let ws = try Workspace()
    try ws.write("Screens/home.yaml", "title: Home\nrows: [One]\n")
    _ = ws.run("snapshot", "@Screens")
    #expect(ws.run("snapshot", "review", "--dir", "@Screens").stdout.contains("1 pending"))
    // The library's layout: __Snapshots__/<TestFile>/<name>.snap.new, one folder deeper.
    try ws.write(
      "Tests/MyScreensTests/__Snapshots__/FeedTests/feed.snap.new",
      "screenspec-snapshot: 1\nname: feed\nbase: none\n---\nfeed\n")
    try ws.write(
      "Tests/MyScreensTests/__Snapshots__/HomeTests/home.snap.new",
      "screenspec-snapshot: 1\nname: home\nbase: none\n---\nhome\n")
    let review = ws.run(
      "snapshot", "review", "--dir", "@Tests/MyScreensTests/__Snapshots__")
    #expect(review.stdout.contains("2 pending"))
  }

  @Test func anUnknownAnswerAsksAgain() throws {
    let ws = try Workspace()
    try ws.write("app/a.yaml", "title: A\nrows: [One]\n")
    _ = ws.run("snapshot", "@app")
    var questions: [String] = []
    var answers = ["ar", "x", "r"]
    let environment = Environment(prompt: { question in
      questions.append(question)
      return answers.isEmpty ? nil : answers.removeFirst()
    })
    let result = ws.run(["snapshot", "review", "--dir", "@app"], environment: environment)
    #expect(result.status == 0)
    #expect(questions.count == 3, "'ar' and 'x' ask again")
    #expect(questions[1].contains("please answer"))
    #expect(result.stdout.contains("rejected"))
    #expect(ws.list("app/__snapshots__").isEmpty)
  }
}
