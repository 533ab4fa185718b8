/// A JSON value: the one JSON type of the tool, which JSON-RPC messages, `check --format
/// json`, the reports and the format's schema are all made of. It is written
/// deterministically (members in the order given, no spaces), so the same value is the
/// same bytes every run.
package enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer as written (`42`, `-1`).
  case integer(Int)
  /// Any other number, as written (`1.5`, `1e3`).
  case real(String)
  /// A string, escapes resolved.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// Members in the order written; a repeated name keeps its last value.
  case object([(String, JSONValue)])

  /// Equal values; objects are equal with the same members in the same order.
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.real(let a), .real(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value as compact JSON text.
  package var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .real(let text): out += text
    case .string(let text): out += JSONText.quoted(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        out += JSONText.quoted(member.0) + ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
  }

  /// A member of an object, or nil.
  package subscript(_ name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == name }?.1
  }

  /// The text of a string value.
  package var string: String? { if case .string(let text) = self { text } else { nil } }

  /// The value of an integer.
  package var integer: Int? { if case .integer(let value) = self { value } else { nil } }

  /// The value of a boolean.
  package var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

  /// The items of an array.
  package var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }

  /// An object with more members after its own; any other value as it is.
  package func adding(_ members: [(String, JSONValue)]) -> JSONValue {
    guard case .object(let own) = self else { return self }
    return .object(own + members)
  }
}
