import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// A key or id that holds a character that shows nothing (U+200B), reorders text (U+202E) or
/// is a control character looks like another name, so app code would read the wrong one.

@Test(arguments: [
  ("state:\n  analytics: \"1\"\n  \"analytics\\u200B\": \"0\"\n", "3:3", "U+200B"),
  ("state:\n  user:\n    \"na\\u202Eme\": mh\n", "3:5", "U+202E"),
  ("state:\n  servers:\n    - {\"ho\\u0007st\": a}\n", "3:8", "U+0007"),
])
func aStateKeyWithAHiddenCharacterIsAnError(app: String, at: String, scalar: String) {
  let found = diagnostics("title: A\nrows: [a]\n", app: app)
  #expect(
    found.contains {
      $0.hasPrefix("app \(at): error: state key ")
        && $0.contains("holds \(scalar), a character that shows nothing or changes how text reads")
    }, "\(found)")
}

@Test func anEmojiSequenceInAStateKeyIsNotHidden() {
  // U+200D joins the family emoji into one glyph, so it is seen.
  let found = diagnostics(
    "title: A\nrows: [a]\n", app: "state:\n  \"👨\\u200D👩\\u200D👧\": \"1\"\n")
  #expect(found.isEmpty, "\(found)")
}

@Test func aScreenIDWithAHiddenCharacterIsAnError() {
  let found = diagnostics("id: \"home\\u200B\"\ntitle: A\nrows: [a]\n")
  #expect(
    found.contains {
      $0.hasPrefix("screen 1:5: error: screen id ") && $0.contains("holds U+200B")
    }, "\(found)")
  #expect(diagnostics("id: \"café\"\ntitle: A\nrows: [a]\n").isEmpty)
}

@Test func firstHiddenFindsWhatEscapingWouldEscape() {
  for text in ["plain", "café", "a\u{200B}b", "\u{1B}[2J", "x\u{202E}y", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "👍🏽", "a\u{FEFF}"] {
    #expect(
      (VisibleText.firstHidden(in: text) == nil) == (VisibleText.escaped(text) == text), "\(text)")
  }
}

/// A screen whose id (its file name) holds a hidden character is told once, by the id check,
/// not again by the snapshot-name check.
@Test func aHiddenCharacterInAScreenIDIsOneError() {
  for file in ["ho\u{200B}me.yaml", "ho\u{7}me.yaml"] {
    let result = AppAssembler.load([SourceFile(path: file, text: "title: A\nrows: [a]\n")])
    let errors = result.reports.flatMap(\.diagnostics).filter { $0.severity == .error }
    #expect(errors.count == 1, "\(file): \(errors.map(\.message))")
  }
}
