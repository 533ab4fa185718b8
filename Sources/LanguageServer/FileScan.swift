import Basics
import YAMLTree

/// What a file's lines hold beyond one place: the choices a picker offers, the value
/// text of a key on a line, the entries of a strings table.
enum FileScan {
  /// The text of the value after `key:` on a line, unquoted, or nil.
  static func value(ofKey key: String, inLine line: String) -> String? {
    let text = Array(line.unicodeScalars)
    let (_, start) = YAMLCursor.content(of: text)
    guard start < text.count, let colon = YAMLCursor.keyColon(text, from: start),
      YAMLCursor.trimmed(text[start..<colon]) == key
    else { return nil }
    let value = YAMLCursor.trimmed(text[(colon + 1)...])
    return value.isEmpty || value.hasPrefix("{") || value.hasPrefix("[") ? nil : value
  }

  /// The titles of the choices in a file: plain `- Title` items and `title:` keys of the
  /// mappings in a `choices` list.
  static func choiceTitles(_ positions: TextPositions) -> [String] {
    var titles: [String] = []
    for number in 1...max(positions.lineCount, 1) {
      let line = positions.line(number)
      let text = Array(line.unicodeScalars)
      let (_, start) = YAMLCursor.content(of: text)
      guard start < text.count, text[start] != "#" else { continue }
      let cursor = YAMLCursor(lines: positions.line, line: number, column: start + 1)
      let inChoices = cursor.parents.last == "choices"
      let dashed = start >= 2 && text[start - 2] == "-"
      if inChoices, dashed, YAMLCursor.keyColon(text, from: start) == nil, text[start] != "{" {
        titles.append(YAMLCursor.trimmed(text[start...]))
      } else if inChoices, let title = value(ofKey: "title", inLine: line) {
        titles.append(title)
      } else if inChoices, text[start] == "{", let range = flowTitle(text[start...]) {
        titles.append(range)
      }
    }
    return titles
  }

  /// The `title` of a one-line flow mapping (`{title: A, value: a}`).
  private static func flowTitle(_ text: ArraySlice<Unicode.Scalar>) -> String? {
    let inner = String(String.UnicodeScalarView(text.dropFirst().prefix { $0 != "}" }))
    for part in inner.split(separator: ",") {
      let pieces = part.split(separator: ":", maxSplits: 1)
      guard pieces.count == 2 else { continue }
      if YAMLCursor.trimmed(Array(pieces[0].unicodeScalars)[...]) == "title" {
        return YAMLCursor.trimmed(Array(pieces[1].unicodeScalars)[...])
      }
    }
    return nil
  }

  /// One key of a top-level mapping, where it is written and its value's text.
  typealias Entry = (key: String, mark: Mark, value: String)

  /// The keys of the mapping under a top-level `key:` (`state`, a table's `strings`), each
  /// with its place and its value as written on its line.
  static func entries(under key: String, in positions: TextPositions) -> [Entry] {
    var found: [Entry] = []
    var inside = false
    var indent: Int?
    for number in 1...max(positions.lineCount, 1) {
      let line = Array(positions.line(number).unicodeScalars)
      let (column, start) = YAMLCursor.content(of: line)
      guard start < line.count, line[start] != "#" else { continue }
      if column == 0 {
        inside = line.starts(with: "\(key):".unicodeScalars)
        continue
      }
      guard inside, column == (indent ?? column), let colon = YAMLCursor.keyColon(line, from: start)
      else { continue }
      indent = column
      found.append(
        (
          YAMLCursor.trimmed(line[start..<colon]), Mark(line: number, column: start + 1),
          YAMLCursor.trimmed(line[(colon + 1)...])
        ))
    }
    return found
  }

  /// The place of a source text's entry in a strings table, or nil.
  static func stringsEntry(_ source: String, in positions: TextPositions) -> Mark? {
    entries(under: "strings", in: positions).first { $0.key == source }?.mark
  }
}
