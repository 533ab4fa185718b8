/// Text kept as UTF-8 bytes in sixteen bytes of storage, without a heap allocation of its
/// own when it can avoid one: a slice of the bytes of the file it was parsed from (shared
/// by every text of that file), or up to seven bytes held inline. Other text has a byte
/// buffer of its own.
///
/// A row of a long feed keeps its texts this way: a title that is a slice costs nothing
/// beyond the file's bytes, where a `String` of more than fifteen bytes costs a heap
/// allocation of about eighty.
///
/// Equal when their strings are equal (Unicode canonical equivalence, as `String`), and
/// hashed as their strings.
package struct SourceText: Sendable, Hashable, CustomStringConvertible {
  /// The bytes this text is a slice of; empty when the text is held inline.
  @usableFromInline let buffer: [UInt8]
  /// Inline: the bytes, first byte lowest, and the count in the top byte. Otherwise the
  /// slice's start (low half) and count (high half), or `.max` for the whole buffer.
  @usableFromInline let bits: UInt64

  /// The most bytes held inline.
  package static let inlineCapacity = 7

  /// Text of its own: held inline when short, else in a buffer of its own.
  package init(_ string: String) {
    // Through the string's contiguous bytes: a picker's choices make one each.
    var string = string
    (buffer, bits) = string.withUTF8 { bytes -> ([UInt8], UInt64) in
      guard bytes.count <= Self.inlineCapacity else { return (Array(bytes), .max) }
      var bits = UInt64(bytes.count) << 56
      for index in bytes.indices { bits |= UInt64(bytes[index]) << (8 * index) }
      return ([], bits)
    }
  }

  /// A slice of `bytes`, shared with them; nil when the range is empty or lies outside
  /// what a slice can address (4 GiB).
  package init?(slice bytes: [UInt8], start: Int, count: Int) {
    guard count > 0, start >= 0, start + count <= bytes.count, start + count < Int(UInt32.max)
    else { return nil }
    buffer = bytes
    bits = UInt64(start) | UInt64(count) << 32
  }

  /// Whether the text shares the bytes of a parsed file rather than holding its own.
  @inlinable
  package var isSlice: Bool { !buffer.isEmpty && bits != .max }

  /// The number of UTF-8 bytes.
  @inlinable
  package var utf8Count: Int {
    if buffer.isEmpty { return Int(bits >> 56) }
    return bits == .max ? buffer.count : Int(bits >> 32)
  }

  /// Whether the text is empty.
  @inlinable
  package var isEmpty: Bool { utf8Count == 0 }

  /// Calls `body` with the text's UTF-8 bytes.
  @inlinable
  package func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if buffer.isEmpty {
      var word = bits.littleEndian
      let count = utf8Count
      return try withUnsafeBytes(of: &word) { raw in
        try body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<count]))
      }
    }
    let start = bits == .max ? 0 : Int(bits & 0xFFFF_FFFF)
    let count = utf8Count
    return try buffer.withUnsafeBufferPointer { whole in
      try body(UnsafeBufferPointer(rebasing: whole[start..<(start + count)]))
    }
  }

  /// The text as a string (a new string each time: keep it when it is used more than once).
  @inlinable
  package var string: String {
    withUTF8 { String(decoding: $0, as: UTF8.self) }
  }

  /// The text.
  package var description: String { string }

  /// Equal when the strings are: the same bytes, or canonically equivalent ones.
  package static func == (a: SourceText, b: SourceText) -> Bool {
    // The same bytes are equal; different bytes can still be canonically equivalent,
    // unless they are all ASCII (asked only then).
    let decided: Bool? = a.withUTF8 { x in
      b.withUTF8 { y in
        if ByteWords.equal(x, y) { return true }
        return Self.isASCII(x) && Self.isASCII(y) ? false : nil
      }
    }
    return decided ?? (a.string == b.string)
  }

  /// Hashes the string, so that equal texts hash alike whatever holds them.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(string)
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }
}
