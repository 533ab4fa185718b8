/// The type a scalar state value or choice value is written in, as Settings stores it: a
/// plain `4` is a number, a plain `true` or `false` a boolean, anything else (a quoted
/// `"4"`, `Dark`) a text.
///
/// A state value and a picker's value are the same only when their texts and their types
/// are: Settings stores the text "4" and the number 4 as different values, so a default of
/// `"4"` checks no choice of a picker whose value is `4`. `screenspec import` writes each
/// plist value in its type, so `check` repeats that mistake of a Settings.bundle.
public enum ValueType: Sendable, Hashable {
  /// A text (a `<string>`).
  case text
  /// A number (an `<integer>` or `<real>`).
  case number
  /// A boolean (`<true/>`, `<false/>`).
  case boolean

  /// For messages: "a text", "a number", "a boolean".
  package var noun: String {
    switch self {
    case .text: "a text"
    case .number: "a number"
    case .boolean: "a boolean"
    }
  }
}
