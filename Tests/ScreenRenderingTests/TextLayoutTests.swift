import Testing

@testable import ScreenRendering

@Test(arguments: [
  ("abc", 3),
  ("日本語", 6),
  ("e\u{301}", 1),
  ("👍", 2),
  ("👨‍👩‍👧", 2),
  ("❤️", 2),
  ("🇫🇷", 2),
  ("ｶ", 1),
  ("Ａ", 2),
  ("한국", 4),
])
func displayWidth(text: String, columns: Int) {
  #expect(TextLayout.width(text) == columns)
}

@Test func truncatesByColumnsWithEllipsis() {
  #expect(TextLayout.truncated("Welterweight", to: 8, ellipsis: "…") == "Welterw…")
  #expect(TextLayout.truncated("日本語テキスト", to: 7, ellipsis: "…") == "日本語…")
  #expect(TextLayout.truncated("short", to: 8, ellipsis: "…") == "short")
  #expect(TextLayout.truncated("abcdefgh", to: 6, ellipsis: "...") == "abc...")
  #expect(TextLayout.width(TextLayout.truncated("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", to: 4, ellipsis: "…")) <= 4)
}

@Test func wrapsAtSpacesAndBreaksLongWords() {
  #expect(
    TextLayout.wrapped("Choose the division for this bout", to: 12) == [
      "Choose the", "division for", "this bout",
    ])
  #expect(TextLayout.wrapped("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
  #expect(TextLayout.wrapped("one\ntwo", to: 10) == ["one", "two"])
  #expect(TextLayout.wrapped("日本語テキスト", to: 5) == ["日本", "語テ", "キス", "ト"])
}

@Test func escapesBidiControlsAndInvisibles() {
  #expect(TextLayout.escaped("Pay \u{202E}gnp.exe") == "Pay <U+202E>gnp.exe")
  #expect(TextLayout.escaped("ok\u{200C}") == "ok<U+200C>")
  #expect(TextLayout.escaped("ok\u{200B}") == "ok", "a zero-width space is drawn as nothing")
  #expect(TextLayout.escaped("a\u{1B}[31mred") == "a<U+001B>[31mred")
  #expect(TextLayout.escaped("👨‍👩‍👧") == "👨‍👩‍👧", "a joiner inside an emoji sequence stays")
  #expect(TextLayout.escaped("line\nbreak") == "line break")
  #expect(TextLayout.escaped("line\nbreak", keepNewlines: true) == "line\nbreak")
}

@Test func aTextThatFitsIsWrappedAsItIsAndSpacesStillCollapse() {
  // One line kept whole (no split and join), and the texts the whole-line shortcut must
  // leave to the word-by-word wrapping: doubled, leading and trailing spaces, a line feed.
  #expect(
    TextLayout.wrapped("How often should feeds refresh?", to: 34) == [
      "How often should feeds refresh?"
    ])
  #expect(TextLayout.wrapped("two  spaces", to: 20) == ["two spaces"])
  #expect(TextLayout.wrapped(" edges ", to: 20) == ["edges"])
  #expect(TextLayout.wrapped("a\nb", to: 20) == ["a", "b"])
  #expect(TextLayout.wrapped("", to: 20) == [""])
}

@Test func asciiIsMeasuredAndEscapedOnItsBytesAsScalarsAre() {
  #expect(TextLayout.width("a\tb\u{7F}c") == 3, "ASCII controls are no column wide")
  #expect(TextLayout.width("plain text") == 10)
  #expect(TextLayout.escaped("plain text, printable ~") == "plain text, printable ~")
  #expect(TextLayout.escaped("del\u{7F}") == "del<U+007F>")
}
