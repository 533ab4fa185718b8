import ScreenRendering
import Testing

/// `--color auto|always|never`: auto colours a terminal unless NO_COLOR is set to something.
struct ColorChoiceTests {
  @Test func autoFollowsTheTerminalAndNO_COLOR() {
    #expect(ColorChoice.auto.colors(terminal: true, environment: [:]))
    #expect(ColorChoice.auto.colors(terminal: true, environment: ["NO_COLOR": ""]))
    #expect(!ColorChoice.auto.colors(terminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.auto.colors(terminal: false, environment: [:]))
  }

  @Test func alwaysAndNeverAreWhatTheySay() {
    #expect(ColorChoice.always.colors(terminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.colors(terminal: true, environment: [:]))
    #expect(ColorChoice.allCases.map(\.rawValue) == ["auto", "always", "never"])
  }
}
