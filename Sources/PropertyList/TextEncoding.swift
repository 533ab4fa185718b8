import Basics

/// The encodings a `.strings` file may be saved in, and their detection.
package enum TextEncoding: String, Sendable, Equatable {
  /// UTF-8, with or without a byte-order mark (ASCII is UTF-8).
  case utf8 = "UTF-8"
  /// UTF-16, little-endian.
  case utf16LittleEndian = "UTF-16LE"
  /// UTF-16, big-endian.
  case utf16BigEndian = "UTF-16BE"

  /// The encoding of `bytes` and where the text starts (after a byte-order mark), or nil
  /// when it is none of them: a mark decides; without one, zero bytes at odd or even
  /// places mean UTF-16 (as Xcode's own reader guesses), and anything else must be valid UTF-8.
  static func detect(_ bytes: [UInt8]) -> (TextEncoding, Int)? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
    if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
    if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
    if bytes.count >= 2, bytes.count % 2 == 0 {
      let sample = bytes.prefix(512)
      var evenZeros = 0
      var oddZeros = 0
      for (index, byte) in sample.enumerated() where byte == 0 {
        if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
      }
      if oddZeros > 0, evenZeros == 0 { return (.utf16LittleEndian, 0) }
      if evenZeros > 0, oddZeros == 0 { return (.utf16BigEndian, 0) }
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return (.utf8, 0)
      case .error: return nil
      }
    }
  }

  /// The first byte that is not UTF-8 (nil when every byte is: the text is then odd-length
  /// UTF-16, say), and its place: the line, and the column in scalars up to it.
  static func firstNonUTF8(_ bytes: [UInt8]) -> (UInt8?, Mark) {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    var lineStart = index
    while index < bytes.count {
      let byte = bytes[index]
      let length =
        byte < 0x80
        ? 1
        : byte >= 0xC2 && byte < 0xE0
          ? 2
          : byte >= 0xE0 && byte < 0xF0
            ? 3
            : byte >= 0xF0 && byte < 0xF5 ? 4 : 0
      let end = index + length
      var valid = length > 0 && end <= bytes.count
      if valid, length > 1 {
        valid = bytes[(index + 1)..<end].allSatisfy { $0 & 0xC0 == 0x80 }
        // Overlong, surrogate and out-of-range forms, as Swift's decoder refuses them.
        let second = bytes[index + 1]
        if byte == 0xE0, second < 0xA0 { valid = false }
        if byte == 0xED, second >= 0xA0 { valid = false }
        if byte == 0xF0, second < 0x90 { valid = false }
        if byte == 0xF4, second >= 0x90 { valid = false }
      }
      guard valid else {
        return (byte, Mark.at(index, in: bytes, line: line, lineStart: lineStart))
      }
      if byte == 0x0A {
        line += 1
        lineStart = end
      }
      index = end
    }
    return (nil, .start)
  }

  /// A byte as `0xE9`.
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
  }

  /// Decodes the text from `start`; nil when it is not valid in this encoding.
  func decode(_ bytes: [UInt8], from start: Int) -> [Unicode.Scalar]? {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count - start)
    switch self {
    case .utf8:
      var iterator = bytes[start...].makeIterator()
      var decoder = UTF8()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return scalars
        case .error: return nil
        }
      }
    case .utf16LittleEndian, .utf16BigEndian:
      guard (bytes.count - start) % 2 == 0 else { return nil }
      var units: [UInt16] = []
      units.reserveCapacity((bytes.count - start) / 2)
      var index = start
      while index + 1 < bytes.count {
        let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(self == .utf16LittleEndian ? second << 8 | first : first << 8 | second)
        index += 2
      }
      var iterator = units.makeIterator()
      var decoder = UTF16()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return scalars
        case .error: return nil
        }
      }
    }
  }
}

extension TextEncoding {
  /// UTF-8 text in this encoding, without a byte-order mark.
  func encode(_ utf8: [UInt8]) -> [UInt8] {
    guard self != .utf8 else { return utf8 }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count * 2)
    let little = self == .utf16LittleEndian
    _ = transcode(utf8.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) {
      unit in
      let (high, low) = (UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit))
      out.append(little ? low : high)
      out.append(little ? high : low)
    }
    return out
  }
}
