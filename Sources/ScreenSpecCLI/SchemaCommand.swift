import ScreenModel

/// `screenspec schema [screen|app|scenario|strings]`: a JSON Schema (draft 2020-12) of a file kind,
/// generated from the same field tables the decoders read their keys from.
enum SchemaCommand {
  static let kinds = ["screen", "app", "scenario", "strings", "template"]

  static func run(_ words: ArraySlice<String>) throws(UsageError) -> CommandResult {
    let arguments = try Arguments(words, options: [], command: "schema")
    if arguments.help { return CommandResult(stdout: Help.schema) }
    let kind = arguments.positionals.first ?? "screen"
    guard arguments.positionals.count <= 1, kinds.contains(kind) else {
      throw UsageError(
        UsageMessages.schemaTopic,
        command: "schema")
    }
    return CommandResult(stdout: schema(kind).text + "\n")
  }

  static func schema(_ kind: String) -> JSON {
    var members: [(String, JSON)] = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema"))
    ]
    switch kind {
    case "app":
      members.append(("title", .string("ScreenSpec app.yaml")))
      members += object(FieldTable.app)
    case "scenario":
      members.append(("title", .string("ScreenSpec scenario")))
      members += object(FieldTable.scenario)
    case "strings":
      members.append(("title", .string("ScreenSpec strings table")))
      members += object(FieldTable.strings)
    case "template":
      members.append(("title", .string("ScreenSpec template")))
      members += object(FieldTable.template)
      members.append(
        (
          "oneOf",
          .array(
            ["rows", "section", "sections", "screen"].map {
              .object([("required", .array([.string($0)]))])
            })
        ))
    default:
      members.append(("title", .string("ScreenSpec screen")))
      // A screen made from a template may leave its title and content to it.
      members += object(FieldTable.screen + FieldTable.screenTemplate).filter { $0.0 != "required" }
      let content = JSON.array(
        FieldTable.contentKeys.map {
          .object([("required", .array([.string($0)]))])
        })
      members.append(
        (
          "anyOf",
          .array([
            .object([("required", .array([.string("title")])), ("oneOf", content)]),
            .object([("required", .array([.string("template")]))]),
          ])
        ))
    }
    members.append(("$defs", definitions.adding(iaskDefinitions)))
    return .object(members)
  }

  /// The definitions of InAppSettingsKit's own row kinds' values: a mail row's message.
  static var iaskDefinitions: [(String, JSON)] {
    [("mail", .object(object(FieldTable.mail)))]
  }

  /// `type: object` with properties, required keys and no others.
  static func object(_ fields: [Field]) -> [(String, JSON)] {
    var out: [(String, JSON)] = [
      ("type", .string("object")),
      ("properties", .object(fields.map { ($0.name, property($0)) })),
      ("additionalProperties", .bool(false)),
    ]
    let required = fields.filter(\.required).map { JSON.string($0.name) }
    if !required.isEmpty { out.append(("required", .array(required))) }
    return out
  }

  static func property(_ field: Field) -> JSON {
    var members = kind(field.kind)
    members.append(("description", .string(field.summary)))
    return .object(members)
  }

  /// Any YAML scalar but null, which ScreenSpec reads as text, as written.
  static let scalarTypes = JSON.array(["string", "number", "boolean"].map(JSON.string))

  static func kind(_ kind: Field.Kind) -> [(String, JSON)] {
    switch kind {
    case .text, .template: return [("type", scalarTypes)]
    case .boolean: return [("type", .string("boolean"))]
    case .integer(let range):
      return [
        ("type", .string("integer")), ("minimum", .number(range.lowerBound)),
        ("maximum", .number(range.upperBound)),
      ]
    case .oneOf(let words): return [("enum", .array(words.map(JSON.string)))]
    case .definition(let name): return [("$ref", .string("#/$defs/\(name)"))]
    case .list(let item): return [("type", .string("array")), ("items", .object(self.kind(item)))]
    case .anyOf(let kinds): return [("anyOf", .array(kinds.map { .object(self.kind($0)) }))]
    case .null: return [("type", .string("null"))]
    case .stateMapping:
      return [
        ("type", .string("object")),
        ("additionalProperties", .object([("$ref", .string("#/$defs/stateValue"))])),
      ]
    }
  }

  /// A condition: a state key, or a mapping of the condition words.
  static var conditionDefinition: JSON {
    let words: [(String, JSON)] = Condition.forms.map { ($0, JSON.object([])) }
    let mapping: JSON = .object([
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

  /// A slider's or stepper's number.
  static let numberDefinition: JSON = .object([
    ("description", .string("a plain decimal number: 5, -2, 0.25")), ("type", .string("number")),
  ])

  /// `settings:`: plist keys the screens do not model.
  static var settingsDefinition: JSON {
    .object([
      ("description", .string("plist keys the screens do not model, in their plist types")),
      ("type", .string("object")),
      ("additionalProperties", .object([("$ref", .string("#/$defs/plistValue"))])),
    ])
  }

  /// A value of `settings:`, in its plist type.
  static var plistValueDefinition: JSON {
    let value: JSON = .object([("$ref", .string("#/$defs/plistValue"))])
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
          .object([("type", .array(["string", "number", "boolean"].map(JSON.string)))]),
          .object([("type", .string("array")), ("items", value)]),
          .object([("type", .string("object")), ("additionalProperties", value)]),
        ])
      ),
    ])
  }

  static var definitions: JSON {
    let colourNames = NamedColour.allCases.map { JSON.string($0.rawValue) }
    return .object([
      (
        "row",
        .object([
          ("description", .string("a row: its title, or a mapping, or a '- use:' of a template")),
          (
            "anyOf",
            .array([
              .object([("type", scalarTypes)]),
              .object([("$ref", .string("#/$defs/use"))]),
              .object(
                object(FieldTable.row) + [
                  // A title, except on a slider; at most one kind key.
                  (
                    "anyOf",
                    .array([
                      .object([("required", .array([.string("title")]))]),
                      .object([("required", .array([.string("slider")]))]),
                    ])
                  ),
                  (
                    "not",
                    .object([
                      (
                        "anyOf",
                        .array(
                          RowKind.keys.enumerated().flatMap { index, first in
                            RowKind.keys.dropFirst(index + 1).map { second in
                              JSON.object([
                                ("required", .array([.string(first), .string(second)]))
                              ])
                            }
                          })
                      )
                    ])
                  ),
                ]),
            ])
          ),
        ])
      ),
      (
        "choice",
        .object([
          ("description", .string("a choice: its title, or {title, value}")),
          (
            "anyOf", .array([.object([("type", scalarTypes)]), .object(object(FieldTable.choice))])
          ),
        ])
      ),
      (
        "section",
        .object([
          (
            "anyOf",
            .array([
              .object(
                object(FieldTable.section) + [
                  ("not", .object([("required", .array([.string("rows"), .string("choices")]))]))
                ]),
              .object([("$ref", .string("#/$defs/use"))]),
            ])
          )
        ])
      ),
      ("use", .object(object(FieldTable.use))),
      (
        "screenKeys",
        .object(object(FieldTable.screen + FieldTable.screenTemplate).filter { $0.0 != "required" })
      ),
      ("paging", .object(object(FieldTable.paging))),
      ("confirm", .object(object(FieldTable.confirm))),
      ("icon", .object(object(FieldTable.icon))),
      ("rowTemplate", .object(object(FieldTable.rowTemplate))),
      ("addRow", .object(object(FieldTable.addRow))),
      ("condition", conditionDefinition),
      ("number", numberDefinition),
      ("theme", .object(object(FieldTable.theme))),
      ("settings", settingsDefinition), ("plistValue", plistValueDefinition),
      ("snapshotVariant", .object(object(FieldTable.snapshotVariant))),
      ("plistFile", .object(object(FieldTable.plistFile))),
      (
        "selectionStyle",
        .object([
          (
            "anyOf",
            .array([
              .object([("enum", .array(["blue", "gray", "none"].map(JSON.string)))]),
              .object(object(FieldTable.customSelection)),
            ])
          )
        ])
      ),
      (
        "colour",
        .object([
          (
            "anyOf",
            .array([
              .object([("enum", .array(colourNames))]),
              .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}$"))]),
            ])
          )
        ])
      ),
      (
        "stateValue",
        .object([
          (
            "anyOf",
            .array([
              .object([("type", scalarTypes)]),
              .object([
                ("type", .string("object")),
                ("additionalProperties", .object([("$ref", .string("#/$defs/stateValue"))])),
              ]),
              .object([
                ("type", .string("array")),
                ("items", .object([("$ref", .string("#/$defs/stateValue"))])),
              ]),
            ])
          )
        ])
      ),
    ])
  }
}
