import PropertyList

/// A JSON value, as JSON-RPC messages carry them: read with the tool's one JSON reader
/// (``JSONReader``, written for String Catalogs) and written deterministically (members in
/// the order given, no spaces), so a message is the same bytes every run.
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

  /// Parses a message body, or says why it is not JSON (the reader's located message).
  package static func parse(_ bytes: [UInt8], maxBytes: Int) -> Result<JSONValue, JSONError> {
    let limits = PlistLimits(maxBytes: maxBytes, maxDepth: 64, maxNodes: 4_000_000)
    let parsed = JSONReader.parse(bytes, limits: limits)
    guard let root = parsed.root else {
      let message = parsed.problems.first.map(\.message) ?? "not JSON"
      return .failure(JSONError(message: message))
    }
    return .success(JSONValue(root))
  }

  private init(_ node: PlistNode) {
    switch node.content {
    case .dictionary(let entries): self = .object(entries.map { ($0.key, JSONValue($0.value)) })
    case .array(let items): self = .array(items.map(JSONValue.init))
    case .string(let text): self = .string(text)
    case .integer(let text): self = Int(text).map(JSONValue.integer) ?? .real(text)
    case .real(let text): self = .real(text)
    case .boolean(let value): self = .bool(value)
    // The reader gives `null` as empty data: nothing else in JSON is data.
    case .data, .date: self = .null
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
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of an integer.
  package var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The value of a boolean.
  package var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The items of an array.
  package var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }
}

/// Why a message body is not JSON.
package struct JSONError: Error, Sendable, Equatable {
  /// The reader's message.
  package var message: String
}
