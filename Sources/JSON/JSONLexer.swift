import Basics

/// The lexical pieces of JSON (RFC 8259) that every JSON reader of the tool shares: the
/// byte-order mark, white space (counting lines), columns, and strings with their escapes.
///
/// Each piece works on any random-access bytes indexed from 0 (an array, an unsafe buffer)
/// and is inlinable, so a reader in another module (the shard reports' streaming scanner)
/// gets it specialized for its own bytes. The pieces say what went wrong and where as a
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
  @inlinable
  package static func byteOrderMarkLength<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes
  ) -> Int where Bytes.Index == Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The 1-based column of byte `offset` on the line that starts at byte `lineStart`,
  /// counted in Unicode scalars (bytes that do not continue one), as YAMLTree counts them.
  @inlinable
  package static func column<Bytes: RandomAccessCollection<UInt8>>(
    of offset: Int, in bytes: Bytes, lineStart: Int
  ) -> Int where Bytes.Index == Int {
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
  @inlinable
  package static func skipSpace<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ position: inout Int, line: inout Int, lineStart: inout Int
  ) where Bytes.Index == Int {
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

  /// Reads the string whose opening quote is at `position`, handing each of its bytes
  /// (UTF-8, escapes resolved) to `each`, and moves `position` past its closing quote.
  /// `\uXXXX` surrogate pairs are joined; a lone surrogate, which JSON allows, becomes
  /// U+FFFD, and the escape after a lone high surrogate is read as its own.
  @inlinable
  package static func stringBytes<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ position: inout Int, _ each: (UInt8) -> Void
  ) throws(StringError) where Bytes.Index == Int {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        try escape(bytes, &position, each)
        continue
      }
      guard byte >= 0x20 else { throw .control(byte, at: position) }
      each(byte)
      position += 1
    }
    throw .unterminated(start: start)
  }

  /// The escape whose backslash is at `position`, resolved into `each`.
  @inlinable
  static func escape<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ position: inout Int, _ each: (UInt8) -> Void
  ) throws(StringError) where Bytes.Index == Int {
    let start = position
    guard position + 1 < bytes.count else { throw .endsInEscape(backslash: start) }
    let escaped = bytes[position + 1]
    position += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): each(escaped)
    case UInt8(ascii: "n"): each(0x0A)
    case UInt8(ascii: "t"): each(0x09)
    case UInt8(ascii: "r"): each(0x0D)
    case UInt8(ascii: "b"): each(0x08)
    case UInt8(ascii: "f"): each(0x0C)
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
      UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { each($0) }
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
