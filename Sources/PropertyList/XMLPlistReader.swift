import Basics

/// Reads an XML property list into nodes with marks.
///
/// Handles what Xcode and `plutil` write and what people type by hand: the XML
/// declaration, a `DOCTYPE`, comments, `CDATA`, the five named entities and numeric
/// character references, self-closing empty elements (`<string/>`, `<dict/>`), and a
/// root value with or without `<plist>` around it. Anything else, including the control
/// characters XML 1.0 forbids (a form feed in a licence text), is a located error.
struct XMLPlistReader {
  /// A located parse failure; the reader stops at the first.
  struct Failure: Error {
    var message: Diagnostic.Message
    var mark: Mark
  }

  let bytes: [UInt8]
  let limits: PlistLimits
  var position = 0
  var line = 1
  var lineStart = 0
  var nodes = 0
  var warnings: [Diagnostic] = []

  init(_ bytes: [UInt8], limits: PlistLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Parses the whole file: one value, inside `<plist>` or alone.
  mutating func parse() throws(Failure) -> PlistNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3; lineStart = 3 }
    try checkCharacters()
    try skipMisc()
    guard position < bytes.count else { throw failure(PlistMessages.empty) }
    let start = mark
    let tag = try readTag()
    let root: PlistNode
    if tag.name == "plist" && !tag.closing {
      if tag.selfClosing { throw Failure(message: PlistMessages.notPlist, mark: start) }
      try skipMisc()
      root = try parseValue(depth: 0)
      try skipMisc()
      let end = try readTag()
      guard end.closing, end.name == "plist" else {
        throw Failure(
          message: PlistMessages.expected("'</plist>'", found: end.shown), mark: end.mark)
      }
    } else {
      root = try parseValue(after: tag, depth: 0)
    }
    try skipMisc()
    if position < bytes.count { throw failure(PlistMessages.trailing) }
    return root
  }

  /// The mark of the current position.
  var mark: Mark { Mark.at(position, in: bytes, line: line, lineStart: lineStart) }

  func failure(_ message: Diagnostic.Message) -> Failure { Failure(message: message, mark: mark) }

  /// Rejects invalid UTF-8 and forbidden control characters up front, at their marks.
  mutating func checkCharacters() throws(Failure) {
    let saved = (position, line, lineStart)
    defer { (position, line, lineStart) = saved }
    var index = position
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          moveTo(index)
          throw failure(PlistMessages.controlCharacter(UInt32(byte)))
        }
        index += 1
        continue
      }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
      var valid = length > 0 && index + length <= bytes.count && byte < 0xF5
      if valid {
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { valid = false }
      }
      if valid, length == 3 {
        let second = bytes[index + 1]
        valid = !(byte == 0xE0 && second < 0xA0) && !(byte == 0xED && second >= 0xA0)
      }
      if valid, length == 4 {
        let second = bytes[index + 1]
        valid = !(byte == 0xF0 && second < 0x90) && !(byte == 0xF4 && second >= 0x90)
      }
      guard valid else {
        moveTo(index)
        throw failure(PlistMessages.invalidUTF8)
      }
      index += length
    }
  }

  /// Moves to a byte index, counting the lines passed.
  mutating func moveTo(_ index: Int) {
    while position < index { advance() }
  }

  /// Steps over one byte, keeping the line count (`\n`, `\r\n` and `\r` end lines).
  mutating func advance() {
    let byte = bytes[position]
    position += 1
    if byte == 0x0A || (byte == 0x0D && (position >= bytes.count || bytes[position] != 0x0A)) {
      line += 1
      lineStart = position
    }
  }

  func peek(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard position + utf8.count <= bytes.count else { return false }
    return bytes[position..<position + utf8.count].elementsEqual(utf8)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  mutating func skipSpaces() {
    while position < bytes.count, Self.isSpace(bytes[position]) { advance() }
  }

  /// Skips spaces, comments, processing instructions and a DOCTYPE.
  mutating func skipMisc() throws(Failure) {
    while true {
      skipSpaces()
      if peek("<!--") {
        try skip(past: "-->", what: "a comment")
      } else if peek("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if peek("<!DOCTYPE") {
        let start = mark
        var depth = 0
        while position < bytes.count {
          let byte = bytes[position]
          advance()
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">") && depth <= 0 { break }
          if position == bytes.count {
            throw Failure(message: PlistMessages.unexpectedEnd("the DOCTYPE"), mark: start)
          }
        }
      } else {
        return
      }
    }
  }

  mutating func skip(past end: String, what: String) throws(Failure) {
    let start = mark
    while position < bytes.count {
      if peek(end) {
        moveTo(position + end.utf8.count)
        return
      }
      advance()
    }
    throw Failure(message: PlistMessages.unexpectedEnd(what), mark: start)
  }
}
