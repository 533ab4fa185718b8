/// A switch bound to a state key (Settings' `PSToggleSwitchSpecifier`).
package struct Toggle: Sendable, Hashable {
  /// The bound state key.
  package var key: [String]
  /// The stored value when on; nil means `true`.
  package var trueValue: String?
  /// The stored value when off; nil means `false`.
  package var falseValue: String?
  /// The type `trueValue` is written in (a quoted `"1"` is a text, a plain `1` a number),
  /// nil when not written.
  package var trueType: ValueType?
  /// The type `falseValue` is written in, nil when not written.
  package var falseType: ValueType?

  /// Creates a switch.
  package init(key: [String], trueValue: String? = nil, falseValue: String? = nil) {
    self.key = key
    self.trueValue = trueValue
    self.falseValue = falseValue
  }

  /// The value stored when on.
  package var onValue: String { trueValue ?? "true" }
  /// The value stored when off.
  package var offValue: String { falseValue ?? "false" }

  /// Whether a stored value means on; nil when the switch cannot hold it.
  package func isOn(_ value: String) -> Bool? {
    if value == onValue { return true }
    if value == offValue { return false }
    return nil
  }
}
