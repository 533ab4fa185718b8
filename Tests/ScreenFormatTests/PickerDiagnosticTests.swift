import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

let pickerState = """
  state:
    quality: "2"
    codecs: [h264, VP8]
    one: a
  """

/// Every load-time error of Part 2's pickers, at its line and column.
@Test(arguments: [
  (
    "title: Q\nbind: quality\nchoices: [{title: Low, value: \"0\"}, {title: High, value: \"1\"}]\n",
    "app 2:12: error: state key 'quality' holds a value its control cannot: '2' is not one of the picker's values ('0' or '1')"
  ),
  (
    "title: C\nbind: codecs\nchoices: [h264, VP8, AV1]\n",
    "app 3:11: error: state key 'codecs' holds a value its control cannot: a single-choice picker holds one value, not a list"
  ),
  (
    "title: C\nbind: one\nallowsMultipleSelection: true\nchoices: [a, b]\n",
    "app 4:8: error: state key 'one' holds a value its control cannot: a multiple-choice picker holds a list of values ([a, b]), not one value"
  ),
  (
    "title: C\nbind: codecs\nallowsMultipleSelection: true\nchoices: [h264, AV1]\n",
    "app 3:11: error: state key 'codecs' holds a value its control cannot: 'VP8' is not one of the picker's values ('h264' or 'AV1')"
  ),
  (
    "title: C\nbind: codecs\nallowsMultipleSelection: true\nmaxSelected: 1\nchoices: [h264, VP8]\n",
    "app 3:11: error: state key 'codecs' holds a value its control cannot: 2 chosen; the picker allows at most 1"
  ),
  (
    "title: C\nminSelected: 1\nchoices: [a, b]\n",
    "screen 2:14: error: 'minSelected' needs 'allowsMultipleSelection: true'"
  ),
  (
    "title: C\nallowsMultipleSelection: true\nmaxSelected: 3\nchoices: [a, b]\n",
    "screen 3:14: error: 'maxSelected' must be from 0 to 2, found 3"
  ),
  (
    "title: C\nallowsMultipleSelection: true\nminSelected: 2\nmaxSelected: 1\nchoices: [a, b]\n",
    "screen 4:14: error: 'maxSelected' (1) is below 'minSelected' (2)"
  ),
  (
    "title: C\nallowsMultipleSelection: true\nselected: [a, a]\nchoices: [a, b]\n",
    "screen 3:15: error: 'a' is chosen twice"
  ),
  (
    "title: G\nsections:\n  - {header: A, selected: x, choices: [x, y]}\n  - {header: B, choices: [p, q]}\n",
    "screen 4:5: error: when one section of choices sets its own 'bind' or 'selected', every one must (each is an inline group)"
  ),
  (
    "title: G\nselected: x\nsections:\n  - {selected: x, choices: [x, y]}\n",
    "screen 4:16: error: the sections set their own 'bind' or 'selected' (inline groups), so the screen cannot set 'selected'"
  ),
  (
    "title: G\nsections:\n  - {allowsMultipleSelection: true, choices: [x, y]}\n",
    "screen 3:31: error: 'allowsMultipleSelection' on a section needs the section's own 'bind' or 'selected' (an inline group); for the whole picker, set it on the screen"
  ),
  (
    "title: P\nrows:\n  - {title: Q, push: picker, pickerStyle: segmented}\n",
    "screen 3:43: error: 'pickerStyle: segmented' draws a pushed picker's choices on the row, but 'picker' has 6 choices; a segmented control shows at most 5"
  ),
  (
    "title: P\nrows:\n  - {title: Q, toggle: one, pickerStyle: segmented}\n",
    "screen 3:29: error: 'pickerStyle' belongs to a row that pushes a screen ('push'), not to a switch"
  ),
])
func pickerDiagnostic(screen: String, expected: String) {
  let picker = SourceFile(path: "picker.yaml", text: "title: P\nchoices: [a, b, c, d, e, f]\n")
  var files = [SourceFile(path: "screen.yaml", text: screen), picker]
  files.append(SourceFile(path: "app.yaml", text: pickerState))
  let found = AppAssembler.load(files).reports.flatMap { report in
    report.diagnostics.map {
      "\(report.file.baseName) \($0.mark): \($0.severity.rawValue): \($0.message)"
    }
  }
  #expect(found.contains(expected), "\(found)")
}

@Test func storingATitleInsteadOfAValueGetsANoteAtTheChoice() throws {
  let result = AppAssembler.load([
    SourceFile(
      path: "Screens/quality.yaml",
      text:
        "title: Q\nbind: quality\nchoices:\n  - {title: Low, value: \"0\"}\n  - {title: High, value: \"2x\"}\n"
    ),
    SourceFile(path: "Screens/app.yaml", text: "state:\n  quality: High\n"),
  ])
  let app = try #require(result.reports.first { $0.file.isAppFile })
  let error = try #require(app.diagnostics.first)
  #expect(error.mark == Mark(line: 2, column: 12))
  #expect(
    error.notes.first
      == .init(
        "'High' is a choice's title; state holds its value", at: Mark(line: 5, column: 13),
        in: "Screens/quality.yaml"))
}

