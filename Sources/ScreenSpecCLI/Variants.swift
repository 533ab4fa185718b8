import ScreenModel
import ScreenRendering

/// The flags that choose what a drawing is for and how it is drawn, one group the drawing
/// commands share: the variant (`--device`, `--host`, `--locale`, `--appearance`,
/// `--text-size`), the text's `--width` and `--ascii`, and `--format`. An unknown value is a
/// usage error that lists the valid ones.
enum Variants {
  /// A flag's value as one of a type's cases (a variant's, `--color`'s, `--record`'s), or
  /// nil when the flag is not given.
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

  /// A flag's values as a usage line shows them: `phone|pad`, from the same cases an
  /// unknown value's error lists.
  static func choices<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> String
  where Value.RawValue == String {
    Value.allCases.map(\.rawValue).joined(separator: "|")
  }

  /// The flags that choose what a screen is drawn for, one group that `render`, `play`,
  /// `snapshot` and `gallery` share.
  static let flags = OptionSpec.values("device", "host", "appearance", "text-size", "locale")

  /// The group's lines in a usage, the values of each flag from its cases.
  static let usage = [
    "[--device \(choices(Device.self))] [--host \(choices(Host.self))] [--locale LOCALE]",
    "[--appearance \(choices(Appearance.self))] [--text-size SIZE]",
  ]

  /// The variant the flags choose; what is not given is the default.
  static func variant(_ arguments: Arguments, command: String) throws(UsageError) -> Variant {
    Variant(
      device: try value(arguments.value("device"), flag: "device", command: command) ?? .phone,
      host: try value(arguments.value("host"), flag: "host", command: command) ?? .settings,
      locale: arguments.value("locale"),
      appearance: try value(arguments.value("appearance"), flag: "appearance", command: command)
        ?? .light,
      textSize: try value(arguments.value("text-size"), flag: "text-size", command: command)
        ?? .large)
  }

  /// `--width N` of text (within the text renderer's widths), default 40.
  static func textWidth(_ arguments: Arguments, command: String) throws(UsageError) -> Int {
    try arguments.integer(
      "width", in: RenderOptions.minimumWidth...RenderOptions.maximumWidth, command: command)
      ?? 40
  }

  /// `--format`, one of `formats` (default text).
  static func format(_ arguments: Arguments, among formats: [OutputFormat], command: String)
    throws(UsageError) -> OutputFormat
  {
    guard let text = arguments.value("format") else { return .text }
    guard let format = formats.first(where: { $0.rawValue == text }) else {
      throw UsageError(
        UsageMessages.oneOf("format", formats.map(\.rawValue), got: text), command: command)
    }
    return format
  }
}
