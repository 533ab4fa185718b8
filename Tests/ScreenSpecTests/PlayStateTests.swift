import Fixtures
import ScreenSpec
import Testing

@Test func keysDecodeFromRawTerminalBytes() {
  #expect(
    PlayKey.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x0D, 0x71]) == [
      .up, .down, .enter, .character("q"),
    ])
  #expect(PlayKey.decode([0x1B, 0x5B, 0x44]) == [.left])
}

@Test func enterOnAPickerRowMovesTheCheckmarkAndPopsBack() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "fight-card"))
  state.handle(.enter)
  #expect(state.session.view.title == "Weight Class")
  for _ in 0..<4 { state.handle(.down) }
  #expect(state.rows[state.cursor].title == "Welterweight")
  let frame = state.frame(options: RenderOptions(width: 40))
  #expect(frame.contains("│ │»Welterweight                     │ │"))
  state.handle(.enter)
  #expect(state.session.view.title == "Fight Card")
  #expect(state.rows[0].detail == "Welterweight")
  #expect(state.cursor == 0)
}

@Test func keysSwipeDeleteLoadMoreBackAndQuit() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "posts"))
  state.handle(.down)
  state.handle(.character("d"))
  #expect(state.rows[1].showsDelete)
  state.handle(.character("d"))
  #expect(state.rows.count == 4)
  state.handle(.character("m"))
  #expect(!state.rows.contains { $0.isLoadMore })
  state.handle(.character("b"))
  #expect(state.message == "back: already on the first screen")
  #expect(
    state.frame(options: RenderOptions(width: 40)).hasSuffix("back: already on the first screen\n"))
  state.handle(.character("e"))
  #expect(state.session.top.editing)
  state.handle(.character("e"))
  #expect(!state.session.top.editing)
  state.handle(.character("q"))
  #expect(state.quit)
}

private func longList() throws -> Session {
  let rows = (1...30).map { "  - Item \($0)" }.joined(separator: "\n")
  let app = try #require(
    AppAssembler.load([SourceFile(path: "long.yaml", text: "title: Long List\nrows:\n\(rows)\n")])
      .app)
  return try Session(app: app)
}

@Test func aTallScreenScrollsToKeepTheBarAndTheCursorInView() throws {
  var state = PlayState(session: try longList())
  let options = RenderOptions(width: 40)
  var frame = state.frame(options: options, height: 12, columns: 80)
  #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 12)
  #expect(frame.contains("Long List"))
  #expect(frame.contains("»Item 1 "))
  for step in 2...30 {
    state.handle(.down)
    frame = state.frame(options: options, height: 12, columns: 80)
    #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 12)
    #expect(frame.contains("Long List"), "the navigation bar stays at step \(step)")
    #expect(frame.contains("»Item \(step) "), "the cursor is shown at step \(step)")
  }
  #expect(!frame.contains("Item 1 "))
  // Back up to the top: the list scrolls back.
  for _ in 1...29 { state.handle(.up) }
  frame = state.frame(options: options, height: 12, columns: 80)
  #expect(frame.contains("»Item 1 "))
}

@Test func aTerminalTooSmallIsSaidSo() throws {
  var state = PlayState(session: try longList())
  let frame = state.frame(options: RenderOptions(width: 40), height: 5, columns: 80)
  #expect(frame.hasPrefix("The terminal is too small for play (80x5); it needs at least 24x8."))
}

@Test func playSpeaksInItsOwnKeysAndASCII() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "posts"))
  state.handle(.character("e"))
  state.handle(.enter)
  #expect(state.message?.contains("leave editing with the 'e' key") == true)
  let frame = state.frame(options: RenderOptions(width: 40, ascii: true))
  #expect(frame.utf8.allSatisfy { $0 < 0x80 }, "ASCII output is ASCII, every byte")
}

@Test func playKeysDriveControls() throws {
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: "state:\n  wifi: \"true\"\n  name: Ann\n  copies: \"1\"\n"),
    SourceFile(
      path: "s.yaml",
      text: """
        title: Settings
        rows:
          - {title: Wi-Fi, toggle: wifi}
          - {title: Name, textField: name}
          - {title: Copies, stepper: copies, min: 1, max: 5}
        """),
  ])
  var state = PlayState(session: try Session(app: app))
  state.handle(.character(" "))
  #expect(state.session.state.text(at: ["wifi"]) == "false")
  state.handle(.down)
  state.handle(.enter)
  #expect(state.input?.text == "Ann")
  let prompt = state.frame(options: RenderOptions(width: 40))
  #expect(prompt.contains("Name: Ann_"))
  for key in PlayKey.decode(Array("\u{7F}\u{7F}\u{7F}Bé".utf8)) { state.handle(key) }
  state.handle(.enter)
  #expect(state.input == nil)
  #expect(state.session.state.text(at: ["name"]) == "Bé")
  state.handle(.enter)
  state.handle(.character("x"))
  state.handle(.escape)
  #expect(state.session.state.text(at: ["name"]) == "Bé", "Esc cancels")
  state.handle(.down)
  state.handle(.character("+"))
  state.handle(.character("+"))
  state.handle(.character("-"))
  #expect(state.session.state.text(at: ["copies"]) == "2")
  #expect(state.frame(options: RenderOptions(width: 60)).contains("+/- step"))
}

