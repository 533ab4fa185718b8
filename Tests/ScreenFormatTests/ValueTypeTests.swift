import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The errors `app.yaml`'s state gets for a picker whose values are written in another type
/// (as a Settings.bundle's `DefaultValue` `<string>4</string>` among `<integer>` values).
private func stateErrors(state: String, picker: String) -> [String] {
  AppAssembler.load([
    SourceFile(path: "picker.yaml", text: picker),
    SourceFile(path: "app.yaml", text: "state:\n  mode: \(state)\n"),
  ]).reports.flatMap { report in
    report.diagnostics.map { "\(report.file.baseName) \($0.mark): \($0.message)" }
  }
}

@Test(arguments: [
  (
    "\"4\"", "[{title: A, value: 4}, {title: B, value: 5}]",
    "app 2:9: state key 'mode' holds a value its control cannot: '4' is a text, and the picker's value 4 is a number; Settings stores them as different values (quote both or neither)"
  ),
  (
    "4", "[{title: A, value: \"4\"}]",
    "app 2:9: state key 'mode' holds a value its control cannot: '4' is a number, and the picker's value 4 is a text; Settings stores them as different values (quote both or neither)"
  ),
  (
    "\"true\"", "[{title: On, value: true}, {title: Off, value: false}]",
    "app 2:9: state key 'mode' holds a value its control cannot: 'true' is a text, and the picker's value true is a boolean; Settings stores them as different values (quote both or neither)"
  ),
])
func aDefaultOfAnotherTypeThanThePickersValuesIsAnError(
  state: String, choices: String, expected: String
) {
  let found = stateErrors(state: state, picker: "title: P\nbind: mode\nchoices: \(choices)\n")
  #expect(found == [expected])
}

@Test(arguments: [
  ("4", "[{title: A, value: 4}]"),
  ("\"4\"", "[{title: A, value: \"4\"}]"),
  ("'4'", "[{title: A, value: \"4\"}]"),
  ("Dark", "[{title: A, value: \"Dark\"}, Light]"),
  ("\"1\"", "[\"1\", \"2\"]"),
  ("0.5", "[{title: Half, value: 0.5}]"),
])
func aDefaultOfTheSameTypeIsNoError(state: String, choices: String) {
  #expect(stateErrors(state: state, picker: "title: P\nbind: mode\nchoices: \(choices)\n") == [])
}

@Test func twoPickersWhoseValuesDifferOnlyInTypeDisagree() {
  let result = AppAssembler.load([
    SourceFile(path: "a.yaml", text: "title: A\nbind: mode\nchoices: [{title: X, value: 1}]\n"),
    SourceFile(path: "b.yaml", text: "title: B\nbind: mode\nchoices: [{title: X, value: \"1\"}]\n"),
    SourceFile(path: "app.yaml", text: "state:\n  mode: 1\n"),
  ])
  let b = result.reports.first { $0.file.path == "b.yaml" }
  #expect(
    b?.diagnostics.first?.message
      == "every row and picker bound to 'mode' must accept the same values; this picker differs from the first: its value 1 is a text, the first's a number"
  )
}

@Test func aSwitchsDefaultOfAnotherTypeThanItsValuesIsAnError() {
  func errors(_ state: String, _ values: String) -> [String] {
    stateErrors(state: state, picker: "title: S\nrows:\n  - {title: On, toggle: mode\(values)}\n")
  }
  #expect(
    errors("\"1\"", ", trueValue: 1, falseValue: 0") == [
      "app 2:9: state key 'mode' holds a value its control cannot: '1' is a text, and the switch's value 1 is a number; Settings stores them as different values (quote both or neither)"
    ])
  #expect(errors("1", ", trueValue: 1, falseValue: 0") == [])
  #expect(errors("\"on\"", ", trueValue: \"on\", falseValue: \"off\"") == [])
  // Without its own values, Settings reads any stored value as on or off.
  #expect(errors("\"true\"", "") == [])
}
