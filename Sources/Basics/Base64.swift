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
    var index = 0
    while index < values.count {
      let chunk = values[index..<min(index + 4, values.count)]
      var bits: UInt32 = 0
      for value in chunk { bits = bits << 6 | UInt32(value) }
      bits <<= UInt32(6 * (4 - chunk.count))
      let count = chunk.count - 1
      for byteIndex in 0..<count {
        out.append(UInt8(truncatingIfNeeded: bits >> (16 - 8 * byteIndex)))
      }
      index += 4
    }
    return out
  }

  /// Encodes bytes as base64 with padding.
  package static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var bits: UInt32 = 0
      for byte in chunk { bits = bits << 8 | UInt32(byte) }
      bits <<= UInt32(8 * (3 - chunk.count))
      for position in 0..<4 {
        if position <= chunk.count {
          out.append(alphabet[Int(bits >> (18 - 6 * UInt32(position)) & 63)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
