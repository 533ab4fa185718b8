import Basics

/// Byte scans of a text before and after an edit: where the two differ (whole blocks with
/// `memcmp`, then eight bytes at a time), and how many lines a part holds. Where a line
/// starts is kept, not counted (``LineStarts``).
package enum TextLines {
  /// How many leading bytes `a` and `b` share.
  package static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let count = min(a.count, b.count)
    var index = ByteSearch.sameBlocks(a, b)
    if let x = UnsafeRawPointer(a.baseAddress), let y = UnsafeRawPointer(b.baseAddress) {
      while index + 8 <= count,
        x.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        index += 8
      }
    }
    while index < count, a[index] == b[index] { index += 1 }
    return index
  }

  /// How many trailing bytes `a` and `b` share, at most `limit`.
  package static func commonSuffix(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int {
    var count = ByteSearch.sameBlocksAtEnd(a, b, limit: limit)
    if let x = UnsafeRawPointer(a.baseAddress), let y = UnsafeRawPointer(b.baseAddress) {
      while count + 8 <= limit,
        x.loadUnaligned(fromByteOffset: a.count - count - 8, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: b.count - count - 8, as: UInt64.self)
      {
        count += 8
      }
    }
    while count < limit, a[a.count - count - 1] == b[b.count - count - 1] { count += 1 }
    return count
  }

  /// How many bytes of the word are zero (``ByteWords/zeroByteCount(_:)``, inlined here).
  @inline(__always)
  static func zeroByteCount(_ word: UInt64) -> Int {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let marks = ~(((word & low) &+ low) | word | low) >> 7
    return Int((marks &* 0x0101_0101_0101_0101) >> 56)
  }

  /// How many `\n` bytes `buffer` holds in `range`.
  package static func newlines(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var index = range.lowerBound
    var found = 0
    if let base = UnsafeRawPointer(buffer.baseAddress) {
      let pattern = ByteWords.repeating(UInt8(ascii: "\n"))
      while index + 8 <= range.upperBound {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        found += zeroByteCount(word ^ pattern)
        index += 8
      }
    }
    while index < range.upperBound {
      if buffer[index] == UInt8(ascii: "\n") { found += 1 }
      index += 1
    }
    return found
  }

  /// Where the line starts that holds `offset`, going back over `lines` more line breaks.
  package static func lineStart(
    _ buffer: UnsafeBufferPointer<UInt8>, before offset: Int, back lines: Int
  ) -> Int {
    var index = offset
    var left = lines
    while index > 0 {
      if buffer[index - 1] == UInt8(ascii: "\n") {
        if left == 0 { return index }
        left -= 1
      }
      index -= 1
    }
    return 0
  }

  /// Where the line that holds `offset` ends, past its `\n`, going on over `lines` more;
  /// the end of the buffer when it has no more.
  package static func lineEnd(
    _ buffer: UnsafeBufferPointer<UInt8>, from offset: Int, over lines: Int
  )
    -> Int
  {
    var index = offset
    for _ in 0...lines {
      guard let newline = ByteWords.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: index)
      else { return buffer.count }
      index = newline + 1
    }
    return index
  }

  /// Whether a line of `buffer[range]` (whose start is a line's) is a document marker or a
  /// directive (`---`, `...`, `%`), or any byte a `\r`: what a part parsed alone cannot
  /// tell from the whole.
  package static func hasMarkerOrReturn(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    var atStart = true
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = buffer[index]
      if byte == UInt8(ascii: "\r") { return true }
      if atStart {
        if byte == UInt8(ascii: "%") { return true }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."),
          index + 2 < range.upperBound, buffer[index + 1] == byte, buffer[index + 2] == byte
        {
          return true
        }
      }
      atStart = byte == UInt8(ascii: "\n")
      index += 1
    }
    return false
  }
}
