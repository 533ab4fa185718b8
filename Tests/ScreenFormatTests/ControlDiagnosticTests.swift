import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

let controlState = """
  state:
    wifi: "true"
    mode: dark
    volume: "50"
    copies: "3"
    name: Ann
    pin: "1234"
  """

/// Every load-time error of Part 2's row kinds, at its line and column.
@Test(arguments: [
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi, push: other}\n",
    "screen 3:30: error: a row has one kind: 'push' cannot be used with 'toggle'"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi, detail: x}\n",
    "screen 3:30: error: a switch has no 'detail': the control and its value are drawn on its row"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi, accessory: checkmark}\n",
    "screen 3:30: error: a switch has no 'accessory': the control and its value are drawn on its row"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: name, deletable: true}\n",
    "screen 3:33: error: a text field has no 'deletable': the control and its value are drawn on its row"
  ),
  (
    "title: S\nrows:\n  - {title: A, button: true, detail: x}\n",
    "screen 3:30: error: a button has no 'detail': a button row is its centred title, its subtitle and a badge"
  ),
  (
    "title: S\nrows:\n  - {title: A, button: true, read: false}\n",
    "screen 3:30: error: a button has no 'read': a button row is its centred title, its subtitle and a badge"
  ),
  // A key not in state and near none says how to add it, with a value the control holds.
  (
    "title: S\nrows:\n  - {title: A, toggle: bluetooth}\n",
    "screen 3:24: error: a switch is bound to 'bluetooth', which is not a state key in app.yaml; add it under 'state:' there (bluetooth: false)"
  ),
  (
    "title: S\nrows:\n  - {title: A, stepper: quantity, min: 2, max: 9}\n",
    "screen 3:25: error: a stepper is bound to 'quantity', which is not a state key in app.yaml; add it under 'state:' there (quantity: 2)"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi, min: 0}\n",
    "screen 3:30: error: 'min' belongs to a slider or a stepper ('slider' or 'stepper'), not to a switch"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 0, max: 100, secure: true}\n",
    "screen 3:40: error: 'secure' belongs to a text field ('textField'), not to a slider"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: name, role: destructive}\n",
    "screen 3:33: error: 'role' belongs to a button ('button'), not to a text field"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wi}\n",
    "screen 3:24: error: a switch is bound to 'wi', which is not a state key in app.yaml; did you mean 'wifi'?"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: mode}\n",
    "app 3:9: error: state key 'mode' holds a value its control cannot: a switch holds 'true' or 'false', not 'dark'"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: mode, trueValue: dark}\n",
    "screen 3:41: error: 'trueValue' and 'falseValue' come together: give both or neither"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: mode, trueValue: dark, falseValue: dark}\n",
    "screen 3:59: error: 'trueValue' and 'falseValue' are both 'dark'; a switch could not tell on from off"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: name, keyboard: numberpad}\n",
    "screen 3:43: error: unknown keyboard 'numberpad'; did you mean 'numberPad'?"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: name, autocapitalization: word}\n",
    "screen 3:53: error: unknown autocapitalization 'word'; did you mean 'words'?"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: name, keyboard: numberPad}\n",
    "app 6:9: error: state key 'name' holds a value its control cannot: the numberPad keyboard cannot type 'A'"
  ),
  (
    "title: S\nrows:\n  - {title: A, textField: pin, maxLength: 3}\n",
    "app 7:8: error: state key 'pin' holds a value its control cannot: '1234' is 4 characters; the field takes at most 3"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 100, max: 10}\n",
    "screen 3:37: error: 'max' (10) must be greater than 'min' (100)"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 0, max: 100, step: 0}\n",
    "screen 3:46: error: 'step' is 0; it must be greater than 0"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 0, max: 100, step: 30}\n",
    "screen 3:35: error: 'max' − 'min' (100) is not a multiple of 'step' (30); the last step would overshoot"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 0, max: 40}\n",
    "app 4:11: error: state key 'volume' holds a value its control cannot: 50 is outside 0…40"
  ),
  (
    "title: S\nrows:\n  - {slider: volume, min: 0, max: 100, step: 20}\n",
    "app 4:11: error: state key 'volume' holds a value its control cannot: 50 is not on the step of 20 from 0"
  ),
  (
    "title: S\nrows:\n  - {title: C, stepper: copies, max: 5}\n",
    "screen 3:5: error: a stepper is missing required key 'min'"
  ),
  (
    "title: S\nrows:\n  - {title: C, stepper: copies, min: one, max: 5}\n",
    "screen 3:38: error: 'min' is 'one', which is not a plain decimal number (write 5, -2 or 0.25)"
  ),
  (
    "title: S\nrows:\n  - {title: R, button: true, sets: {wifi: maybe}, toggle: x}\n",
    "screen 3:51: error: a row has one kind: 'toggle' cannot be used with 'button'"
  ),
  (
    "title: S\nrows:\n  - {title: W, toggle: wifi}\n  - {title: R, button: true, sets: {wifi: maybe}}\n",
    "screen 4:37: error: 'sets' writes a value to 'wifi' that its controls cannot hold: a switch holds 'true' or 'false', not 'maybe'"
  ),
  (
    "title: S\nrows:\n  - {title: R, button: true, sets: {wfi: \"true\"}}\n",
    "screen 3:37: error: 'sets' writes 'wfi', which is not a state key in app.yaml; did you mean 'wifi'?"
  ),
  (
    "title: S\nrows:\n  - {title: R, button: yes}\n",
    "screen 3:24: error: 'button' must be true: the key makes the row a button"
  ),
  (
    "title: S\nrows:\n  - {title: L, url: \"ftp://x.org\"}\n",
    "screen 3:21: error: 'url' is 'ftp://x.org'; a link starts with https://, http://, mailto:, tel: or sms:"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi}\n  - {title: B, slider: wifi, min: 0, max: 1}\n",
    "screen 4:24: error: every row and picker bound to 'wifi' must be of one kind; this is a slider, the first is a switch"
  ),
  (
    "title: S\nrows:\n  - {title: A, stepper: copies, min: 1, max: 5}\n  - {title: B, stepper: copies, min: 1, max: 9}\n",
    "screen 4:25: error: every row and picker bound to 'copies' must accept the same values; this stepper differs from the first: its 'max' is 9, the first's 5"
  ),
  (
    "title: S\nrows:\n  - {title: A, min: 1}\n",
    "screen 3:16: error: 'min' belongs to a row with 'slider' or 'stepper'; this row has neither"
  ),
])
func controlDiagnostic(screen: String, expected: String) {
  let found = diagnostics(screen, app: controlState)
  #expect(found.contains(expected), "\(found)")
}

