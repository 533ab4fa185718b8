/// The keys already written in the mapping that holds a place, read from its lines alone (a
/// half-typed file too): the entries of the flow mapping around it on its line, or the lines
/// of the block mapping at its indentation. The key the place is on is not among them.
enum MappingKeys {
  /// The keys of the mapping holding 1-based `line` and `column` of `positions`.
  static func around(_ positions: TextPositions, line: Int, column: Int) -> Set<String> {
    let text = Array(positions.line(line).unicodeScalars)
    let at = min(max(column - 1, 0), text.count)
    if let open = flowOpening(text, before: at) {
      return open.isMapping ? flowKeys(text, after: open.at, skipping: at) : []
    }
    let (indent, start) = YAMLCursor.content(of: text)
    let blank = text[start...].allSatisfy { $0 == " " }
    let column = blank && !isDashed(text, start) ? at : indent
    var keys: Set<String> = []
    // Above, back to the list item's dash that opens the mapping (or its key further left).
    var number = line - 1
    while number >= 1, !isDashed(text, start) || column != indent {
      let above = Array(positions.line(number).unicodeScalars)
      number -= 1
      let (indent, start) = YAMLCursor.content(of: above)
      guard start < above.count, above[start] != "#", indent <= column else { continue }
      if indent < column { break }
      if let colon = YAMLCursor.keyColon(above, from: start) {
        keys.insert(YAMLCursor.trimmed(above[start..<colon]))
      }
      if isDashed(above, start) { break }
    }
    // Below, up to the next item's dash or a line further left.
    number = line + 1
    while number <= positions.lineCount {
      let below = Array(positions.line(number).unicodeScalars)
      number += 1
      let (indent, start) = YAMLCursor.content(of: below)
      guard start < below.count, below[start] != "#", indent <= column else { continue }
      if indent < column || isDashed(below, start) { break }
      if let colon = YAMLCursor.keyColon(below, from: start) {
        keys.insert(YAMLCursor.trimmed(below[start..<colon]))
      }
    }
    return keys
  }

  /// Whether a line's content at `start` follows a list dash (`- title: A`).
  private static func isDashed(_ text: [Unicode.Scalar], _ start: Int) -> Bool {
    start >= 2 && text[start - 2] == "-"
  }

  /// The innermost flow collection open at `end` on a line: where its bracket is, and
  /// whether it is a mapping (`{`) or a list (`[`).
  private static func flowOpening(_ text: [Unicode.Scalar], before end: Int) -> (
    at: Int, isMapping: Bool
  )? {
    var open: [(at: Int, isMapping: Bool)] = []
    var quote: Unicode.Scalar?
    for index in 0..<end {
      let scalar = text[index]
      if let opened = quote {
        if scalar == opened { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "#", index == 0 || text[index - 1] == " " {
        break
      } else if scalar == "{" || scalar == "[" {
        open.append((index, scalar == "{"))
      } else if scalar == "}" || scalar == "]" {
        _ = open.popLast()
      }
    }
    return open.last
  }

  /// The keys of the flow mapping whose `{` is at `open`, but the entry holding `skipping`.
  private static func flowKeys(_ text: [Unicode.Scalar], after open: Int, skipping: Int)
    -> Set<String>
  {
    var keys: Set<String> = []
    var depth = 0
    var quote: Unicode.Scalar?
    var entryStart = open + 1
    var index = open + 1
    while index < text.count {
      let scalar = text[index]
      let ends = index + 1 == text.count || [" ", ",", "}"].contains(text[index + 1])
      if let opened = quote {
        if scalar == opened { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "{" || scalar == "[" {
        depth += 1
      } else if scalar == "}" || scalar == "]" {
        if depth == 0 { break }
        depth -= 1
      } else if scalar == ",", depth == 0 {
        entryStart = index + 1
      } else if scalar == ":", ends, depth == 0, !(entryStart...index).contains(skipping) {
        keys.insert(YAMLCursor.trimmed(text[entryStart..<index]))
      }
      index += 1
    }
    return keys
  }
}
