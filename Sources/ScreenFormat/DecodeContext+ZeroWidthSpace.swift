import Basics

extension DecodeContext {
  /// A warning at a text that holds a zero-width space (U+200B): every drawing and
  /// VoiceOver show it as nothing, as iOS does, so it hides where a line may break or
  /// makes two texts that look alike differ. Real apps' titles hold one by accident.
  mutating func flagZeroWidthSpace(_ text: String, at mark: Mark) {
    if let override = VisibleText.firstBidiOverride(text) {
      diagnostics.append(
        .warning(Messages.bidiOverride(VisibleText.codePoint(override)), at: mark))
    }
    guard VisibleText.holdsZeroWidthSpace(text) else { return }
    diagnostics.append(.warning(Messages.zeroWidthSpace, at: mark))
  }

  /// Whether UTF-8 bytes may hold U+200B (E2 80 8B): false for ASCII, found eight bytes at a
  /// time by their high bits, and for text with no E2 byte.
  static func mayHoldZeroWidthSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        index += 8
      }
    }
    return bytes[index...].contains(0xE2)
  }
}
