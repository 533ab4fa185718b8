/// Swift spellings of what the screens name: a type from a screen id, a property from a
/// state key, a string literal from a text.
enum SwiftNames {
  /// Swift's reserved words, which a property name takes in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "body",
  ]

  /// The words of a name: split at anything that is not a letter or digit, and where a
  /// lowercase letter meets an uppercase one (`fight-card` → fight, card).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousLower = false
    for character in name {
      guard character.isASCII, character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
      previousLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `fight-card` → `FightCard`; a name that starts with a digit gets `Screen` before it.
  static func typeName(_ id: String) -> String {
    let joined = words(id).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = joined.first else { return "Screen" }
    return first.isNumber ? "Screen" + joined : joined
  }

  /// `user.username` → `userUsername`, `notifications` → `notifications`; a leading digit
  /// after `setting` (a keyword is the caller's to avoid: ``StateKeys``).
  static func propertyName(_ key: String) -> String {
    let parts = words(key)
    guard let first = parts.first else { return "setting" }
    let rest = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let name = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
    return name.first?.isNumber == true ? "setting" + name : name
  }

  /// A Swift string literal of a text: `"`, `\` and control characters escaped.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
