import ScreenModel

/// The state keys the generated views read and write, each with the Swift type it is
/// stored in and its default: one source for every view, as `export --swift` registers them.
struct StateKeys {
  /// A stored key.
  struct Key: Equatable {
    /// The dotted state key (`user.name`).
    var path: String
    /// The name `UserDefaults` stores it under (`storedNames`, else the dotted key).
    var stored: String
    /// `Bool`, `Int`, `Double` or `String`.
    var type: String
    /// The default as a Swift literal.
    var literal: String
    /// The property a view holds it in: never a keyword nor a name the views use
    /// themselves (`body`, `dismiss`), and no other key's.
    var property: String
  }

  /// Names a generated view uses itself, which a key's property must not take.
  static let taken: Set<String> = [
    "body", "dismiss", "selected", "value", "title", "choice", "row", "model", "search", "shown",
    "searched", "editMode", "toggle",
  ]

  /// The properties given so far.
  private var properties: Set<String> = []

  private(set) var keys: [String: Key] = [:]
  private(set) var order: [String] = []
  /// Lists of texts in state (`servers`), which the app holds in ``ScreenSpecModel`` and
  /// passes in, and lists of mappings of texts (`[[String: String]]`): by dotted key, the
  /// model's property, its Swift type and its first items as a literal.
  private(set) var lists: [String: (property: String, type: String, literal: String)] = [:]
  /// The lists in the order first used.
  private(set) var listOrder: [String] = []

  /// The keys of every control, picker, text and condition of the app.
  init(_ app: App) {
    for screen in app.screens {
      for group in screen.groups {
        if let bind = group.bind, !group.multiple {
          add(bind, type: pickerType(screen, group), app)
        }
      }
      for section in screen.sections {
        for row in section.rows { add(row, app) }
      }
    }
  }

  /// The key of a path, when the app stores it as a scalar.
  func key(_ path: [String]) -> Key? { keys[path.joined(separator: ".")] }

  /// Adds a key read by a text or a condition, typed as its state value is written.
  mutating func addRead(_ path: [String], _ app: App) -> Key? {
    let dotted = path.joined(separator: ".")
    if let key = keys[dotted] { return key }
    guard case .text = app.state.value(at: path) else { return nil }
    add(path, type: Self.storedType(path, app), app)
    return keys[dotted]
  }

  /// The Swift type of a key as its state value is written: `Bool`, `Int` or `Double` for a
  /// boolean or a number, else `String`.
  static func storedType(_ path: [String], _ app: App) -> String {
    switch app.stateTypes[path.joined(separator: ".")] {
    case .boolean?: "Bool"
    case .number?: app.state.text(at: path).map { Int($0) != nil ? "Int" : "Double" } ?? "Double"
    case .text?, nil: "String"
    }
  }

  /// Screens whose own rows the app holds (deleted, read, loaded): by screen id, the
  /// model's property (`postsRows`).
  private(set) var rows: [String: String] = [:]
  /// Those screens in the order first used.
  private(set) var rowsOrder: [String] = []

  /// The model's property for a screen's own rows, added when first used.
  mutating func rows(of screen: String) -> String {
    if let property = rows[screen] { return property }
    let property = uniqueProperty(screen + "-rows")
    rows[screen] = property
    rowsOrder.append(screen)
    return property
  }

  /// Screens of lists held in state loaded in pages: by screen id, the model's property
  /// for how many of their items are loaded (`feedLoaded`).
  private(set) var loaded: [String: String] = [:]
  /// Those screens in the order first used.
  private(set) var loadedOrder: [String] = []

  /// The model's property for how many items of a screen's lists are loaded, added when
  /// first used.
  mutating func loaded(of screen: String) -> String {
    guard let property = loaded[screen] else {
      loadedOrder.append(screen)
      loaded[screen] = uniqueProperty(screen + "-loaded")
      return loaded[screen] ?? ""
    }
    return property
  }

  /// The model's property for a list of texts in state, added when first used; nil when
  /// the state holds no list of texts there.
  mutating func list(_ path: [String], _ app: App) -> String? {
    let dotted = path.joined(separator: ".")
    if let list = lists[dotted] { return list.type == "[String]" ? list.property : nil }
    guard let items = app.state.texts(at: path) else { return nil }
    let property = uniqueProperty(dotted)
    let literal = "[" + items.map(SwiftNames.literal).joined(separator: ", ") + "]"
    lists[dotted] = (property, "[String]", literal)
    listOrder.append(dotted)
    return property
  }

  /// The model's property for a list of mappings of texts in state (each item's fields),
  /// added when first used; nil when the state holds no such list there.
  mutating func mappingList(_ path: [String], _ app: App) -> String? {
    let dotted = path.joined(separator: ".")
    if let list = lists[dotted] { return list.type == "[String]" ? nil : list.property }
    guard case .list(let items)? = app.state.value(at: path) else { return nil }
    var literals: [String] = []
    for item in items {
      guard case .mapping(let fields) = item else { return nil }
      var pairs: [String] = []
      for entry in fields.entries {
        guard case .text(let text) = entry.value else { return nil }
        pairs.append(SwiftNames.literal(entry.key) + ": " + SwiftNames.literal(text))
      }
      literals.append(pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]")
    }
    let property = uniqueProperty(dotted)
    lists[dotted] = (property, "[[String: String]]", "[" + literals.joined(separator: ", ") + "]")
    listOrder.append(dotted)
    return property
  }

  /// A property name no other key has, and not one the views use themselves.
  mutating func uniqueProperty(_ dotted: String) -> String {
    var property = SwiftNames.propertyName(dotted)
    if SwiftNames.keywords.contains(property) || Self.taken.contains(property) {
      property += "Setting"
    }
    // `show-hints` and `showHints` are one name in Swift: the second is numbered.
    var number = 2
    let base = property
    while properties.contains(property) {
      property = base + String(number)
      number += 1
    }
    properties.insert(property)
    return property
  }

  private func pickerType(_ screen: Screen, _ group: ChoiceGroup) -> String {
    let choices = group.sections.flatMap { screen.sections[$0].rows.filter(\.isChoice) }
    let whole = choices.allSatisfy {
      $0.choiceValueType == .number && Int($0.choiceValue ?? "") != nil
    }
    return !choices.isEmpty && whole ? "Int" : "String"
  }

  mutating func add(_ path: [String], type: String, _ app: App) {
    let dotted = path.joined(separator: ".")
    guard keys[dotted] == nil, !path.isEmpty else { return }
    let text = app.state.text(at: path)
    let property = uniqueProperty(dotted)
    keys[dotted] = Key(
      path: dotted, stored: app.storedNames[dotted] ?? dotted, type: type,
      literal: Self.literal(text, type: type), property: property)
    order.append(dotted)
  }

  /// A default as the Swift literal of its type; a value that is none of it, the type's
  /// empty value.
  static func literal(_ text: String?, type: String) -> String {
    switch type {
    case "Bool":
      // As the switch reads its stored value (YES, NO, numbers), not a list of our own.
      return Toggle(key: []).isOn(text ?? "") == true ? "true" : "false"
    case "Int": return text.flatMap { Int($0) }.map(String.init) ?? "0"
    case "Double":
      guard let text, let number = Double(text) else { return "0" }
      return text.contains(".") || text.contains("e") ? text : String(number)
    default: return SwiftNames.literal(text ?? "")
    }
  }
}
