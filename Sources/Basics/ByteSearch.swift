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
}
