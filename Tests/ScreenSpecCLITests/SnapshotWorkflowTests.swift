import Fixtures
import Foundation
import ScreenSnapshots
import Testing

@testable import ScreenSpecCLI

/// The seed screens' ids (the files of `Screens/` but `app.yaml`).
let seedScreenIDs = Fixtures.screens().filter { !$0.isAppFile }.map(\.baseName).sorted()
let seedScreenCount = seedScreenIDs.count

@Test func recordPassChangeFailAcceptPass() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()

  // First run: every snapshot is missing; pending files are written and the run fails.
  let first = ws.run("snapshot", "@Screens")
  #expect(first.status == 1)
  #expect(first.stdout.contains("MISSING"))
  #expect(ws.list("Screens/__snapshots__").allSatisfy { $0.hasSuffix(".snap.new") })

  let accepted = ws.run("snapshot", "accept", "--dir", "@Screens/__snapshots__")
  #expect(accepted.status == 0)
  #expect(ws.list("Screens/__snapshots__").count == seedScreenCount)
  #expect(ws.list("Screens/__snapshots__").allSatisfy { $0.hasSuffix(".snap") })

  #expect(ws.run("snapshot", "@Screens").status == 0)

  // Change a screen: the run fails with a diff and leaves a pending file.
  let posts = try #require(ws.read("Screens/posts.yaml"))
  try ws.write(
    "Screens/posts.yaml",
    posts.replacingOccurrences(of: "Welcome to the feed", with: "Welcome, reader"))
  let changed = ws.run("snapshot", "@Screens")
  #expect(changed.status == 1)
  #expect(changed.stdout.contains("MISMATCH   \(ws.path("Screens/__snapshots__/posts.snap"))"))
  #expect(changed.stdout.contains("-│   Welcome to the feed              › │"))
  #expect(changed.stdout.contains("+│   Welcome, reader                  › │"))
  #expect(changed.stdout.contains("@@ -"))
  #expect(ws.exists("Screens/__snapshots__/posts.snap.new"))
  #expect(ws.read("Screens/__snapshots__/posts.snap")?.contains("Welcome to the feed") == true)

  let review = ws.run("snapshot", "review", "--dir", "@Screens/__snapshots__")
  #expect(review.stdout.contains("+│   Welcome, reader"))
  #expect(review.stdout.contains("1 pending"))

  #expect(ws.run("snapshot", "accept", "posts", "--dir", "@Screens/__snapshots__").status == 0)
  #expect(!ws.exists("Screens/__snapshots__/posts.snap.new"))
  #expect(ws.run("snapshot", "@Screens").status == 0)
}

@Test func ciNeverWrites() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  let flag = ws.run("snapshot", "--ci", "@Screens")
  #expect(flag.status == 1)
  #expect(!ws.exists("Screens/__snapshots__"))
  let environment = ws.run("snapshot", "--record", "all", "@Screens", environment: ["CI": "true"])
  #expect(environment.status == 1)
  #expect(environment.stdout.contains("no reference, and nothing was written (CI)"))
  #expect(!ws.exists("Screens/__snapshots__"))
}

@Test func recordModes() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  #expect(ws.run("snapshot", "--record", "missing", "@Screens").status == 1)
  #expect(ws.list("Screens/__snapshots__").count == seedScreenCount)
  #expect(ws.run("snapshot", "--record", "never", "@Screens").status == 0)
  try ws.write("Screens/home.yaml", "title: Home\nrows: [Only]\n")
  let failed = ws.run("snapshot", "--record", "failed", "@Screens")
  #expect(failed.status == 1)
  #expect(failed.stdout.contains("RERECORDED"))
  #expect(ws.read("Screens/__snapshots__/home.snap")?.contains("Only") == true)
  #expect(ws.run("snapshot", "@Screens").status == 0)
}

@Test func orphansListedThenDeletedOnlyWithFlag() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  _ = ws.run("snapshot", "--record", "missing", "@Screens")
  try FileManager.default.removeItem(atPath: ws.path("Screens/referee.yaml"))
  try ws.write("Screens/fight-card.yaml", "title: Fight Card\nrows: [A]\n")
  _ = ws.run("snapshot", "--record", "failed", "@Screens")

  let listed = ws.run("snapshot", "@Screens")
  #expect(listed.stdout.contains("ORPHAN     \(ws.path("Screens/__snapshots__/referee.snap"))"))
  #expect(listed.status == 0, "an orphan alone does not fail the run")
  #expect(ws.exists("Screens/__snapshots__/referee.snap"))

  let filtered = ws.run("snapshot", "@Screens/home.yaml")
  #expect(!filtered.stdout.contains("ORPHAN"), "a filtered run never judges orphans")
  // Each shard judges orphans against the whole suite.
  let sharded = ws.run("snapshot", "--shard", "1/2", "@Screens")
  #expect(sharded.stdout.contains("ORPHAN"))
  let ci = ws.run("snapshot", "--ci", "--delete-orphans", "@Screens")
  #expect(ws.exists("Screens/__snapshots__/referee.snap"), "CI deletes nothing")
  #expect(ci.stdout.contains("ORPHAN"))

  let deleted = ws.run("snapshot", "--delete-orphans", "@Screens")
  #expect(deleted.stdout.contains("DELETED"))
  #expect(!ws.exists("Screens/__snapshots__/referee.snap"))
}

