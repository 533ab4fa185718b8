import Basics
import ScreenModel
import YAMLTree

/// Every message of the model layer, side by side.
package enum Messages {
  static func quoted(_ names: [String]) -> String { Alternatives.quoted(names) }

  static func unknownKey(_ key: String, suggestion: String? = nil) -> String {
    "unknown key '\(key)'" + Suggestion.didYouMean(suggestion)
  }
  /// The end of an unknown key's error when it is the rest of the value before it.
  static func commaEndedValue(_ key: String) -> String {
    "; a ',' in a flow mapping ends a value, so the rest of '\(key)' reads as a key: quote the value to keep its comma (\(key): \"…, …\")"
  }
  static func knownKeys(_ keys: [String]) -> String { "known keys: " + quoted(keys) }
  static func wrongType(expected: String, found: String) -> String {
    "expected \(expected), found \(found)"
  }
  static func missingKey(_ key: String, in what: String) -> String {
    "\(what) is missing required key '\(key)'"
  }
  static func emptyValue(_ key: String) -> String { "'\(key)' has no value" }
  static func unquotedBraces(_ key: String, _ text: String) -> String {
    "'\(key)' is a mapping, not text: YAML reads unquoted braces as a mapping; quote it: \(key): \"\(text)\""
  }
  static func emptyColour(_ key: String) -> String {
    "'\(key)' has no value; if you wrote a colour such as #FF0000, the '#' started a YAML comment: quote it (\(key): \"#FF0000\")"
  }
  static func notBoolean(_ text: String) -> String {
    switch text {
    case "yes", "Yes", "YES", "on", "On", "ON", "y", "Y":
      return "expected true or false, found '\(text)' (a YAML 1.1 boolean; write true)"
    case "no", "No", "NO", "off", "Off", "OFF", "n", "N":
      return "expected true or false, found '\(text)' (a YAML 1.1 boolean; write false)"
    case "True", "TRUE": return "expected true or false, found '\(text)' (write true)"
    case "False", "FALSE": return "expected true or false, found '\(text)' (write false)"
    default: return "expected true or false, found '\(text)'"
    }
  }
  static func notInteger(_ text: String) -> String { "expected an integer, found '\(text)'" }
  static func outOfRange(_ key: String, _ value: String, _ range: ClosedRange<Int>) -> String {
    range.upperBound == Int.max
      ? "'\(key)' must be at least \(range.lowerBound), found \(value)"
      : "'\(key)' must be from \(range.lowerBound) to \(range.upperBound), found \(value)"
  }
  static func unknownValue(_ what: String, _ value: String, allowed: [String], suggestion: String?)
    -> String
  {
    "unknown \(what) '\(value)'"
      + Suggestion.didYouMean(suggestion, otherwise: "; expected " + quoted(allowed))
  }
  static func unknownColour(_ value: String, suggestion: String?) -> String {
    "unknown colour '\(value)'"
      + Suggestion.didYouMean(suggestion, otherwise: "; expected a colour name or '#RRGGBB'")
  }
  static let colourNames = "colour names: " + quoted(NamedColour.allCases.map(\.rawValue))
  static let noContent = "a screen needs one of 'choices', 'rows' or 'sections'"
  static func twoContents(_ second: String, _ first: String) -> String {
    "'\(second)' cannot be used with '\(first)'; a screen has exactly one of 'choices', 'rows' or 'sections'"
  }
  static let sectionTwoContents = "a section has one of 'rows', 'choices' or 'rowsFrom'"
  static let selectedNeedsChoices = "'selected' needs 'choices'"
  static let bindNeedsChoices = "'bind' needs 'choices'"
  static let emptySymbol =
    "an icon's 'symbol' names an SF Symbol (wifi, bell.badge); it cannot be empty"
  static let pagingNeedsRows = "'paging' does not apply to a picker"
  static let deletableOnPicker =
    "'deletable' does not apply to a picker: choices cannot be deleted"
  static func selectedOutOfRange(_ index: Int, count: Int) -> String {
    count == 0
      ? "'selected' is \(index), but the picker has no choices"
      : "'selected' index \(index) is out of range; the picker has \(count) choices (0 to \(count - 1))"
  }
  static func selectedNotAChoice(_ title: String, suggestion: String?) -> String {
    "'selected' is '\(title)', which is not one of the choices" + Suggestion.didYouMean(suggestion)
  }
  static func selectedIgnored(_ bind: String) -> String {
    "'selected' is ignored: the picker reads its current choice from state '\(bind)'"
  }
  static func unknownName(_ name: String, suggestion: String?) -> String {
    "'{\(name)}' names neither a state key nor a built-in count ('unread', 'count')"
      + Suggestion.didYouMean(suggestion)
  }
  static let pluralWithoutOther =
    "a plural text needs an 'other' form: it is drawn for every number no other form takes"
  static func pluralFormNotText(_ category: String) -> String {
    "the '\(category)' form of a plural text is text, not another plural text"
  }
  static func badPluralNumber(_ name: String) -> String {
    "plural: '\(name)' is neither a state key nor 'count', 'unread', 'count:SCREEN' or 'unread:SCREEN'"
  }
  static func unknownPluralNumber(_ name: String, suggestion: String?) -> String {
    "plural: '\(name)' names neither a state key nor a built-in count ('unread', 'count')"
      + Suggestion.didYouMean(suggestion)
  }
  static func pluralNotANumber(_ name: String, _ value: String) -> String {
    "plural: '\(name)' is '\(value)' in the state, not a number; the 'other' form would be drawn"
  }
  static func pluralLacks(_ category: String, locale: String, translation: Bool) -> String {
    "the plural \(translation ? "translation" : "text") lacks '\(category)', a form '\(locale)' uses; the 'other' form is drawn in its place"
  }
  static func pluralNeverUsed(_ category: String, locale: String) -> String {
    "'\(locale)' never uses the plural form '\(category)'; it is never drawn"
  }
  static func nameIsMapping(_ name: String, keys: [String]) -> String {
    "'{\(name)}' is a mapping of state; name one of its keys: "
      + quoted(keys.map { "\(name).\($0)" })
  }
  static func unknownScreen(_ key: String, _ id: String, suggestion: String?) -> String {
    "'\(key)' names no screen '\(id)'" + Suggestion.didYouMean(suggestion)
  }
  static func unknownStateKey(_ path: String, suggestion: String?) -> String {
    "'bind' names no state key '\(path)'" + Suggestion.didYouMean(suggestion)
  }
  static func bindToMapping(_ path: String) -> String {
    "'bind' names '\(path)', which is a mapping, not a value"
  }
  package static func variantLikeName(_ name: String, base: String, suffix: String) -> String {
    "'\(name)' cannot name a snapshot: '@' starts a variant's suffix, so '\(name).snap' reads as '\(base)' with '\(suffix)'; rename the file (or set 'id:') without '@'"
  }
  package static func unsafeName(_ name: String) -> String {
    "'\(name)' cannot name a screen or its snapshot: it holds a control, bidi or invisible character, which every line naming it would send to a terminal; rename the file (or set 'id:')"
  }
  package static func variantOwner(_ base: String) -> String { "'\(base)' is here" }
  package static func sharedSnapshot(
    _ one: String, with other: String, file: String, sameName: Bool
  )
    -> String
  {
    if sameName {
      return "\(one) writes the same snapshot file as \(other), '\(file).snap'; rename one"
    }
    return
      "\(one) and \(other) differ only in case: on a case-insensitive volume (macOS's default) their snapshots are one file, '\(file).snap'; rename one"
  }
  package static let sharedSnapshotFirst = "the other name is here"
  package static func tooManySteps(_ count: Int, limit: Int) -> String {
    "a scenario has at most \(limit) steps, this one \(count); split it into several scenarios"
  }
  package static let danglingLink = "it is a link to a missing file"
  package static let notARegularFile = "it is not a regular file"
  package static func unreadableFile(_ reason: String) -> String {
    "cannot read this file: \(reason)"
  }
  static func duplicateScreen(_ id: String) -> String { "two screens have the id '\(id)'" }
  static let otherScreen = "the other screen with that id"
  static let stateList = "a list in state holds texts or mappings, not lists"
  static let noScreens = "the app has no screens"
  static let noStart = "the app has several screens and no 'start' in app.yaml"
  static func stepAsMapping(_ verb: String, _ written: String) -> String {
    "a step is written as on the command line, not as a mapping ('\(verb):'): write '- \(written)'"
  }
  // A scenario's `app` key.
  package static func scenarioAppMissing(_ app: String) -> String {
    "'app' names '\(app)', which does not exist; it is a screen file or app folder, relative to the scenario file"
  }
  package static func scenarioAppAbsolute(_ app: String) -> String {
    "'app' names '\(app)', an absolute path; name the app relative to the scenario file, inside the repository"
  }
  package static func scenarioAppOutside(_ app: String) -> String {
    "'app' names '\(app)', which leaves the repository (the folder holding '.git' or 'Package.swift'); a scenario drives an app of its own repository"
  }
  package static func scenarioAppNotYAML(_ app: String) -> String {
    "'app' names '\(app)', which is not a '.yaml' or '.yml' file; it was not read"
  }
  package static let linkLeavesApp =
    "it is a symbolic link that leads out of the app folder; it was not followed"
  package static func scenarioAppIsScenario(_ app: String) -> String {
    "'app' names '\(app)', which is a scenario; name a screen file or an app folder"
  }
  package static func scenarioAppEmpty(_ app: String) -> String {
    "'app' names '\(app)', a folder with no screen files"
  }
  package static func scenarioAppUnreadable(_ app: String, _ reason: String) -> String {
    "'app' names '\(app)', which cannot be read: \(reason)"
  }

  // State keys, ids and choices that would be ambiguous later.
  package static func dottedStateKey(_ key: String) -> String {
    "state key '\(key)' contains '.', but a '.' in '{…}', 'bind' and the other keys that name state is a path ('{a.b}' is key 'b' inside 'a'); nest it (\(key.split(separator: ".").first ?? ""): {…}) or rename it"
  }
  package static func hiddenInStateKey(_ key: String, _ hidden: Unicode.Scalar) -> String {
    "state key '\(key)' holds \(VisibleText.codePoint(hidden)), a character that shows nothing or changes how text reads, so it looks like another key; remove it"
  }
  package static func storedNameOfNoKey(_ key: String) -> String {
    "'\(key)' in 'storedNames' is not a key of 'state'; a stored name belongs to a state key"
  }
  package static func storedNameTwice(_ name: String) -> String {
    "two state keys are stored under '\(name)'; each needs a name of its own"
  }
  package static let storedNameFirst = "the first state key stored under it is here"
  package static let storedNameNotText =
    "a stored name is text (the Key Settings stores the value under)"
  package static func stateShadowsCount(_ key: String) -> String {
    "state key '\(key)' has the name of the built-in count '{\(key)}', so '{\(key)}' could mean either; rename it"
  }
  package static func idProblem(_ id: String) -> String? {
    // Bytes, not characters: this runs for every screen of a large folder.
    let bytes = id.utf8
    guard let first = bytes.first else { return "a screen id cannot be empty" }
    if first == UInt8(ascii: ".") || bytes.contains(where: { $0 == 0x2F || $0 == 0x5C || $0 == 0 })
    {
      return
        "screen id '\(id)' cannot name a snapshot file: an id may not start with '.' or contain '/' or '\\'"
    }
    if bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
      let hidden = VisibleText.firstHidden(in: id)
    {
      return
        "screen id '\(id)' holds \(VisibleText.codePoint(hidden)), a character that shows nothing or changes how text reads, so it looks like another id; remove it"
    }
    return nil
  }

  package static func duplicateChoice(_ title: String) -> String {
    "two choices are titled '\(title)'; a tap or a checkmark could not tell them apart"
  }
  package static let firstChoice = "the first is here"

  // Strings tables.
  static func badTableName(_ name: String) -> String {
    "'\(name)' is not a table name: a strings table is a folder of strings/, named without '/', '\\' or hidden characters"
  }
  static func unknownTable(_ name: String, suggestion: String?) -> String {
    "no strings table '\(name)' (strings/\(name)/LANG.yaml); the screen's texts are looked up in the default table"
      + Suggestion.didYouMean(suggestion)
  }
  static let rootTableFolder =
    "'Root' names the default table, strings/LANG.yaml: move this file there"
}
