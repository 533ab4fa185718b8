import Basics
import JSON

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
    var starts = range == nil ? [] : LineStarts.of(bytes)
    apply(to: &bytes, lines: &starts)
  }

  /// Changes the document in place and keeps its lines' starts (``LineStarts``) true: a
  /// position is found from its line's start, never by counting the lines before it, so a
  /// keystroke late in a long document costs what it changes.
  /// Returns the change in bytes, to make it again in another copy of the same text.
  @discardableResult
  package func apply(to bytes: inout [UInt8], lines starts: inout [Int]) -> ByteEdit {
    guard let range else {
      let edit = ByteEdit(range: 0..<bytes.count, text: text)
      bytes = Array(text.utf8)
      starts = LineStarts.of(bytes)
      return edit
    }
    let start = Self.offset(of: range.start, in: bytes, starts: starts)
    let end = max(start, Self.offset(of: range.end, in: bytes, starts: starts))
    let edit = ByteEdit(range: start..<end, text: text)
    edit.apply(to: &bytes)
    LineStarts.update(&starts, in: bytes, replacing: start..<end, count: text.utf8.count)
    return edit
  }

  /// A change as bytes of the text it was made in: the bytes replaced and their new text.
  package struct ByteEdit: Sendable, Equatable {
    /// The bytes replaced.
    package var range: Range<Int>
    /// What replaces them.
    package var text: String

    /// Makes the change in place in `bytes`, a copy of the text it was found in.
    package func apply(to bytes: inout [UInt8]) {
      bytes.replaceSubrange(range, with: text.utf8)
    }
  }

  /// The byte offset of a position: lines end at `\n`, `\r\n` or `\r`, and a line's
  /// characters are UTF-16 code units (one in the middle of a character is its start).
  package static func offset(of position: Position, in bytes: [UInt8]) -> Int {
    offset(of: position, in: bytes, starts: LineStarts.of(bytes))
  }

  /// The byte offset of a position in a text whose lines start at `starts`.
  static func offset(of position: Position, in bytes: [UInt8], starts: [Int]) -> Int {
    // A line before the first is the first (as a client's stale range is read).
    let line = max(position.line, 0)
    guard line < starts.count else { return bytes.count }
    var offset = starts[line]
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
