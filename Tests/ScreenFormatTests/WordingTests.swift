import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Item 15 of issue #25: messages that name the real problem.
@Test(arguments: [
  (
    "title: A\nrows:\n  - {title: V, stepper: v, min: \"0\", max: 9}\n",
    "screen 3:33: error: 'min' is the text \"0\", a number in quotes; write it without them: min: 0"
  ),
  (
    "title: A\nrows:\n  - {title: V, stepper: v, min: 0, max: 99999999999999999999}\n",
    "screen 3:41: error: 'max' is 99999999999999999999, which is out of range: a number has at most 15 digits, 9 of them after the point"
  ),
  (
    "title: A\nrows:\n  - {title: V, stepper: v, min: 0, max: ten}\n",
    "screen 3:41: error: 'max' is 'ten', which is not a plain decimal number (write 5, -2 or 0.25)"
  ),
])
func numberMessagesNameTheRealProblem(screen: String, expected: String) {
  let found = diagnostics(screen, app: "state: {v: \"1\"}\n")
  #expect(found.contains(expected), "\(found)")
}

@Test func aMergeKeyIsReportedOnce() {
  let found = diagnostics("base: &b {title: x}\ntitle: S\nrows:\n  - <<: *b\n    title: y\n")
  #expect(found.filter { $0.contains("<<") }.count == 1, "\(found)")
}

@Test func aStepWrittenAsAMappingSaysHowToWriteIt() throws {
  let result = AppAssembler.load([
    SourceFile(path: "a.yaml", text: "title: A\nrows: [Keyboard]\n"),
    SourceFile(path: "s.yaml", text: "app: .\nsteps:\n  - tap: Keyboard\n  - back:\n"),
  ])
  let messages = result.scenarios.first?.diagnostics.map { "\($0.mark): \($0.message)" } ?? []
  #expect(
    messages == [
      "3:5: a step is written as on the command line, not as a mapping ('tap:'): write '- tap Keyboard'",
      "4:5: a step is written as on the command line, not as a mapping ('back:'): write '- back'",
    ], "\(messages)")
}

@Test(arguments: [
  ("keyboard: numberPad", "", "its 'keyboard' is 'default', the first's 'numberPad'"),
  ("", "maxLength: 3", "its 'maxLength' is 3, the first's none"),
  ("secure: true", "", "its 'secure' is false, the first's true"),
  ("", "autocapitalization: words", "its 'autocapitalization' is 'words', the first's 'none'"),
])
func twoTextFieldsOnOneKeySayHowTheyDiffer(first: String, second: String, detail: String) {
  let extra = { (text: String) in text.isEmpty ? "" : ", " + text }
  let result = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "state: {n: \"1\"}\n"),
    SourceFile(
      path: "a.yaml", text: "title: A\nrows:\n  - {title: N, textField: n\(extra(first))}\n"),
    SourceFile(
      path: "b.yaml", text: "title: B\nrows:\n  - {title: N, textField: n\(extra(second))}\n"),
  ])
  let messages = result.reports.flatMap(\.diagnostics).map(\.message)
  #expect(
    messages.contains(
      "every row and picker bound to 'n' must accept the same values; this text field differs from the first: \(detail)"
    ), "\(messages)")
}

@Test func twoSlidersOnOneKeySayHowTheyDiffer() {
  let result = AppAssembler.load([
    SourceFile(path: "app.yaml", text: "state: {n: \"1\"}\n"),
    SourceFile(path: "a.yaml", text: "title: A\nrows:\n  - {slider: n, min: 0, max: 10}\n"),
    SourceFile(path: "b.yaml", text: "title: B\nrows:\n  - {slider: n, min: 0, max: 5}\n"),
  ])
  let messages = result.reports.flatMap(\.diagnostics).map(\.message)
  #expect(
    messages.contains(
      "every row and picker bound to 'n' must accept the same values; this slider differs from the first: its 'max' is 5, the first's 10"
    ), "\(messages)")
}

/// A new user's finding: a key written in the wrong mapping (`prompt:` on a row) says whose
/// key it is, not the fifty keys a row knows.
@Test(arguments: [
  (
    "title: A\nrows:\n  - {title: B, prompt: Pick}\n",
    "screen 3:16: error: unknown key 'prompt' here; it is a screen's, written at the top of its file"
  ),
  (
    "title: A\nrows:\n  - {title: B, header: H}\n",
    "screen 3:16: error: unknown key 'header' here; it is a section's"
  ),
])
func aKeyOfAnotherMappingSaysWhoseItIs(screen: String, expected: String) {
  let found = diagnostics(screen, app: "")
  #expect(found.contains(expected), "\(found)")
  #expect(!found.contains("known keys"), "\(found)")
}
