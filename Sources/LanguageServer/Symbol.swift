import ScreenFormat
import ScreenModel

/// What a name at a place in a file stands for, as definition, hover, references and
/// rename see it.
enum Symbol: Equatable {
  /// A key of the format (`title`), with the keys allowed where it is.
  case key(String)
  /// A screen's id: a `push`, `start` or scenario `screen` value, or a screen's `id`.
  case screen(String)
  /// A template's name: a `use` or `template` value.
  case template(String)
  /// A top-level state key: a control's or `bind`'s value, a condition's `key`, a `sets`
  /// or `state` key, a `{key}` in a text.
  case stateKey(String)

  /// The keys whose value is a state key (its first part, before a `.`): the row kinds
  /// that bind or show one, `bind` and `rowsFrom`.
  static let stateValues = RowKind.stateKeyWords

  /// The keys whose value is a condition, and inside a condition, the keys whose value is
  /// one and those whose list items are.
  static let conditionKeys: Set<String> = ["visibleIf", "enabledIf"]
  static let conditionLists: Set<String> = ["all", "any"]

  /// The actions whose row may be written `@KEY`.
  static let rowActions: Set<String> = [
    "tap", "swipe", "delete", "toggle", "clear", "increment", "decrement", "type", "slide",
    "select", "move",
  ]

  /// What the word at `cursor` stands for in a file of `role`.
  init?(_ cursor: YAMLCursor, role: FileRole) {
    let word = cursor.word
    guard !word.isEmpty else { return nil }
    if Self.isInterpolation(cursor) {
      guard role != .template || cursor.parents.first != "parameters" else { return nil }
      self = .stateKey(word)
      return
    }
    if cursor.before == "@" {
      guard Self.isStepRow(cursor, role: role) else { return nil }
      self = .stateKey(word)
      return
    }
    if Self.namesStateKey(cursor, role: role) {
      self = .stateKey(word)
      return
    }
    if let key = cursor.valueOf {
      switch (key, role) {
      case ("push", .screen), ("push", .template), ("start", .app), ("screen", .scenario):
        self = .screen(word)
      case ("id", .screen) where cursor.parents.isEmpty:
        self = .screen(word)
      case ("use", _), ("template", .screen):
        self = .template(word)
      default:
        // A value inside `sets` or `state`, or any other value: not a name.
        return nil
      }
      return
    }
    if role == .strings, cursor.parents.count == 2, cursor.parents[0] == "strings",
      PluralCategory(rawValue: word) != nil
    {
      // A form of a table's plural translation.
      self = .key(word)
    } else if cursor.parents.last == "sets" || Self.isStateMapping(cursor.parents, role) {
      self = .stateKey(word)
    } else if role.fields(inside: cursor.parents) != nil, !cursor.isItem {
      self = .key(word)
    } else {
      return nil
    }
  }

  /// Whether the word is a `{name}` inside a scalar's text (a `{` opening a flow mapping,
  /// as in `- {title: A}`, is not one).
  static func isInterpolation(_ cursor: YAMLCursor) -> Bool {
    cursor.before == "{" && cursor.inText
  }

  /// Whether a value or list item written where the cursor is names a state key (whatever
  /// word is there): a control's, `bind`'s or `rowsFrom`'s value, a condition written as a
  /// key (`visibleIf: wifi`, `not: wifi`, an item of `all` or `any`), a condition's `key`.
  static func namesStateKey(_ cursor: YAMLCursor, role: FileRole) -> Bool {
    guard cursor.before != ".", !isInterpolation(cursor), cursor.before != "@",
      role == .screen || role == .template
    else { return false }
    let inCondition = cursor.parents.contains { conditionKeys.contains($0) }
    if let key = cursor.valueOf {
      return stateValues.contains(key) || conditionKeys.contains(key)
        || (inCondition && (key == "key" || key == "not"))
    }
    return cursor.isItem && inCondition && conditionLists.contains(cursor.parents.last ?? "")
  }

  /// Whether an `@` word is the row of a scenario step (`toggle @wifi`, `type @name Ann`).
  static func isStepRow(_ cursor: YAMLCursor, role: FileRole) -> Bool {
    var lead = Substring(cursor.lead)
    if lead.first == "\"" || lead.first == "'" { lead = lead.dropFirst() }
    guard role == .scenario, cursor.parents.last == "steps", lead.hasSuffix("@") else {
      return false
    }
    let verb = lead.dropLast()
    return verb.hasSuffix(" ") && rowActions.contains(String(verb.dropLast()))
  }

  /// Whether `parents` is the top of app.yaml's or a scenario's `state`.
  static func isStateMapping(_ parents: [String], _ role: FileRole) -> Bool {
    parents == ["state"] && (role == .app || role == .scenario)
      // app.yaml's `storedNames` is keyed by state keys (its values are stored names).
      || parents == ["storedNames"] && role == .app
  }
}
