/// Text from a file made safe to show a person: every character that changes how a terminal,
/// an editor or a browser shows what follows it, or that shows nothing at all, becomes a
/// visible `<U+202E>` escape (Trojan Source, CVE-2021-42574).
///
/// One rule serves every place user text is shown: the text renderer, the pictures, and the
/// diagnostics (a file's `"\e]0;pwned\a"` key must not retitle the terminal that prints
/// "unknown key"). What stays: a zero-width joiner or variation selector inside an emoji
/// sequence, and the tag characters of a subdivision flag (🏴 England), which draw as one
/// glyph.
///
/// ```swift
/// VisibleText.escaped("a\u{202E}b")   // "a<U+202E>b"
/// VisibleText.escaped("\u{1B}[31m")   // "<U+001B>[31m"
/// ```
package enum VisibleText {
  /// `text` with its unsafe and invisible characters escaped. A line feed becomes a space
  /// (a carriage return disappears) unless `keepNewlines`; a tab is kept only with
  /// `keepTabs`.
  package static func escaped(
    _ text: String, keepNewlines: Bool = false, keepTabs: Bool = false
  ) -> String {
    guard text.unicodeScalars.contains(where: needsCheck) else { return text }
    // Line by line (a line feed is never part of a character but CR LF, whose carriage
    // return goes anyway), so that a line of printable ASCII, nearly every line of any
    // text (a report of thousands of diagnostics), is copied as it is.
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var first = true
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if !first { out += keepNewlines ? "\n" : " " }
      first = false
      let plain = line.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || ($0 == 0x09 && keepTabs) }
      out += plain ? String(Substring(line)) : escapedLine(Substring(line), keepTabs: keepTabs)
    }
    return out
  }

  /// ``escaped(_:keepNewlines:keepTabs:)`` of text without a line feed.
  private static func escapedLine(_ text: Substring, keepTabs: Bool) -> String {
    var out = ""
    for character in text {
      let hidden = hiddenScalars(of: character)
      for scalar in character.unicodeScalars {
        if scalar == "\r" {
          continue
        } else if scalar == "\t", keepTabs {
          out.unicodeScalars.append(scalar)
        } else if hidden(scalar) {
          out += "<U+" + hex(scalar.value) + ">"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The first scalar of `text` that `escaped(_:)` would escape, or nil when it shows as it
  /// is written. A name that holds one (`analytics\u{200B}`) looks like another name.
  package static func firstHidden(in text: String) -> Unicode.Scalar? {
    guard text.unicodeScalars.contains(where: needsCheck) else { return nil }
    for character in text {
      if let scalar = character.unicodeScalars.first(where: hiddenScalars(of: character)) {
        return scalar
      }
    }
    return nil
  }

  /// Which scalars of a character are escaped: the unsafe ones, but for a zero-width joiner
  /// inside an emoji sequence and the tag characters of a subdivision flag, which draw as
  /// part of one glyph.
  private static func hiddenScalars(of character: Character) -> (Unicode.Scalar) -> Bool {
    let scalars = character.unicodeScalars
    let isEmojiSequence = scalars.first.map { !$0.isASCII && $0.properties.isEmoji } ?? false
    let isFlagSequence = isSubdivisionFlag(scalars)
    return { scalar in
      guard isUnsafe(scalar) else { return false }
      if scalar.value == 0x200D, isEmojiSequence { return false }
      return !(isTag(scalar) && isFlagSequence)
    }
  }

  /// Whether a text holds a zero-width space (U+200B), which iOS draws as nothing: the
  /// drawings drop it and `check` warns at it.
  /// The first bidirectional embedding or override a text holds (U+202A LEFT-TO-RIGHT
  /// EMBEDDING to U+202E RIGHT-TO-LEFT OVERRIDE), if any: what follows it is drawn in an
  /// order of its own, so a title may read otherwise than it is written. The isolates
  /// (U+2066 to U+2069), which draw a mixed text as written, are not among them.
  package static func firstBidiOverride(_ text: String) -> Unicode.Scalar? {
    // They are E2 80 AA to E2 80 AE in UTF-8: most texts have no E2 byte at all.
    guard text.utf8.contains(0xE2) else { return nil }
    return text.unicodeScalars.first { (0x202A...0x202E).contains($0.value) }
  }

  package static func holdsZeroWidthSpace(_ text: String) -> Bool {
    // U+200B is E2 80 8B in UTF-8: most texts have no E2 byte at all.
    text.utf8.contains(0xE2) && text.unicodeScalars.contains("\u{200B}")
  }

  /// `U+200B`: how a scalar is named in messages.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex(scalar.value)
  }

  /// Whether a scalar is never shown as it is (outside the sequences that keep it).
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5,
      0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0x3164,
      0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
      return true
    default:
      return false
    }
  }

  private static func needsCheck(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && isUnsafe(scalar))
  }

  private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
    (0xE0000...0xE007F).contains(scalar.value)
  }

  /// An emoji tag sequence (UTS #51): 🏴 (U+1F3F4), one or more tag letters or digits
  /// (U+E0020–U+E007E), then CANCEL TAG (U+E007F), as in 🏴󠁧󠁢󠁥󠁮󠁧󠁿 England.
  private static func isSubdivisionFlag(_ scalars: Character.UnicodeScalarView) -> Bool {
    guard scalars.first?.value == 0x1F3F4, scalars.last?.value == 0xE007F else { return false }
    let tags = scalars.dropFirst().dropLast()
    return !tags.isEmpty && tags.allSatisfy { (0xE0020...0xE007E).contains($0.value) }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