@Test func aControlErrorInAppYAMLHasANoteAtTheControl() throws {
  let result = AppAssembler.load([
    SourceFile(path: "Screens/s.yaml", text: "title: S\nrows:\n  - {title: A, toggle: mode}\n"),
    SourceFile(path: "Screens/app.yaml", text: controlState),
  ])
  let app = try #require(result.reports.first { $0.file.isAppFile })
  let note = try #require(app.diagnostics.first?.notes.first)
  #expect(note.path == "Screens/s.yaml")
  #expect(note.mark == Mark(line: 3, column: 24))
  #expect(
    app.formatted.contains("Screens/s.yaml:3:24: note: a switch bound to it is here"))
}

@Test func controlsDecodeIntoTheirKinds() throws {
  let result = AppAssembler.load([
    SourceFile(
      path: "s.yaml",
      text: """
        title: S
        rows:
          - {title: Wi-Fi, toggle: wifi}
          - {title: Mode, toggle: mode, trueValue: dark, falseValue: light}
          - {title: Name, textField: name, placeholder: Your name, autocapitalization: words}
          - {slider: volume, min: 0, max: 100, step: 10, valueFormat: "{value}%"}
          - {title: Copies, stepper: copies, min: 1, max: 10}
          - {title: Reset, button: true, role: destructive, confirm: {button: Reset}}
          - {title: Help, url: "mailto:help@example.com", badge: "2"}
        """),
    SourceFile(path: "app.yaml", text: controlState),
  ])
  let screen = try #require(result.app?.screens.first, "\(result.reports.map(\.formatted))")
  let kinds = screen.sections[0].rows.map(\.kind)
  #expect(kinds[0] == .toggle(Toggle(key: ["wifi"])))
  var mode = Toggle(key: ["mode"], trueValue: "dark", falseValue: "light")
  (mode.trueType, mode.falseType) = (.text, .text)
  #expect(kinds[1] == .toggle(mode))
  guard case .textField(let field) = kinds[2], case .slider(let slider) = kinds[3],
    case .stepper(let stepper) = kinds[4], case .button(let button) = kinds[5]
  else {
    Issue.record("kinds: \(kinds)")
    return
  }
  #expect(field.autocapitalization == .words)
  #expect(slider.step == ExactDecimal("10"))
  #expect(stepper.step == ExactDecimal("1"), "a stepper's step defaults to 1")
  #expect(button.destructive && button.confirm != nil)
  #expect(kinds[6] == .url("mailto:help@example.com"))
  #expect(screen.sections[0].rows[6].badge?.description == "2")
}

