import Fixtures
import Foundation
import Testing

@testable import ScreenSpecCLI

@Test func checkSeedScreensAndScenariosIsClean() throws {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    ["check", root + "/Screens", root + "/Scenarios"], environment: Environment())
  #expect(result.status == 0)
  #expect(result.stderr == "checked 2 paths: no problems\n")
}

@Test func checkReportsEveryProblemWithLocation() throws {
  let ws = try Workspace()
  try ws.write("app/bad.yaml", "titel: A\ndeletable: yes\nrows: [a]\n")
  let result = ws.run("check", "@app/bad.yaml")
  #expect(result.status == 1)
  let lines = result.stderr.split(separator: "\n")
  #expect(
    lines.contains {
      $0.hasSuffix("bad.yaml:1:1: error: unknown key 'titel'; did you mean 'title'?")
    })
  #expect(
    lines.contains {
      $0.hasSuffix(
        "bad.yaml:2:12: error: expected true or false, found 'yes' (a YAML 1.1 boolean; write true)"
      )
    })
  #expect(lines.last == "checked 1 path: 2 errors, 0 warnings")
}

@Test func checkJSONIsMachineReadable() throws {
  let ws = try Workspace()
  try ws.write("app/s.yaml", "title: \"A\\\"\"\nrows: 3\n")
  let result = ws.run("check", "--format", "json", "@app")
  #expect(result.status == 1)
  let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
  #expect(json?["errors"] as? Int == 1)
  let files = json?["files"] as? [[String: Any]]
  let diagnostic = (files?.first?["diagnostics"] as? [[String: Any]])?.first
  #expect(diagnostic?["line"] as? Int == 2)
  #expect(diagnostic?["column"] as? Int == 7)
  #expect(diagnostic?["message"] as? String == "expected a list of rows, found a number")
  #expect(diagnostic?["code"] as? String == "wrong-type")
}

@Test(arguments: [
  (["check"], "'check' needs at least one PATH"),
  (["check", "/no/such/file.yaml"], "no such file or folder: /no/such/file.yaml"),
  (
    ["render", "--widht", "30", "x"],
    "unknown option '--widht' for 'render'; did you mean '--width'?"
  ),
  (["render", "--width", "10", "x"], "'--width' must be a whole number from 24 to 1000, got '10'"),
  (
    ["render", "--color", "sometimes", "x"],
    "'--color' is one of 'auto', 'always', 'never', got 'sometimes'"
  ),
  (
    ["render", "--do", "jump 3", "x"],
    "'--do jump 3': unknown action 'jump'; expected one of 'tap', 'swipe', 'delete', 'loadMore', 'back', 'edit', 'done', 'toggle', 'type', 'clear', 'slide', 'increment', 'decrement', 'select', 'search', 'add' or 'move'"
  ),
  (["rendr"], "unknown command 'rendr'; did you mean 'render'?"),
  (["snapshot", "--shard", "3/2", "x"], "'--shard' is I/N with 1 <= I <= N, or auto, got '3/2'"),
])
func usageErrorsExitTwo(arguments: [String], message: String) {
  let result = ScreenSpecCommand.run(arguments, environment: Environment())
  #expect(result.status == 2)
  #expect(result.stderr.hasPrefix("screenspec: error: \(message)\n"))
  #expect(result.stdout.isEmpty)
}

@Test func renderAppliesActionsInOrder() throws {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    [
      "render", root + "/Screens/fight-card.yaml", "--do", "tap Weight Class", "--do",
      "tap Welterweight",
    ],
    environment: Environment())
  #expect(result.status == 0)
  // The picker pops; the screen under it appears with no row selected.
  #expect(result.stdout.contains("│ │ Weight Class      Welterweight › │ │"))
  #expect(!result.stdout.contains("\u{1B}["))
}

@Test func renderFailingActionExitsOne() throws {
  let root = Fixtures.root.path
  let result = ScreenSpecCommand.run(
    ["render", root + "/Screens", "--do", "tap 7"], environment: Environment())
  #expect(result.status == 1)
  #expect(
    result.stderr
      == "screenspec: error: tap 7: no row 7; positions start at 1, and the screen shows 5 rows (1 to 5)\n"
  )
  #expect(result.stdout.isEmpty)
}

@Test func colourFollowsTerminalFlagAndNO_COLOR() throws {
  let path = Fixtures.root.path + "/Screens/posts.yaml"
  func colours(_ args: [String], terminal: Bool, env: [String: String] = [:]) -> Bool {
    ScreenSpecCommand.run(
      ["render", path] + args, environment: Environment(variables: env, stdoutIsTerminal: terminal)
    ).stdout.contains("\u{1B}[")
  }
  #expect(colours([], terminal: true))
  #expect(!colours([], terminal: false))
  #expect(!colours([], terminal: true, env: ["NO_COLOR": "1"]))
  #expect(colours(["--color", "always"], terminal: false))
  #expect(!colours(["--color", "never"], terminal: true))
}

@Test func renderScenarioPrintsEveryFrame() throws {
  let result = ScreenSpecCommand.run(
    ["render", Fixtures.root.path + "/Scenarios/pick-weight-class.yaml"], environment: Environment()
  )
  #expect(result.status == 0)
  #expect(
    result.stdout.split(separator: "\n").filter { $0.hasPrefix("# ") } == [
      "# start: fight-card", "# step 1: tap \"Weight Class\"", "# step 2: tap Welterweight",
    ])
}

