import ScreenBehavior

/// Display columns, escaping, truncation and wrapping: the text arithmetic of the renderer.
///
/// Columns are terminal display columns: CJK and emoji are two wide, combining marks add
/// nothing, and a ZWJ emoji sequence is one two-column cluster.
package enum TextLayout {
  /// The display width of a string.
  package static func width(_ text: String) -> Int { DisplayText.width(text) }

  /// The display width of part of a string.
  package static func width(_ text: Substring) -> Int { DisplayText.width(text) }

  /// The display width of one grapheme cluster.
  package static func width(_ character: Character) -> Int { DisplayText.width(character) }

  /// User text made safe to print: control characters, bidi controls and invisible
  /// characters become visible `<U+202E>` escapes (Trojan Source, CVE-2021-42574).
  package static func escaped(_ text: String, keepNewlines: Bool = false) -> String {
    DisplayText.escaped(text, keepNewlines: keepNewlines)
  }

  /// The text cut to fit `columns`, ending in `ellipsis` when cut.
  package static func truncated(_ text: String, to columns: Int, ellipsis: String) -> String {
    guard columns > 0 else { return "" }
    if width(text) <= columns { return text }
    return cut(text, to: columns, ellipsis: ellipsis)
  }

  /// The text cut to fit `columns`, and whether it was cut (a text that is not drawn at
  /// all, in no columns, is cut).
  package static func fitted(_ text: String, to columns: Int, ellipsis: String) -> (
    text: String, cut: Bool
  ) {
    guard columns > 0 else { return ("", !text.isEmpty) }
    if width(text) <= columns { return (text, false) }
    return (cut(text, to: columns, ellipsis: ellipsis), true)
  }

  /// A text wider than `columns` cut to fit them, ending in `ellipsis`.
  private static func cut(_ text: String, to columns: Int, ellipsis: String) -> String {
    let room = columns - width(ellipsis)
    guard room >= 0 else { return String(repeating: ".", count: columns) }
    var out = ""
    var used = 0
    for character in text {
      let next = width(character)
      if used + next > room { break }
      out.append(character)
      used += next
    }
    return out + ellipsis
  }

  /// The text broken into lines of at most `columns`, at spaces where possible; each
  /// `\n` starts a new paragraph.
  package static func wrapped(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    // One line as it is: no break, no space to drop, and room for it (the common prompt).
    if fitsOnOneLine(text, columns) { return [text] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        var wordWidth = width(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= columns {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > columns {
          let (head, rest) = split(word, at: columns)
          lines.append(head)
          word = rest
          wordWidth = width(word)
        }
        line = word
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// Whether `wrapped` gives the text back whole: it has no line feed, no space at either
  /// end nor two together (which wrapping drops), and fits in `columns`.
  private static func fitsOnOneLine(_ text: String, _ columns: Int) -> Bool {
    var text = text
    let plain = text.withUTF8 { bytes -> Bool in
      guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
        return false
      }
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == 0x0A || (byte == 0x20 && previous == 0x20) { return false }
        previous = byte
      }
      return true
    }
    return plain && width(text) <= columns
  }

  private static func split(_ word: String, at columns: Int) -> (String, String) {
    var head = ""
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let next = width(word[index])
      if used + next > columns, used > 0 { break }
      head.append(word[index])
      used += next
      index = word.index(after: index)
    }
    return (head, String(word[index...]))
  }

  /// Spaces that fill `columns`.
  static func spaces(_ columns: Int) -> String {
    repeated(" ", count: columns)
  }

  /// `unit` written `count` times, none when `count` is not positive: what
  /// `String(repeating:count:)` gives, made by copying bytes into one buffer (the rules
  /// and padding of every drawn line are made this way).
  static func repeated(_ unit: String, count: Int) -> String {
    guard count > 0 else { return "" }
    if count == 1 { return unit }
    var unit = unit
    return unit.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
        var offset = 0
        for _ in 0..<count {
          for byte in bytes {
            buffer[offset] = byte
            offset += 1
          }
        }
        return offset
      }
    }
  }
}
