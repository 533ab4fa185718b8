import Basics

/// Display width and safe escaping of user text, shared by every drawing of a view (the
/// text renderer and the pictures).
///
/// Columns are terminal display columns (and, for pictures, character cells): CJK and
/// emoji are two wide, combining marks add nothing, and a ZWJ emoji sequence is one
/// two-column cluster.
package enum DisplayText {
  /// The display width of a string.
  ///
  /// Text made only of scalars that are each a grapheme cluster of one column (ASCII, Latin
  /// letters, box drawing, common punctuation: ``isSimpleNarrow(_:)``) is measured scalar by
  /// scalar, with no grapheme breaking; any other text cluster by cluster
  /// (``clusterWidth(_:)``). The two agree on every string (a property test).
  package static func width(_ text: String) -> Int {
    // ASCII, nearly every text drawn, is measured on its bytes.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var total = 0
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte >= 0x20 && byte != 0x7F { total += 1 }
      }
      return total
    }
    if let ascii, let ascii { return ascii }
    return simpleWidth(text.unicodeScalars) ?? clusterWidth(text)
  }

  /// The display width of part of a string, measured as the whole string's is.
  package static func width(_ text: Substring) -> Int {
    simpleWidth(text.unicodeScalars) ?? clusterWidth(String(text))
  }

  /// The display width of a string, grapheme cluster by grapheme cluster.
  package static func clusterWidth(_ text: String) -> Int {
    var total = 0
    for character in text { total += width(character) }
    return total
  }

  /// The width of text whose every scalar is ASCII or ``isSimpleNarrow(_:)``, or nil.
  ///
  /// Such scalars never join a neighbour into one cluster (except CR LF, both zero wide),
  /// so the width is the sum of theirs: one column each, none for an ASCII control.
  static func simpleWidth<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int? {
    var total = 0
    for scalar in scalars {
      let value = scalar.value
      if value < 0x80 {
        if value >= 0x20 && value != 0x7F { total += 1 }
      } else if isSimpleNarrow(value) {
        total += 1
      } else {
        return nil
      }
    }
    return total
  }

  /// Scalars outside ASCII that are one column wide, not emoji, and whose grapheme break
  /// property is "other", so each is a cluster of its own: Latin-1 letters and signs (not
  /// the soft hyphen), Latin Extended-A, dashes, quotes, the bullet and ellipsis, box
  /// drawing and block elements.
  static func isSimpleNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xA8, 0xAA...0xAC, 0xAF...0xFF, 0x100...0x17F, 0x2010...0x2027,
      0x2500...0x259F:
      return true
    default:
      return false
    }
  }

  /// The display width of one grapheme cluster.
  package static func width(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if scalars.count > 1, properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    if isWide(first.value) { return 2 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// East Asian Wide and Fullwidth ranges (those not already emoji presentation).
  package static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// User text made safe to print: control characters, bidi controls and invisible
  /// characters become visible `<U+202E>` escapes (Trojan Source, CVE-2021-42574), by the
  /// one rule diagnostics use too (`VisibleText`). A zero-width joiner inside an emoji
  /// sequence and a subdivision flag's tags are kept; a zero-width space is dropped, as iOS
  /// draws it as nothing. Newlines become spaces unless kept.
  package static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
    // Printable ASCII, nearly every text drawn, shows as written: answered from its bytes.
    let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if printable == true { return text }
    return VisibleText.escaped(withoutZeroWidthSpaces(text), keepNewlines: keepNewlines)
  }

  /// The text without its zero-width spaces (U+200B), which iOS draws and VoiceOver reads
  /// as nothing (`check` warns at them).
  package static func withoutZeroWidthSpaces(_ text: String) -> String {
    guard VisibleText.holdsZeroWidthSpace(text) else { return text }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "\u{200B}" })
    return String(out)
  }
}
