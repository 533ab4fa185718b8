import Basics
import JSON
import YAMLTree

/// An LSP position: a 0-based line and a column in UTF-16 code units.
package struct Position: Sendable, Equatable, Comparable {
  package var line: Int
  package var character: Int

  package init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  package static func < (a: Position, b: Position) -> Bool {
    (a.line, a.character) < (b.line, b.character)
  }

  package var json: JSONValue {
    .object([("line", .integer(line)), ("character", .integer(character))])
  }

  /// A position from its JSON (`{"line": 0, "character": 4}`), or nil.
  package init?(_ value: JSONValue?) {
    guard let line = value?["line"]?.integer, let character = value?["character"]?.integer,
      line >= 0, character >= 0
    else { return nil }
    self.init(line: line, character: character)
  }
}

/// A range of an LSP document.
package struct TextRange: Sendable, Equatable {
  package var start: Position
  package var end: Position

  package init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  package var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }
}

/// A file's text, to turn marks (1-based, columns in Unicode scalars, as libyaml counts)
/// into LSP positions (0-based, UTF-16) and back.
package struct TextPositions: Sendable {
  private let lines: SourceLines
  /// How many lines the text has (a final line break ends the last one).
  package let lineCount: Int

  package init(_ bytes: [UInt8]) {
    self.init(lines: SourceLines(bytes), last: bytes.last)
  }

  /// The positions of a text whose lines' starts are known (``LineStarts``).
  package init(_ bytes: [UInt8], starts: [Int]) {
    self.init(lines: SourceLines(bytes, starts: starts), last: bytes.last)
  }

  private init(lines: SourceLines, last: UInt8?) {
    self.lines = lines
    // A final line break ends the last line rather than starting one.
    let breaks = lines.startCount - 1
    lineCount = last == 0x0A || last == 0x0D ? breaks : breaks + 1
  }

  /// The mark of a byte offset.
  package func mark(atOffset offset: Int) -> Mark { lines.mark(atOffset: offset) }

  /// A line's text (1-based), or "" past the end.
  package func line(_ number: Int) -> String { lines.line(number) ?? "" }

  /// The position of a mark.
  package func position(of mark: Mark) -> Position {
    let scalars = line(mark.line).unicodeScalars
    let units = scalars.prefix(max(mark.column - 1, 0)).reduce(0) { $0 + $1.utf16.count }
    return Position(line: max(mark.line - 1, 0), character: units)
  }

  /// The mark of a position; a column past the end of its line is the line's end.
  package func mark(of position: Position) -> Mark {
    var units = 0
    var column = 1
    for scalar in line(position.line + 1).unicodeScalars {
      guard units + scalar.utf16.count <= position.character else { break }
      units += scalar.utf16.count
      column += 1
    }
    return Mark(line: position.line + 1, column: column)
  }

  /// The range between two 1-based columns of a line.
  package func range(line: Int, first: Int, end: Int) -> TextRange {
    TextRange(
      start: position(of: Mark(line: line, column: first)),
      end: position(of: Mark(line: line, column: end)))
  }

  /// The range of the word at a mark: a quoted string to its closing quote, else up to a
  /// space or YAML punctuation; empty at the end of a line.
  package func range(at mark: Mark) -> TextRange {
    let (first, last) = wordBounds(at: mark)
    return TextRange(
      start: position(of: Mark(line: mark.line, column: first)),
      end: position(of: Mark(line: mark.line, column: last)))
  }

  /// The 1-based columns where the word at a mark starts and ends (exclusive).
  package func wordBounds(at mark: Mark) -> (Int, Int) {
    let scalars = Array(line(mark.line).unicodeScalars)
    let first = min(max(mark.column - 1, 0), scalars.count)
    var end = first
    if end < scalars.count, scalars[end] == "\"" || scalars[end] == "'" {
      let quote = scalars[end]
      end += 1
      while end < scalars.count, scalars[end] != quote { end += 1 }
      end = min(end + 1, scalars.count)
    } else {
      while end < scalars.count, !Self.stops.contains(scalars[end]) { end += 1 }
    }
    return (first + 1, end + 1)
  }

  private static let stops: Set<Unicode.Scalar> = [" ", "\t", ":", ",", "]", "}", "#"]
}
