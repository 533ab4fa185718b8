import Fixtures
import ScreenSpecCLI
import Testing

/// Item 10 of issue #36: `render` of a scenario writes each frame as it is drawn, so a run
/// holds one frame, not every one; what it writes is what it returned before.
@Test(arguments: ["text", "voiceover"])
func aScenarioIsRenderedFrameByFrame(format: String) throws {
  let path = Fixtures.root.path + "/Scenarios/notifications-off.yaml"
  let held = ScreenSpecCommand.run(
    ["render", path, "--format", format], environment: Environment())
  final class Pieces: @unchecked Sendable { var list: [String] = [] }
  let pieces = Pieces()
  let streamed = ScreenSpecCommand.run(
    ["render", path, "--format", format],
    environment: Environment(output: { pieces.list.append($0) }))
  #expect(held.status == 0)
  #expect(streamed.status == 0)
  #expect(streamed.stdout.isEmpty)
  // The start and one frame for each of the three steps.
  #expect(pieces.list.count == 4)
  #expect(pieces.list.joined() == held.stdout)
  #expect(pieces.list.allSatisfy { $0.contains("# ") })
}

@Test func aScenarioWhoseStepFailsWritesNoFrame() throws {
  let ws = try Workspace()
  try ws.write("app/home.yaml", "title: Home\nrows: [One]\n")
  try ws.write("s/pin.yaml", "app: ../app\nsteps:\n  - tap One\n  - tap Five\n")
  final class Pieces: @unchecked Sendable { var list: [String] = [] }
  let pieces = Pieces()
  let result = ws.run(
    ["render", "@s/pin.yaml"], environment: Environment(output: { pieces.list.append($0) }))
  #expect(result.status == 1)
  #expect(pieces.list.isEmpty)
  #expect(result.stderr.contains("step 2 fails"))
}

/// A scenario's misspelt `app:` is offered the entry beside where it points, written as
/// `app` is, with the fix `check --fix` makes (a new user's finding: `render Ap` suggested
/// 'App', a scenario did not).
@Test func aScenariosMisspeltAppIsOfferedTheNearestEntry() throws {
  let ws = try Workspace()
  try ws.write("Screens/home.yaml", "title: Home\nrows: [One]\n")
  try ws.write("s/t.yaml", "app: ../Screns\nsteps: [tap 1]\n")
  let check = ws.run("check", "@s/t.yaml")
  #expect(check.status == 1)
  #expect(
    check.stderr.contains(
      "does not exist; it is a screen file or app folder, relative to the scenario file; did you mean '../Screens'?"
    ), "\(check.stderr)")
  #expect(ws.run("check", "--fix", "@s/t.yaml").status == 0)
  #expect(ws.read("s/t.yaml")?.hasPrefix("app: ../Screens\n") == true)
}
