/// The number a plural text is chosen by: `plural: count`, `plural: unread`, `plural:
/// count:SCREEN`, `plural: unread:SCREEN`, or a state key (a number, or a list held in state,
/// chosen by its count).
public enum PluralNumber: Sendable, Hashable, CustomStringConvertible {
  /// A state key path such as `servers` or `stats.posts`.
  case state([String])
  /// The rows loaded so far.
  case count
  /// The unread rows loaded so far.
  case unread
  /// Another screen's rows.
  case countOf(String)
  /// Another screen's unread rows.
  case unreadOf(String)
  /// A number already filled in (a list row's `item.count`).
  case fixed(String)

  /// The number named as it is written after `plural:`; nil when the name is not a count
  /// or a key path.
  package init?(name: String) {
    let counted = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    if counted.count == 2, counted[0] == "unread" || counted[0] == "count", !counted[1].isEmpty {
      let screen = String(counted[1])
      self = counted[0] == "unread" ? .unreadOf(screen) : .countOf(screen)
      return
    }
    switch name {
    case "count": self = .count
    case "unread": self = .unread
    default:
      let parts = name.split(separator: ".", omittingEmptySubsequences: false)
      guard !parts.isEmpty,
        parts.allSatisfy({ part in
          guard let first = part.first, !first.isNumber else { return false }
          return part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        })
      else { return nil }
      self = .state(parts.map(String.init))
    }
  }

  /// The name as written after `plural:`, and as the interpolation that prints the number.
  public var description: String {
    switch self {
    case .state(let path): return path.joined(separator: ".")
    case .count: return "count"
    case .unread: return "unread"
    case .countOf(let screen): return "count:" + screen
    case .unreadOf(let screen): return "unread:" + screen
    case .fixed(let text): return text
    }
  }
}

/// A text with plural forms, one per CLDR category (`other` always there):
/// `{plural: count, one: "{count} Server", other: "{count} Servers"}`.
///
/// The form drawn is the one the drawing language's cardinal rules choose for the number;
/// a `zero` form, where there is one, is drawn for the number 0 in every language, as
/// Apple's `.stringsdict` does. A form the text lacks falls back to `other`.
public final class PluralText: Sendable, Hashable {
  /// The number the form is chosen by.
  public let number: PluralNumber
  /// The forms, by category; `other` is always one of them.
  package var forms: [PluralCategory: InterpolatedText] {
    var forms: [PluralCategory: InterpolatedText] = [:]
    for category in PluralCategory.allCases { forms[category] = byIndex[category.index] }
    return forms
  }
  /// The `other` form: the text's key in strings tables, and what is drawn when no rule
  /// chooses another.
  public let other: InterpolatedText

  /// A plural text; nil without an `other` form.
  package init?(number: PluralNumber, forms: [PluralCategory: InterpolatedText]) {
    guard let other = forms[.other] else { return nil }
    self.number = number
    self.other = other
    byIndex = PluralCategory.allCases.map { forms[$0] }
  }

  /// The categories the text gives, in CLDR's order.
  package var categories: [PluralCategory] {
    PluralCategory.allCases.filter { byIndex[$0.index] != nil }
  }

  /// The forms by category's position in `PluralCategory.allCases` (what drawing reads,
  /// without hashing).
  private let byIndex: [InterpolatedText?]

  /// The form a number chooses in a locale's language; `other` for text that is not a number.
  package func form(for number: String, locale: String) -> InterpolatedText {
    guard let operands = PluralOperands(number) else { return other }
    return form(for: operands, locale: locale)
  }

  /// The form a number's operands choose in a locale's language.
  package func form(for operands: PluralOperands, locale: String) -> InterpolatedText {
    if operands.isZero, let zero = byIndex[0] { return zero }
    return byIndex[PluralRules.category(of: operands, in: locale).index] ?? other
  }

  /// The same text with each form changed, and the number kept or replaced.
  package func mapping(
    number: PluralNumber? = nil, _ change: (InterpolatedText) -> InterpolatedText
  ) -> PluralText {
    PluralText(unchecked: number ?? self.number, forms: forms.mapValues(change))
  }

  private init(unchecked number: PluralNumber, forms: [PluralCategory: InterpolatedText]) {
    self.number = number
    self.other = forms[.other] ?? InterpolatedText([])
    byIndex = PluralCategory.allCases.map { forms[$0] }
  }

  /// Equal when the number and every form are.
  public static func == (a: PluralText, b: PluralText) -> Bool {
    a === b || (a.number == b.number && a.byIndex == b.byIndex)
  }

  /// Hashed as its number and forms.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(byIndex)
  }
}

extension PluralCategory {
  /// The category's position in `allCases`.
  var index: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}

extension PluralOperands {
  /// Whether the number is 0 (`0`, `0.0`).
  var isZero: Bool { i == 0 && !huge && f == 0 }
}
