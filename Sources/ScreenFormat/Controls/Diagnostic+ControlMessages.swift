import Basics
import ScreenModel

/// The messages about row kinds and the state they bind, side by side.
extension Messages {
  static func kindNoun(_ kind: RowKind.Name?) -> String { kind?.noun ?? ControlNoun.plain }
  static func emptyKindKey(_ kind: RowKind.Name) -> Diagnostic.Message {
    Diagnostic.Message(
      .emptyBinding,
      "'\(kind.key)' is empty: name the state key \(kind.noun) \(kind.bindsState ? "binds" : "shows")"
    )
  }
  static let emptyCustomName = Diagnostic.Message(
    .emptyValue, "'custom' is empty: name the app's view the row shows")
  static func twoKinds(_ second: String, _ first: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .conflictingKeys, "a row has one kind: '\(second)' cannot be used with '\(first)'")
  }
  static func foreignKey(_ key: String, owners: [RowKind.Name], kind: RowKind.Name?)
    -> Diagnostic.Message
  {
    let owning = owners.map { "'\($0.key)'" }.joined(separator: " or ")
    guard let kind else {
      let has = ["", "no \(owning)", "neither"][min(owners.count, 2)]
      return Diagnostic.Message(
        .foreignKey,
        "'\(key)' belongs to a row with \(owning); this row has \(owners.count > 2 ? "none" : has)")
    }
    return Diagnostic.Message(
      .foreignKey,
      "'\(key)' belongs to \(owners.map(kindNoun).joined(separator: " or ")) (\(owning)), not to \(kindNoun(kind))"
    )
  }
  static func keyNotOnKind(_ key: String, _ kind: RowKind.Name) -> Diagnostic.Message {
    Diagnostic.Message(
      .foreignKey,
      "\(kindNoun(kind)) has no '\(key)': "
        + (kind == .button
          ? "a button row is its centred title, its subtitle and a badge"
          : "the control and its value are drawn on its row"))
  }
  static let titleValueShortTitle = Diagnostic.Message(
    .foreignKey,
    "a title value shows a choice's title; 'shortTitle' belongs to a picker's choices")
  static func titleValueDuplicate(_ value: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .duplicateChoiceValue,
      "two choices store '\(value)'; a title value shows one title for a value")
  }
  static func badURL(_ link: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidURL, "'url' is '\(link)'; a link starts with https://, http://, mailto:, tel: or sms:"
    )
  }
  static let emptyButtonID = Diagnostic.Message(
    .emptyValue, "a button's 'id' is empty: name the button as the app tells it")
  static let trueFalseBoth = Diagnostic.Message(
    .requiresKey, "'trueValue' and 'falseValue' come together: give both or neither")
  static func trueFalseEqual(_ value: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .equalTrueFalse,
      "'trueValue' and 'falseValue' are both '\(value)'; a switch could not tell on from off")
  }
  static func notANumber(_ key: String, _ text: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notANumber,
      "'\(key)' is '\(text)', which is not a plain decimal number (write 5, -2 or 0.25)")
  }
  /// Why a number key's value is not a number: quoted, too long, or not a decimal.
  static func numberProblem(_ key: String, _ text: String, quoted: Bool) -> Diagnostic.Message {
    if quoted, ExactDecimal(text) != nil {
      return Diagnostic.Message(
        .notANumber,
        "'\(key)' is the text \"\(text)\", a number in quotes; write it without them: \(key): \(text)"
      )
    }
    let digits = text.first == "-" ? text.dropFirst() : Substring(text)
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    if !quoted, let whole = parts.first, !whole.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) })
    {
      return Diagnostic.Message(
        .notANumber,
        "'\(key)' is \(text), which is out of range: a number has at most 15 digits, \(ExactDecimal.maximumScale) of them after the point"
      )
    }
    return notANumber(key, text)
  }
  static func minNotBelowMax(_ min: ExactDecimal, _ max: ExactDecimal) -> Diagnostic.Message {
    Diagnostic.Message(.invalidRange, "'max' (\(max)) must be greater than 'min' (\(min))")
  }
  static func stepNotPositive(_ step: ExactDecimal) -> Diagnostic.Message {
    Diagnostic.Message(.invalidRange, "'step' is \(step); it must be greater than 0")
  }
  static func rangeOffStep(_ min: ExactDecimal, _ max: ExactDecimal, _ step: ExactDecimal)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidRange,
      "'max' − 'min' (\(max - min)) is not a multiple of 'step' (\(step)); the last step would overshoot"
    )
  }
  static func unknownCountedScreen(_ id: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownScreen,
      "'{unread:\(id)}' and '{count:\(id)}' read the counts of a screen, but there is no screen '\(id)'"
        + Suggestion.didYouMean(suggestion))
  }
  static let buttonIsTrue = Diagnostic.Message(
    .wrongType, "'button' must be true: the key makes the row a button")
  static func unboundKey(
    _ kind: String, _ name: String, suggestion: String?, starting value: String? = nil
  ) -> Diagnostic.Message {
    // With no key near it, how to add it: under `state:`, with a value the control holds.
    let add =
      suggestion == nil
      ? value.map { "; add it under 'state:' there (\(name): \($0))" } ?? "" : ""
    return Diagnostic.Message(
      .unboundStateKey,
      "\(kind) is bound to '\(name)', which is not a state key in app.yaml"
        + Suggestion.didYouMean(suggestion) + add)
  }
  static func boundToMapping(_ kind: String, _ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .stateKeyIsMapping,
      "\(kind) is bound to '\(name)', which holds a mapping; bind one of its keys")
  }
  static func valueNotHeld(_ name: String, _ why: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .valueNotHeld, "state key '\(name)' holds a value its control cannot: \(why)")
  }
  static func controlHere(_ noun: String) -> String { "\(noun) bound to it is here" }
  static func titleNotValue(_ title: String) -> String {
    "'\(title)' is a choice's title; state holds its value"
  }
  static func bindingsDisagree(
    _ name: String, _ first: String, _ second: String, difference: String? = nil
  ) -> Diagnostic.Message {
    Diagnostic.Message(
      .bindingsDisagree,
      first == second
        ? "every row and picker bound to '\(name)' must accept the same values; this \(second.dropFirst(2)) differs from the first"
          + (difference.map { ": " + $0 } ?? "")
        : "every row and picker bound to '\(name)' must be of one kind; this is \(second), the first is \(first)"
    )
  }
  static let firstBinding = "the first binding is here"
  static func setsUnknownKey(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownStateKey,
      "'sets' writes '\(name)', which is not a state key in app.yaml"
        + Suggestion.didYouMean(suggestion))
  }
  static func setsValueNotHeld(_ name: String, _ why: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .valueNeverHeld, "'sets' writes a value to '\(name)' that its controls cannot hold: \(why)")
  }
}
