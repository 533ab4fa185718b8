import ScreenFormat

/// A Settings value spelled as the screens write it (``YAMLText`` spells texts).
extension YAMLText {
  /// A value in its plist type: numbers and booleans plain, strings quoted when they would
  /// read as another type. A `<real>` whose text reads as a whole number (`<real>1</real>`)
  /// gets `.0`, so that it reads back as a real, not an integer.
  static func value(_ value: SettingValue) -> String {
    switch value {
    case .boolean(let flag): return flag ? "true" : "false"
    case .integer(let digits): return digits
    case .real(let text):
      guard Double(text) != nil, isNumberText(text) else { return quoted(text) }
      let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
      return digits.allSatisfy(\.isWholeNumber) ? text + ".0" : text
    case .string(let string): return text(string)
    }
  }

  /// A slider's bound as the screens write a number, without an exponent (`1e1` → `10.0`,
  /// the same real); a bound whose plain spelling is not exact is left as it is.
  static func plainDecimal(_ value: SettingValue) -> SettingValue {
    guard case .real(let text) = value, text.contains(where: { $0 == "e" || $0 == "E" }),
      let number = Double(text), !number.description.contains("e")
    else { return value }
    return .real(number.description)
  }
}
