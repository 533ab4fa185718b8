import ScreenModel

/// Texts as `LocalizedStringKey` literals, and conditions as Swift tests of stored keys.
extension ScreenWriter {
  /// A stored key this view uses: declared once, as `@AppStorage`.
  mutating func use(_ path: [String]) -> StateKeys.Key? {
    guard let key = keys.key(path) ?? keys.addRead(path, app) else { return nil }
    if !used.contains(key.path) { used.append(key.path) }
    return key
  }

  /// A text as a string literal a `LocalizedStringKey` is made from: `"Hi \(name)"`, its
  /// source the key the String Catalog has. `{count}` and plural texts are problems yet.
  mutating func text(_ text: InterpolatedText, key: String) -> String {
    if text.plural != nil {
      problem(key, SwiftUIMessages.notYet("a plural text"))
      return "\"\""
    }
    var out = ""
    for segment in text.segments {
      switch segment {
      case .text(let literal): out += String(SwiftNames.literal(literal).dropFirst().dropLast())
      case .state(let path):
        guard let stored = use(path) else {
          problem(key, SwiftUIMessages.unknownState(path.joined(separator: ".")))
          continue
        }
        out += "\\(\(stored.property))"
      case .count: problem(key, SwiftUIMessages.interpolation("count"))
      case .unread: problem(key, SwiftUIMessages.interpolation("unread"))
      case .countOf(let id): problem(key, SwiftUIMessages.interpolation("count:" + id))
      case .unreadOf(let id): problem(key, SwiftUIMessages.interpolation("unread:" + id))
      }
    }
    return "\"" + out + "\""
  }

  /// A condition as a Swift test of the stored keys; nil (and a problem) where it reads
  /// what a generated view does not have.
  mutating func condition(_ condition: Condition, key: String) -> String? {
    switch condition {
    case .key(let path):
      guard let stored = use(path) else {
        problem(key, SwiftUIMessages.unknownState(path.joined(separator: ".")))
        return nil
      }
      switch stored.type {
      case "Bool": return stored.property
      case "String": return "!\(stored.property).isEmpty"
      default: return "\(stored.property) != 0"
      }
    case .equals(let path, let value), .notEquals(let path, let value):
      guard let stored = use(path) else {
        problem(key, SwiftUIMessages.unknownState(path.joined(separator: ".")))
        return nil
      }
      let equal: Bool
      if case .equals = condition { equal = true } else { equal = false }
      return
        "\(stored.property) \(equal ? "==" : "!=") \(StateKeys.literal(value, type: stored.type))"
    case .oneOf(let path, let values):
      guard let stored = use(path) else {
        problem(key, SwiftUIMessages.unknownState(path.joined(separator: ".")))
        return nil
      }
      let literals = values.map { StateKeys.literal($0, type: stored.type) }
      return "[\(literals.joined(separator: ", "))].contains(\(stored.property))"
    case .host(let host):
      // The generated views are the app's own screens.
      return host == .app ? "true" : "false"
    case .contains, .device:
      problem(key, SwiftUIMessages.notYet("this condition"))
      return nil
    case .not(let inner): return self.condition(inner, key: key).map(Self.negated)
    case .all(let inner), .any(let inner):
      let parts = inner.compactMap { self.condition($0, key: key) }
      guard parts.count == inner.count else { return nil }
      let joiner: String
      if case .all = condition { joiner = " && " } else { joiner = " || " }
      return parts.map(Self.grouped).joined(separator: joiner)
    }
  }

  /// A test in parentheses where it has an operator of its own.
  static func grouped(_ test: String) -> String {
    test.contains(" ") ? "(" + test + ")" : test
  }

  /// `!wifi`, `!(a && b)`.
  static func negated(_ test: String) -> String {
    "!" + grouped(test)
  }
}
