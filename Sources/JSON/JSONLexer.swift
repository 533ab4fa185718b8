import Basics

/// The lexical pieces of JSON (RFC 8259) that every JSON reader of the tool shares: the
/// byte-order mark, white space (counting lines), columns, and strings with their escapes.
///
/// Each piece works on an unsafe buffer of the text's bytes (a reader holds one while it
/// reads) and is inlinable, for a reader in another module too (the shard reports'
/// streaming scanner). It is not generic, and a string's bytes are appended to an array a
/// run at a time rather than handed to a closure: a generic piece was not specialized
/// across the module boundary, nor a closure for each byte inlined, and either raised
/// `merge-reports`' instructions. Each piece says what went wrong and where as a
/// `StringError`; each reader words its own message.
package enum JSONLexer {
  /// Why a string could not be read, with the byte offset each reader marks.
  package enum StringError: Error, Sendable, Equatable {
    /// The text ends before the closing quote; `start` is the opening quote.
    case unterminated(start: Int)
    /// The text ends right after the backslash at `backslash`.
    case endsInEscape(backslash: Int)
    /// A control character (below U+0020), which a string must escape, at `offset`.
    case control(UInt8, at: Int)
    /// An escape JSON does not have: the byte after the backslash at `backslash` (`u` for a
    /// `\u` without four hex digits).
    case badEscape(UInt8, backslash: Int)
  }

  /// How many bytes of UTF-8's byte-order mark `bytes` start with: 3 or 0.
  @inlinable @inline(__always)
  package static func byteOrderMarkLength(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The 1-based column of byte `offset` on the line that starts at byte `lineStart`,
  /// counted in Unicode scalars (bytes that do not continue one), as YAMLTree counts them.
  @inlinable @inline(__always)
  package static func column(
    of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lineStart: Int
  ) -> Int {
    var column = 1
    var index = lineStart
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column
  }

  /// Moves `position` past JSON's white space (space, tab, carriage return, line feed),
  /// counting each line feed in `line` and setting `lineStart` to the byte after it.
  @inlinable @inline(__always)
  package static func skipSpace(
    _ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, line: inout Int,
    lineStart: inout Int
  ) {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0D: position += 1
      case 0x0A:
        position += 1
        line += 1
        lineStart = position
      default: return
      }
    }
  }

  /// Reads the string whose opening quote is at `position`, appending its bytes (UTF-8,
  /// escapes resolved) to `out`, and moves `position` past its closing quote.
  /// `\uXXXX` surrogate pairs are joined; a lone surrogate, which JSON allows, becomes
  /// U+FFFD, and the escape after a lone high surrogate is read as its own.
  @inlinable @inline(__always)
  package static func stringBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, into out: inout [UInt8]
  ) throws(StringError) {
    let start = position
    position += 1
    // Each run of bytes that are neither a quote, a backslash nor a control is appended
    // whole.
    var run = position
    while position < bytes.count {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else {
        position += 1
        continue
      }
      if run < position {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
      }
      if byte == UInt8(ascii: "\"") {
        position += 1
        return
      }
      guard byte == UInt8(ascii: "\\") else { throw .control(byte, at: position) }
      try escape(bytes, &position, into: &out)
      run = position
    }
    throw .unterminated(start: start)
  }

  /// The escape whose backslash is at `position`, resolved into `out`.
  @inlinable
  static func escape(
    _ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, into out: inout [UInt8]
  ) throws(StringError) {
    let start = position
    guard position + 1 < bytes.count else { throw .endsInEscape(backslash: start) }
    let escaped = bytes[position + 1]
    position += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "u"):
      guard var value = HexDigits.unit(in: bytes, at: position) else {
        throw .badEscape(escaped, backslash: start)
      }
      position += 4
      if (0xD800..<0xDC00).contains(value), position + 1 < bytes.count,
        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
        let low = HexDigits.unit(in: bytes, at: position + 2), (0xDC00..<0xE000).contains(low)
      {
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        position += 6
      }
      UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { out.append($0) }
    default:
      throw .badEscape(escaped, backslash: start)
    }
  }
}

extension JSONLexer.StringError {
  /// The letter of a bad escape as a message names it (`q` for `\q`).
  package static func letter(_ byte: UInt8) -> String {
    String(Character(Unicode.Scalar(byte)))
  }
}
