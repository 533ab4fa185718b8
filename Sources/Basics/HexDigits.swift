/// Hexadecimal digits in bytes, as the JSON readers' `\uXXXX` escapes write them.
package enum HexDigits {
  /// The value of the four hex digits at `offset`, or nil when there are not four.
  @inlinable
  package static func unit<Bytes: RandomAccessCollection<UInt8>>(
    in bytes: Bytes, at offset: Int
  ) -> UInt32? where Bytes.Index == Int {
    guard offset >= bytes.startIndex, offset + 4 <= bytes.endIndex else { return nil }
    var value: UInt32 = 0
    for index in offset..<offset + 4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
