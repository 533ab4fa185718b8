/// The little of the Unicode bidirectional algorithm the pictures need: a text's own
/// direction, from its first strong character, as UIKit takes a label's natural direction.
enum Bidi {
  /// Whether a scalar is a strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, NKo
  /// and their presentation forms), Arabic-Indic digits aside.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0660...0x0669, 0x06F0...0x06F9: return false
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFC, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return scalar.properties.isAlphabetic
    default: return false
    }
  }

  /// The direction of a text's first strong character: true for right to left, false for
  /// left to right, nil when it has none (digits, punctuation).
  static func direction(of text: String) -> Bool? {
    for scalar in text.unicodeScalars where scalar.value >= 0x41 {
      if isRightToLeft(scalar) { return true }
      if scalar.properties.isAlphabetic { return false }
    }
    return nil
  }

  /// Whether a text drawn in a layout of the other direction must be isolated (U+2068 …
  /// U+2069) to keep its order: its first strong character runs against the layout's.
  static func isolates(_ text: String, rightToLeft: Bool) -> Bool {
    // Printable ASCII is left to right; in a left-to-right layout it needs nothing.
    if !rightToLeft, text.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    guard let own = direction(of: text) else { return false }
    return own != rightToLeft
  }
}