@Test func oversizedFileNeedsMaxSize() throws {
  let ws = try Workspace()
  let rows = (1...100_000).map { "  - Row \($0)" }.joined(separator: "\n")
  try ws.write("big/feed.yaml", "title: Big\nrows:\n\(rows)\n")
  let refused = ws.run("check", "@big")
  #expect(refused.status == 1)
  #expect(refused.stderr.contains("feed.yaml:1:1: error: file is"))
  #expect(refused.stderr.contains("the limit is 1048576\n"))
  // The tool, not the parser, says how to raise it.
  #expect(refused.stderr.contains("\nnote: raise it with --max-size\n"))
  let allowed = ws.run("check", "--max-size", "4000000", "@big")
  #expect(allowed.status == 0)
}

@Test func helpForEveryCommand() {
  for command in ["check", "render", "snapshot"] {
    let result = ScreenSpecCommand.run([command, "--help"], environment: Environment())
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Usage: screenspec \(command)"))
  }
  #expect(ScreenSpecCommand.run([], environment: Environment()).stdout.contains("Usage:"))
}

@Test func checkingOneFileReportsWhatItReachesAsRenderDoes() throws {
  let ws = try Workspace()
  try ws.write("app/good.yaml", "title: Good\nrows:\n  - {title: Other, push: broken}\n")
  try ws.write("app/broken.yaml", "title: Broken\nrows: 3\n")
  try ws.write("app/unrelated.yaml", "title: Unrelated\nrows: 4\n")
  let one = ws.run("check", "@app/good.yaml")
  // The pushed sibling breaks the screen: `render` fails on it, so `check` says so.
  #expect(one.status == 1)
  #expect(ws.run("render", "@app/good.yaml").status == 1)
  #expect(one.stderr.contains("broken.yaml:2:7: error: expected a list of rows, found a number"))
  #expect(!one.stderr.contains("good.yaml"), "a push to a sibling with errors still resolves")
  #expect(!one.stderr.contains("unrelated.yaml"), "a sibling it does not reach is not read")
  let all = ws.run("check", "@app")
  #expect(all.status == 1)
  #expect(all.stderr.contains("broken.yaml:2:7: error: expected a list of rows, found a number"))
}

@Test func scenarioRenderHonoursWidthAndRefusesExtraActions() throws {
  // The scenario's own width wins over --width, as in snapshot; --width applies to one
  // that sets none.
  let path = Fixtures.root.path + "/Scenarios/selection-style.yaml"
  let narrow = ScreenSpecCommand.run(["render", path, "--width", "30"], environment: Environment())
  #expect(narrow.stdout.split(separator: "\n")[1].count == 36, "the scenario's own width")
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
  try ws.write("app/pin.yaml", "app: .\nsteps: [tap 1]\n")
  let given = ws.run("render", "@app/pin.yaml", "--width", "30")
  #expect(given.stdout.split(separator: "\n")[1].count == 30, "--width where it sets none")
  let own = ScreenSpecCommand.run(["render", path], environment: Environment())
  #expect(own.stdout.split(separator: "\n")[1].count == 36, "the scenario's own width")
  let extra = ScreenSpecCommand.run(["render", path, "--do", "back"], environment: Environment())
  #expect(extra.status == 2)
}

@Test func aFailingScenarioStepIsReportedLikeAnyDiagnostic() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
  try ws.write("s/pin.yaml", "app: ../app\nsteps:\n  - tap 1\n  - tap 5\n")
  let result = ws.run("render", "@s/pin.yaml")
  #expect(result.status == 1)
  #expect(result.stdout.isEmpty)
  #expect(
    result.stderr.hasSuffix(
      "pin.yaml:4:5: error: step 2 fails: tap 5: no row 5; positions start at 1, and the screen shows 1 row (1 to 1)\n 4 |   - tap 5\n   |     ^\n"
    ))
}

/// A regression guard, not a benchmark (a hang fails by the time limit): each diagnostic
/// once searched its line from the start of the file, so 30,000 errors in one file took 15 s.
@Test(.timeLimit(.minutes(1))) func thousandsOfDiagnosticsAreFormatted() throws {
  let ws = try Workspace()
  let rows = (0..<30_000).map { "  - {title: R\($0), read: yes}" }.joined(separator: "\n")
  try ws.write("app/s.yaml", "title: T\nrows:\n\(rows)\n")
  let result = ws.run("check", "@app")
  #expect(result.status == 1)
  #expect(result.stderr.hasSuffix("checked 1 path: 30000 errors, 0 warnings\n"))
}

@Test func aScenarioRendersAsAPictureStripWithItsCaptions() {
  let path = Fixtures.root.path + "/Scenarios/pick-weight-class.yaml"
  let svg = ScreenSpecCommand.run(["render", path, "--format", "svg"], environment: Environment())
  #expect(svg.status == 0, "\(svg.stderr)")
  #expect(svg.stdout.hasPrefix("<svg"))
  for caption in [
    "start: fight-card", "step 1: tap &quot;Weight Class&quot;", "step 2: tap Welterweight",
  ] {
    #expect(svg.stdout.contains(caption), "\(caption)")
  }
  let html = ScreenSpecCommand.run(
    ["render", path, "--format", "html"], environment: Environment())
  #expect(html.status == 0, "\(html.stderr)")
  #expect(html.stdout.contains("<h1>\(path)</h1>"))
  #expect(html.stdout.contains("<div class=\"strip\">\n<svg"))
}
