import Basics
import PropertyList
import ScreenFormat
import ScreenModel

/// Values as the screens' loader reads them where import spells them: a default or a
/// choice's value in the type its spelling says, kept plist keys in their plist types, a
/// Settings text literal, a key a path.
extension PaneImport {
  /// A value's text and type as written: a number or boolean plain, a text quoted where it
  /// would read as another (`"5"`); a real that is not a number (`inf`) is a text.
  static func scalar(_ value: SettingValue) -> (text: String, type: ValueType) {
    let spelled = YAMLText.value(value)
    guard !spelled.hasPrefix("\"") else { return (value.text, .text) }
    return (spelled, ValueType(plain: spelled))
  }

  /// Plist keys the screens do not model (`settings:`); nil when there are none.
  static func passthrough(_ entries: [PlistEntry]) -> [PassthroughKey]? {
    entries.isEmpty ? nil : keys(entries)
  }

  /// Plist keys, each value in its plist type; a date that is not one is left out.
  static func keys(_ entries: [PlistEntry]) -> [PassthroughKey] {
    entries.compactMap { entry in
      passthrough(entry.value).map { PassthroughKey(key: entry.key, value: $0) }
    }
  }

  /// One kept plist value: a string, or a number whose spelling is not a number's, is a
  /// string; a plain spelling reads back in the type it says.
  static func passthrough(_ node: PlistNode) -> PassthroughValue? {
    switch node.content {
    case .string(let text):
      return YAMLText.isPlainSafe(text) ? PassthroughDecoder.plainValue(text) : .string(text)
    case .integer(let digits): return PassthroughDecoder.plainValue(digits)
    case .real(let text):
      let spelled = YAMLText.value(.real(text))
      return spelled.hasPrefix("\"") ? .string(text) : PassthroughDecoder.plainValue(spelled)
    case .boolean(let flag): return .boolean(flag)
    case .date(let text): return PassthroughDecoder.isDate(text) ? .date(text) : nil
    case .data(let bytes): return .data(Base64.encode(bytes))
    case .array(let items): return .array(items.compactMap(passthrough))
    case .dictionary(let entries): return .dictionary(keys(entries))
    }
  }

  /// A slider's bound as written (`1e3` as `1000.0`); zero where it is not a number.
  static func decimal(_ value: SettingValue) -> ExactDecimal {
    let spelled = YAMLText.value(YAMLText.plainDecimal(value))
    return ExactDecimal(spelled) ?? ExactDecimal(units: 0, scale: 0)
  }

  /// A state key's path (`user.name`), as a key of a control or group is split.
  static func path(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// A Settings text as the screens hold it: literal, its braces not interpolating.
  static func literal(_ text: String) -> InterpolatedText {
    InterpolatedText(literal: text)
  }

  /// A picker's choice: its title read as a name (its braces doubled, then held literal),
  /// the value it stores in the type it is written in, and its short title.
  static func choice(title: String, value: SettingValue, shortTitle: String?) -> Row {
    let stored = scalar(value)
    var row = Row(
      title: InterpolatedText(literal: InterpolatedText.literalSource(title)),
      choiceValue: stored.text)
    row.choiceValueType = stored.type
    row.shortTitle = shortTitle.map(InterpolatedText.literalSource)
    return row
  }
}
