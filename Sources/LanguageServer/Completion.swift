import JSON
import ScreenFormat
import ScreenModel

/// `textDocument/completion`: the keys allowed where the cursor is, each with its one-line
/// meaning from the field table; screen ids after `push:`; state keys after `bind:`, the
/// control keys, in a condition and inside a text's `{`; template names after `use:`; a
/// key's words after it.
enum Completion {
  /// LSP's completion item kinds used here.
  enum Kind: Int {
    case variable = 6
    case property = 10
    case value = 12
    case file = 17
  }

  static func items(_ place: DocumentPlace) -> JSONValue {
    var items: [JSONValue] = []
    func add(_ label: String, _ kind: Kind, _ detail: String, insert: String? = nil) {
      var members: [(String, JSONValue)] = [
        ("label", .string(label)), ("kind", .integer(kind.rawValue)), ("detail", .string(detail)),
      ]
      if let insert { members.append(("insertText", .string(insert))) }
      items.append(.object(members))
    }
    let cursor = place.cursor
    let role = place.role
    let stateKeys = { place.index.stateEntries.map { ($0.key, $0.value) } }
    if Symbol.isInterpolation(cursor) || Symbol.namesStateKey(cursor, role: role) {
      let binding = Symbol.isInterpolation(cursor) ? nil : cursor.valueOf
      // A switch with `trueValue`/`falseValue` holds any scalar; else only a Bool.
      let own = binding == "toggle" ? place.mappingKeys : []
      let anyScalar = own.contains("trueValue") || own.contains("falseValue")
      for (key, value) in stateKeys() where fits(value, binding, anyScalar: anyScalar) {
        add(key, .variable, "state: \(value)")
      }
    } else if let key = cursor.valueOf {
      switch (key, role) {
      case ("push", _), ("start", .app), ("screen", .scenario):
        for id in place.index.screenIDs { add(id, .file, "screen") }
      case ("use", _), ("template", .screen):
        for name in place.index.templateNames { add(name, .file, "template") }
      case ("stringsTable", .screen), ("stringsTable", .template):
        for name in place.index.tableNames { add(name, .file, "strings table") }
      case ("selected", .screen), ("selected", .template):
        for title in FileScan.choiceTitles(place.positions) { add(title, .value, "choice") }
      default:
        let field = role.fields(inside: cursor.parents)?.first { $0.name == key }
        for word in field.map({ words($0.kind) }) ?? [] { add(word, .value, field?.summary ?? "") }
      }
    } else if cursor.parents.last == "sets" || Symbol.isStateMapping(cursor.parents, role),
      role != .app
    {
      for (key, value) in stateKeys() { add(key, .variable, "state: \(value)", insert: "\(key): ") }
    } else if let locale = pluralTable(place) {
      // A plural translation's forms: the categories the table's language uses.
      for category in PluralRules.categories(of: locale) {
        add(
          category.rawValue, .property, PluralRules.rule(of: category, in: locale),
          insert: "\(category.rawValue): ")
      }
    } else if let fields = role.fields(inside: cursor.parents) {
      for field in fits(fields, besides: place.mappingKeys) {
        add(field.name, .property, field.summary, insert: "\(field.name): ")
      }
    }
    return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
  }

  /// The locale of a strings table whose entry holds the cursor (`strings: {"{count}
  /// Servers": {…}}`), where a plural translation's forms go; nil elsewhere.
  static func pluralTable(_ place: DocumentPlace) -> String? {
    guard place.role == .strings, place.cursor.parents.count == 2,
      place.cursor.parents[0] == "strings"
    else { return nil }
    let name = FolderPath.lastPart(place.path)
    return String(name.prefix { $0 != "." })
  }

  /// Whether a state entry, written `key: VALUE` in app.yaml, can be named by `binding`:
  /// `rowsFrom` takes a list; a control and `bind` take one value (not a mapping or a list);
  /// a condition or an interpolation (nil) any.
  /// A switch (`toggle`) takes a Bool unless its row says `trueValue`/`falseValue`
  /// (`anyScalar`).
  static func fits(_ value: String, _ binding: String?, anyScalar: Bool = false) -> Bool {
    // A plural text's number may be a number or a list (chosen by its count).
    guard let binding, binding != "plural", Symbol.stateValues.contains(binding) else {
      return true
    }
    let opener = value.unicodeScalars.first
    let isScalar = opener != nil && opener != "{" && opener != "[" && opener != "#"
    if binding == "toggle", !anyScalar {
      let word = value.split(separator: " ").first
      return word == "true" || word == "false"
    }
    // A block list or mapping has nothing after its colon; a list may be either way.
    return binding == "rowsFrom" ? !isScalar && opener != "{" : isScalar
  }

  /// The keys a mapping that has `present` may add: none it has, and in a row whose kind is
  /// known (`toggle: wifi`), no other kind's key nor a key only other kinds take (`min`).
  static func fits(_ fields: [Field], besides present: Set<String>) -> [Field] {
    let kind = RowKind.Name.allCases.first { present.contains($0.key) }
    let kindKeys = Set(RowKind.Name.allCases.map(\.key))
    return fields.filter { field in
      guard !present.contains(field.name) else { return false }
      guard let kind, fields.contains(where: { $0.name == kind.key }) else { return true }
      if kind.refusedKeys.contains(field.name) { return false }
      if case .ownedBy(let owners) = field.role { return owners.contains(kind) }
      return !kindKeys.contains(field.name)
    }
  }

  /// The words a value of `kind` may be.
  static func words(_ kind: Field.Kind) -> [String] {
    switch kind {
    case .oneOf(let words): words
    case .boolean: ["true", "false"]
    case .anyOf(let kinds): kinds.flatMap(words)
    default: []
    }
  }

  /// What values a key allows, for its hover, when the table says.
  static func allowed(_ kind: Field.Kind) -> String? {
    switch kind {
    case .oneOf(let words): "one of " + words.map { "`\($0)`" }.joined(separator: ", ")
    case .boolean: "`true` or `false`"
    case .integer(let range): "an integer from \(range.lowerBound) to \(range.upperBound)"
    case .list: "a list"
    case .definition(let definition): "a \(definition.rawValue)"
    default: nil
    }
  }
}
