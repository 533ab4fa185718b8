/// CLDR's cardinal plural rules of the languages ScreenSpec knows, as data: each language's
/// categories with the condition of each but `other`, which is what no condition takes.
///
/// Source: Unicode CLDR, `common/supplemental/plurals.xml` (the rules of CLDR 42 and later,
/// which gave Hebrew `one` for a fraction below one and dropped its `many`). A language not
/// here uses `other` alone, as CLDR's `root` does.
package enum PluralRules {
  /// The rules, by language; languages that share rules are listed together.
  static let table: [(languages: [String], rules: [(PluralCategory, String)])] = [
    (["ja", "zh", "ko"], []),
    (["en", "de", "nl", "sv", "fi"], [(.one, "i = 1 and v = 0")]),
    (["nb", "tr"], [(.one, "n = 1")]),
    (["da"], [(.one, "n = 1 or t != 0 and i = 0,1")]),
    (
      ["fr"],
      [(.one, "i = 0,1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]
    ),
    (
      ["pt"],
      [(.one, "i = 0..1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]
    ),
    (
      ["it"],
      [
        (.one, "i = 1 and v = 0"),
        (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
      ]
    ),
    (
      ["es"],
      [(.one, "n = 1"), (.many, "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")]
    ),
    (["he"], [(.one, "i = 1 and v = 0 or i = 0 and v != 0"), (.two, "i = 2 and v = 0")]),
    (
      ["cs"],
      [(.one, "i = 1 and v = 0"), (.few, "i = 2..4 and v = 0"), (.many, "v != 0")]
    ),
    (
      ["pl"],
      [
        (.one, "i = 1 and v = 0"),
        (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
        (
          .many,
          "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"
        ),
      ]
    ),
    (
      ["ru", "uk"],
      [
        (.one, "v = 0 and i % 10 = 1 and i % 100 != 11"),
        (.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
        (
          .many,
          "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"
        ),
      ]
    ),
    (
      ["ar"],
      [
        (.zero, "n = 0"), (.one, "n = 1"), (.two, "n = 2"), (.few, "n % 100 = 3..10"),
        (.many, "n % 100 = 11..99"),
      ]
    ),
  ]

  /// The parsed rules, by language.
  static let byLanguage: [String: [(PluralCategory, PluralCondition)]] = {
    var out: [String: [(PluralCategory, PluralCondition)]] = [:]
    for entry in table {
      let parsed = entry.rules.compactMap { category, text in
        PluralCondition(text).map { (category, $0) }
      }
      for language in entry.languages { out[language] = parsed }
    }
    return out
  }()

  /// A locale's language (`pt-BR` → `pt`, `zh_Hant` → `zh`).
  static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// The language of the screens' own texts, drawn without a strings table.
  package static let sourceLocale = "en"

  /// Whether ScreenSpec has a language's rules.
  package static func knows(_ locale: String) -> Bool { byLanguage[language(of: locale)] != nil }

  /// The categories a language uses, in CLDR's order (`other` last).
  package static func categories(of locale: String) -> [PluralCategory] {
    (byLanguage[language(of: locale)] ?? []).map(\.0) + [.other]
  }

  /// What a category is in a language, for an editor's hover: its CLDR condition (`n % 100
  /// = 3..10`), what `other` and `zero` are everywhere, or that the language never uses it.
  package static func rule(of category: PluralCategory, in locale: String) -> String {
    let language = language(of: locale)
    if let condition = table.first(where: { $0.languages.contains(language) })?.rules
      .first(where: { $0.0 == category })?.1
    {
      return "`\(category.rawValue)` in `\(language)`: \(condition) (CLDR)"
    }
    switch category {
    case .other: return "`other` in `\(language)`: every number no other form takes"
    case .zero: return "`zero`: drawn for the number 0 in every language, as .stringsdict does"
    default:
      return knows(locale)
        ? "`\(category.rawValue)`: `\(language)` never uses this form; it is never drawn"
        : "`\(category.rawValue)`: ScreenSpec has no plural rules for `\(language)`; `other` is drawn"
    }
  }

  /// The rules of the screens' own language, looked up once.
  static let sourceRules = byLanguage[sourceLocale] ?? []

  /// A locale's rules: the source language's without a look-up, a plain language code
  /// (`de`) without making a new string.
  static func rules(of locale: String) -> [(PluralCategory, PluralCondition)] {
    if locale == sourceLocale { return sourceRules }
    let plain = locale.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    return byLanguage[plain ? locale : language(of: locale)] ?? []
  }

  /// The category a number chooses in a language: the first whose condition it meets.
  package static func category(of number: PluralOperands, in locale: String) -> PluralCategory {
    for (category, condition) in rules(of: locale) where condition.holds(for: number) {
      return category
    }
    return .other
  }
}
