#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Entries sorted in byte order of their names. Sixteen bytes of each name are read once
  /// as two big-endian words, so that most comparisons of a large folder's names are two
  /// integer comparisons; names that share those bytes are compared in full. The bytes
  /// read are those after the prefix every name shares (`picker-0` of `picker-00042.yaml`),
  /// which would otherwise fill the first word of every key alike.
  package static func sortedInByteOrder(_ entries: [Entry]) -> [Entry] {
    let shared = sharedPrefixCount(entries)
    var keys = entries.indices.map { index -> (UInt64, UInt64, Int) in
      let name = entries[index].name.utf8
      // Native strings lend their bytes without a copy.
      let words =
        name.withContiguousStorageIfAvailable { sortKey($0, from: shared) }
        ?? Array(name).withUnsafeBufferPointer { sortKey($0, from: shared) }
      return (words.0, words.1, index)
    }
    keys.sort { a, b in
      if a.0 != b.0 { return a.0 < b.0 }
      if a.1 != b.1 { return a.1 < b.1 }
      return inByteOrder(entries[a.2].name, entries[b.2].name)
    }
    return keys.map { entries[$0.2] }
  }

  /// Sixteen bytes of a name from `start`, as two big-endian words (zero past its end).
  private static func sortKey(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    UInt64, UInt64
  ) {
    var words: (UInt64, UInt64) = (0, 0)
    var offset = start
    while offset < bytes.count, offset - start < 16 {
      let count = offset - start
      if count < 8 {
        words.0 |= UInt64(bytes[offset]) << (8 * (7 - count))
      } else {
        words.1 |= UInt64(bytes[offset]) << (8 * (15 - count))
      }
      offset += 1
    }
    return words
  }

  /// How many leading bytes every entry's name shares (0 for fewer than two entries).
  static func sharedPrefixCount(_ entries: [Entry]) -> Int {
    guard entries.count > 1, let first = entries.first else { return 0 }
    var shared = first.name.utf8.count
    for entry in entries.dropFirst() where shared > 0 {
      // Native strings lend their bytes without a copy; a byte at a time, up to `shared`.
      let counted = first.name.utf8.withContiguousStorageIfAvailable { a in
        entry.name.utf8.withContiguousStorageIfAvailable { b in
          var count = 0
          let limit = min(shared, b.count)
          while count < limit, a[count] == b[count] { count += 1 }
          return count
        }
      }
      shared =
        (counted ?? nil)
        ?? zip(first.name.utf8.prefix(shared), entry.name.utf8).prefix { $0 == $1 }.count
    }
    return shared
  }

  /// Whether `a` comes before `b` comparing their UTF-8 bytes.
  package static func inByteOrder(_ a: String, _ b: String) -> Bool {
    // Native strings lend their bytes without a copy (faster here than `withUTF8`, which
    // needs a mutable copy of each string: the sort of a large folder calls this a lot).
    let order = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Bool in
        let shared = min(x.count, y.count)
        guard shared > 0, let left = x.baseAddress, let right = y.baseAddress else {
          return x.count < y.count
        }
        let order = memcmp(left, right, shared)
        return order == 0 ? x.count < y.count : order < 0
      }
    }
    return (order ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
