import ScreenFormat
import ScreenModel

/// The parameters of templates as names: a `{p}` inside a template is its parameter, not
/// a state key, and a `with:` value given for a parameter the template writes where a state
/// key goes (`bind: "{key}"`) is a state key.
enum TemplateParameters {
  /// The parameters a template file declares (`parameters: [a, b]` or a block list).
  static func declared(_ positions: TextPositions) -> Set<String> {
    var found: Set<String> = []
    var inside = false
    for number in 1...max(positions.lineCount, 1) {
      let text = Array(positions.line(number).unicodeScalars)
      let (column, start) = YAMLCursor.content(of: text)
      guard start < text.count, text[start] != "#" else { continue }
      if column == 0 {
        inside = false
        guard let colon = YAMLCursor.keyColon(text, from: 0),
          YAMLCursor.trimmed(text[..<colon]) == "parameters"
        else { continue }
        inside = true
        let rest = text[(colon + 1)...].drop { $0 == " " }
        guard rest.first == "[" else { continue }
        let inner = rest.dropFirst().prefix { $0 != "]" }
        for part in String(String.UnicodeScalarView(inner)).split(separator: ",") {
          found.insert(YAMLCursor.trimmed(Array(part.unicodeScalars)[...]))
        }
      } else if inside, start >= 2, text[start - 2] == "-" {
        found.insert(YAMLCursor.trimmed(text[start...]))
      }
    }
    return found
  }

  /// The parameters a template writes as a whole value where a state key is named (`bind:
  /// "{key}"`, `toggle: "{key}"`, `visibleIf: "{flag}"`).
  static func stateKeys(_ positions: TextPositions) -> Set<String> {
    let declared = declared(positions)
    var found: Set<String> = []
    for number in 1...max(positions.lineCount, 1) {
      let text = Array(positions.line(number).unicodeScalars)
      for (index, scalar) in text.enumerated() where scalar == "{" {
        var cursor = YAMLCursor(lines: positions.line, line: number, column: index + 2)
        guard cursor.first == index + 2, declared.contains(cursor.word),
          cursor.end - 1 < text.count, text[cursor.end - 1] == "}",
          wholeValue(text, from: index, to: cursor.end - 1)
        else { continue }
        cursor.inText = false
        cursor.before = nil
        if Symbol.namesStateKey(cursor, role: .template) { found.insert(cursor.word) }
      }
    }
    return found
  }

  /// Whether `{p}` from `open` to `close` (its `}`) is the whole of its scalar, quoted or not.
  private static func wholeValue(_ text: [Unicode.Scalar], from open: Int, to close: Int) -> Bool {
    var first = open
    var last = close + 1
    if first > 0, text[first - 1] == "\"" || text[first - 1] == "'", last < text.count,
      text[last] == text[first - 1]
    {
      first -= 1
      last += 1
    }
    let before = text[..<first].last { $0 != " " }
    let after = text[last...].first { $0 != " " }
    return (before == ":" || before == "-" || before == "," || before == "[" || before == "{")
      && (after == nil || after == "," || after == "}" || after == "]" || after == "#")
  }

  /// The template used by the mapping a `with:` value is in (its `use:` or `template:`
  /// sibling), for a cursor on `line` whose innermost key is `with`.
  static func templateName(around line: Int, _ positions: TextPositions) -> String? {
    // The `with:` key's line: this one when written here, else the nearest above it.
    var withLine = line
    while withLine >= 1, positions.line(withLine).firstRange(of: "with:") == nil {
      withLine -= 1
    }
    guard withLine >= 1 else { return nil }
    if let name = flowValue(ofKeys: ["use", "template"], in: positions.line(withLine)) {
      return name
    }
    let column = YAMLCursor.content(of: Array(positions.line(withLine).unicodeScalars)).indent
    // Its siblings at the same indentation: up to the item's dash, down to the next item.
    var number = withLine - 1
    while number >= 1, !isItemStart(positions.line(withLine), column) {
      let indent = indentation(positions.line(number))
      if let indent, indent < column { break }
      if indent == column {
        if let name = key(["use", "template"], positions.line(number)) { return name }
        if isItemStart(positions.line(number), column) { break }
      }
      number -= 1
    }
    number = withLine + 1
    while number <= positions.lineCount {
      let indent = indentation(positions.line(number))
      if let indent, indent < column || isItemStart(positions.line(number), column) { break }
      if indent == column, let name = key(["use", "template"], positions.line(number)) {
        return name
      }
      number += 1
    }
    return nil
  }

  /// A line's indentation after its dashes, or nil for a blank or comment line.
  private static func indentation(_ line: String) -> Int? {
    let text = Array(line.unicodeScalars)
    let (indent, start) = YAMLCursor.content(of: text)
    return start < text.count && text[start] != "#" ? indent : nil
  }

  private static func isItemStart(_ line: String, _ column: Int) -> Bool {
    let text = Array(line.unicodeScalars)
    let (indent, start) = YAMLCursor.content(of: text)
    return indent == column && start >= 2 && text[start - 2] == "-"
  }

  private static func key(_ keys: [String], _ line: String) -> String? {
    keys.lazy.compactMap { FileScan.value(ofKey: $0, inLine: line) }.first
  }

  /// The value of one of `keys` written in a flow mapping on a line (`- {use: a, with: …}`).
  private static func flowValue(ofKeys keys: [String], in line: String) -> String? {
    if let plain = key(keys, line) { return plain }
    for key in keys {
      for separator in ["{", " "] {
        guard let range = line.firstRange(of: separator + key + ": ") else { continue }
        let rest = line[range.upperBound...].prefix { $0 != "," && $0 != "}" }
        return YAMLCursor.trimmed(Array(rest.unicodeScalars)[...])
      }
    }
    return nil
  }
}
