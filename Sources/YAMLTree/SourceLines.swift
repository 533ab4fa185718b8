/// Converts byte offsets into marks and finds the text of a line.
///
/// A line ends at LF, CRLF or a lone CR; each counts as one break, as in libyaml.
/// Columns count Unicode scalars. Lines are found on demand: nothing is indexed up front.
public struct SourceLines: Sendable {
  private let bytes: [UInt8]

  /// Wraps a file's bytes.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The mark of the byte at `offset` (an offset at the end gives the position after the
  /// last character).
  public func mark(atOffset offset: Int) -> Mark {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A, index + 1 < end {
          index += 1
        }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return Mark(line: line, column: column)
  }

  /// The text of a 1-based line without its break, or nil past the end. Invalid UTF-8 is
  /// shown as U+FFFD and control characters as `?`, so an excerpt never garbles a terminal.
  public func line(_ number: Int) -> String? {
    guard number >= 1 else { return nil }
    var line = 1
    var index = 0
    while line < number {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        line += 1
      } else if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        line += 1
      }
    }
    guard index <= bytes.count else { return nil }
    var end = index
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    var clean = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl = (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
      let isInvisible =
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        || value == 0x200E || value == 0x200F
      clean.append(isControl || isInvisible ? "?" : scalar)
    }
    return String(clean)
  }
}
