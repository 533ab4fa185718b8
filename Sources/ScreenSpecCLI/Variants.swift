import ScreenModel

/// The flags that choose a variant (`--device`, `--appearance`, `--text-size`): an unknown
/// value is a usage error that lists the valid ones.
enum Variants {
  /// A flag's value as one of a type's cases, or nil when the flag is not given.
  static func value<Value: RawRepresentable & CaseIterable>(
    _ text: String?, flag: String, command: String
  ) throws(UsageError) -> Value? where Value.RawValue == String {
    guard let text else { return nil }
    guard let value = Value(rawValue: text) else {
      throw UsageError(
        UsageMessages.oneOf(flag, Value.allCases.map(\.rawValue), got: text), command: command)
    }
    return value
  }

  /// `--device phone|pad`.
  static func device(_ text: String, command: String) throws(UsageError) -> Device {
    guard let device = Device(rawValue: text) else {
      throw UsageError(
        UsageMessages.oneOf("device", ["phone", "pad"], got: text), command: command)
    }
    return device
  }
}
