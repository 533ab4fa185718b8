/// Text made safe to stand between XML tags or in a quoted attribute: SVG, HTML and JUnit
/// reports all write through it.
package enum XMLText {
  /// Markup characters as entities; the characters XML 1.0 does not allow (C0 controls
  /// but tab and newline) as U+FFFD; a CRLF as one newline.
  package static func escaped(_ text: String) -> String {
    // Printable ASCII without markup, most names and texts, is written as it is.
    let plain = text.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<")
        && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'")
    }
    if plain { return text }
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\r\n": out += "\n"
      default:
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
          scalar.value < 0x20, scalar != "\n", scalar != "\t"
        {
          out += "\u{FFFD}"
        } else {
          out.append(character)
        }
      }
    }
    return out
  }
}
