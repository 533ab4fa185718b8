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
    var error = error
    if character(at: error.mark, in: lines) == "\t" {
      error.message = Messages.tab(at: error.mark)
      error.notes.removeAll()
      return error
    }
    // A comment cut the value short: `background: #FF0000`, `{text: #fff}`.
    let first = min(context?.line ?? error.mark.line, error.mark.line)
    for number in first...error.mark.line {
      guard let text = lines.line(number), let column = commentColumn(in: text) else { continue }
      error.notes.append(.init(Messages.commentInValue, at: Mark(line: number, column: column)))
      break
    }
    return error
  }

  /// The column of a `#` that starts a comment after a value (`: #`, `, #`, `[#`).
  private static func commentColumn(in line: String) -> Int? {
    let scalars = Array(line.unicodeScalars)
    var quote: Unicode.Scalar?
    for (index, scalar) in scalars.enumerated() {
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      if scalar == "\"" || scalar == "'" {
        quote = scalar
        continue
      }
      guard scalar == "#", index > 0 else { continue }
      var before = index - 1
      guard scalars[before] == " " || scalars[before] == "\t" else { continue }
      while before > 0, scalars[before] == " " || scalars[before] == "\t" { before -= 1 }
      if [":", ",", "[", "{", "-"].contains(scalars[before]) { return index + 1 }
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
