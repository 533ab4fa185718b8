/// The format's fields, in one table that the decoders read their known keys from and
/// `screenspec schema` turns into a JSON Schema, so the two cannot drift apart.
package struct Field: Sendable, Hashable {
  /// What a field's value is.
  package indirect enum Kind: Sendable, Hashable {
    /// Text, taken as written.
    case text
    /// Text that may interpolate `{name}`.
    case template
    /// `true` or `false`.
    case boolean
    /// A plain decimal integer within a range.
    case integer(ClosedRange<Int>)
    /// One of a few words.
    case oneOf([String])
    /// A definition by name (`row`, `colour`, …).
    case definition(String)
    /// A list of another kind.
    case list(Kind)
    /// Any of several kinds.
    case anyOf([Kind])
    /// YAML null.
    case null
    /// A mapping of any keys whose values are text or further mappings (app state).
    case stateMapping
  }

  /// The YAML key.
  package var name: String
  /// What the value is.
  package var kind: Kind
  /// Whether the key must be present.
  package var required: Bool
  /// One line for editors and the reference.
  package var summary: String

  init(_ name: String, _ kind: Kind, required: Bool = false, _ summary: String) {
    self.name = name
    self.kind = kind
    self.required = required
    self.summary = summary
  }
}
