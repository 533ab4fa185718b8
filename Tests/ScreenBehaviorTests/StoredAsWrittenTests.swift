import Fixtures
import ScreenFormat
import ScreenModel
import Testing

@testable import ScreenBehavior

/// Values a Settings.bundle stores in another plist type than its controls' values are
/// kept as written and drawn as Settings draws them.
private func app() throws -> App {
  let result = AppAssembler.load([
    SourceFile(
      path: "app.yaml",
      text: """
        start: root
        state: {sound: "YES", vibrate: "NO", theme: 0}
        """),
    SourceFile(
      path: "root.yaml",
      text: """
        title: Settings
        rows:
          - {title: Sound, toggle: sound}
          - {title: Vibrate, toggle: vibrate}
          - {title: Quiet, visibleIf: vibrate}
          - {title: Theme, push: theme}
        """),
    SourceFile(
      path: "theme.yaml",
      text: """
        title: Theme
        bind: theme
        choices:
          - {title: Light, value: 0.0}
          - {title: Dark, value: 1}
        """),
  ])
  return try #require(result.app, "\(result.reports.map(\.formatted))")
}

/// Settings and InAppSettingsKit read a switch's stored text `YES` or `NO` by its
/// `boolValue`: on and off.
@Test func aSwitchDrawsTheTextsYesAndNoAsSettingsReadsThem() throws {
  var session = try Session(app: try app())
  let rows = session.view.sections.flatMap(\.rows)
  #expect(rows[0].control == .toggle(on: true))
  #expect(rows[1].control == .toggle(on: false))
  // A condition on the key reads it the same way: NO is off.
  #expect(!rows.contains { $0.title == "Quiet" })
  try session.apply(.toggle(.position(1)))
  #expect(session.state.text(at: ["sound"]) == "false")
}

/// Settings compares a stored number with a picker's values by value: `0` checks `0.0`.
@Test func aNumberChecksTheChoiceOfTheSameValue() throws {
  var session = try Session(app: try app())
  #expect(session.view.sections.flatMap(\.rows)[2].detail == "Light")
  try session.apply(.tap(.title("Theme")))
  #expect(session.view.sections.flatMap(\.rows).map(\.accessory) == [.checkmark, .none])
}

/// A text is never a number: `"0"` checks no `{value: 0.0}`, as in Settings.
@Test func aTextIsNotTheNumberItSpells() {
  let result = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "start: theme\nstate: {theme: \"0\"}\n"),
    SourceFile(
      path: "theme.yaml",
      text: "title: Theme\nbind: theme\nchoices:\n  - {title: Light, value: 0.0}\n"),
  ])
  #expect(
    result.reports.flatMap(\.diagnostics).contains { $0.message.contains("'0' is a text") },
    "\(result.reports.map(\.formatted))")
}
