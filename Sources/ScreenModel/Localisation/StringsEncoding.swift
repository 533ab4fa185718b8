/// The encoding a table's `.strings` file is written in when exported to a Settings.bundle
/// (a strings table's `encoding:`), as import read it: UTF-8 or UTF-16, little- or
/// big-endian, with or without a byte-order mark.
public enum StringsEncoding: String, Sendable, Hashable, CaseIterable {
  /// UTF-8 without a byte-order mark (the default).
  case utf8 = "utf-8"
  /// UTF-8 after the mark EF BB BF.
  case utf8BOM = "utf-8-bom"
  /// UTF-16, little-endian, after the mark FF FE (what Xcode writes).
  case utf16LittleEndianBOM = "utf-16le-bom"
  /// UTF-16, big-endian, after the mark FE FF.
  case utf16BigEndianBOM = "utf-16be-bom"
  /// UTF-16, little-endian, without a mark.
  case utf16LittleEndian = "utf-16le"
  /// UTF-16, big-endian, without a mark.
  case utf16BigEndian = "utf-16be"
  /// Not text: a binary property list holding a dict of strings (what Xcode compiles a
  /// `.strings` file to).
  case binaryPlist = "binary-plist"

  /// A text's bytes in this encoding, the byte-order mark first when it has one (a binary
  /// plist is not text: its writer makes it from the entries, and this gives the text).
  package func bytes(_ utf8: [UInt8]) -> [UInt8] {
    switch self {
    case .utf8, .binaryPlist: return utf8
    case .utf8BOM: return [0xEF, 0xBB, 0xBF] + utf8
    default: break
    }
    let little = self == .utf16LittleEndian || self == .utf16LittleEndianBOM
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count * 2 + 2)
    if self == .utf16LittleEndianBOM { out += [0xFF, 0xFE] }
    if self == .utf16BigEndianBOM { out += [0xFE, 0xFF] }
    // Transcoded straight from the bytes (a malformed sequence is U+FFFD, as a String
    // repairs it), not through a String's UTF-16 view, which costs several times as much.
    _ = transcode(utf8.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) {
      unit in
      let (high, low) = (UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit))
      out.append(little ? low : high)
      out.append(little ? high : low)
    }
    return out
  }
}
