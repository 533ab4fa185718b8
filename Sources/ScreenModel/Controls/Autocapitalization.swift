/// How a text field capitalises what is typed (UITextAutocapitalizationType).
public enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
  case none, words, sentences, allCharacters

  /// Typed text as the keyboard would capitalise it.
  package func apply(to text: String) -> String {
    switch self {
    case .none: return text
    case .allCharacters: return text.uppercased()
    case .words:
      var out = ""
      var atStart = true
      for character in text {
        out += atStart ? character.uppercased() : String(character)
        atStart = character == " "
      }
      return out
    case .sentences:
      // As iOS: a sentence starts the text, or follows '.', '!' or '?' and white space
      // ("hi?there" is one sentence, "e.g. this" two).
      var out = ""
      var atStart = true
      var afterTerminator = false
      for character in text {
        if character.isWhitespace {
          if afterTerminator { atStart = true }
          out.append(character)
          continue
        }
        out += atStart ? character.uppercased() : String(character)
        atStart = false
        afterTerminator = ".!?".contains(character)
      }
      return out
    }
  }
}
