/// A switch bound to a state key (Settings' `PSToggleSwitchSpecifier`).
public struct Toggle: Sendable, Hashable {
  /// The bound state key.
  public package(set) var key: [String]
  /// The stored value when on; nil means `true`.
  public package(set) var trueValue: String?
  /// The stored value when off; nil means `false`.
  public package(set) var falseValue: String?
  /// The type `trueValue` is written in (a quoted `"1"` is a text, a plain `1` a number),
  /// nil when not written.
  public package(set) var trueType: ValueType?
  /// The type `falseValue` is written in, nil when not written.
  public package(set) var falseType: ValueType?

  /// Creates a switch.
  package init(key: [String], trueValue: String? = nil, falseValue: String? = nil) {
    self.key = key
    self.trueValue = trueValue
    self.falseValue = falseValue
  }

  /// The value stored when on.
  public var onValue: String { trueValue ?? "true" }
  /// The value stored when off.
  public var offValue: String { falseValue ?? "false" }

  /// Whether a stored value means on; nil when the switch cannot hold it. A switch without
  /// values of its own also holds the texts `YES` and `NO` (in any case) and numbers, as a
  /// Settings.bundle may store them (`<integer>1</integer>`): Settings and InAppSettingsKit
  /// read a stored value that is neither value by its Objective-C `boolValue`.
  package func isOn(_ value: String) -> Bool? {
    if value == onValue { return true }
    if value == offValue { return false }
    if trueValue == nil, falseValue == nil { return Self.boolValue(value) }
    return nil
  }

  /// A stored value as Settings reads it for a switch without values of its own
  /// (`-[NSNumber boolValue]`, `-[NSString boolValue]`): `YES` or `NO` in any case, or a
  /// number, on unless it is zero (`1` and `0.5` are on, `0` is off); nil for other texts.
  package static func boolValue(_ text: String) -> Bool? {
    if let flag = yesOrNo(text) { return flag }
    guard let number = ExactDecimal(text) else { return nil }
    return number.units != 0
  }

  /// `YES` or `NO` in any case as on or off; nil for any other text.
  package static func yesOrNo(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes": true
    case "no": false
    default: nil
    }
  }
}
