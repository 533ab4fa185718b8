import Basics
import Testing

@testable import YAMLTree

/// Item 9 of issue #36: a report of thousands of lines is escaped line by line, a line of
/// printable ASCII copied as it is; what each line becomes is what it did character by
/// character.
@Test(arguments: [
  ("plain\nlines\n", true, false, "plain\nlines\n"),
  ("plain\nlines", false, false, "plain lines"),
  ("a\r\nb\rc\n", true, false, "a\nbc\n"),
  ("a\r\nb", false, false, "a b"),
  ("\u{1B}]0;x\u{07}\nok", true, false, "<U+001B>]0;x<U+0007>\nok"),
  ("tab\there", true, true, "tab\there"),
  ("tab\there", true, false, "tab<U+0009>here"),
  (
    "e\u{301} \u{202E}x\n👨\u{200D}👩 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", true,
    false,
    "e\u{301} <U+202E>x\n👨\u{200D}👩 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
  ),
  ("a\u{200D}b\n\n", true, false, "a<U+200D>b\n\n"),
])
func escapingLineByLineKeepsEachLinesEscapes(
  text: String, keepNewlines: Bool, keepTabs: Bool, expected: String
) {
  #expect(VisibleText.escaped(text, keepNewlines: keepNewlines, keepTabs: keepTabs) == expected)
}
