import Basics

/// A JSON value as read, with where it starts: what `JSONReader` gives.
///
/// Numbers keep their text as written, an integer (no fraction, no exponent) apart from a
/// real, so a value read and written back keeps its spelling; objects keep their members in
/// the order written, each key with its own mark.
package struct JSONNode: Sendable, Equatable {
  /// What a node holds.
  package enum Content: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number with neither fraction nor exponent, as written (`42`, `-0`, and digits past
    /// what `Int` holds).
    case integer(String)
    /// Any other number, as written (`1.5`, `-2.5e3`).
    case real(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object's members in the order written; of a repeated key, the last value, in the
    /// first one's place.
    case object([JSONMember])
  }

  /// The node's content.
  package var content: Content
  /// Where the value starts: 1-based line and column, the column in Unicode scalars.
  package var mark: Mark

  /// Creates a node.
  package init(_ content: Content, at mark: Mark = .start) {
    self.content = content
    self.mark = mark
  }

  /// The text, when this node is a string.
  package var string: String? {
    if case .string(let text) = content { text } else { nil }
  }

  /// The value, when this node is `true` or `false`.
  package var bool: Bool? {
    if case .bool(let value) = content { value } else { nil }
  }

  /// The items, when this node is an array.
  package var array: [JSONNode]? {
    if case .array(let items) = content { items } else { nil }
  }

  /// The members, when this node is an object.
  package var object: [JSONMember]? {
    if case .object(let members) = content { members } else { nil }
  }

  /// The value of a member, when this node is an object that has it.
  package subscript(key: String) -> JSONNode? {
    object?.last { $0.key == key }?.value
  }

  /// The value without its marks: an integer that `Int` cannot hold is a real, its text
  /// kept.
  package var value: JSONValue {
    switch content {
    case .null: .null
    case .bool(let value): .bool(value)
    case .integer(let text): Int(text).map(JSONValue.integer) ?? .real(text)
    case .real(let text): .real(text)
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(\.value))
    case .object(let members): .object(members.map { ($0.key, $0.value.value) })
    }
  }
}

/// One member of a JSON object: its key, where the key is written, and its value.
package struct JSONMember: Sendable, Equatable {
  /// The key, escapes resolved.
  package var key: String
  /// Where the key's opening quote is.
  package var keyMark: Mark
  /// The value.
  package var value: JSONNode

  /// Creates a member.
  package init(key: String, at keyMark: Mark = .start, value: JSONNode) {
    self.key = key
    self.keyMark = keyMark
    self.value = value
  }
}
