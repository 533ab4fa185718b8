import Basics
import Fixtures
import LanguageServer
import Testing

/// An open document changes in its spare buffer (the text before its last changes, brought
/// up to date) rather than in a copy: whatever else holds its old texts, and whatever the
/// changes, its text and lines are those the changes give made afresh.
@Suite struct DocumentBufferTests {
  /// A random change of a text of `lines` lines: a range of up to two lines and what
  /// replaces it, now and then the whole text.
  func change(_ generator: inout SeededGenerator, lines: Int) -> TextChange {
    let pieces = ["a", "é", "😀", "\n", "\r", "\r\n", "key: 1"]
    let text = (0..<Int(generator.next() % 4)).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined()
    guard generator.next() % 40 != 0 else { return TextChange(range: nil, text: "a: 1\n" + text) }
    let line = Int(generator.next() % UInt64(lines + 2))
    return TextChange(
      range: TextRange(
        start: Position(line: line, character: Int(generator.next() % 6)),
        end: Position(line: line + Int(generator.next() % 2), character: Int(generator.next() % 6))),
      text: text)
  }

  @Test(arguments: [49, 50, 51])
  func changesMadeInTheSpareBufferGiveTheTextMadeAfresh(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var document = LanguageServer.Document(uri: "file:///a.yaml", bytes: Array("a: 1\nb: 2\n".utf8))
    var expected = document.bytes
    // Old texts held elsewhere, as the loads kept of them do, for a while, each with a copy
    // of its bytes made apart: a change made in place must never reach them.
    var held: [(text: [UInt8], copy: [UInt8])] = []
    for step in 0..<2_000 {
      let lines = document.lines?.count ?? LineStarts.of(document.bytes).count
      let changes = (0...Int(generator.next() % 3)).map { _ in
        change(&generator, lines: lines)
      }
      for change in changes { expected = change.applied(to: expected) }
      document.apply(changes)
      #expect(document.bytes == expected)
      #expect(document.lines == LineStarts.of(expected))
      switch generator.next() % 4 {
      case 0:
        let copy = document.bytes.withUnsafeBufferPointer { Array($0) }
        held.append((document.bytes, copy))
      case 1:
        #expect(held.allSatisfy { $0.text == $0.copy })
        held.removeAll()
      case 2 where step % 50 == 0:
        // The text replaced whole (a save with its text): nothing of the spare is kept.
        expected = Array("c: 3\n".utf8)
        document.bytes = expected
      default: break
      }
    }
    #expect(held.allSatisfy { $0.text == $0.copy })
  }
}
