import Basics
import ScreenModel

/// Every message of the model layer, side by side.
package enum Messages {
  static func quoted(_ names: [String]) -> String { Alternatives.quoted(names) }

  static func unknownKey(_ key: String, suggestion: String? = nil) -> Diagnostic.Message {
    Diagnostic.Message(.unknownKey, "unknown key '\(key)'" + Suggestion.didYouMean(suggestion))
  }
  /// The end of an unknown key's error when it is the rest of the value before it.
  static func commaEndedValue(_ key: String) -> String {
    "; a ',' in a flow mapping ends a value, so the rest of '\(key)' reads as a key: quote the value to keep its comma (\(key): \"…, …\")"
  }
  static func knownKeys(_ keys: [String]) -> String { "known keys: " + quoted(keys) }
  /// The end of an unknown key's error when the key is another mapping's.
  static func keyOfAnother(_ owner: String) -> String { " here; it is \(owner)" }
  static func wrongType(expected: String, found: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "expected \(expected), found \(found)")
  }
  static func missingKey(_ key: String, in what: String) -> Diagnostic.Message {
    Diagnostic.Message(.missingKey, "\(what) is missing required key '\(key)'")
  }
  static func emptyValue(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.emptyValue, "'\(key)' has no value")
  }
  static func unquotedBraces(_ key: String, _ text: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unquotedBraces,
      "'\(key)' is a mapping, not text: YAML reads unquoted braces as a mapping; quote it: \(key): \"\(text)\""
    )
  }
  static func emptyColour(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .emptyValue,
      "'\(key)' has no value; if you wrote a colour such as #FF0000, the '#' started a YAML comment: quote it (\(key): \"#FF0000\")"
    )
  }
  static func notBoolean(_ text: String) -> Diagnostic.Message {
    switch text {
    case "yes", "Yes", "YES", "on", "On", "ON", "y", "Y":
      return Diagnostic.Message(
        .notABoolean, "expected true or false, found '\(text)' (a YAML 1.1 boolean; write true)")
    case "no", "No", "NO", "off", "Off", "OFF", "n", "N":
      return Diagnostic.Message(
        .notABoolean, "expected true or false, found '\(text)' (a YAML 1.1 boolean; write false)")
    case "True", "TRUE":
      return Diagnostic.Message(
        .notABoolean, "expected true or false, found '\(text)' (write true)")
    case "False", "FALSE":
      return Diagnostic.Message(
        .notABoolean, "expected true or false, found '\(text)' (write false)")
    default: return Diagnostic.Message(.notABoolean, "expected true or false, found '\(text)'")
    }
  }
  static func notInteger(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.notAnInteger, "expected an integer, found '\(text)'")
  }
  static func outOfRange(_ key: String, _ value: String, _ range: ClosedRange<Int>)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .outOfRange,
      range.upperBound == Int.max
        ? "'\(key)' must be at least \(range.lowerBound), found \(value)"
        : "'\(key)' must be from \(range.lowerBound) to \(range.upperBound), found \(value)")
  }
  static func unknownValue(_ what: String, _ value: String, allowed: [String], suggestion: String?)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .unknownValue,
      "unknown \(what) '\(value)'"
        + Suggestion.didYouMean(suggestion, otherwise: "; expected " + quoted(allowed)))
  }
  static func unknownColour(_ value: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownValue,
      "unknown colour '\(value)'"
        + Suggestion.didYouMean(suggestion, otherwise: "; expected a colour name or '#RRGGBB'"))
  }
  static let colourNames = "colour names: " + quoted(NamedColour.allCases.map(\.rawValue))
  static let noContent = Diagnostic.Message(
    .noContent, "a screen needs one of 'choices', 'rows' or 'sections'")
  static func twoContents(_ second: String, _ first: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .conflictingKeys,
      "'\(second)' cannot be used with '\(first)'; a screen has exactly one of 'choices', 'rows' or 'sections'"
    )
  }
  static let sectionTwoContents = Diagnostic.Message(
    .conflictingKeys, "a section has one of 'rows', 'choices' or 'rowsFrom'")
  static let selectedNeedsChoices = Diagnostic.Message(.requiresKey, "'selected' needs 'choices'")
  static let bindNeedsChoices = Diagnostic.Message(.requiresKey, "'bind' needs 'choices'")
  static let emptySymbol = Diagnostic.Message(
    .emptyValue,
    "an icon's 'symbol' names an SF Symbol (wifi, bell.badge); it cannot be empty")
  static let pagingNeedsRows = Diagnostic.Message(
    .keyNotApplicable, "'paging' does not apply to a picker")
  static let deletableOnPicker = Diagnostic.Message(
    .keyNotApplicable,
    "'deletable' does not apply to a picker: choices cannot be deleted")
  static func selectedOutOfRange(_ index: Int, count: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .outOfRange,
      count == 0
        ? "'selected' is \(index), but the picker has no choices"
        : "'selected' index \(index) is out of range; the picker has \(count) choices (0 to \(count - 1))"
    )
  }
  static func selectedNotAChoice(_ title: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownChoice,
      "'selected' is '\(title)', which is not one of the choices"
        + Suggestion.didYouMean(suggestion))
  }
  static func selectedIgnored(_ bind: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .ignoredKey, "'selected' is ignored: the picker reads its current choice from state '\(bind)'"
    )
  }
  static func unknownName(_ name: String, locals: [String] = [], suggestion: String?)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .unknownStateKey,
      (locals.isEmpty
        ? "'{\(name)}' names neither a state key nor a built-in count ('unread', 'count')"
        : "'{\(name)}' names neither a state key, nor a built-in count ('unread', 'count'), "
          + "nor this text's own \(ownNames(locals))") + Suggestion.didYouMean(suggestion))
  }
  /// A text's own names, quoted: `'value'`.
  private static func ownNames(_ locals: [String]) -> String {
    locals.map { "'\($0)'" }.joined(separator: ", ")
  }
  static let pluralWithoutOther = Diagnostic.Message(
    .pluralWithoutOther,
    "a plural text needs an 'other' form: it is drawn for every number no other form takes")
  static func pluralFormNotText(_ category: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .wrongType, "the '\(category)' form of a plural text is text, not another plural text")
  }
  static func badPluralNumber(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidName,
      "plural: '\(name)' is neither a state key nor 'count', 'unread', 'count:SCREEN' or 'unread:SCREEN'"
    )
  }
  static func unknownPluralNumber(
    _ name: String, locals: [String] = [], suggestion: String?
  ) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownStateKey,
      (locals.isEmpty
        ? "plural: '\(name)' names neither a state key nor a built-in count ('unread', 'count')"
        : "plural: '\(name)' names neither a state key, nor a built-in count ('unread', 'count'), "
          + "nor this text's own \(ownNames(locals))") + Suggestion.didYouMean(suggestion))
  }
  static func pluralNotANumber(_ name: String, _ value: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .pluralNotANumber,
      "plural: '\(name)' is '\(value)' in the state, not a number; the 'other' form would be drawn")
  }
  static func pluralLacks(_ category: String, locale: String, translation: Bool)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .missingPluralForm,
      "the plural \(translation ? "translation" : "text") lacks '\(category)', a form '\(locale)' uses; the 'other' form is drawn in its place"
    )
  }
  static func pluralNeverUsed(_ category: String, locale: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unusedPluralForm, "'\(locale)' never uses the plural form '\(category)'; it is never drawn")
  }
  static func nameIsMapping(_ name: String, keys: [String]) -> Diagnostic.Message {
    Diagnostic.Message(
      .stateKeyIsMapping,
      "'{\(name)}' is a mapping of state; name one of its keys: "
        + quoted(keys.map { "\(name).\($0)" }))
  }
  static func unknownScreen(_ key: String, _ id: String, suggestion: String?) -> Diagnostic.Message
  {
    Diagnostic.Message(
      .unknownScreen, "'\(key)' names no screen '\(id)'" + Suggestion.didYouMean(suggestion))
  }
  static func unknownStateKey(_ path: String, suggestion: String?) -> Diagnostic.Message {
    Diagnostic.Message(
      .unboundStateKey, "'bind' names no state key '\(path)'" + Suggestion.didYouMean(suggestion))
  }
  static func bindToMapping(_ path: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .stateKeyIsMapping, "'bind' names '\(path)', which is a mapping, not a value")
  }
  package static func variantLikeName(_ name: String, base: String, suffix: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidScreenName,
      "'\(name)' cannot name a snapshot: '@' starts a variant's suffix, so '\(name).snap' reads as '\(base)' with '\(suffix)'; rename the file (or set 'id:') without '@'"
    )
  }
  package static func unsafeName(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidScreenName,
      "'\(name)' cannot name a screen or its snapshot: it holds a control, bidi or invisible character, which every line naming it would send to a terminal; rename the file (or set 'id:')"
    )
  }
  package static func variantOwner(_ base: String) -> String { "'\(base)' is here" }
  package static func sharedSnapshot(
    _ one: String, with other: String, file: String, sameName: Bool
  )
    -> Diagnostic.Message
  {
    if sameName {
      return Diagnostic.Message(
        .sharedSnapshotFile,
        "\(one) writes the same snapshot file as \(other), '\(file).snap'; rename one")
    }
    return Diagnostic.Message(
      .sharedSnapshotFile,
      "\(one) and \(other) differ only in case: on a case-insensitive volume (macOS's default) their snapshots are one file, '\(file).snap'; rename one"
    )
  }
  package static let sharedSnapshotFirst = "the other name is here"
  package static func tooManySteps(_ count: Int, limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .tooManySteps,
      "a scenario has at most \(limit) steps, this one \(count); split it into several scenarios")
  }
  package static func keyInTitle(_ text: String, key: String, spaced: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .keyInText,
      "this row's title is the whole text '\(text)'; for the key '\(key)', put a space after the colon: \(spaced)"
    )
  }
  package static let danglingLink = "it is a link to a missing file"
  package static let linkLoop =
    "it is a link that leads back to itself (a loop of links), so it names no file"
  /// Why a link names no file: it leads to a missing one, or round in a loop.
  package static func brokenLink(loops: Bool) -> String { loops ? linkLoop : danglingLink }
  package static let notARegularFile = "it is not a regular file"
  package static func unreadableFile(_ reason: String) -> Diagnostic.Message {
    Diagnostic.Message(.unreadableFile, "cannot read this file: \(reason)")
  }
  static func duplicateScreen(_ id: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateScreenID, "two screens have the id '\(id)'")
  }
  static let otherScreen = "the other screen with that id"
  static let stateList = Diagnostic.Message(
    .wrongType, "a list in state holds texts or mappings, not lists")
  static let noScreens = Diagnostic.Message(.noScreens, "the app has no screens")
  static func noStart(_ count: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .noStart,
      "the app has \(count) screens and no 'start' in app.yaml, so render, play and export refuse it without --screen ID; add 'start: ID' naming the screen it opens on"
    )
  }
}
