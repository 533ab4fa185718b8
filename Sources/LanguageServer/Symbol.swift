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

  /// The keys whose value is a state key (its first part, before a `.`).
  static let stateValues: Set<String> = [
    "bind", "toggle", "textField", "slider", "stepper", "rowsFrom",
  ]

  /// What the word at `cursor` stands for in a file of `role`.
  init?(_ cursor: YAMLCursor, role: FileRole) {
    let word = cursor.word
    guard !word.isEmpty else { return nil }
    if cursor.before == "{" {
      guard role != .template || cursor.parents.first != "parameters" else { return nil }
      self = .stateKey(word)
      return
    }
    let topLevel = cursor.before != "."
    if let key = cursor.valueOf {
      switch (key, role) {
      case ("push", .screen), ("push", .template), ("start", .app), ("screen", .scenario):
        self = .screen(word)
      case ("id", .screen) where cursor.parents.isEmpty:
        self = .screen(word)
      case ("use", _), ("template", .screen):
        self = .template(word)
      case ("key", _)
      where topLevel && cursor.parents.contains { $0 == "visibleIf" || $0 == "enabledIf" }:
        self = .stateKey(word)
      case _ where Self.stateValues.contains(key) && topLevel:
        self = .stateKey(word)
      case _ where cursor.parents.last == "sets" || Self.isStateMapping(cursor.parents, role):
        // A value inside `sets` or `state`: not a name.
        return nil
      default:
        return nil
      }
      return
    }
    if cursor.parents.last == "sets" || Self.isStateMapping(cursor.parents, role) {
      self = .stateKey(word)
    } else if role.fields(inside: cursor.parents) != nil {
      self = .key(word)
    } else {
      return nil
    }
  }

  /// Whether `parents` is the top of app.yaml's or a scenario's `state`.
  static func isStateMapping(_ parents: [String], _ role: FileRole) -> Bool {
    parents == ["state"] && (role == .app || role == .scenario)
  }
}
