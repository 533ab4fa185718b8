import Basics
import ScreenModel

/// The messages about row kinds and the state they bind, side by side.
extension Messages {
  static func kindNoun(_ kind: RowKind.Name?) -> String { kind?.noun ?? ControlNoun.plain }
  static func emptyKindKey(_ kind: RowKind.Name) -> String {
    "'\(kind.key)' is empty: name the state key \(kind.noun) \(kind.bindsState ? "binds" : "shows")"
  }
  static let emptyCustomName = "'custom' is empty: name the app's view the row shows"
  static func twoKinds(_ second: String, _ first: String) -> String {
    "a row has one kind: '\(second)' cannot be used with '\(first)'"
  }
  static func foreignKey(_ key: String, owners: [RowKind.Name], kind: RowKind.Name?) -> String {
    let owning = owners.map { "'\($0.key)'" }.joined(separator: " or ")
    guard let kind else { return "'\(key)' belongs to a row with \(owning); this row has neither" }
    return
      "'\(key)' belongs to \(owners.map(kindNoun).joined(separator: " or ")) (\(owning)), not to \(kindNoun(kind))"
  }
  static func keyOnControl(_ key: String, _ kind: RowKind.Name) -> String {
    "\(kindNoun(kind)) has no '\(key)': the control and its value are drawn on its row"
  }
  static let titleValueShortTitle =
    "a title value shows a choice's title; 'shortTitle' belongs to a picker's choices"
  static func titleValueDuplicate(_ value: String) -> String {
    "two choices store '\(value)'; a title value shows one title for a value"
  }
  static func badURL(_ link: String) -> String {
    "'url' is '\(link)'; a link starts with https://, http://, mailto:, tel: or sms:"
  }
  static let emptyButtonID = "a button's 'id' is empty: name the button as the app tells it"
  static let trueFalseBoth = "'trueValue' and 'falseValue' come together: give both or neither"
  static func trueFalseEqual(_ value: String) -> String {
    "'trueValue' and 'falseValue' are both '\(value)'; a switch could not tell on from off"
  }
  static func notANumber(_ key: String, _ text: String) -> String {
    "'\(key)' is '\(text)', which is not a plain decimal number (write 5, -2 or 0.25)"
  }
  /// Why a number key's value is not a number: quoted, too long, or not a decimal.
  static func numberProblem(_ key: String, _ text: String, quoted: Bool) -> String {
    if quoted, ExactDecimal(text) != nil {
      return
        "'\(key)' is the text \"\(text)\", a number in quotes; write it without them: \(key): \(text)"
    }
    let digits = text.first == "-" ? text.dropFirst() : Substring(text)
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    if !quoted, let whole = parts.first, !whole.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) })
    {
      return
        "'\(key)' is \(text), which is out of range: a number has at most 15 digits, \(ExactDecimal.maximumScale) of them after the point"
    }
    return notANumber(key, text)
  }
  static func minNotBelowMax(_ min: ExactDecimal, _ max: ExactDecimal) -> String {
    "'max' (\(max)) must be greater than 'min' (\(min))"
  }
  static func stepNotPositive(_ step: ExactDecimal) -> String {
    "'step' is \(step); it must be greater than 0"
  }
  static func rangeOffStep(_ min: ExactDecimal, _ max: ExactDecimal, _ step: ExactDecimal) -> String
  {
    "'max' − 'min' (\(max - min)) is not a multiple of 'step' (\(step)); the last step would overshoot"
  }
  static func unknownCountedScreen(_ id: String, suggestion: String?) -> String {
    "'{unread:\(id)}' and '{count:\(id)}' read the counts of a screen, but there is no screen '\(id)'"
      + Suggestion.didYouMean(suggestion)
  }
  static let buttonIsTrue = "'button' must be true: the key makes the row a button"
  static func unboundKey(_ kind: String, _ name: String, suggestion: String?) -> String {
    "\(kind) is bound to '\(name)', which is not a state key in app.yaml"
      + Suggestion.didYouMean(suggestion)
  }
  static func boundToMapping(_ kind: String, _ name: String) -> String {
    "\(kind) is bound to '\(name)', which holds a mapping; bind one of its keys"
  }
  static func valueNotHeld(_ name: String, _ why: String) -> String {
    "state key '\(name)' holds a value its control cannot: \(why)"
  }
  static func controlHere(_ noun: String) -> String { "\(noun) bound to it is here" }
  static func titleNotValue(_ title: String) -> String {
    "'\(title)' is a choice's title; state holds its value"
  }
  static func bindingsDisagree(
    _ name: String, _ first: String, _ second: String, difference: String? = nil
  ) -> String {
    first == second
      ? "every row and picker bound to '\(name)' must accept the same values; this \(second.dropFirst(2)) differs from the first"
        + (difference.map { ": " + $0 } ?? "")
      : "every row and picker bound to '\(name)' must be of one kind; this is \(second), the first is \(first)"
  }
  static let firstBinding = "the first binding is here"
  static func setsUnknownKey(_ name: String, suggestion: String?) -> String {
    "'sets' writes '\(name)', which is not a state key in app.yaml"
      + Suggestion.didYouMean(suggestion)
  }
  static func setsValueNotHeld(_ name: String, _ why: String) -> String {
    "'sets' writes a value to '\(name)' that its controls cannot hold: \(why)"
  }
}
