import Basics

/// Parses `{name}` interpolation, `{{` and `}}` in screen text.
package enum InterpolatedTextParser {
  package struct Placeholder {
    package var path: [String]
    /// Offset in characters of the `{` from the start of the text.
    package var offset: Int
  }

  package struct Problem {
    package var message: Diagnostic.Message
    package var offset: Int
  }

  package struct Parsed {
    package var template: InterpolatedText
    package var segments: [InterpolatedText.Segment] = []
    package var references: [Placeholder] = []
    /// `{unread:SCREEN}` and `{count:SCREEN}`: the screens named.
    package var screens: [Placeholder] = []
    package var problem: Problem?
  }

  package static func parse(_ text: String) -> Parsed {
    // Most text has no braces at all: a byte scan is enough.
    if !hasBrace(text) {
      return Parsed(
        template: InterpolatedText(source: text), segments: text.isEmpty ? [] : [.text(text)])
    }
    var segments: [InterpolatedText.Segment] = []
    var references: [Placeholder] = []
    var screens: [Placeholder] = []
    var literal = ""
    let chars = Array(text)
    var index = 0
    func flush() {
      if !literal.isEmpty { segments.append(.text(literal)) }
      literal = ""
    }
    while index < chars.count {
      let char = chars[index]
      if char == "{", index + 1 < chars.count, chars[index + 1] == "{" {
        literal.append("{")
        index += 2
      } else if char == "}", index + 1 < chars.count, chars[index + 1] == "}" {
        literal.append("}")
        index += 2
      } else if char == "}" {
        return Parsed(
          template: InterpolatedText([]),
          problem: Problem(message: Messages.strayBrace, offset: index))
      } else if char == "{" {
        guard let close = chars[index...].firstIndex(of: "}") else {
          return Parsed(
            template: InterpolatedText([]),
            problem: Problem(message: Messages.unclosedBrace, offset: index)
          )
        }
        let name = String(chars[(index + 1)..<close])
        let counted = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        if counted.count == 2, counted[0] == "unread" || counted[0] == "count", !counted[1].isEmpty
        {
          flush()
          let screen = String(counted[1])
          segments.append(counted[0] == "unread" ? .unreadOf(screen) : .countOf(screen))
          screens.append(Placeholder(path: [screen], offset: index))
          index = close + 1
          continue
        }
        guard isName(name) else {
          return Parsed(
            template: InterpolatedText([]),
            problem: Problem(message: Messages.badName(name), offset: index)
          )
        }
        flush()
        switch name {
        case "unread": segments.append(.unread)
        case "count": segments.append(.count)
        default:
          let path = name.split(separator: ".").map(String.init)
          segments.append(.state(path))
          references.append(Placeholder(path: path, offset: index))
        }
        index = close + 1
      } else {
        literal.append(char)
        index += 1
      }
    }
    flush()
    return Parsed(
      template: InterpolatedText(source: text), segments: segments, references: references,
      screens: screens)
  }

  /// Whether text has a `{` or `}`.
  package static func hasBrace(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(hasBrace)
  }

  /// Whether UTF-8 bytes have a `{` or `}`: a byte scan, eight bytes at a time where it can.
  package static func hasBrace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if ByteWords.hasZeroByte(word ^ ByteWords.repeating(UInt8(ascii: "{")))
          || ByteWords.hasZeroByte(word ^ ByteWords.repeating(UInt8(ascii: "}")))
        {
          break
        }
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "}") { return true }
      index += 1
    }
    return false
  }

  private static func isName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return !name.isEmpty
      && parts.allSatisfy { part in
        guard let first = part.first, !first.isNumber else { return false }
        return part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
      }
  }
}
