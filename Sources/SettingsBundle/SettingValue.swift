import PropertyList

/// A scalar value of a Settings bundle (a `DefaultValue`, one of `Values`, a
/// `TrueValue`), in its plist type.
///
/// The screens keep the type: `<integer>` and `<real>` are written as plain numbers,
/// `<true/>`/`<false/>` as booleans, a `<string>` as text (quoted when it would read as
/// another type), and export writes each back as the type it was.
package enum SettingValue: Sendable, Hashable {
  /// `<string>`.
  case string(String)
  /// `<integer>`, its decimal text.
  case integer(String)
  /// `<real>`, its text.
  case real(String)
  /// `<true/>` or `<false/>`.
  case boolean(Bool)

  /// The value of a scalar plist node; nil for arrays, dicts, dates and data.
  package init?(_ node: PlistNode) {
    switch node.content {
    case .string(let text): self = .string(text)
    case .integer(let text): self = .integer(text)
    case .real(let text): self = .real(text)
    case .boolean(let value): self = .boolean(value)
    default: return nil
    }
  }

  /// The value as a plist node.
  package var plistNode: PlistNode {
    switch self {
    case .string(let text): PlistNode(.string(text))
    case .integer(let text): PlistNode(.integer(text))
    case .real(let text): PlistNode(.real(text))
    case .boolean(let value): PlistNode(.boolean(value))
    }
  }

  /// The text the screens' state holds for it (`true`, `3`, `0.5`, `Dark`).
  package var text: String {
    switch self {
    case .string(let text), .integer(let text), .real(let text): text
    case .boolean(let value): value ? "true" : "false"
    }
  }

  /// Whether Settings would take the two values as equal (`-[NSObject isEqual:]`): numbers
  /// and booleans by number (`1` is `1.0` and `<true/>`), strings by text.
  package func settingsEquals(_ other: SettingValue) -> Bool {
    switch (self, other) {
    case (.string(let a), .string(let b)): return a == b
    case (.string, _), (_, .string): return false
    default: return number == other.number
    }
  }

  private var number: Double? {
    switch self {
    case .string: nil
    case .integer(let text), .real(let text): Double(text)
    case .boolean(let value): value ? 1 : 0
    }
  }

  /// The plist type's name, for messages.
  package var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .boolean: "boolean"
    }
  }

  /// The value as its plist element, for messages where types matter: `<real>0</real>`.
  var element: String {
    switch self {
    case .string(let text): "<string>\(text)</string>"
    case .integer(let text): "<integer>\(text)</integer>"
    case .real(let text): "<real>\(text)</real>"
    case .boolean(let value): value ? "<true/>" : "<false/>"
    }
  }

  /// The value as a message shows it: `'Dark'`, `3`, `true`.
  package var shown: String {
    if case .string(let text) = self { return "'\(text)'" }
    return text
  }
}
