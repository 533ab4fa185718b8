import ScreenModel

/// Spells texts as YAML scalars the screens' loader reads back unchanged: plain where that
/// reads back as the same text, else double-quoted.
package enum YAMLText {
  /// A text: plain when that reads back as the same text, else double-quoted.
  package static func text(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
  }

  /// A text the screens interpolate: braces doubled (`{x}` → `{{x}}`), then spelled.
  package static func template(_ text: String) -> String {
    Self.text(InterpolatedText.literalSource(text))
  }

  /// Whether a number's text is digits, signs, `.` and an exponent only (not `inf`, `nan`).
  package static func isNumberText(_ text: String) -> Bool {
    text.contains(where: \.isWholeNumber)
      && text.allSatisfy { $0.isASCII && ($0.isWholeNumber || "+-.eE".contains($0)) }
  }

  package static let keywords: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
  ]

  /// Whether the text reads back as itself unquoted: letters, digits, spaces, `_`, `-`,
  /// `.`, starting with a letter, ending with no space, and not a YAML keyword. Judged on
  /// the UTF-8 bytes (every allowed character is ASCII).
  package static func isPlainSafe(_ text: String) -> Bool {
    var text = text
    let safe = text.withUTF8 { bytes -> Bool in
      guard let first = bytes.first, isLetter(first), bytes.last != 0x20 else { return false }
      return bytes.allSatisfy { byte in
        isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x20 || byte == 0x5F
          || byte == 0x2D || byte == 0x2E
      }
    }
    // The keywords are at most five letters: only such texts are lowercased to compare.
    return safe && (text.utf8.count > 5 || !keywords.contains(text.lowercased()))
  }

  /// An ASCII letter, as a UTF-8 byte.
  package static func isLetter(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
  }

  /// Whether a text holds what a double-quoted scalar must escape: a control character,
  /// `"`, `\`, or a character YAMLTree refuses unescaped (NEL U+0085, LS U+2028, PS U+2029,
  /// the byte-order mark U+FEFF), found in its UTF-8 bytes.
  package static func needsEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
          return true
        }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF
        {
          return true
        }
        index += 1
      }
      return false
    }
  }

  /// A double-quoted YAML scalar with `\\`, `\"`, `\n`, `\t` and `\uXXXX` escapes.
  package static func quoted(_ text: String) -> String {
    // Most texts, translations in any script included, need no escape: one copy.
    if !needsEscape(text) { return "\"" + text + "\"" }
    var out: [UInt8] = [0x22]
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += [0x5C, 0x5C]
      case "\"": out += [0x5C, 0x22]
      case "\n": out += [0x5C, UInt8(ascii: "n")]
      case "\t": out += [0x5C, UInt8(ascii: "t")]
      case "\r": out += [0x5C, UInt8(ascii: "r")]
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85
          || scalar.value == 0x2028
          || scalar.value == 0x2029 || scalar.value == 0xFEFF
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }
}
