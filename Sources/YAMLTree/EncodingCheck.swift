import Basics

/// Checks the bytes of a file before libyaml sees them: the size limit, the encoding
/// (UTF-8 only) and line separators that libyaml would accept but ScreenSpec does not.
enum EncodingCheck {
  /// Returns the first problem, or nil when the bytes may be parsed.
  static func problem(in bytes: UnsafeBufferPointer<UInt8>, limits: ParseLimits)
    -> Diagnostic?
  {
    if bytes.count > limits.maxBytes {
      return .tooLarge(bytes.count, limit: limits.maxBytes, at: .start)
    }
    if let encoding = foreignEncoding(bytes) {
      return .error(Messages.notUTF8(encoding), at: .start)
    }
    // NEL (C2 85), LS (E2 80 A8) and PS (E2 80 A9): line breaks to libyaml, but invisible
    // and surprising in a screen file.
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    var index = 0
    let count = bytes.count
    while index < count {
      // Skip ASCII eight bytes at a time: separators start with a byte >= 0x80.
      if index + 8 <= count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
        return located(Messages.separator("next line (U+0085)"), index, bytes)
      }
      if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        let name =
          bytes[index + 2] == 0xA8 ? "line separator (U+2028)" : "paragraph separator (U+2029)"
        return located(Messages.separator(name), index, bytes)
      }
      index += 1
    }
    return nil
  }

  private static func located(
    _ message: Diagnostic.Message, _ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>
  )
    -> Diagnostic
  {
    .error(message, at: SourceLines(Array(bytes)).mark(atOffset: offset))
  }

  /// Detects UTF-16 and UTF-32 by byte-order mark or, without one, by the zero bytes of an
  /// ASCII first character (the detection the YAML spec describes).
  static func foreignEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
    if b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return "UTF-32" }
    if b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return "UTF-32" }
    if b[0] == 0xFE, b[1] == 0xFF { return "UTF-16" }
    if b[0] == 0xFF, b[1] == 0xFE { return "UTF-16" }
    guard bytes.count >= 2 else { return nil }
    if bytes.count >= 4, b[0] == 0, b[1] == 0, b[2] == 0, b[3] != 0 { return "UTF-32" }
    if bytes.count >= 4, b[0] != 0, b[1] == 0, b[2] == 0, b[3] == 0 { return "UTF-32" }
    if b[0] == 0, b[1] != 0 { return "UTF-16" }
    if b[0] != 0, b[1] == 0 { return "UTF-16" }
    return nil
  }
}
