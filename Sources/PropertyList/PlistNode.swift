import Basics

/// Where a plist node comes from.
///
/// An XML plist has lines, so its nodes carry a ``Mark`` (1-based line and column, the
/// column counted in Unicode scalars, as YAMLTree counts them). A binary (`bplist00`) plist
/// has none: its nodes carry their object's index in the file's object table.
package enum PlistLocation: Sendable, Hashable {
  /// A line and column of an XML plist or a `.strings` text.
  case mark(Mark)
  /// The index of an object in a binary plist.
  case object(Int)
  /// Made in memory, not read from a file (what the writer is given).
  case generated

  /// Whether it is an object of a binary plist.
  package var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// The mark, when the location has one.
  package var mark: Mark? {
    if case .mark(let mark) = self { return mark }
    return nil
  }
}

/// A node of a property list, with where it starts.
///
/// Numbers keep their text as written (`<integer>010</integer>` is "010", a binary
/// integer its decimal digits), so a value read and written back keeps its type and spelling.
package struct PlistNode: Sendable, Equatable {
  /// What a node holds. The XML spellings are the element names.
  package enum Content: Sendable, Equatable {
    /// `<string>`.
    case string(String)
    /// `<integer>`: its decimal text.
    case integer(String)
    /// `<real>`: its text as written.
    case real(String)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`: its ISO 8601 text.
    case date(String)
    /// `<data>`: the decoded bytes.
    case data([UInt8])
    /// `<array>`.
    case array([PlistNode])
    /// `<dict>`: its entries in the order written.
    case dictionary([PlistEntry])
  }

  /// The node's content.
  package var content: Content
  /// Where the node starts.
  package var location: PlistLocation

  /// Creates a node.
  package init(_ content: Content, at location: PlistLocation = .generated) {
    self.content = content
    self.location = location
  }

  /// The text, when this node is a string.
  package var string: String? {
    if case .string(let text) = content { return text }
    return nil
  }

  /// The items, when this node is an array.
  package var array: [PlistNode]? {
    if case .array(let items) = content { return items }
    return nil
  }

  /// The entries, when this node is a dictionary.
  package var dictionary: [PlistEntry]? {
    if case .dictionary(let entries) = content { return entries }
    return nil
  }

  /// The value of a dictionary's key, when this node is a dictionary that has it.
  package subscript(key: String) -> PlistNode? {
    dictionary?.last(where: { $0.key == key })?.value
  }

  /// The XML element name of the node's type, for messages: "string", "integer", "dict".
  package var typeName: String {
    switch content {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .boolean: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dict"
    }
  }

  /// The node with every location, its own and its children's, set to ``PlistLocation/generated``.
  package var withoutLocations: PlistNode {
    switch content {
    case .array(let items):
      return PlistNode(.array(items.map(\.withoutLocations)))
    case .dictionary(let entries):
      return PlistNode(
        .dictionary(entries.map { PlistEntry(key: $0.key, value: $0.value.withoutLocations) }))
    default:
      return PlistNode(content)
    }
  }
}

/// One key and value of a plist dictionary.
package struct PlistEntry: Sendable, Equatable {
  /// The key's text.
  package var key: String
  /// Where the key is written.
  package var keyLocation: PlistLocation
  /// The value.
  package var value: PlistNode

  /// Creates an entry.
  package init(key: String, at keyLocation: PlistLocation = .generated, value: PlistNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
