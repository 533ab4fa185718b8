import Basics
import Foundation
import ScreenBehavior
import ScreenPictures
import Testing
import YAMLTree

@testable import ScreenSpecCLI

/// What a file or an argument holds never reaches a terminal, an editor or a browser as a
/// control: diagnostics and drawings show escape sequences, bidi controls and invisible
/// characters as `<U+…>` escapes.
@Suite struct TerminalSafety {
  /// No raw ESC, BEL, bidi override or other unsafe scalar, bar line breaks and tabs.
  static func isPrintable(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && VisibleText.isUnsafe($0) }
  }

  @Test(arguments: [
    ("\"\\e[31mEVIL\\e[0m\": 1\ntitle: T\nrows: [A]\n", "<U+001B>[31mEVIL<U+001B>[0m"),
    ("title: T\nrows:\n  - {title: A, push: \"\\e]0;pwned\\a\"}\n", "<U+001B>]0;pwned<U+0007>"),
    ("title: T\nrows: [A]\n\"a\u{202E}b\": 1\n", "a<U+202E>b"),
  ])
  func diagnosticsEscapeWhatTheFileHolds(text: String, shown: String) throws {
    let ws = try Workspace()
    try ws.write("app/a.yaml", text)
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(check.stderr.contains(shown), "\(check.stderr)")
    #expect(Self.isPrintable(check.stderr), "\(check.stderr.debugDescription)")
  }

  @Test func theCaretStaysUnderTheMistakeAfterAnEscape() {
    let source = Array("title: T\n\"\u{202E}\": x\nrows: [A]\nbad: 1\n".utf8)
    let printed = DiagnosticFormatter(path: "a.yaml", source: source).format(
      .error(Diagnostic.Message(.unknownKey, "unknown key 'x'"), at: Mark(line: 2, column: 4)))
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == " 2 | \"<U+202E>\": x")
    let caret = lines[2].firstIndex(of: "^").map {
      lines[2].distance(from: lines[2].startIndex, to: $0)
    }
    let colon = lines[1].firstIndex(of: ":").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(caret != nil && caret == colon)
  }

  @Test func actionsInArgumentsAreEscapedToo() throws {
    let ws = try Workspace()
    try ws.write("app/a.yaml", "title: T\nrows: [A]\n")
    let render = ws.run("render", "@app/a.yaml", "--do", "tap \u{1B}[2JX")
    #expect(render.status == 1)
    #expect(render.stderr.contains("<U+001B>[2JX"), "\(render.stderr)")
    #expect(Self.isPrintable(render.stderr))
    let usage = ws.run("render", "@app/a.yaml", "--\u{1B}]0;x\u{07}")
    #expect(usage.status == 2)
    #expect(Self.isPrintable(usage.stderr), "\(usage.stderr.debugDescription)")
  }

  /// Each character that shows nothing (or changes what follows it) is drawn escaped, and
  /// the frame keeps its width.
  @Test(arguments: [
    0xAD, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x17B4, 0x17B5, 0x180E, 0x206A, 0x206F, 0xFFF9,
    0xFFFB, 0xE0041, 0xE007F,
  ])
  func invisibleCharactersAreDrawnEscaped(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let title = "Pay\(Character(scalar))ment"
    let hex = String(value, radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let escape = "<U+\(digits)>"
    #expect(DisplayText.escaped(title) == "Pay\(escape)ment")
    #expect(HTMLPage.escaped(title) == "Pay&lt;U+\(digits)&gt;ment")

    let ws = try Workspace()
    try ws.write("app/a.yaml", "title: T\nrows:\n  - \"\(title)\"\n")
    let render = ws.run("render", "@app/a.yaml", "--width", "40")
    #expect(render.status == 0)
    #expect(render.stdout.contains("Pay\(escape)ment"))
    let widths = Set(render.stdout.split(separator: "\n").map { DisplayText.width(String($0)) })
    #expect(widths == [40], "every line of the frame is 40 columns")
    let svg = ws.run("render", "@app/a.yaml", "--format", "svg")
    #expect(svg.stdout.contains("Pay&lt;U+\(digits)&gt;ment"))
    #expect(!svg.stdout.unicodeScalars.contains(scalar))
  }

  /// A tag sequence is one glyph only as a subdivision flag; emoji joiners and VS16 stay.
  @Test func emojiSequencesKeepTheirInvisibleParts() {
    let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    #expect(DisplayText.escaped("Go \(england)") == "Go \(england)")
    #expect(DisplayText.width(england) == 2)
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    #expect(DisplayText.escaped(family) == family)
    #expect(DisplayText.escaped("\u{2764}\u{FE0F}") == "\u{2764}\u{FE0F}")
    // Tags hiding ASCII after a letter, or an unterminated flag, are shown.
    #expect(DisplayText.escaped("A\u{E0068}\u{E0069}") == "A<U+E0068><U+E0069>")
    #expect(DisplayText.escaped("\u{1F3F4}\u{E0067}") == "\u{1F3F4}<U+E0067>")
  }
}

extension TerminalSafety {
  /// An error on a 200 KB line prints the part of the line around the caret, cut with `…`,
  /// and the caret under the mistake (#25 item 15).
  @Test func aLongLineIsCutAroundTheCaret() {
    let long = String(repeating: "a", count: 100_000) + "X" + String(repeating: "b", count: 100_000)
    let source = Array("title: T\n\(long)\n".utf8)
    let printed = DiagnosticFormatter(path: "a.yaml", source: source).format(
      .error(Diagnostic.Message(.syntaxError, "here"), at: Mark(line: 2, column: 100_001)))
    #expect(printed.utf8.count < 1_000, "\(printed.utf8.count) bytes")
    let lines = printed.split(separator: "\n")
    #expect(lines[1].hasPrefix(" 2 | …a") && lines[1].hasSuffix("b…"))
    let caret = lines[2].firstIndex(of: "^").map {
      lines[2].distance(from: lines[2].startIndex, to: $0)
    }
    let mistake = lines[1].firstIndex(of: "X").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(caret != nil && caret == mistake)
    // A short line is shown whole.
    let short = DiagnosticFormatter(path: "a.yaml", source: Array("title: T\nrows: x\n".utf8))
      .format(.error(Diagnostic.Message(.syntaxError, "here"), at: Mark(line: 2, column: 7)))
    #expect(short.contains(" 2 | rows: x\n   |       ^\n"))
  }
}
