import Basics

extension JSONParser {
  /// The string, number, `true`, `false` or `null` at `position`, which starts at `at`.
  mutating func scalar(at: Mark) throws(Diagnostic) -> JSONNode {
    switch bytes[position] {
    case UInt8(ascii: "\""):
      return JSONNode(.string(try string()), at: at)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      for (word, content) in [
        ("true", JSONNode.Content.bool(true)), ("false", .bool(false)), ("null", .null),
      ]
      where bytes[position...].starts(with: word.utf8) {
        position += word.utf8.count
        return JSONNode(content, at: at)
      }
      throw failure(JSONMessages.expected("a value", found: found))
    default:
      return JSONNode(try number(), at: at)
    }
  }

  /// The number at `position`, as written: every byte a number may hold is taken, and
  /// what they spell must be RFC 8259's number (no `+`, no leading zero, digits on both
  /// sides of a point); else it is not a value, an error at its start.
  mutating func number() throws(Diagnostic) -> JSONNode.Content {
    let start = position
    while position < bytes.count, "+-.eE0123456789".utf8.contains(bytes[position]) {
      position += 1
    }
    guard let isInteger = Self.numberKind(bytes[start..<position]) else {
      position = start
      throw failure(JSONMessages.expected("a value", found: found))
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    return isInteger ? .integer(text) : .real(text)
  }

  /// Whether `text` is an integer (true) or another number (false) of RFC 8259's grammar:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; nil when it is no number.
  static func numberKind(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool? {
    var index = text.startIndex
    func digits() -> Int {
      let first = index
      while index < text.endIndex, (0x30...0x39).contains(text[index]) { index += 1 }
      return index - first
    }
    if index < text.endIndex, text[index] == UInt8(ascii: "-") { index += 1 }
    let whole = index
    guard digits() > 0, text[whole] != UInt8(ascii: "0") || index - whole == 1 else { return nil }
    var isInteger = true
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
      isInteger = false
    }
    if index < text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
      isInteger = false
    }
    return index == text.endIndex ? isInteger : nil
  }

  /// The quoted string at `position`, escapes resolved (`JSONLexer.stringBytes`).
  mutating func string() throws(Diagnostic) -> String {
    var out: [UInt8] = []
    do throws(JSONLexer.StringError) {
      try JSONLexer.stringBytes(bytes, &position, into: &out)
    } catch {
      switch error {
      case .unterminated(let start):
        throw .error(JSONMessages.unterminatedString, at: mark(at: start))
      case .endsInEscape(let backslash):
        throw .error(JSONMessages.unterminatedString, at: mark(at: backslash + 1))
      case .control(let byte, let offset):
        throw .error(JSONMessages.control(UInt32(byte)), at: mark(at: offset))
      case .badEscape(let byte, let backslash):
        let letter = JSONLexer.StringError.letter(byte)
        throw .error(JSONMessages.badEscape(letter), at: mark(at: backslash))
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
