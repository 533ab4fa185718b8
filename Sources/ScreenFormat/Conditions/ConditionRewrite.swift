import Basics
import ScreenModel

/// A condition written as an expression (`!airplane`, `airplane == false`, `a && b`), which
/// the format reads as the name of one state key: the mapping it means, when the names in
/// it are state keys, to be offered as the fix instead of a nearby key (which would drop
/// the `!` and turn the condition round).
struct ConditionRewrite: Equatable {
  /// The error.
  var message: Diagnostic.Message
  /// What the condition is written as instead, when its keys are state keys (or near
  /// one): the fix. Nil when one is neither (the message still says the form).
  var text: String?

  /// The rewrite of `name`, the text a condition was written as, over `state`; a name that
  /// is not a state key is taken as the one `nearest` gives, if any.
  static func of(_ name: String, state: StateValue, nearest: (String) -> String?)
    -> ConditionRewrite?
  {
    func resolved(_ key: String) -> String? {
      guard !key.isEmpty else { return nil }
      if state.value(at: key.split(separator: ".").map(String.init)) != nil { return key }
      return nearest(key)
    }
    func rewrite(_ keys: [String], _ form: ([String]) -> String) -> ConditionRewrite {
      let found = keys.compactMap(resolved)
      let fixed = found.count == keys.count ? form(found.map(YAMLText.text)) : nil
      return ConditionRewrite(
        message: Messages.conditionExpression(name, as: fixed ?? form(keys)), text: fixed)
    }
    let written = trimmed(name)
    for (word, list) in [("&&", "all"), ("||", "any")] {
      let parts = split(written, on: word).map(trimmed)
      guard parts.count > 1 else { continue }
      return rewrite(parts) { "{\(list): [\($0.joined(separator: ", "))]}" }
    }
    for prefix in ["!", "-", "not "] where written.hasPrefix(prefix) {
      return rewrite([trimmed(String(written.dropFirst(prefix.count)))]) { "{not: \($0[0])}" }
    }
    for (operation, word) in [("!=", "isNot"), ("==", "is"), ("=", "is")] {
      let parts = split(written, on: operation)
      guard parts.count == 2 else { continue }
      let value = unquoted(trimmed(parts[1]))
      guard !value.isEmpty else { return nil }
      return rewrite([trimmed(parts[0])]) { "{key: \($0[0]), \(word): \(YAMLText.text(value))}" }
    }
    return nil
  }

  /// The text without spaces at its ends.
  private static func trimmed(_ text: some StringProtocol) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// The text without one pair of quotes around it.
  private static func unquoted(_ text: String) -> String {
    for quote: Character in ["\"", "'"] where text.count >= 2 {
      if text.first == quote, text.last == quote { return String(text.dropFirst().dropLast()) }
    }
    return text
  }

  /// The parts of `text` between each `separator`.
  private static func split(_ text: String, on separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(text)
    while let range = rest.firstRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    return parts + [String(rest)]
  }
}
