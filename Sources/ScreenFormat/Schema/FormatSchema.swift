import JSON
import ScreenModel

/// The JSON Schema (draft 2020-12) of a file of the format, built from the field tables the
/// decoders read their keys from: `screenspec schema` prints it, and the language server's
/// completion and hover read the same tables.
package enum FormatSchema {
  /// The schema of a file of `role`: its title, its keys, and every definition.
  package static func of(_ role: FileRole) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string(title(role))),
    ]
    switch role {
    case .app, .scenario, .strings: members += object(role.fields)
    case .template:
      members += object(role.fields)
      members.append(("oneOf", .array(["rows", "section", "sections", "screen"].map(required))))
    case .screen:
      // A screen made from a template may leave its title and content to it.
      members += object(role.fields).filter { $0.0 != "required" }
      let content = JSONValue.array(FieldTable.contentKeys.map(required))
      members.append(
        (
          "anyOf",
          .array([
            .object([("required", .array([.string("title")])), ("oneOf", content)]),
            required("template"),
          ])
        ))
    }
    let definitions = FieldTable.Definition.allCases.map { ($0.rawValue, schema(of: $0)) }
    members.append(("$defs", .object(definitions)))
    return .object(members)
  }

  /// The schema's title for a file of `role`.
  static func title(_ role: FileRole) -> String {
    switch role {
    case .screen: "ScreenSpec screen"
    case .app: "ScreenSpec app.yaml"
    case .scenario: "ScreenSpec scenario"
    case .strings: "ScreenSpec strings table"
    case .template: "ScreenSpec template"
    }
  }

  /// `{"required": [key]}`.
  static func required(_ key: String) -> JSONValue {
    .object([("required", .array([.string(key)]))])
  }

  /// `type: object` with properties, required keys and no others.
  static func object(_ fields: [Field]) -> [(String, JSONValue)] {
    var out: [(String, JSONValue)] = [
      ("type", .string("object")),
      ("properties", .object(fields.map { ($0.name, property($0)) })),
      ("additionalProperties", .bool(false)),
    ]
    let required = fields.filter(\.required).map { JSONValue.string($0.name) }
    if !required.isEmpty { out.append(("required", .array(required))) }
    return out
  }

  /// A key's schema: its kind's and its summary.
  static func property(_ field: Field) -> JSONValue {
    .object(kind(field.kind) + [("description", .string(field.summary))])
  }

  /// Any YAML scalar but null, which ScreenSpec reads as text, as written.
  static let scalarTypes = JSONValue.array(["string", "number", "boolean"].map(JSONValue.string))

  /// `{"$ref": "#/$defs/NAME"}`.
  static func reference(_ definition: FieldTable.Definition) -> JSONValue {
    .object([("$ref", .string("#/$defs/\(definition.rawValue)"))])
  }

  /// The schema of a value of `kind`.
  static func kind(_ kind: Field.Kind) -> [(String, JSONValue)] {
    switch kind {
    case .text: return [("type", scalarTypes)]
    case .interpolated:
      return [("anyOf", .array([.object([("type", scalarTypes)]), reference(.plural)]))]
    case .boolean: return [("type", .string("boolean"))]
    case .integer(let range):
      return [
        ("type", .string("integer")), ("minimum", .integer(range.lowerBound)),
        ("maximum", .integer(range.upperBound)),
      ]
    case .oneOf(let words): return [("enum", .array(words.map(JSONValue.string)))]
    case .definition(let definition): return [("$ref", .string("#/$defs/\(definition.rawValue)"))]
    case .list(let item): return [("type", .string("array")), ("items", .object(self.kind(item)))]
    case .anyOf(let kinds): return [("anyOf", .array(kinds.map { .object(self.kind($0)) }))]
    case .null: return [("type", .string("null"))]
    case .stateMapping:
      return [("type", .string("object")), ("additionalProperties", reference(.stateValue))]
    case .textMapping:
      return [
        ("type", .string("object")), ("additionalProperties", .object([("type", scalarTypes)])),
      ]
    }
  }
}
