/// Base64 (RFC 4648, standard alphabet, padding optional on input), for plists' `<data>`
/// elements and pictures embedded in pages as `data:` URLs. It sits here, low, so that both
/// targets read and write the one copy.
package enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Decodes base64 text, ignoring whitespace; nil when it holds anything else.
  package static func decode(_ text: String) -> [UInt8]? {
    var values: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - 65)
      case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - 97 + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - 48 + 52)
      case UInt8(ascii: "+"): values.append(62)
      case UInt8(ascii: "/"): values.append(63)
      case UInt8(ascii: "="), 0x20, 0x09, 0x0A, 0x0D: continue
      default: return nil
      }
    }
    guard values.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(values.count * 3 / 4)
    forEachGroup(of: values, width: 6, perGroup: 4) { bits, count in
      for byteIndex in 0..<count - 1 {
        out.append(UInt8(truncatingIfNeeded: bits >> (16 - 8 * byteIndex)))
      }
    }
    return out
  }

  /// Encodes bytes as base64 with padding.
  package static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    forEachGroup(of: bytes, width: 8, perGroup: 3) { bits, count in
      for position in 0..<4 {
        if position <= count {
          out.append(alphabet[Int(bits >> (18 - 6 * UInt32(position)) & 63)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Hands `body` each 24-bit group of `items` (each item `width` bits, `perGroup` items to
  /// a group; a short last group is padded with zero bits) and how many items it held.
  private static func forEachGroup(
    of items: [UInt8], width: Int, perGroup: Int, _ body: (UInt32, Int) -> Void
  ) {
    var index = 0
    while index < items.count {
      let chunk = items[index..<min(index + perGroup, items.count)]
      var bits: UInt32 = 0
      for item in chunk { bits = bits << UInt32(width) | UInt32(item) }
      bits <<= UInt32(width * (perGroup - chunk.count))
      body(bits, chunk.count)
      index += perGroup
    }
  }
}
