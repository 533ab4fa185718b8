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
  mutating func text(
    _ text: InterpolatedText, key: String, value: StateKeys.Key? = nil, printed: String? = nil
  ) -> String {
    // A plural text: its `other` form, whose number chooses the form in the String Catalog.
    var segments = text.segments
    if let plural = text.plural {
      segments = plural.other.segments
      guard segments.contains(where: { Self.isNumber($0, plural.number) }) else {
        problem(key, SwiftUIMessages.pluralWithoutNumber)
        return "\"\""
      }
    }
    var out = ""
    var pieces: [FormatKey.Piece] = []
    for segment in segments {
      guard let name = InterpolatedText.name(of: segment) else {
        if case .text(let literal) = segment {
          out += String(SwiftNames.literal(literal).dropFirst().dropLast())
          pieces.append(.literal(literal))
        }
        continue
      }
      // What `LocalizedStringKey` keys the interpolation by: `%lld` an `Int`, `%lf` a
      // `Double`, `%@` a `String` or a `Text`.
      // A control's `valueFormat` shows its `{value}`.
      let (swift, specifier) =
        if let value, segment == .state(["value"]) {
          printed.map { ($0, "@") } ?? Self.shown(value)
        } else {
          interpolation(segment, plural: text.plural, key: key)
        }
      out += "\\(" + swift + ")"
      pieces.append(.argument(FormatKey.Argument(name: name, specifier: specifier)))
    }
    let format = FormatKey(pieces)
    if !format.arguments.isEmpty { lookups[text.description] = format }
    return "\"" + out + "\""
  }

  /// A control's `Double` value as `render` prints it: with its step's decimals (`2.5` for
  /// a step of 0.5, `5` for a step of 1), else as written (`0.5`, `5`); nil for a value of
  /// another type, which prints as it is. (`LocalizedStringKey` would print a `Double`'s
  /// `%lf`: `5.000000`.)
  static func printed(_ stored: StateKeys.Key, _ control: NumberControl) -> String? {
    guard stored.type == "Double" else { return nil }
    guard let step = control.step else { return "\(stored.property).formatted()" }
    return "String(format: \"%.\(step.scale)f\", \(stored.property))"
  }

  /// A stored key's property as a text prints it, and its format specifier.
  static func shown(_ stored: StateKeys.Key) -> (String, String) {
    (stored.property, ["Int": "lld", "Double": "lf"][stored.type] ?? "@")
  }

  /// The Swift an interpolation prints, and its format specifier.
  mutating func interpolation(
    _ segment: InterpolatedText.Segment, plural: PluralText?, key: String
  ) -> (String, String) {
    switch segment {
    case .state(let path):
      if itemFields, path.count == 2, path[0] == "item" {
        return ("item[\(SwiftNames.literal(path[1]))] ?? \"\"", "@")
      }
      // A multiple-choice picker's list shows its choices' titles.
      if let picker = app.screens.first(where: { Self.isMultiplePicker($0, bound: path) }),
        let list = keys.list(path, app)
      {
        return ("\(SwiftNames.typeName(picker.id))View.titles(of: \(model()).\(list))", "@")
      }
      if let list = keys.list(path, app) {
        return ("\(model()).\(list).joined(separator: \", \")", "@")
      }
      guard let stored = use(path) else {
        problem(key, SwiftUIMessages.unknownState(path.joined(separator: ".")))
        return ("\"\"", "@")
      }
      // A value a picker stores shows as its choice's title; a plural's number is one.
      if plural?.number == .state(path), stored.type == "String" {
        return ("Int(\(stored.property)) ?? 0", "lld")
      } else if let picker = app.screens.first(where: { Self.isOnePicker($0, bound: path) }) {
        return ("Text(\(SwiftNames.typeName(picker.id))View.title(of: \(stored.property)))", "@")
      }
      return Self.shown(stored)
    case .count: return (count(of: screen.id, unread: false), "lld")
    case .unread: return (count(of: screen.id, unread: true), "lld")
    case .countOf(let id): return (count(of: id, unread: false), "lld")
    case .unreadOf(let id): return (count(of: id, unread: true), "lld")
    case .text: return ("\"\"", "@")
    }
  }

  /// A row's `.badge`: a count alone (`{unread:posts}`, a whole-number key) is
  /// `.badge(Int)`, which SwiftUI does not draw at 0, as `render` draws no badge of `0`;
  /// any other text a `Text`.
  mutating func badge(_ badge: InterpolatedText) -> String {
    if badge.plural == nil, badge.segments.count == 1, let segment = badge.segments.first {
      switch segment {
      case .count, .unread, .countOf, .unreadOf:
        return ".badge(\(interpolation(segment, plural: nil, key: "badge").0))"
      case .state(let path)
      where !(itemFields && path.first == "item") && keys.list(path, app) == nil
        && !app.screens.contains(where: { Self.isOnePicker($0, bound: path) }):
        if let stored = use(path), stored.type == "Int" { return ".badge(\(stored.property))" }
      default: break
      }
    }
    return ".badge(Text(\(text(badge, key: "badge"))))"
  }

  /// Whether a screen is one single-choice picker bound to a key.
  static func isOnePicker(_ screen: Screen, bound path: [String]) -> Bool {
    screen.groups.count == 1 && !screen.inlineGroups && screen.groups[0].bind == path
      && !screen.groups[0].multiple
  }

  /// Whether a screen is one multiple-choice picker bound to a list.
  static func isMultiplePicker(_ screen: Screen, bound path: [String]) -> Bool {
    screen.groups.count == 1 && !screen.inlineGroups && screen.groups[0].bind == path
      && screen.groups[0].multiple
  }

  /// Whether a segment prints a plural text's number.
  static func isNumber(_ segment: InterpolatedText.Segment, _ number: PluralNumber) -> Bool {
    switch (segment, number) {
    case (.count, .count), (.unread, .unread): return true
    case (.countOf(let a), .countOf(let b)), (.unreadOf(let a), .unreadOf(let b)): return a == b
    case (.state(let a), .state(let b)): return a == b
    default: return false
    }
  }

  /// A condition as a Swift test of the stored keys; nil (and a problem) where it reads
  /// what a generated view does not have.
  mutating func condition(_ condition: Condition, key: String) -> String? {
    switch condition {
    case .key(let path):
      if let list = keys.list(path, app) { return "!\(model()).\(list).isEmpty" }
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
    case .contains(let path, let value):
      guard let list = keys.list(path, app) else {
        problem(key, SwiftUIMessages.unknownList(path.joined(separator: ".")))
        return nil
      }
      return "\(model()).\(list).contains(\(SwiftNames.literal(value)))"
    case .device(let device):
      // UIKit's idiom, which `import SwiftUI` brings on iOS.
      return "UIDevice.current.userInterfaceIdiom == .\(device == .pad ? "pad" : "phone")"
    case .not(let inner):
      return self.condition(inner, key: key).map {
        $0 == "true" ? "false" : $0 == "false" ? "true" : Self.negated($0)
      }
    case .all(let inner), .any(let inner):
      let parts = inner.compactMap { self.condition($0, key: key) }
      guard parts.count == inner.count else { return nil }
      // A host is known here (the app's): its parts fold away.
      let all: Bool
      if case .all = condition { all = true } else { all = false }
      let (neutral, decisive) = all ? ("true", "false") : ("false", "true")
      if parts.contains(decisive) { return decisive }
      let kept = parts.filter { $0 != neutral }
      guard !kept.isEmpty else { return neutral }
      return kept.map(Self.grouped).joined(separator: all ? " && " : " || ")
    }
  }

  /// A test in parentheses where it has an operator of its own.
  static func grouped(_ test: String) -> String {
    test.contains(" ") ? "(" + test + ")" : test
  }

  /// `!wifi`, `!(a && b)`; `!list.isEmpty` is `list.isEmpty` (Swift refuses `!!`).
  static func negated(_ test: String) -> String {
    if test.hasPrefix("!"), !test.contains(" ") { return String(test.dropFirst()) }
    return "!" + grouped(test)
  }
}
