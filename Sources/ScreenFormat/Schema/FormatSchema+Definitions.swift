import JSON
import ScreenModel

extension FormatSchema {
  /// The schema of one definition of `$defs`.
  static func schema(of definition: FieldTable.Definition) -> JSONValue {
    switch definition {
    case .row: return row
    case .choice:
      return .object([
        ("description", .string("a choice: its title, or {title, value}")),
        ("anyOf", .array([.object([("type", scalarTypes)]), .object(object(FieldTable.choice))])),
      ])
    case .section: return section
    case .screenKeys:
      return .object(
        object(FieldTable.screen + FieldTable.screenTemplate).filter { $0.0 != "required" })
    case .use, .paging, .confirm, .icon, .rowTemplate, .addRow, .theme, .snapshotVariant,
      .plistFile, .mail:
      return .object(object(definition.fields ?? []))
    case .plural:
      return .object(
        [("description", .string("a text with plural forms, chosen by a number"))]
          + object(FieldTable.plural))
    case .condition: return condition
    case .number:
      return .object([
        ("description", .string("a plain decimal number: 5, -2, 0.25")),
        ("type", .string("number")),
      ])
    case .settings:
      return .object([
        ("description", .string("plist keys the screens do not model, in their plist types")),
        ("type", .string("object")), ("additionalProperties", reference(.plistValue)),
      ])
    case .plistValue: return plistValue
    case .selectionStyle:
      return anyOf([
        .object([("enum", .array(["blue", "gray", "none"].map(JSONValue.string)))]),
        .object(object(FieldTable.customSelection)),
      ])
    case .colour:
      return anyOf([
        .object([("enum", .array(NamedColour.allCases.map { .string($0.rawValue) }))]),
        .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}$"))]),
      ])
    case .stateValue:
      return anyOf([
        .object([("type", scalarTypes)]),
        .object([("type", .string("object")), ("additionalProperties", reference(.stateValue))]),
        .object([("type", .string("array")), ("items", reference(.stateValue))]),
      ])
    }
  }

  /// `{"anyOf": [alternatives]}`.
  static func anyOf(_ alternatives: [JSONValue]) -> JSONValue {
    .object([("anyOf", .array(alternatives))])
  }

  /// A row: its title, a `- use:` of a template, or a mapping with a title (but a slider),
  /// at most one kind key and none of the keys its kind refuses.
  static var row: JSONValue {
    let kinds = RowKind.keys.enumerated().flatMap { index, first in
      RowKind.keys.dropFirst(index + 1).map { second in (first, second) }
    }
    let refused = RowKind.Name.allCases.flatMap { kind in
      kind.refusedKeys.map { (kind.key, $0) }
    }
    let pairs = (kinds + refused).map { first, second in
      JSONValue.object([("required", .array([.string(first), .string(second)]))])
    }
    let mapping = JSONValue.object(
      object(FieldTable.row) + [
        ("anyOf", .array([required("title"), required("slider")])),
        ("not", anyOf(pairs)),
      ])
    return .object([
      ("description", .string("a row: its title, or a mapping, or a '- use:' of a template")),
      ("anyOf", .array([.object([("type", scalarTypes)]), reference(.use), mapping])),
    ])
  }

  /// A section: rows or choices (not both), or a `- use:` of a template.
  static var section: JSONValue {
    anyOf([
      .object(
        object(FieldTable.section) + [
          ("not", .object([("required", .array([.string("rows"), .string("choices")]))]))
        ]),
      reference(.use),
    ])
  }

  /// A condition: a state key, or a mapping of the condition words.
  static var condition: JSONValue {
    let words: [(String, JSONValue)] = Condition.forms.map { ($0, JSONValue.object([])) }
    let mapping: JSONValue = .object([
      ("type", .string("object")), ("properties", .object(words)),
      ("additionalProperties", .bool(false)),
    ])
    return .object([
      (
        "description",
        .string(
          "a state key, or {key, is|isNot|in|contains}, {device}, {host}, {not}, {all}, {any}")
      ),
      ("anyOf", .array([.object([("type", .string("string"))]), mapping])),
    ])
  }

  /// A value of `settings:`, in its plist type.
  static var plistValue: JSONValue {
    let value = reference(.plistValue)
    return .object([
      (
        "description",
        .string(
          "a plist value: true/false a boolean, 5 an integer, 1.0 a real, other scalars strings, a list an array, a mapping a dictionary, {date: 2024-01-31T12:00:00Z} a date, {data: BASE64} data"
        )
      ),
      (
        "anyOf",
        .array([
          .object([("type", .array(["string", "number", "boolean"].map(JSONValue.string)))]),
          .object([("type", .string("array")), ("items", value)]),
          .object([("type", .string("object")), ("additionalProperties", value)]),
        ])
      ),
    ])
  }
}
