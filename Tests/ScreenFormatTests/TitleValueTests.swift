import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Every load-time error of a title value, at its line and column.
@Test(arguments: [
  (
    "title: S\nrows:\n  - {title: A, titleValue: nowhere}\n",
    "screen 3:28: error: '{nowhere}' names neither a state key nor a built-in count ('unread', 'count')"
  ),
  (
    "title: S\nrows:\n  - {title: A, titleValue: mode, detail: x}\n",
    "screen 3:34: error: a title value has no 'detail': the control and its value are drawn on its row"
  ),
  (
    "title: S\nrows:\n  - {title: A, titleValue: mode, choices: [{title: D, value: dark, shortTitle: d}]}\n",
    "screen 3:80: error: a title value shows a choice's title; 'shortTitle' belongs to a picker's choices"
  ),
  (
    "title: S\nrows:\n  - {title: A, titleValue: mode, choices: [{title: D, value: dark}, {title: E, value: dark}]}\n",
    "screen 3:69: error: two choices store 'dark'; a title value shows one title for a value"
  ),
  (
    "title: S\nrows:\n  - {title: A, titleValue: mode, choices: dark}\n",
    "screen 3:43: error: expected a list of choices, found a string"
  ),
  (
    "title: S\nrows:\n  - {title: A, toggle: wifi, choices: [a]}\n",
    "screen 3:30: error: 'choices' belongs to a title value ('titleValue'), not to a switch"
  ),
  (
    "title: S\nrows:\n  - {title: A, titleValue: mode, toggle: wifi}\n",
    "screen 3:34: error: a row has one kind: 'toggle' cannot be used with 'titleValue'"
  ),
])
func titleValueDiagnostic(screen: String, expected: String) {
  let found = diagnostics(screen, app: controlState)
  #expect(found.contains(expected), "\(found)")
}

@Test func aTitleValueDecodesItsKeyAndChoices() throws {
  let result = AppAssembler.load([
    SourceFile(
      path: "s.yaml",
      text:
        "title: S\nrows:\n  - {title: A, titleValue: mode, choices: [{title: Dark, value: dark}, Light]}\n"
    ),
    SourceFile(path: "app.yaml", text: controlState),
  ])
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  guard case .titleValue(let shown) = app.screens.first?.sections.first?.rows.first?.kind else {
    Issue.record("a title value row")
    return
  }
  #expect(shown.key == ["mode"])
  #expect(shown.choices.map(\.value) == ["dark", "Light"])
  #expect(shown.title(for: "dark")?.literalText == "Dark")
  #expect(shown.title(for: "other") == nil)
  // A title value reads its key; it does not bind it, so a switch may bind the same key.
  #expect(app.screens.first?.sections.first?.rows.first?.kind.isControl == false)
}

@Test func aSliderKeepsItsImageNamesAndAStepperHasNone() throws {
  let result = AppAssembler.load([
    SourceFile(
      path: "s.yaml",
      text:
        "title: S\nrows:\n  - {slider: volume, min: 0, max: 100, minImage: quiet, maxImage: loud}\n"
    ),
    SourceFile(path: "app.yaml", text: controlState),
  ])
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  guard case .slider(let slider) = app.screens.first?.sections.first?.rows.first?.kind else {
    Issue.record("a slider row")
    return
  }
  #expect(slider.minImage == "quiet")
  #expect(slider.maxImage == "loud")
  let stepper = diagnostics(
    "title: S\nrows:\n  - {title: A, stepper: copies, min: 1, max: 5, minImage: x}\n",
    app: controlState)
  #expect(
    stepper.contains(
      "screen 3:49: error: 'minImage' belongs to a slider ('slider'), not to a stepper"))
}

@Test(arguments: [
  (
    "title: S\nsortedByTitle: true\nrows: [a]\n",
    "screen 2:16: error: 'sortedByTitle' needs 'choices'"
  ),
  (
    "title: S\nbind: mode\nsections:\n  - {sortedByTitle: true, choices: [dark, light]}\n",
    "screen 4:21: error: 'sortedByTitle' on a section needs the section's own 'bind' or 'selected' (an inline group); for the whole picker, set it on the screen"
  ),
])
func sortedByTitleDiagnostic(screen: String, expected: String) {
  let found = diagnostics(screen, app: controlState)
  #expect(found.contains(expected), "\(found)")
}
