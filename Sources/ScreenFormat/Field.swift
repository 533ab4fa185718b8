import ScreenModel

/// The format's fields, in one table that the decoders read their known keys from and
/// `screenspec schema` turns into a JSON Schema, so the two cannot drift apart.
package struct Field: Sendable, Hashable {
  /// What a field's value is.
  package indirect enum Kind: Sendable, Hashable {
    /// Text, taken as written.
    case text
    /// Text that may interpolate `{name}` (``InterpolatedText``).
    case interpolated
    /// `true` or `false`.
    case boolean
    /// A plain decimal integer within a range.
    case integer(ClosedRange<Int>)
    /// One of a few words.
    case oneOf([String])
    /// A definition of the schema (`row`, `colour`, …).
    case definition(FieldTable.Definition)
    /// A list of another kind.
    case list(Kind)
    /// Any of several kinds.
    case anyOf([Kind])
    /// YAML null.
    case null
    /// A mapping of any keys whose values are text or further mappings (app state).
    case stateMapping
    /// A mapping of any keys whose values are text (`storedNames`).
    case textMapping
  }

  /// The YAML key.
  package var name: String
  /// What the value is.
  package var kind: Kind
  /// Whether the key must be present.
  package var required: Bool
  /// One line for editors and the reference.
  package var summary: String
  /// What else the decoders know the key by: the row kinds it belongs to, or its part in
  /// a screen's content or picker group.
  package var role: Role = .plain

  /// What a key is to the decoders, beside its kind of value.
  package enum Role: Sendable, Hashable {
    /// A key of its own.
    case plain
    /// A key that belongs to these row kinds (their kind keys: `slider`, `push`, …).
    case ownedBy([RowKind.Name])
    /// One of the keys that hold a screen's content: a screen has one of them.
    case content
    /// The row template of a list held in state, part of its content.
    case listRow
    /// A key of a picker's group: on the screen, or on a choice section as an inline group.
    case pickerGroup
    /// A picker group's key that a choice section may set only as an inline group.
    case multiplePickerGroup
  }

  init(_ name: String, _ kind: Kind, required: Bool = false, _ summary: String) {
    self.name = name
    self.kind = kind
    self.required = required
    self.summary = summary
  }

  /// The field, belonging to these row kinds.
  func owned(by kinds: RowKind.Name...) -> Field { with(.ownedBy(kinds)) }

  /// The field, with a role.
  func with(_ role: Role) -> Field {
    var field = self
    field.role = role
    return field
  }
}
