import Basics
import PropertyList
import ScreenFormat
import ScreenModel

/// Values as the screens' loader reads them where import spells them: a default or a
/// choice's value in the type its spelling says, kept plist keys in their plist types.
extension ImportedApp {
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
}
