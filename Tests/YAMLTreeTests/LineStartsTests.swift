import Basics
import Fixtures
import Testing

/// Line starts kept across edits are the starts of the edited text found afresh, for any
/// text of breaks of every kind and any edit (`\r` and `\n` joined into one break or split
/// apart by it included).
@Suite struct LineStartsTests {
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array("bc".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8),
    Array("key: value".utf8),
  ]

  static func text(_ generator: inout SeededGenerator, pieces count: Int) -> [UInt8] {
    (0..<count).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
  }

  @Test func startsKeptAcrossEditsAreTheStartsFoundAfresh() {
    var generator = SeededGenerator(seed: 49)
    for _ in 0..<2_000 {
      var bytes = Self.text(&generator, pieces: Int(generator.next() % 30))
      var starts = LineStarts.of(bytes)
      for _ in 0..<5 {
        let lower = Int(generator.next() % UInt64(bytes.count + 1))
        let upper = lower + Int(generator.next() % UInt64(bytes.count - lower + 1))
        let inserted = Self.text(&generator, pieces: Int(generator.next() % 4))
        bytes.replaceSubrange(lower..<upper, with: inserted)
        LineStarts.update(&starts, in: bytes, replacing: lower..<upper, count: inserted.count)
        #expect(starts == LineStarts.of(bytes), "\(bytes) after \(lower)..<\(upper)")
      }
    }
  }

  @Test func aLineIsFoundByItsOffset() {
    let bytes = Array("ab\ncd\r\nef\r\rg".utf8)
    let starts = LineStarts.of(bytes)
    #expect(starts == [0, 3, 7, 10, 11])
    #expect(
      [0, 2, 3, 6, 7, 10, 11, 12].map { LineStarts.line(of: $0, in: starts) } == [
        1, 1, 2, 2, 3, 4, 5, 5,
      ])
  }
}
