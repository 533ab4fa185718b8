/// The lines of a drawing as they are drawn: their UTF-8 bytes, each line followed by its
/// `\n`, written once into one buffer (a line's spans, padding and border are copied in as
/// bytes; no string is made per line until the drawing is done).
struct DrawnLines {
  /// Every line's bytes, each followed by `\n`.
  private(set) var bytes: [UInt8] = []
  /// Where each line starts in ``bytes``.
  private var starts: [Int] = []

  init() {
    bytes.reserveCapacity(2048)
  }

  /// The number of lines.
  var count: Int { starts.count }

  /// The drawing: every line, each ending in `\n`.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Each line without its `\n`.
  var all: [String] {
    starts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count - 1
      return String(decoding: bytes[starts[index]..<end], as: UTF8.self)
    }
  }

  /// Adds a line.
  mutating func append(_ line: String) {
    starts.append(bytes.count)
    bytes.append(contentsOf: line.utf8)
    bytes.append(0x0A)
  }

  /// Adds a line of `left`, `content`, `right` and `padding` spaces between two of
  /// `border`.
  mutating func append(
    _ border: String, _ left: String, _ content: [UInt8], _ right: String, padding: Int
  ) {
    starts.append(bytes.count)
    bytes.append(contentsOf: border.utf8)
    bytes.append(contentsOf: left.utf8)
    bytes.append(contentsOf: content)
    bytes.append(contentsOf: right.utf8)
    bytes.appendSpaces(padding)
    bytes.append(contentsOf: border.utf8)
    bytes.append(0x0A)
  }

  /// Adds a line of `fill` written `count` times between two ends.
  mutating func append(_ left: String, repeating fill: String, count: Int, _ right: String) {
    starts.append(bytes.count)
    bytes.append(contentsOf: left.utf8)
    bytes.append(fill, times: count)
    bytes.append(contentsOf: right.utf8)
    bytes.append(0x0A)
  }
}

/// A row of spaces that padding is copied from (a constant, made when first asked for).
private enum Padding {
  static let spaces = [UInt8](repeating: 0x20, count: 256)
}

extension [UInt8] {
  /// Appends `count` spaces (none when it is not positive): padding, the most written,
  /// copied from a row of spaces.
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    if count <= Padding.spaces.count { return append(contentsOf: Padding.spaces[..<count]) }
    append(contentsOf: repeatElement(0x20, count: count))
  }

  /// Appends `unit`'s bytes `count` times (none when `count` is not positive), written into
  /// the array's storage at once.
  mutating func append(_ unit: String, times count: Int) {
    guard count > 0 else { return }
    if unit == " " { return appendSpaces(count) }
    var unit = unit
    unit.withUTF8 { unit in
      if unit.count == 1 { return append(contentsOf: repeatElement(unit[0], count: count)) }
      var offset = self.count
      append(contentsOf: repeatElement(0, count: unit.count * count))
      withUnsafeMutableBufferPointer { buffer in
        for _ in 0..<count {
          for byte in unit {
            buffer[offset] = byte
            offset += 1
          }
        }
      }
    }
  }
}
