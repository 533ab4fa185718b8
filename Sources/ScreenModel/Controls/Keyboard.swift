/// A keyboard type, by UIKeyboardType's name.
public enum Keyboard: String, Sendable, Hashable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, url, emailAddress, numberPad, decimalPad
  case phonePad, twitter, webSearch, namePhonePad, asciiCapableNumberPad

  /// The first character of a text this keyboard cannot type, or nil.
  package func firstUntypeable(in text: String) -> Character? {
    switch self {
    // Twitter and web-search keyboards are the default one with extra keys; a name-phone
    // pad has the letters of a name as well as a phone pad.
    case .default, .numbersAndPunctuation, .url, .emailAddress, .twitter, .webSearch,
      .namePhonePad:
      return nil
    case .asciiCapable: return text.first { !$0.isASCII }
    case .numberPad, .asciiCapableNumberPad: return text.first { !$0.isASCIIDigitCharacter }
    case .decimalPad:
      var seenPoint = false
      return text.first { character in
        if character == "." {
          defer { seenPoint = true }
          return seenPoint
        }
        return !character.isASCIIDigitCharacter
      }
    case .phonePad:
      return text.first { !$0.isASCIIDigitCharacter && !"+*# ".contains($0) }
    }
  }
}
