/// Writes a binary (`bplist00`) property list of one dict of strings: what Xcode compiles a
/// `.strings` file to, for a strings file that was read in that form.
///
/// The objects are the dict, then each key and each value as a string (ASCII when every
/// character is, else UTF-16 big-endian), then the table of their offsets and the 32-byte
/// trailer, all big-endian, as ``BinaryPlistReader`` reads them.
package enum BinaryPlistWriter {
  /// The entries as a binary plist dict, in their order.
  package static func strings(_ entries: [(key: String, value: String)]) -> [UInt8] {
    let count = 1 + 2 * entries.count
    let referenceSize = size(for: count)
    var out = Array("bplist00".utf8)
    var offsets: [Int] = [out.count]
    out += marker(0xD0, count: entries.count)
    for index in 0..<(2 * entries.count) { out += number(1 + index, size: referenceSize) }
    for text in entries.map(\.key) + entries.map(\.value) {
      offsets.append(out.count)
      out += string(text)
    }
    let tableOffset = out.count
    let offsetSize = size(for: tableOffset)
    for offset in offsets { out += number(offset, size: offsetSize) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    out += number(count, size: 8) + number(0, size: 8) + number(tableOffset, size: 8)
    return out
  }

  /// A string object: ASCII (`0x5_`) or UTF-16 big-endian (`0x6_`), its length in
  /// characters or UTF-16 units.
  static func string(_ text: String) -> [UInt8] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return marker(0x50, count: text.utf8.count) + Array(text.utf8)
    }
    let units = Array(text.utf16)
    var out = marker(0x60, count: units.count)
    for unit in units {
      out += [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)]
    }
    return out
  }

  /// An object's marker with its count: in the low nibble below 15, else `F` and an
  /// integer object after it.
  static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
    if count < 15 { return [kind | UInt8(count)] }
    let length = size(for: count)
    let power: UInt8 = length == 1 ? 0 : length == 2 ? 1 : length <= 4 ? 2 : 3
    let width = 1 << Int(power)
    return [kind | 0x0F, 0x10 | power] + number(count, size: width)
  }

  /// The fewest bytes (1, 2, 4 or 8) that hold a number.
  static func size(for value: Int) -> Int {
    value < 1 << 8 ? 1 : value < 1 << 16 ? 2 : value < 1 << 32 ? 4 : 8
  }

  /// A number, big-endian, in `size` bytes.
  static func number(_ value: Int, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
