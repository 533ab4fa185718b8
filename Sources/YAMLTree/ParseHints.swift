import Basics

/// What turns libyaml's terse complaints into messages that say how to fix the file, and
/// the one white-space repair YAML allows that libyaml does not make.
enum ParseHints {
  /// The bytes with every tab on a line holding only spaces and tabs turned into a space,
  /// or nil when there is no such tab. One byte for one, so marks are unchanged.
  static func blankLineTabsAsSpaces(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard containsTab(buffer) else { return nil }
    var bytes: [UInt8]?
    var lineStart = 0
    var blank = true
    var index = 0
    while index <= buffer.count {
      let byte: UInt8 = index < buffer.count ? buffer[index] : 0x0A
      if byte == 0x0A || byte == 0x0D {
        if blank {
          for position in lineStart..<index where buffer[position] == 0x09 {
            if bytes == nil { bytes = Array(buffer) }
            bytes?[position] = 0x20
          }
        }
        lineStart = index + 1
        blank = true
      } else if byte != 0x20, byte != 0x09 {
        blank = false
      }
      index += 1
    }
    return bytes
  }

  /// Whether the bytes hold a tab, eight bytes at a time.
  private static func containsTab(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteWords.firstIndex(of: 0x09, in: buffer) != nil
  }

  /// A parse error with the fix spelled out where the cause is a common one: a tab where
  /// YAML wants spaces, or a `#` after a space that started a comment in mid-value.
  static func explained(_ error: Diagnostic, context: Mark?, lines: SourceLines) -> Diagnostic {
    if let overlong = overlongKey(error, lines: lines) { return overlong }
    if let unspaced = missingSpace(error, context: context, lines: lines) { return unspaced }
    if let listColumn = keyAtListColumn(error, context: context, lines: lines) {
      return listColumn
    }
    if let dash = dashOffColumn(error, lines: lines) { return dash }
    if let colon = colonInValue(error, lines: lines) { return colon }
    var error = error
    if character(at: error.mark, in: lines) == "\t" {
      error.reword(Messages.tab(at: error.mark))
      error.notes.removeAll()
      return error
    }
    if let note = indentation(error, lines: lines) { error.notes.append(note) }
    // A comment cut the value short: `background: #FF0000`, `{text: #fff}`.
    let first = min(context?.line ?? error.mark.line, error.mark.line)
    for number in first...error.mark.line {
      guard let text = lines.line(number), let column = commentColumn(in: text)?.column else {
        continue
      }
      error.notes.append(.init(Messages.commentInValue, at: Mark(line: number, column: column)))
      return error
    }
    if let cut = flowCut(before: first, lines: lines) {
      error.notes.append(.init(Messages.commentInValue, at: cut))
    }
    return error
  }

  /// How many lines above an error a comment that cut a flow collection short is sought.
  private static let flowLookBack = 8

  /// A comment inside a flow collection left open on an earlier line (`{icon: {background:
  /// #FF0000}}`): the collection then runs on into the lines below, and libyaml stops
  /// there, past the `#` (a new user's finding). The nearest such line above `line`.
  private static func flowCut(before line: Int, lines: SourceLines) -> Mark? {
    for number in stride(from: line - 1, through: max(1, line - flowLookBack), by: -1) {
      guard let text = lines.line(number), let found = commentColumn(in: text) else { continue }
      return found.depth > 0 ? Mark(line: number, column: found.column) : nil
    }
    return nil
  }

  /// libyaml's complaints when the ':' after a block key is past its 1,024-character limit for
  /// a key: it looked for the ':' no further, and the limit is the message that helps.
  private static let overlongKeyErrors: Set<String> = [
    "could not find expected ':'", "mapping values are not allowed in this context",
  ]

  /// libyaml's own limit on a key without `? `: 1,024 characters.
  private static let libyamlKeyLimit = 1_024

  /// The key limit's error, at the key, where libyaml stopped at the ':' after a long key.
  private static func overlongKey(_ error: Diagnostic, lines: SourceLines) -> Diagnostic? {
    guard overlongKeyErrors.contains(error.message), error.mark.column > libyamlKeyLimit,
      let text = lines.line(error.mark.line)
    else { return nil }
    let scalars = Array(text.unicodeScalars)
    let colon = error.mark.column - 1
    guard colon < scalars.count, scalars[colon] == ":" else { return nil }
    // The key starts after the indentation and any list dashes (`  - - key: value`).
    var start = 0
    while start < colon {
      if scalars[start] == " " {
        start += 1
      } else if scalars[start] == "-", start + 1 < colon, scalars[start + 1] == " " {
        start += 2
      } else {
        break
      }
    }
    var end = colon
    while end > start, scalars[end - 1] == " " { end -= 1 }
    guard end - start > libyamlKeyLimit else { return nil }
    var key = String.UnicodeScalarView()
    key.append(contentsOf: scalars[start..<end])
    return .error(
      Messages.keyTooLong(String(key).utf8.count, limit: libyamlKeyLimit),
      at: Mark(line: error.mark.line, column: start + 1))
  }

