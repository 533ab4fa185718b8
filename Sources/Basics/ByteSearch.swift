#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding bytes in bytes with the C library's `memchr` and `memcmp` (`memmem` is not
/// standard C): a screen file loaded alone looks through every sibling for the keys it
/// uses, and a folder can hold thousands.
package enum ByteSearch {
  /// Whether `haystack` holds `needle` somewhere (an empty needle is everywhere).
  package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pin in
        guard let start = hay.baseAddress, let wanted = pin.baseAddress else { return false }
        let first = Int32(needle[0])
        let last = hay.count - pin.count  // the last offset where the needle still fits
        var offset = 0
        while offset <= last {
          guard let found = memchr(start + offset, first, last - offset + 1) else { return false }
          let at = start.distance(to: UnsafeRawPointer(found))
          if memcmp(start + at, wanted, pin.count) == 0 { return true }
          offset = at + 1
        }
        return false
      }
    }
  }

  /// How many bytes at the start of `a` and `b` are the same blocks: whole blocks of
  /// `block` bytes compared with `memcmp` (many bytes an instruction), so that two texts of
  /// a megabyte that differ late are compared in a small part of a byte-by-byte loop's
  /// time. The first differing byte is at or after the result, within one block.
  package static func sameBlocks(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, block: Int = 4096
  ) -> Int {
    let count = min(a.count, b.count)
    guard let x = a.baseAddress, let y = b.baseAddress else { return 0 }
    var index = 0
    while index + block <= count, memcmp(x + index, y + index, block) == 0 { index += block }
    return index
  }

  /// How many bytes at the end of `a` and `b` are the same blocks (``sameBlocks(_:_:block:)``
  /// from the end), at most `limit`.
  package static func sameBlocksAtEnd(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int,
    block: Int = 4096
  ) -> Int {
    guard let x = a.baseAddress, let y = b.baseAddress else { return 0 }
    var count = 0
    while count + block <= limit,
      memcmp(x + a.count - count - block, y + b.count - count - block, block) == 0
    {
      count += block
    }
    return count
  }
}