@Test func shardsPartitionTheCases() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  var seen: [String] = []
  for shard in 1...3 {
    let result = ws.run("snapshot", "--json", "--ci", "--shard", "\(shard)/3", "@Screens")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let cases = (json?["cases"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    seen += cases
  }
  #expect(seen.sorted() == seedScreenIDs)
}

@Test func acceptRefusesWhenReferenceChangedSince() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  _ = ws.run("snapshot", "--record", "missing", "@Screens")
  try ws.write("Screens/home.yaml", "title: Home\nrows: [Changed]\n")
  #expect(ws.run("snapshot", "@Screens").status == 1)
  // Someone else updates the reference in the meantime.
  let reference = try #require(ws.read("Screens/__snapshots__/home.snap"))
  try ws.write(
    "Screens/__snapshots__/home.snap",
    reference.replacingOccurrences(of: "Fightcard", with: "Fightcard!"))
  let refused = ws.run("snapshot", "accept", "--dir", "@Screens/__snapshots__")
  #expect(refused.status == 1)
  #expect(refused.stderr.contains("changed since it was written"))
  #expect(ws.exists("Screens/__snapshots__/home.snap.new"))
  #expect(ws.run("snapshot", "reject", "home", "--dir", "@Screens/__snapshots__").status == 0)
  #expect(!ws.exists("Screens/__snapshots__/home.snap.new"))
}

@Test func crlfCheckoutComparesEqualAndSaysSo() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  _ = ws.run("snapshot", "--record", "missing", "@Screens")
  let reference = try #require(ws.read("Screens/__snapshots__/home.snap"))
  try ws.write(
    "Screens/__snapshots__/home.snap", reference.replacingOccurrences(of: "\n", with: "\r\n"))
  let result = ws.run("snapshot", "@Screens")
  #expect(result.status == 0)
  #expect(
    result.stdout.contains("note: the reference has CRLF line endings; it compares equal as LF"))
}

@Test func symbolicLinkTargetsAreRefused() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [A]\n")
  try ws.write("elsewhere.txt", "do not touch\n")
  try FileManager.default.createDirectory(
    atPath: ws.path("app/__snapshots__"), withIntermediateDirectories: true)
  try FileManager.default.createSymbolicLink(
    atPath: ws.path("app/__snapshots__/home.snap"), withDestinationPath: ws.path("elsewhere.txt"))
  let result = ws.run("snapshot", "--record", "all", "@app")
  #expect(result.status == 1)
  #expect(result.stdout.contains("symbolic link"))
  #expect(ws.read("elsewhere.txt") == "do not touch\n")
}

@Test func unsafeNamesAreRefused() {
  for name in ["../x", "/etc/passwd", ".hidden", "a/b", "", "\u{1B}]52;c;x\u{07}x", "a\u{202E}b"] {
    #expect(SnapshotStore.nameProblem(name) != nil, "\(name)")
  }
  #expect(SnapshotStore.nameProblem("posts.scenario") == nil)
}

@Test func junitReportIsWritten() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  let result = ws.run("snapshot", "--ci", "--junit", "@report.xml", "@Screens")
  #expect(result.status == 1)
  let xml = try #require(ws.read("report.xml"))
  #expect(
    xml.contains(
      "<testsuite name=\"screenspec snapshot\" tests=\"\(seedScreenCount)\" failures=\"\(seedScreenCount)\">"
    ))
  #expect(xml.contains("<failure message=\"missing\">"))
}

@Test func interactiveReviewAcceptsAndRejectsByAnswer() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [One]\n")
  try ws.write("app/b.yaml", "title: B\nrows: [Two]\n")
  _ = ws.run("snapshot", "@app")
  #expect(ws.list("app/__snapshots__") == ["a.snap.new", "b.snap.new"])
  var shown: [String] = []
  var answers = ["a", "r"]
  let environment = Environment(prompt: { text in
    shown.append(text)
    return answers.isEmpty ? nil : answers.removeFirst()
  })
  let result = ScreenSpecCommand.run(
    ["snapshot", "review", "--dir", ws.path("app/__snapshots__")], environment: environment)
  #expect(result.status == 0)
  #expect(shown.count == 2)
  #expect(
    shown[0].contains("new snapshot:") && shown[0].hasSuffix("accept (a), reject (r) or skip (s)? ")
  )
  #expect(ws.list("app/__snapshots__") == ["a.snap"])
}
