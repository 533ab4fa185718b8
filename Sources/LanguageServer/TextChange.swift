import Basics
import JSON
import YAMLTree

/// One of `didChange`'s `contentChanges` (`TextDocumentSyncKind.Incremental`): a range of
/// the document, in lines and UTF-16 code units, and the text that replaces it; without a
/// range, the whole text.
package struct TextChange: Sendable, Equatable {
  /// The range replaced, or nil for the whole document.
  package var range: TextRange?
  /// The new text.
  package var text: String

  /// A change.
  package init(range: TextRange?, text: String) {
    self.range = range
    self.text = text
  }

  /// A change from its JSON, or nil when it has no text. A range whose ends are not
  /// positions is the whole document's, as a change without one.
  package init?(_ value: JSONValue) {
    guard let text = value["text"]?.string else { return nil }
    self.text = text
    let given = value["range"]
    range = Position(given?["start"]).flatMap { start in
      Position(given?["end"]).map { TextRange(start: start, end: $0) }
    }
  }

  /// The document after the change. A position past the end of its line is the line's end;
  /// a line past the last is the end of the text; an end before the start is the start:
  /// a client's stale or mistaken range changes what it can and never fails.
  package func applied(to bytes: [UInt8]) -> [UInt8] {
    var changed = bytes
    apply(to: &changed)
    return changed
  }

  /// Changes the document in place (``applied(to:)``): a range of a long document costs
  /// the bytes it moves, not a copy of all of them.
  package func apply(to bytes: inout [UInt8]) {
    guard let range else {
      bytes = Array(text.utf8)
      return
    }
    let start = Self.offset(of: range.start, in: bytes)
    let end = max(start, Self.offset(of: range.end, in: bytes))
    bytes.replaceSubrange(start..<end, with: text.utf8)
  }

  /// The byte offset of a position: lines end at `\n`, `\r\n` or `\r`, and a line's
  /// characters are UTF-16 code units (one in the middle of a character is its start).
  package static func offset(of position: Position, in bytes: [UInt8]) -> Int {
    var offset = 0
    var line = 0
    if let start = TextLines.lineStart(position.line, in: bytes) {
      offset = start
      line = position.line
    }
    while line < position.line {
      guard let next = Self.lineBreak(in: bytes, from: offset) else { return bytes.count }
      offset =
        bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A
        ? next + 2 : next + 1
      line += 1
    }
    var units = 0
    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
      let length = Self.scalarLength(bytes[offset])
      // A scalar of four UTF-8 bytes is two UTF-16 units (a surrogate pair).
      let width = length == 4 ? 2 : 1
      guard units + width <= position.character else { break }
      units += width
      offset += 1
      // Only the sequence's continuation bytes are stepped over, never a line break.
      var rest = length - 1
      while rest > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 {
        offset += 1
        rest -= 1
      }
    }
    return offset
  }

  /// The first `\n` or `\r` at or after `start`: eight bytes at a time, as a position
  /// late in a long document is found on every keystroke.
  static func lineBreak(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = start
      if let base = UnsafeRawPointer(buffer.baseAddress) {
        let newline = ByteWords.repeating(0x0A)
        let carriage = ByteWords.repeating(0x0D)
        while index + 8 <= buffer.count {
          let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if ByteWords.hasZeroByte(word ^ newline) || ByteWords.hasZeroByte(word ^ carriage) {
            break
          }
          index += 8
        }
      }
      while index < buffer.count {
        if buffer[index] == 0x0A || buffer[index] == 0x0D { return index }
        index += 1
      }
      return nil
    }
  }

  /// How many bytes the UTF-8 sequence a byte starts holds (1 for a byte that starts none).
  private static func scalarLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}
