/// Base64 (RFC 4648, with padding), for pictures embedded in pages as `data:` URLs.
package enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The bytes encoded, four characters for every three bytes.
  package static func encoded(_ bytes: some Collection<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      let second = iterator.next()
      let third = iterator.next()
      let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
      out.append(alphabet[Int(group >> 18 & 63)])
      out.append(alphabet[Int(group >> 12 & 63)])
      out.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
      out.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