@Test func leftAndRightMoveBetweenSegments() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "broadcast"))
  state.handle(.down)
  state.handle(.down)
  #expect(state.rows[state.cursor].title == "Network")
  state.handle(.right)
  #expect(state.session.state.text(at: ["network"]) == "cell")
  state.handle(.right)
  state.handle(.right)
  #expect(state.session.state.text(at: ["network"]) == "wired", "stops at the last segment")
  state.handle(.left)
  #expect(state.session.state.text(at: ["network"]) == "cell")
  state.handle(.up)
  state.handle(.left)
  #expect(state.session.stack.count == 1, "Left elsewhere is back (here: nothing to go back to)")
  #expect(state.message == "back: already on the first screen")
}

@Test func playAddsAndReordersListItems() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "servers"))
  state.handle(.character("a"))
  #expect(state.message == "rows are added in editing mode; press 'e' first")
  state.handle(.character("e"))
  state.handle(.character("a"))
  for key in PlayKey.decode(Array("backup".utf8)) { state.handle(key) }
  state.handle(.enter)
  let servers = { state.session.state.texts(at: ["servers"]) ?? [] }
  #expect(servers().last == "backup")
  state.handle(.down)
  state.handle(.down)
  state.handle(.character("["))
  #expect(servers().firstIndex(of: "backup") == 1)
  #expect(state.rows[state.cursor].title == "backup", "the cursor follows the moved row")
  state.handle(.character("/"))
  #expect(state.message == "the screen has no search field")
}

/// `v` shows what VoiceOver reads of the screen in play, and `v` again goes back to it; no
/// other key acts meanwhile.
@Test func vShowsTheScreensVoiceOverTranscript() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "fight-card"))
  state.handle(.character("v"))
  let transcript = state.frame(options: RenderOptions(width: 40))
  #expect(transcript.hasPrefix("voiceover 2 · fight-card · width 40 · 6 elements\n"))
  #expect(transcript.contains("Weight Class: Lightweight. Button."))
  #expect(transcript.contains("v back to the screen"))
  state.handle(.enter)
  #expect(state.session.view.title == "Fight Card", "Enter does nothing while it shows")
  state.handle(.character("v"))
  #expect(
    state.frame(options: RenderOptions(width: 40)).contains(
      "│              Fight Card              │"))
  #expect(state.frame(options: RenderOptions(width: 40)).contains("v VoiceOver"))
}

@Test func enterOpensADatePickerThenTypesItsISOValue() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "fight-night"))
  state.handle(.enter)
  guard case .datePicker(_, let opened?)? = state.rows[0].control else {
    Issue.record("Enter did not open the picker")
    return
  }
  #expect(opened.first == "December 2026")
  state.handle(.enter)
  for character in "2026-12-19" { state.handle(.character(character)) }
  state.handle(.enter)
  #expect(state.session.state.text(at: ["fightDate"]) == "2026-12-19")
  guard case .datePicker(let value, _)? = state.rows[0].control else {
    Issue.record("the row is no longer a date picker")
    return
  }
  #expect(value == "Dec 19, 2026")
}

/// A key `play` does not know shows the keys line: in ASCII under `--ascii`, and wrapped to
/// the terminal as the keys line above it is (a new user's trial found it in Unicode, on one
/// line past a 50-column terminal).
@Test func anUnknownKeyListsTheKeysInTheDrawingsAlphabetAndWidth() throws {
  var state = PlayState(session: try Session(app: try Fixtures.app(), screen: "fight-card"))
  state.handle(.character("j"))
  let ascii = state.frame(options: RenderOptions(width: 50, ascii: true))
  #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
  #expect(ascii.contains("keys: Up/Down move"))
  #expect(ascii.split(separator: "\n").allSatisfy { $0.count <= 50 })
  let unicode = state.frame(options: RenderOptions(width: 50))
  #expect(unicode.contains("keys: ↑↓ move"))
  #expect(unicode.split(separator: "\n").allSatisfy { $0.count <= 50 })
}

/// In a short terminal the keys line is one short line, so the screen keeps its rows; `?`
/// lists every key (a new user's trial saw three rows of the screen at 44x12).
@Test func aShortTerminalShowsAShortKeysLine() throws {
  var state = PlayState(session: try longList())
  let options = RenderOptions(width: 44)
  let frame = state.frame(options: options, height: 12, columns: 44)
  let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  #expect(lines.count <= 12)
  #expect(frame.contains(PlayState.shortKeysHelp))
  #expect(!frame.contains("VoiceOver"))
  #expect(lines.filter { $0.contains("Item ") }.count >= 3, "\(frame)")
  state.handle(.character("?"))
  #expect(state.message == PlayState.unknownKeyMessage)
  let ascii = state.frame(options: RenderOptions(width: 44, ascii: true), height: 12, columns: 44)
  #expect(ascii.contains(PlayState.shortKeysHelpASCII))
  // A tall terminal keeps the whole line.
  let tall = state.frame(options: options, height: 40, columns: 44)
  #expect(tall.contains("v VoiceOver"))
}
