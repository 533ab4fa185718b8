/// A 64-bit fingerprint of bytes, and its 16-digit spelling: what a file ScreenSpec keeps
/// beside another's says of it, to tell later whether it changed.
package enum Fingerprint {
  /// FNV-1a's 64-bit constants over the bytes eight at a time (little-endian words, each
  /// product's high bits folded down), then the last bytes one at a time, then the count.
  /// A byte at a time cost five instructions a byte, and import fingerprints every plist
  /// it read (vlc-ios's, 4.9 M instructions).
  package static func of(_ bytes: [UInt8]) -> UInt64 {
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset + 8 <= raw.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        hash = (hash ^ word) &* prime
        hash ^= hash >> 32
        offset += 8
      }
      while offset < raw.count {
        hash = (hash ^ UInt64(raw[offset])) &* prime
        offset += 1
      }
    }
    return (hash ^ UInt64(bytes.count)) &* prime
  }

  /// `value` in 16 lowercase hexadecimal digits.
  package static func hexadecimal(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
