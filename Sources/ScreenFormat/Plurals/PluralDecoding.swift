import Basics
import ScreenModel
import YAMLTree

/// Reads plural texts, `{plural: count, one: "{count} Server", other: "{count} Servers"}`,
/// wherever a text goes.
extension DecodeContext {
  /// The keys of a plural text: `plural` and the CLDR categories.
  static let pluralKeys = ["plural"] + PluralCategory.allCases.map(\.rawValue)

  /// Whether a node is written as a plural text: a mapping with `plural` or a category
  /// among its keys.
  static func isPluralText(_ node: Node) -> Bool {
    guard let pairs = node.mapping else { return false }
    return pairs.contains { pair in
      guard let key = pair.key.scalar?.text else { return false }
      return key == "plural" || PluralCategory(rawValue: key) != nil
    }
  }

  /// A plural text; its number is recorded for checking against the state, and its `other`
  /// form as the text translated.
  mutating func pluralTemplate(
    _ node: Node, isLocal: ((_ path: [String]) -> Bool)?
  ) -> InterpolatedText? {
    guard let fields = fields(node, expected: "a plural text", known: Self.pluralKeys) else {
      return nil
    }
    let number = pluralNumber(fields, isLocal: isLocal)
    var forms: [PluralCategory: InterpolatedText] = [:]
    let recording = recordsTexts
    recordsTexts = false
    for category in PluralCategory.allCases {
      guard let form = fields[category.rawValue] else { continue }
      if form.scalar == nil, !Self.isPluralText(form) {
        _ = text(form, key: category.rawValue)
      } else if form.scalar == nil {
        error(Messages.pluralFormNotText(category.rawValue), at: form.mark)
      } else if let text = template(form, key: category.rawValue, isLocal: isLocal) {
        forms[category] = text
      }
    }
    recordsTexts = recording
    guard fields["other"] != nil else {
      // A misspelt `other` was reported already as unknown, with 'did you mean' it and its fix.
      if !Self.misspells(fields, "other") {
        error(
          Messages.pluralWithoutOther, at: node.mark,
          fix: Fix(.insertKey("other", value: "\"\"")))
      }
      return nil
    }
    guard let number, let plural = PluralText(number: number, forms: forms) else { return nil }
    // A form that is written but broken has its own error: no warning that it lacks.
    let written = PluralCategory.allCases.filter { fields[$0.rawValue] != nil }
    if written.count == forms.count {
      checkCategories(plural, fields, locale: PluralRules.sourceLocale, translation: false)
    }
    if recordsTexts {
      recordText(plural.other.description, at: node.mark)
      pluralTexts[plural.other.description] = plural.forms.mapValues(\.description)
    }
    return InterpolatedText(plural: plural)
  }

  /// Whether an unknown key of the fields is a misspelling of `key` (it then has an error
  /// of its own, with the fix to it).
  static func misspells(_ fields: Fields, _ key: String) -> Bool {
    fields.pairs.contains { pair in
      guard let written = pair.key.scalar?.text, written != key,
        fields.unknownKeys?.contains(pair.key.mark) == true
      else { return false }
      return Suggestion.nearest(to: written, in: [key]) == key
    }
  }

  /// The number after `plural:`, recorded for checking.
  private mutating func pluralNumber(
    _ fields: Fields, isLocal: ((_ path: [String]) -> Bool)?
  ) -> PluralNumber? {
    guard let node = required(fields, "plural", in: "a plural text"),
      let name = text(node, key: "plural")
    else { return nil }
    guard let number = PluralNumber(name: name) else {
      // `plural: "{servers}"`: the number is named without the braces of an interpolation.
      let inner =
        name.hasPrefix("{") && name.hasSuffix("}") ? String(name.dropFirst().dropLast()) : nil
      let bare = inner.flatMap { PluralNumber(name: $0) == nil ? nil : $0 }
      error(
        Messages.badPluralNumber(name) + Suggestion.didYouMean(bare), at: node.mark,
        fix: bare.map(Fix.replace))
      return nil
    }
    switch number {
    case .state(let path) where isLocal?(path) != true:
      pluralNumbers.append(NameUse(path: path, mark: node.mark, locals: localNames))
    case .countOf(let screen), .unreadOf(let screen):
      countedScreens.append(NameUse(path: [screen], mark: node.mark))
    default: break
    }
    return number
  }

  /// Warns at a category the locale's language uses that the forms lack, and at one it
  /// never uses (`zero` is always used: it is drawn for the number 0).
  mutating func checkCategories(
    _ plural: PluralText, _ fields: Fields, locale: String, translation: Bool
  ) {
    guard PluralRules.knows(locale) else { return }
    let used = PluralRules.categories(of: locale)
    for category in used where plural.forms[category] == nil {
      diagnostics.append(
        .warning(
          Messages.pluralLacks(category.rawValue, locale: locale, translation: translation),
          at: fields.mark))
    }
    for category in plural.categories where category != .zero && !used.contains(category) {
      let mark =
        fields.pairs.first { $0.key.scalar?.text == category.rawValue }?.key.mark ?? fields.mark
      diagnostics.append(
        .warning(Messages.pluralNeverUsed(category.rawValue, locale: locale), at: mark))
    }
  }
}
