import Fixtures
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots
import Testing

@testable import ScreenSpecCLI

/// Item 8 of issue #25: `play` on a scenario, play's own words, the cursor after going
/// back, and the frame's top border while scrolling.

@Test func playStartsAScenarioWhereItsStepsLeaveTheApp() throws {
  let root = Fixtures.root.path
  let loader = InputLoader(limits: .default)
  let input = try loader.load(root + "/Scenarios/pick-weight-class.yaml")
  let (settings, _) = try RenderCommand.settings(
    ["Scenarios/pick-weight-class.yaml"], Environment(), command: "play")
  let start = try PlayCommand.start(input, try #require(settings))
  guard case .playing(let state) = start else {
    Issue.record("play did not start: \(start)")
    return
  }
  #expect(state.session.view.title == "Fight Card")
  #expect(state.rows[0].detail == "Welterweight")
}

@Test func playOnABrokenScenarioSaysWhy() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [One]\n")
  try ws.write("s.yaml", "app: app\nsteps:\n  - tap Two\n")
  let input = try InputLoader(limits: .default).load(ws.path("s.yaml"))
  let (settings, _) = try RenderCommand.settings(
    [ws.path("s.yaml")], Environment(), command: "play")
  let start = try PlayCommand.start(input, try #require(settings))
  guard case .cannotStart(let drawn) = start else {
    Issue.record("play started")
    return
  }
  let result = RenderCommand.printed(drawn)
  #expect(result.status == 1)
  #expect(
    result.stderr.contains("s.yaml:3:5: error: step 1 fails: tap Two: no row titled 'Two'"),
    "\(result.stderr)")
}

@Test func playSaysItsOwnKeysForControls() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state: {v: \"1\", n: \"\", c: \"1\"}\n"),
    SourceFile(
      path: "s.yaml",
      text:
        "title: S\nrows:\n  - {title: Volume, slider: v, min: 0, max: 2}\n  - {title: Copies, stepper: c, min: 1, max: 3}\n  - Plain\n"
    ),
  ])
  var state = PlayState(session: try Session(app: app))
  state.handle(.right)
  #expect(state.message?.contains("use '+' or '-'") == true, "\(state.message ?? "")")
  #expect(state.message?.contains("'slide") == false)
  state.handle(.down)
  state.handle(.enter)
  #expect(state.message?.contains("use '+' or '-'") == true, "\(state.message ?? "")")
  state.handle(.down)
  state.handle(.character(" "))
  #expect(
    state.message?.hasPrefix("toggle 3: Space works on a switch") == true, "\(state.message ?? "")")
}

@Test func goingBackPutsTheCursorOnTheRowYouCameFrom() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "fight-card"))
  state.handle(.down)
  #expect(state.rows[state.cursor].title == "Rounds")
  state.handle(.enter)
  #expect(state.session.view.title == "Rounds")
  #expect(state.cursor == 0)
  state.handle(.character("b"))
  #expect(state.session.view.title == "Fight Card")
  #expect(state.rows[state.cursor].title == "Rounds")
}

@Test func aScrolledFrameKeepsItsTopBorderOnTheTerminal() throws {
  let rows = (1...30).map { "  - Item \($0)" }.joined(separator: "\n")
  let app = try #require(
    AppAssembler.load([SourceFile(path: "long.yaml", text: "title: Long List\nrows:\n\(rows)\n")])
      .app)
  var state = PlayState(session: try Session(app: app))
  for height in [10, 12, 20] {
    let frame = state.frame(options: RenderOptions(width: 40), height: height, columns: 80)
    // Every line ends in a newline; a terminal of `height` rows scrolls when a frame
    // ends on its last row, and the top border would go.
    let count = frame.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(count < height, "\(count) lines in \(height) rows")
    #expect(frame.hasPrefix("╭"))
    state.handle(.down)
  }
}

@Test func playRefusesWithoutATerminal() {
  let result = ScreenSpecCommand.run(
    ["play", Fixtures.root.path + "/Screens"], environment: Environment(stdinIsTerminal: false))
  #expect(result.status == 2)
  #expect(result.stderr.contains("'play' needs a terminal"))
}
