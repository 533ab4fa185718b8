import Basics
import Fixtures
import LanguageServer
import ScreenFormat
import Testing

@Suite struct IncrementalSyncTests {
  /// The text after one change of `range` to `text`.
  func applied(_ before: String, _ start: (Int, Int), _ end: (Int, Int), _ text: String)
    -> String
  {
    let range = TextRange(
      start: Position(line: start.0, character: start.1),
      end: Position(line: end.0, character: end.1))
    let bytes = TextChange(range: range, text: text).applied(to: Array(before.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func characterCountsAreUTF16UnitsThroughEmojiCJKAndCombiningMarks() {
    // 😀 is two UTF-16 units (four UTF-8 bytes), 日本 one unit each (three bytes), and the
    // combining acute accent after e one unit (two bytes).
    let text = "title: 😀日本e\u{301}x\nrows: []\n"
    #expect(applied(text, (0, 7), (0, 9), "🙂") == "title: 🙂日本e\u{301}x\nrows: []\n")
    #expect(applied(text, (0, 9), (0, 11), "中") == "title: 😀中e\u{301}x\nrows: []\n")
    #expect(applied(text, (0, 12), (0, 13), "") == "title: 😀日本ex\nrows: []\n")
    #expect(applied(text, (0, 13), (0, 14), "y") == "title: 😀日本e\u{301}y\nrows: []\n")
    #expect(applied(text, (1, 0), (1, 4), "sections") == "title: 😀日本e\u{301}x\nsections: []\n")
  }

  @Test func aPositionInsideASurrogatePairIsTheCharactersStart() {
    #expect(applied("a😀b\n", (0, 2), (0, 3), "") == "ab\n")
    #expect(applied("a😀b\n", (0, 1), (0, 2), "") == "a😀b\n")
    #expect(applied("a😀b\n", (0, 2), (0, 4), "") == "a\n")
  }

  @Test func rangesPastTheEndAreClampedAndNeverFail() {
    let text = "title: A\nrows: []\n"
    // A column past its line's end is the line's end; a line past the last is the end.
    #expect(applied(text, (0, 50), (0, 80), "!") == "title: A!\nrows: []\n")
    #expect(applied(text, (9, 0), (12, 3), "id: x\n") == text + "id: x\n")
    #expect(applied(text, (1, 0), (40, 0), "") == "title: A\n")
    // An end before its start replaces nothing.
    #expect(applied(text, (1, 4), (0, 2), "X") == "title: A\nrowsX: []\n")
    #expect(applied("", (3, 3), (4, 4), "title: A\n") == "title: A\n")
  }

  @Test func linesEndAtCRLFAndAtALoneCR() {
    #expect(applied("a: 1\r\nb: 2\rc: 3\n", (1, 3), (1, 4), "9") == "a: 1\r\nb: 9\rc: 3\n")
    #expect(applied("a: 1\r\nb: 2\rc: 3\n", (2, 0), (2, 1), "d") == "a: 1\r\nb: 2\rd: 3\n")
  }

  /// A document's lines kept across changes (as the server keeps them) are the lines of
  /// its text, and each change lands where it does when the lines are counted afresh.
  @Test func linesKeptAcrossChangesAreTheTextsLines() {
    var generator = SeededGenerator(seed: 52)
    let pieces = ["a", "é", "😀", "\n", "\r", "\r\n", "key: 1"]
    var bytes = Array("title: A\r\nrows:\n  - b\r".utf8)
    var starts = LineStarts.of(bytes)
    for _ in 0..<3_000 {
      let line = Int(generator.next() % UInt64(starts.count + 2))
      let range = TextRange(
        start: Position(line: line, character: Int(generator.next() % 6)),
        end: Position(line: line + Int(generator.next() % 2), character: Int(generator.next() % 6)))
      let text = (0..<Int(generator.next() % 3)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      let change = TextChange(range: range, text: text)
      let afresh = change.applied(to: bytes)
      change.apply(to: &bytes, lines: &starts)
      #expect(bytes == afresh)
      #expect(starts == LineStarts.of(bytes))
    }
  }

  @Test func aChangeWithoutARangeIsTheWholeText() throws {
    let change = try #require(TextChange(.object([("text", .string("title: B\n"))])))
    #expect(change.range == nil)
    #expect(change.applied(to: Array("title: A\n".utf8)) == Array("title: B\n".utf8))
    #expect(TextChange(.object([("range", .null)])) == nil)
  }

  @Test func theServerSaysItTakesIncrementalChanges() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    let capabilities = try #require(client.initialize()?["result"]?["capabilities"])
    #expect(capabilities["textDocumentSync"]?["change"] == .integer(2))
  }

  @Test func incrementalChangesInOneMessageApplyInTurnAndGiveCheckDiagnostics() throws {
    let path = "\(DiagnosticsTests.app)/next.yaml"
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let text = "title: Next 😀 日本 e\u{301}\nrows:\n  - title: \"{name}\"\n"
    #expect(client.open(path, text).diagnostics(for: path) == [])
    // Misspell the key after the multi-byte title, then the state key, in one message.
    let out = client.change(
      path, ranges: [((1, 0), (1, 4), "rowz"), ((2, 13), (2, 17), "nam"), ((99, 0), (99, 9), "")])
    let edited = "title: Next 😀 日本 e\u{301}\nrowz:\n  - title: \"{nam}\"\n"
    #expect(client.server.documents[path]?.bytes == Array(edited.utf8))
    var saved = DiagnosticsTests.disk
    saved.files[path] = edited
    let expected = DiagnosticsTests().checked(path, in: saved)
    #expect(!expected.isEmpty)
    #expect(try #require(out.diagnostics(for: path)) == expected)
  }
}
