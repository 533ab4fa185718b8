import Basics
import ScreenModel

/// The messages about conditions, side by side.
extension Messages {
  static let emptyCondition = Diagnostic.Message(
    .emptyValue, "a condition names a state key; this one is empty")
  static let malformedCondition = Diagnostic.Message(
    .invalidCondition,
    "a condition is a state key, {key: K, is: V}, {key: K, isNot: V}, {key: K, in: [V, …]}, {key: K, contains: V}, {device: phone|pad}, {not: C}, {all: [C, …]} or {any: [C, …]}"
  )
  static func emptyConditionList(_ word: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidCondition, "'\(word)' needs at least one condition")
  }
  static func conditionUnknownKey(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownStateKey,
      "the condition reads '\(name)', which is not a state key in app.yaml"
        + Suggestion.didYouMean(suggestion))
  }
  static func conditionExpression(_ written: String, as text: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidCondition,
      "'\(written)' reads as the name of one state key: a condition is no expression; write \(text)"
    )
  }
  static func conditionOnMapping(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .stateKeyIsMapping,
      "the condition reads '\(name)', which holds a mapping; name one of its keys")
  }
  static func conditionValueNeverHeld(
    _ name: String, _ value: String, _ why: String, suggestion: String? = nil
  )
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .valueNeverHeld,
      "the condition compares '\(name)' with '\(value)', which nothing bound to it can hold: \(why)\(Suggestion.didYouMean(suggestion))"
    )
  }
  static func containsNeedsList(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidCondition, "'contains' reads a list, but '\(name)' holds one value; use 'is' or 'in'")
  }
  static func comparesList(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.invalidCondition, "'\(name)' holds a list; compare it with 'contains'")
  }
  static let visibleIfOnPaged = Diagnostic.Message(
    .notOnPagedScreen,
    "'visibleIf' on a row cannot be used on a paged screen (pages count rows as written)")
  static func needsSearchable(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.requiresKey, "'\(key)' needs 'searchable: true'")
  }
  static let sectionNeverShown = Diagnostic.Message(
    .neverShown,
    "this section's 'visibleIf' can never be true, so it never shows")
  static let sectionAlwaysHidden = Diagnostic.Message(
    .neverShown,
    "every row of this section is hidden by a condition that can never be true")
}

/// The messages about lists drawn from state, side by side.
extension Messages {
  static func needsRowsFrom(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.requiresKey, "'\(key)' needs 'rowsFrom'")
  }
  static let rowIsATemplate =
    "did you mean 'rows'? 'row' is how each item of a list held in state (rowsFrom) becomes a row"
  static func notOnPaged(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notOnPagedScreen, "'\(key)' cannot be used on a paged screen (pages count rows as written)")
  }
  static let addRowNeedsOneList = Diagnostic.Message(
    .requiresKey, "'addRow' needs exactly one list ('rowsFrom') on the screen")
  static let addRowWithTemplate = Diagnostic.Message(
    .conflictingKeys,
    "'addRow' adds text items, so it cannot be used with a 'row' template")
  static func rowsFromUnknownKey(_ name: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownStateKey,
      "'rowsFrom' names '\(name)', which is not a state key in app.yaml"
        + Suggestion.didYouMean(suggestion))
  }
  static func rowsFromNotAList(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .stateNotAList, "state key '\(name)' is drawn as rows ('rowsFrom'), so it must hold a list")
  }
  static let rowsFromHere = "'rowsFrom' names it here"
  static let itemShadowed = Diagnostic.Message(
    .shadowedName,
    "the row template reads '{item.…}', but the app's state has a key named 'item'; rename it")
  static func itemMissingField(_ index: Int, _ name: String, _ field: String) -> Diagnostic.Message
  {
    Diagnostic.Message(
      .missingItemField, "item \(index) of '\(name)' has no '\(field)'; its row draws it empty")
  }
}
