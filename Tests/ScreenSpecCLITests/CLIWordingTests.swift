import Fixtures
import Testing

@testable import ScreenSpecCLI

/// Item 15 of issue #25: the command line's messages name the real problem.

@Test func helpHelpIsHelp() {
  let result = ScreenSpecCommand.run(["help", "help"], environment: Environment())
  #expect(result.status == 0)
  #expect(result.stdout.hasPrefix("Usage: screenspec help [COMMAND]"), "\(result.stdout)")
}

@Test(arguments: ["", "../../x", "de/../x"])
func aLocaleThatIsNoCodeIsAUsageError(locale: String) {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    ["render", root + "/Screens", "--locale", locale], environment: Environment())
  #expect(result.status == 2)
  #expect(
    result.stderr.contains("'--locale': '\(locale)' is not a locale code"),
    "\(result.stderr)")
}

@Test(arguments: ["DE", "De", "de-ch", "DE-CH"])
func aLocaleCodeMatchesItsTableWhateverItsCase(locale: String) {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    ["render", root + "/Screens/fight-card.yaml", "--locale", locale], environment: Environment())
  #expect(result.status == 0, "\(result.stderr)")
  #expect(result.stdout.contains("Kampfkarte"))
}

@Test func aBadRecordVariableIsNamedAsTheVariable() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [x]\n")
  let result = ws.run("snapshot", "@app", environment: ["SCREENSPEC_RECORD": "yes"])
  #expect(result.status == 2)
  #expect(
    result.stderr.contains(
      "SCREENSPEC_RECORD is 'yes'; it is one of pending, missing, failed, all, never"),
    "\(result.stderr)")
  #expect(!ws.exists("app/__snapshots__"))
}

/// A state key named as a title (`increment reminderMinutes`, a new user's trial) is told to
/// take its '@'.
@Test func aBoundKeyNamedAsATitleIsToldItsAt() {
  let root = Fixtures.root.path
  for (action, spelled) in [
    ("increment reminderMinutes", "increment @reminderMinutes"),
    ("slide volume 0.5", "slide @volume …"),
  ] {
    let result = ScreenSpecCommand.run(
      ["render", root + "/Screens/settings.yaml", "--do", action], environment: Environment())
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "a row bound to the state key '\(action.split(separator: " ")[1])' is named with '@': \(spelled)"
      ),
      "\(result.stderr)")
  }
}

@Test func aTwoArgumentActionSaysToQuoteASpacedTitle() {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    ["render", root + "/Screens/broadcast.yaml", "--do", "select Bout Options Wired"],
    environment: Environment())
  #expect(result.status == 1)
  #expect(
    result.stderr.contains(
      "no row titled 'Bout'; a title with spaces is quoted in 'select': select \"Bout Options\" …"),
    "\(result.stderr)")
}

@Test func pendingSnapshotsAreNamedByTheirNames() throws {
  let ws = try Workspace()
  try ws.write("app/inbox.yaml", "title: Inbox\nrows: [x]\n")
  _ = ws.run("snapshot", "@app")
  #expect(ws.exists("app/__snapshots__/inbox.snap.new"))
  let byFile = ws.run("snapshot", "accept", "inbox.snap", "--dir", "@app")
  #expect(byFile.status == 2)
  #expect(
    byFile.stderr.contains("no pending snapshot named 'inbox.snap'; did you mean 'inbox'?"),
    "\(byFile.stderr)")
  let dirFile = ws.run("snapshot", "review", "--dir", "@app/inbox.yaml")
  #expect(dirFile.status == 2)
  #expect(dirFile.stderr.contains("'--dir' names a file"), "\(dirFile.stderr)")
}

/// A file name macOS wrote in NFD (`cafe\u{301}.yaml`) is the screen a push in NFC names.
@Test func aPushFindsAFileNamedInAnotherNormalisationForm() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows:\n  - {title: Go, push: caf\u{E9}}\n")
  try ws.write("app/cafe\u{301}.yaml", "title: Menu\nrows: [x]\n")
  #expect(ws.list("app").contains { Array($0.utf8).contains(0xCC) }, "the name is NFD on disk")
  for path in ["@app/home.yaml", "@app"] {
    let check = ws.run("check", path)
    #expect(check.status == 0, "\(check.stderr)")
  }
  let render = ws.run("render", "@app/home.yaml", "--do", "tap Go")
  #expect(render.stdout.contains("Menu"), "\(render.stderr)")
}

/// `--record` takes a mode: a PATH right after it is its value, and the error says so rather
/// than that no PATH was given.
@Test func aPathTakenForTheRecordModeIsNamed() {
  let result = ScreenSpecCommand.run(["snapshot", "--record", "."], environment: Environment())
  #expect(result.status == 2)
  #expect(result.stderr.contains("'--record' is one of"), "\(result.stderr)")
  #expect(result.stderr.contains("got '.'"), "\(result.stderr)")
}
