import ScreenModel

/// The values a screen's keys hold, spelled as the decoders read them back.
extension ScreenEncoder {
  /// A text as written: `{name}` references and `{{` escapes kept; a plural text as its
  /// mapping of forms (`{plural: count, one: …, other: …}`).
  static func text(_ text: InterpolatedText) -> YAMLOut {
    guard let plural = text.plural else { return .scalar(YAMLText.text(text.description)) }
    var entries: [YAMLOut.Entry] = []
    entries.add("plural", text: plural.number.description)
    let forms = plural.forms
    for category in PluralCategory.allCases {
      entries.add(category.rawValue, text: forms[category]?.description)
    }
    return .map(entries)
  }

  /// An optional text, nil when there is none.
  static func text(_ text: InterpolatedText?) -> YAMLOut? {
    text.map { Self.text($0) }
  }

  /// A dotted state key (`user.name`).
  static func key(_ path: [String]) -> YAMLOut {
    .scalar(YAMLText.text(path.joined(separator: ".")))
  }

  /// A scalar written in its type: a number or boolean plain, a text quoted where it would
  /// read as one (`"5"`, `"true"`).
  static func typed(_ text: String, _ type: ValueType?) -> YAMLOut {
    switch type {
    case .number?, .boolean?: .scalar(text)
    case .text?, nil: .scalar(YAMLText.text(text))
    }
  }

  /// A condition: a state key, or its mapping (`{key: wifi, is: "on"}`, `{not: …}`).
  static func condition(_ condition: Condition) -> YAMLOut {
    switch condition {
    case .key(let path): return key(path)
    case .equals(let path, let value):
      return .map([.init("key", key(path)), .init("is", scalar(value))])
    case .notEquals(let path, let value):
      return .map([.init("key", key(path)), .init("isNot", scalar(value))])
    case .oneOf(let path, let values):
      return .map([.init("key", key(path)), .init("in", .list(values.map(scalar)))])
    case .contains(let path, let value):
      return .map([.init("key", key(path)), .init("contains", scalar(value))])
    case .device(let device): return .map([.init("device", .scalar(device.rawValue))])
    case .host(let host): return .map([.init("host", .scalar(host.rawValue))])
    case .not(let inner): return .map([.init("not", self.condition(inner))])
    case .all(let inner): return .map([.init("all", .list(inner.map(self.condition)))])
    case .any(let inner): return .map([.init("any", .list(inner.map(self.condition)))])
    }
  }

  /// A text spelled as a scalar.
  static func scalar(_ text: String) -> YAMLOut { .scalar(YAMLText.text(text)) }

  /// A colour by name or `#RRGGBB`.
  static func colour(_ colour: Colour) -> YAMLOut { scalar(colour.spelling) }

  /// `blue`, `gray`, `none` or `{background, text}`.
  static func selectionStyle(_ style: SelectionStyle) -> YAMLOut {
    switch style {
    case .blue: .scalar("blue")
    case .gray: .scalar("gray")
    case .none: .scalar("none")
    case .custom(let background, let text):
      .map([.init("background", colour(background)), .init("text", colour(text))])
    }
  }

  /// Plist keys kept as they were (`settings:`), each value in its plist type.
  static func passthrough(_ keys: [PassthroughKey]) -> YAMLOut {
    .map(keys.map { .init($0.key, passthrough($0.value)) })
  }

  /// One kept plist value: a string quoted where it would read as another type; a date or
  /// data under its type word; a dictionary of one type word's key under `dict`.
  static func passthrough(_ value: PassthroughValue) -> YAMLOut {
    switch value {
    case .string(let text): return scalar(text)
    case .integer(let text), .real(let text): return .scalar(text)
    case .boolean(let flag): return .scalar(flag ? "true" : "false")
    case .date(let text): return .map([.init("date", .scalar(YAMLText.quoted(text)))])
    case .data(let text): return .map([.init("data", .scalar(YAMLText.quoted(text)))])
    case .array(let items): return .list(items.map(passthrough))
    case .dictionary(let keys):
      let mapping = passthrough(keys)
      let typeWord = keys.count == 1 && ["date", "data", "dict"].contains(keys[0].key)
      return typeWord ? .map([.init("dict", mapping)]) : mapping
    }
  }

  /// A state value; each scalar in the type it was written in (`types`, by dotted path).
  static func state(_ value: StateValue, path: String, types: [String: ValueType]) -> YAMLOut {
    switch value {
    case .text(let text): return typed(text, types[path])
    case .list(let items):
      return .list(items.map { state($0, path: "", types: [:]) })
    case .mapping(let mapping):
      return .block(
        mapping.entries.map { entry in
          let inner = path.isEmpty ? entry.key : path + "." + entry.key
          return .init(entry.key, state(entry.value, path: inner, types: types))
        })
    }
  }
}
