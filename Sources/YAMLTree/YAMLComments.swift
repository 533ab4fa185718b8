/// The comments of a YAML file's lines, found by their text alone: a `#` at a line's start
/// (after its indentation) or after a space or tab, outside quotes. A `#` in a block
/// scalar's text is taken for one too; what reads a file's comments this way only compares
/// them with another text of the same file.
package enum YAMLComments {
  /// Where a line's trailing comment starts (the spaces before its `#` included), or nil
  /// for a line with none or a line that is a comment alone.
  package static func trailingStart(_ line: Substring) -> Substring.Index? {
    guard let hash = commentHash(line) else { return nil }
    var start = hash
    while start > line.startIndex {
      let before = line.index(before: start)
      guard line[before] == " " || line[before] == "\t" else { break }
      start = before
    }
    return start == line.startIndex ? nil : start
  }

  /// The line without its trailing comment: what it holds for YAML.
  package static func withoutTrailing(_ line: Substring) -> Substring {
    trailingStart(line).map { line[..<$0] } ?? line
  }

  /// Each comment of `lines` (from its `#`) with its line and column, from 1.
  package static func all(_ lines: [Substring]) -> [(line: Int, column: Int, text: Substring)] {
    lines.enumerated().compactMap { index, line in
      commentHash(line).map {
        (index + 1, line.utf8.distance(from: line.startIndex, to: $0) + 1, line[$0...])
      }
    }
  }

  /// The `#` that starts a line's comment, outside quotes and after a space, a tab or the
  /// line's indentation.
  static func commentHash(_ line: Substring) -> Substring.Index? {
    var quote: Character?
    var previous: Character = " "
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if let open = quote {
        if character == open {
          // `''` inside single quotes is an escaped quote, not the end.
          let next = line.index(after: index)
          if open == "'", next < line.endIndex, line[next] == "'" {
            index = line.index(after: next)
            previous = "'"
            continue
          }
          quote = nil
        } else if character == "\\", open == "\"" {
          index = line.index(after: index)
          if index < line.endIndex { index = line.index(after: index) }
          previous = "x"
          continue
        }
      } else if character == "#", previous == " " || previous == "\t" {
        return index
      } else if character == "\"" || character == "'",
        previous == " " || previous == "\t" || "[{,:-".contains(previous)
      {
        quote = character
      }
      previous = character
      index = line.index(after: index)
    }
    return nil
  }
}
