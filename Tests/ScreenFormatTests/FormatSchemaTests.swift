import Basics
import JSON
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// The format's schema, built in the model from the field tables: every reference it makes
/// is one of its definitions, every definition is used, and the keys the language server
/// completes inside a definition (``FieldTable/Definition/fields``) are the keys the schema
/// allows there.
@Suite struct FormatSchemaTests {
  /// Every `$ref` under a value, by the definition it names.
  static func references(in value: JSONValue) -> [String] {
    switch value {
    case .object(let members):
      members.flatMap { name, member in
        name == "$ref" ? [member.string ?? ""] : references(in: member)
      }
    case .array(let items): items.flatMap(references)
    default: []
    }
  }

  /// The keys a definition's schema allows in a mapping: the properties of each of its
  /// forms, through a reference to another definition.
  static func keys(_ value: JSONValue, definitions: JSONValue, follow: Bool = true) -> Set<String> {
    var keys = Set<String>()
    if case .object(let properties)? = value["properties"] { keys.formUnion(properties.map(\.0)) }
    for form in value["anyOf"]?.array ?? [] {
      if follow, let name = form["$ref"]?.string?.split(separator: "/").last,
        let target = definitions[String(name)]
      {
        keys.formUnion(Self.keys(target, definitions: definitions, follow: false))
      } else {
        keys.formUnion(Self.keys(form, definitions: definitions, follow: follow))
      }
    }
    return keys
  }

  @Test(arguments: FileRole.allCases)
  func everyReferenceIsADefinition(role: FileRole) throws {
    let schema = FormatSchema.of(role)
    let definitions = try #require(schema["$defs"])
    guard case .object(let members) = definitions else {
      Issue.record("$defs is no object: \(definitions.text)")
      return
    }
    #expect(members.map(\.0) == FieldTable.Definition.allCases.map(\.rawValue))
    let named = Set(Self.references(in: schema))
    for reference in named {
      #expect(reference.hasPrefix("#/$defs/"), "\(reference)")
      #expect(definitions[String(reference.dropFirst("#/$defs/".count))] != nil, "\(reference)")
    }
  }

  @Test func everyDefinitionIsUsedBySomeFileKind() {
    let used = Set(
      FileRole.allCases.flatMap { Self.references(in: FormatSchema.of($0)) }.map {
        String($0.dropFirst("#/$defs/".count))
      })
    #expect(used == Set(FieldTable.Definition.allCases.map(\.rawValue)))
  }

  @Test(arguments: FieldTable.Definition.allCases.filter { $0.fields != nil })
  func theKeysCompletedInADefinitionAreTheKeysItsSchemaAllows(
    definition: FieldTable.Definition
  ) throws {
    let definitions = try #require(FormatSchema.of(.screen)["$defs"])
    let schema = try #require(definitions[definition.rawValue])
    let fields = try #require(definition.fields)
    #expect(Self.keys(schema, definitions: definitions) == Set(fields.map(\.name)))
  }

  @Test func aTemplatesScreenTakesTheKeysThatStartAScreenFromATemplate() throws {
    let names = try #require(FileRole.template.fields(inside: ["screen"])).map(\.name)
    #expect(names.contains("template") && names.contains("with") && names.contains("title"))
  }
}