@Test func twoPickersBoundToOneKeyOfferTheSameValues() {
  let result = AppAssembler.load([
    SourceFile(path: "a.yaml", text: "title: A\nbind: one\nchoices: [a, b]\n"),
    SourceFile(path: "b.yaml", text: "title: B\nbind: one\nchoices: [a, c]\n"),
    SourceFile(path: "app.yaml", text: pickerState),
  ])
  let b = result.reports.first { $0.file.path == "b.yaml" }
  #expect(
    b?.diagnostics.first?.message
      == "every row and picker bound to 'one' must accept the same values; this picker differs from the first: it offers 'c', the first does not; it lacks 'b'"
  )
  #expect(b?.diagnostics.first?.notes.first?.path == "a.yaml")
}

/// Item 2 of issue #25: two choices storing one value would be checked together.
@Test(arguments: [
  ("title: C\nchoices: [{title: A, value: x}, {title: B, value: x}]\n", 2, 51, 2, 29),
  ("title: C\nchoices: [x, {title: B, value: x}]\n", 2, 32, 2, 11),
  (
    "title: G\nsections:\n  - {header: H, choices: [a, b]}\n  - {header: I, choices: [{title: C, value: a}]}\n",
    4, 45, 3, 27
  ),
])
func twoChoicesStoringOneValueAreAnError(
  screen: String, line: Int, column: Int, noteLine: Int, noteColumn: Int
) throws {
  let result = AppAssembler.load([SourceFile(path: "screen.yaml", text: screen)])
  let errors = result.reports.flatMap(\.diagnostics).filter {
    $0.message.contains("value 'x'") || $0.message.contains("value 'a'")
  }
  let error = try #require(errors.first, "\(result.reports.flatMap(\.diagnostics))")
  #expect(errors.count == 1)
  #expect(error.message.hasPrefix("two choices store the value"))
  #expect(error.mark == Mark(line: line, column: column))
  #expect(error.notes.first?.mark == Mark(line: noteLine, column: noteColumn))
}

@Test func aRepeatedPlainChoiceIsReportedOnceAsATitle() {
  let result = AppAssembler.load([
    SourceFile(path: "screen.yaml", text: "title: C\nchoices: [One, Two, One]\n")
  ])
  let messages = result.reports.flatMap(\.diagnostics).map(\.message)
  #expect(messages.count == 1, "\(messages)")
}

/// Item 9 of issue #25: a picker has no rows to delete.
@Test func deletableOnAPickerIsAnError() {
  let messages = diagnostics("title: P\ndeletable: true\nchoices: [a, b]\n")
  #expect(
    messages.contains(
      "screen 2:12: error: 'deletable' does not apply to a picker: choices cannot be deleted"),
    "\(messages)")
  #expect(diagnostics("title: P\ndeletable: false\nchoices: [a, b]\n").isEmpty)
}

/// Issue #49: repeats are found past the few that are compared one by one (a long list
/// moves to a dictionary), for titles and for values, with the note at the first.
@Test(arguments: [4, 16, 17, 40])
func aRepeatIsFoundInALongListOfChoices(count: Int) throws {
  let titles = (0..<count).map { "Choice \($0)" } + ["Choice 2"]
  let plain = "title: C\nchoices: [\(titles.joined(separator: ", "))]\n"
  let titleErrors = AppAssembler.load([SourceFile(path: "s.yaml", text: plain)]).reports
    .flatMap(\.diagnostics)
  #expect(titleErrors.count == 1, "\(titleErrors)")
  #expect(titleErrors.first?.message.hasPrefix("two choices are titled 'Choice 2'") == true)
  #expect(titleErrors.first?.notes.first?.mark == Mark(line: 2, column: 31))
  let values = (0..<count).map { "{title: T\($0), value: v\($0)}" } + ["{title: Last, value: v1}"]
  let mapped = "title: C\nchoices: [\(values.joined(separator: ", "))]\n"
  let valueErrors = AppAssembler.load([SourceFile(path: "s.yaml", text: mapped)]).reports
    .flatMap(\.diagnostics)
  #expect(valueErrors.count == 1, "\(valueErrors)")
  #expect(valueErrors.first?.message.hasPrefix("two choices store the value 'v1'") == true)
}

/// A new user's finding: `choices:` written as a mapping is one error, at it; its screen's
/// or section's `bind` is not also told that it needs choices.
@Test(arguments: [
  "title: Q\nbind: quality\nchoices: {a: 1}\n",
  "title: Q\nsections:\n  - bind: quality\n    choices: {a: 1}\n",
])
func choicesThatAreNotAListAreOneError(screen: String) {
  let files = [
    SourceFile(path: "screen.yaml", text: screen),
    SourceFile(path: "app.yaml", text: pickerState),
  ]
  let found = AppAssembler.load(files).reports.flatMap { $0.diagnostics.map(\.message) }
  #expect(found == ["expected a list of choices, found a mapping"], "\(found)")
}
