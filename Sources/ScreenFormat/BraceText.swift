/// Texts as the screens write them, where `{{` and `}}` are braces and a single `{`
/// interpolates, and as Settings holds them (braces as they are).
package enum BraceText {
  /// A text with its doubled braces halved (`{{x}}` → `{x}`).
  package static func literal(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
      return text
    }
    var out = ""
    var previous: Character?
    for character in text {
      if (character == "{" || character == "}"), previous == character {
        previous = nil
        continue
      }
      out.append(character)
      previous = character
    }
    return out
  }

  /// Whether a text interpolates (a single `{` not part of `{{`).
  package static func interpolates(_ text: String) -> Bool {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "{" || characters[index] == "}" {
        if index + 1 < characters.count, characters[index + 1] == characters[index] {
          index += 2
          continue
        }
        return true
      }
      index += 1
    }
    return false
  }
}
