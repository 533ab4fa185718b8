/// Eight bytes at once, for the scans that look through whole files or long texts for one
/// byte value (tabs, braces, newlines): a word is XORed with the byte repeated, and the
/// bytes that become zero are where the value was. Inlinable: the scans that use it live
/// in other modules, and a call per eight bytes would cost more than the test.
package enum ByteWords {
  /// A word whose eight bytes are all `byte`.
  @inlinable @inline(__always)
  package static func repeating(_ byte: UInt8) -> UInt64 {
    UInt64(byte) &* 0x0101_0101_0101_0101
  }

  /// Whether any byte of the word is zero.
  @inlinable @inline(__always)
  package static func hasZeroByte(_ word: UInt64) -> Bool {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
  }

  /// How many bytes of the word are zero (exactly: no borrow from a neighbouring byte).
  @inlinable @inline(__always)
  package static func zeroByteCount(_ word: UInt64) -> Int {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let marks = ~(((word & low) &+ low) | word | low) >> 7  // 1 in each zero byte
    return Int((marks &* 0x0101_0101_0101_0101) >> 56)  // the bytes summed
  }

  /// Whether every byte of a text is printable ASCII (0x20 to 0x7E), eight bytes at a
  /// time: a name or path that is needs no closer look for hidden characters.
  @inlinable
  package static func isPrintableASCII(_ text: String) -> Bool {
    let fast = text.utf8.withContiguousStorageIfAvailable { isPrintableASCII($0) }
    return fast ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Whether every byte of a buffer is printable ASCII (0x20 to 0x7E).
  @inlinable
  package static func isPrintableASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(buffer.baseAddress) {
      let high: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= buffer.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // A byte of 0x80 or more; one below 0x20 (it borrows); DEL (0x7F).
        let below = (word &- repeating(0x20)) & ~word & high
        if word & high != 0 || below != 0 || hasZeroByte(word ^ repeating(0x7F)) {
          return false
        }
        index += 8
      }
    }
    while index < buffer.count {
      guard buffer[index] >= 0x20, buffer[index] < 0x7F else { return false }
      index += 1
    }
    return true
  }

  /// The offset of the first `byte` at or after `start` in `buffer`, or nil: eight bytes
  /// at a time, then one by one.
  @inlinable
  package static func firstIndex(
    of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    var index = start
    if let base = UnsafeRawPointer(buffer.baseAddress) {
      let pattern = repeating(byte)
      while index + 8 <= buffer.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if hasZeroByte(word ^ pattern) { break }
        index += 8
      }
    }
    while index < buffer.count {
      if buffer[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// Whether two byte buffers hold the same bytes, compared eight at a time.
  @inlinable
  package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard a.count == b.count else { return false }
    guard let x = UnsafeRawPointer(a.baseAddress), let y = UnsafeRawPointer(b.baseAddress) else {
      return true  // both empty
    }
    var index = 0
    while index + 8 <= a.count {
      let same =
        x.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        == y.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      guard same else { return false }
      index += 8
    }
    while index < a.count {
      guard a[index] == b[index] else { return false }
      index += 1
    }
    return true
  }
}
