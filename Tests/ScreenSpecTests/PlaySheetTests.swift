import Fixtures
import ScreenSpec
import Testing

/// Item 1 of issue #25: in `play`, an action sheet takes the cursor (Up/Down between its
/// buttons, Enter presses, Esc cancels) and scrolls into view.
private func resetSheet() throws -> PlayState {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "settings"))
  while state.rows.indices.contains(state.cursor),
    state.rows[state.cursor].title != "Reset Settings"
  {
    state.handle(.down)
  }
  state.handle(.enter)
  return state
}

@Test func aSheetTakesTheCursorAndEnterPressesItsButton() throws {
  var state = try resetSheet()
  #expect(state.session.view.sheet != nil)
  #expect(state.sheetCursor == 0)
  state.handle(.down)
  #expect(state.sheetCursor == 1)
  state.handle(.up)
  #expect(state.sheetCursor == 0)
  state.handle(.enter)
  #expect(state.message == nil, "\(state.message ?? "")")
  #expect(state.session.view.sheet == nil)
  #expect(state.session.state.text(at: ["volume"]) == "0.7")
}

@Test(arguments: [PlayKey.escape, .character("b"), .left])
func escapeBackOrLeftCancelsASheet(key: PlayKey) throws {
  var state = try resetSheet()
  let before = state.session.state
  state.handle(key)
  #expect(state.session.view.sheet == nil)
  #expect(state.session.state == before)
  #expect(state.message == nil)
}

@Test func downThenEnterOnASheetCancels() throws {
  var state = try resetSheet()
  state.handle(.down)
  state.handle(.enter)
  #expect(state.session.view.sheet == nil)
  #expect(state.message == nil)
}

@Test func theSheetsFocusedButtonIsMarkedAndScrolledIntoView() throws {
  var state = try resetSheet()
  let frame = state.frame(options: RenderOptions(width: 40), height: 24)
  let lines = frame.split(separator: "\n").map(String.init)
  #expect(lines.contains { $0.contains("» ! Reset Settings") }, "\(frame)")
  #expect(lines.contains { $0.contains("Cancel") }, "\(frame)")
  #expect(!lines.contains { $0.contains("│»") }, "no table row has the cursor: \(frame)")
  state.handle(.down)
  let next = state.frame(options: RenderOptions(width: 40, ascii: true), height: 24)
  #expect(next.contains("} Cancel"), "\(next)")
}