@Test(arguments: [
  ("0.3", "0.1", "0", true), ("0.35", "0.1", "0", false), ("10", "2.5", "0", true),
  ("-1", "0.5", "-2", true), ("1.05", "0.05", "1", true),
])
func decimalsStepExactly(value: String, step: String, min: String, onStep: Bool) throws {
  let v = try #require(ExactDecimal(value))
  let s = try #require(ExactDecimal(step))
  let m = try #require(ExactDecimal(min))
  #expect((v - m).isMultiple(of: s) == onStep)
}

@Test func decimalsParseAndPrint() {
  #expect(ExactDecimal("1e3") == nil)
  #expect(ExactDecimal("+1") == nil)
  #expect(ExactDecimal("1.") == nil)
  #expect(ExactDecimal("0.30") == ExactDecimal("0.3"))
  #expect(ExactDecimal("2")?.formatted(decimals: 2) == "2.00")
  #expect(ExactDecimal("-0.5")?.formatted(decimals: 1) == "-0.5")
  #expect(ExactDecimal("0.05")?.description == "0.05")
}

@Test func aBadgeNamingNoScreenIsAnError() {
  let found = diagnostics("title: S\nrows:\n  - {title: Feed, badge: \"{unread:post}\"}\n")
  #expect(
    found.contains(
      "screen 3:27: error: '{unread:post}' and '{count:post}' read the counts of a screen, but there is no screen 'post'"
    ), "\(found)")
}

/// An empty kind key names no state key: said as such, not as an unknown key `''`.
@Test(arguments: [
  (
    "{title: V, titleValue: \"\"}",
    "1:10: error: 'titleValue' is empty: name the state key a title value shows"
  ),
  ("{title: T, toggle: \"\"}", "1:10: error: 'toggle' is empty: name the state key a switch binds"),
  (
    "{title: S, slider: \"\", min: 0, max: 1}",
    "1:10: error: 'slider' is empty: name the state key a slider binds"
  ),
  // Nothing after the key at all: the one error, not also "'toggle' has no value".
  ("{title: T, toggle: }", "1:10: error: 'toggle' is empty: name the state key a switch binds"),
  (
    "{title: F, textField: }",
    "1:10: error: 'textField' is empty: name the state key a text field binds"
  ),
])
func anEmptyKindKeyIsToldAsEmpty(row: String, expected: String) {
  let found = diagnostics("rows:\n  - \(row)\ntitle: A\n", app: "state: {a: \"1\"}\n")
  #expect(
    found.contains { $0.hasSuffix(expected.split(separator: " ", maxSplits: 1)[1]) }, "\(found)")
  #expect(!found.contains { $0.contains("names neither") || $0.contains("bound to ''") })
  #expect(!found.contains { $0.contains("has no value") }, "\(found)")
  #expect(found.filter { $0.contains("error") }.count == 1, "\(found)")
}