  /// libyaml's complaints about a key indented wrongly, which name a missing indicator.
  private static let indentationErrors: Set<String> = [
    "did not find expected key", "did not find expected '-' indicator",
    "mapping values are not allowed in this context",
  ]

  /// Where a key's indentation went wrong, compared with the key on the nearest line above
  /// that is not blank or a comment: a key between a list item's dash and its keys
  /// (`- title: B` then `   detail: x`), or a key indented under one that already has a
  /// value (`title: A` then `  rows:`). No note when that line has no key.
  private static func indentation(_ error: Diagnostic, lines: SourceLines) -> Diagnostic.Note? {
    guard indentationErrors.contains(error.message),
      case .key(let here)? = lines.line(error.mark.line).map(KeyLine.init)
    else { return nil }
    var number = error.mark.line - 1
    while number >= 1, let text = lines.line(number), case .blank = KeyLine(text) { number -= 1 }
    guard number >= 1, case .key(let above)? = lines.line(number).map(KeyLine.init) else {
      return nil
    }
    let mark = Mark(line: number, column: above.column)
    if error.message.hasPrefix("mapping values") {
      guard here.column > above.column, above.hasValue else { return nil }
      return .init(
        Messages.continuesValue(here.key, under: above.key, column: above.column), at: mark)
    }
    guard here.column != above.column, here.column > above.indent else { return nil }
    return .init(
      Messages.notAligned(here.key, column: here.column, with: above.key, at: above.column),
      at: mark)
  }

  /// What a line holds for ``indentation(_:lines:)``: nothing (blank, or a comment), a
  /// `key:` (after any `- ` of list items), or something else.
  enum KeyLine {
    struct Key {
      var key: String
      /// The key's column.
      var column: Int
      /// The column of the line's first character.
      var indent: Int
      /// Whether a value follows the colon on the line.
      var hasValue: Bool
    }
    case blank, key(Key), other

    init(_ line: String) {
      let scalars = Array(line.unicodeScalars)
      var index = 0
      while index < scalars.count, scalars[index] == " " { index += 1 }
      guard index < scalars.count, scalars[index] != "#" else {
        self = .blank
        return
      }
      let indent = index + 1
      while index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
        index += 2
        while index < scalars.count, scalars[index] == " " { index += 1 }
      }
      var end = index
      while end < scalars.count, scalars[end] != ":" { end += 1 }
      guard index < scalars.count, !["{", "[", "\"", "'"].contains(scalars[index]),
        end < scalars.count, end > index, end + 1 == scalars.count || scalars[end + 1] == " "
      else {
        self = .other
        return
      }
      var key = String.UnicodeScalarView()
      key.append(contentsOf: scalars[index..<end])
      let rest = scalars[(end + 1)...].drop { $0 == " " }
      self = .key(
        Key(
          key: String(key), column: index + 1, indent: indent,
          hasValue: !(rest.isEmpty || rest.first == "#")))
    }
  }

  /// The column of a `#` that starts a comment after a value (`: #`, `, #`, `[#`), with
  /// how many flow collections (`{`, `[`) the line leaves open before it.
  private static func commentColumn(in line: String) -> (column: Int, depth: Int)? {
    let scalars = Array(line.unicodeScalars)
    var quote: Unicode.Scalar?
    var depth = 0
    for (index, scalar) in scalars.enumerated() {
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      if scalar == "\"" || scalar == "'" {
        quote = scalar
        continue
      }
      if scalar == "{" || scalar == "[" { depth += 1 }
      if scalar == "}" || scalar == "]" { depth -= 1 }
      guard scalar == "#", index > 0 else { continue }
      var before = index - 1
      guard scalars[before] == " " || scalars[before] == "\t" else { continue }
      while before > 0, scalars[before] == " " || scalars[before] == "\t" { before -= 1 }
      if [":", ",", "[", "{", "-"].contains(scalars[before]) { return (index + 1, depth) }
    }
    return nil
  }

  private static func character(at mark: Mark, in lines: SourceLines) -> Unicode.Scalar? {
    guard let text = lines.line(mark.line) else { return nil }
    let scalars = Array(text.unicodeScalars)
    guard mark.column >= 1, mark.column <= scalars.count else { return nil }
    return scalars[mark.column - 1]
  }
}
