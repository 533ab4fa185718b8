import Basics

/// A strings table, `strings/<locale>.yaml` (the app's default table) or
/// `strings/TABLE/<locale>.yaml` (a named one, which screens name by `stringsTable: TABLE`):
/// source texts as written in the screens, each with its translation, and whether the
/// locale reads right to left.
///
/// ```yaml
/// direction: rtl        # optional; ar, he, fa and ur are right to left unless 'ltr'
/// encoding: utf-16le-bom  # optional; how export writes its .strings file
/// strings:
///   Fight Card: Kampfkarte
///   "Posts ({unread} unread)": "Beiträge ({unread} ungelesen)"
/// ```
public struct StringsTable: Sendable, Hashable {
  /// The locale, from the file name: `de`, `de-CH`, `ar`.
  public package(set) var locale: String
  /// Translations by source text.
  public package(set) var strings: [String: String]
  /// Plural translations by source text (a plural text's `other` form): the forms of the
  /// table's language.
  public package(set) var plurals: [String: [PluralCategory: String]] = [:]
  /// Whether the table is right to left.
  public package(set) var rightToLeft: Bool
  /// Where each source text is written in the table, for warnings about unused entries.
  public package(set) var marks: [String: Mark] = [:]
  /// The table's name (`strings/NAME/LANG.yaml`); nil for the default table.
  public package(set) var name: String?
  /// The encoding export writes its `.strings` file in; nil for UTF-8 (not written).
  public package(set) var encoding: StringsEncoding?
  /// The `.strings` file import read it from (`en.lproj/Root.strings`), as its first line
  /// says; nil when it says none.
  public package(set) var importedFrom: String?

  /// The name Settings gives the default table (`Root.strings`): `stringsTable: Root`
  /// names `strings/LANG.yaml`.
  package static let defaultName = "Root"

  /// Whether a text names a table: one folder name (not empty, `.` or `..`, no `/` or
  /// `\`, no control, bidi or invisible character).
  package static func isTableName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
      && VisibleText.firstHidden(in: name) == nil
  }

  /// The languages written right to left unless a table says `direction: ltr`.
  package static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

  /// Creates a table.
  package init(locale: String, strings: [String: String], rightToLeft: Bool = false) {
    self.locale = locale
    self.strings = strings
    self.rightToLeft = rightToLeft
  }

  /// The entries in the order the table writes them (a table whose texts have no marks,
  /// made in code, in byte order of the source texts).
  package var entriesInWrittenOrder: [(source: String, translation: String)] {
    let unmarked = Mark(line: Int.max, column: Int.max)
    let entries = Array(strings)
    let places = entries.map { marks[$0.key] ?? unmarked }
    // Indices sorted, not the entries: a swap of two texts retains and releases both.
    let order = entries.indices.sorted { a, b in
      places[a] != places[b]
        ? places[a] < places[b] : entries[a].key.utf8.lexicographicallyPrecedes(entries[b].key.utf8)
    }
    return order.map { (entries[$0].key, entries[$0].value) }
  }

  /// Whether the table translates a source text, plainly or in plural forms.
  package func translates(_ source: String) -> Bool {
    strings[source] != nil || plurals[source] != nil
  }

  /// The language of a locale: `de-CH` → `de`.
  package static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" })
  }
}

/// How screens are drawn in a locale: translated from a table, or pseudo-localised, and
/// in which direction. Translation happens when the view is built; state values, counts
/// and list items are never translated.
package struct Localisation: Sendable, Hashable {
  /// The locale asked for.
  package var locale: String
  /// The default table used (the locale's, else its language's); nil for `pseudo`, and
  /// when only named tables translate the locale.
  package var table: StringsTable?
  /// The named tables of the locale (each the locale's, else its language's), by name.
  package var named: [String: StringsTable] = [:]
  /// The named table looked up first (the drawn screen's `stringsTable:`), if any.
  package var scope: String?
  /// Whether texts are pseudo-localised.
  package var pseudo: Bool
  /// Whether the layout mirrors.
  package var rightToLeft: Bool

  /// The pseudo locale's name.
  package static let pseudoLocale = "pseudo"

  /// Whether a name is a locale code (`de`, `de-CH`, `pt_BR`, `zh-Hant`) or `pseudo`: what
  /// `--locale` and a scenario's `locale:` accept (not `""`, not a path).
  package static func isLocaleName(_ name: String) -> Bool {
    name == pseudoLocale || LocaleName.isLocale(name)
  }

  /// Creates a localisation.
  package init(
    locale: String, table: StringsTable?, named: [String: StringsTable] = [:], pseudo: Bool = false
  ) {
    self.locale = locale
    self.table = table
    self.named = named
    self.pseudo = pseudo
    self.rightToLeft =
      table?.rightToLeft ?? named.values.first?.rightToLeft
      ?? StringsTable.rightToLeftLanguages.contains(StringsTable.language(of: locale))
  }

  /// The localisation a screen is drawn in: its `stringsTable:` looked up first.
  package func scoped(to screen: Screen?) -> Localisation { scoped(toTable: screen?.stringsTable) }

  /// The localisation with a named table looked up first (nil, or `Root`: the default
  /// table alone).
  package func scoped(toTable name: String?) -> Localisation {
    var scoped = self
    scoped.scope = name == StringsTable.defaultName ? nil : name
    return scoped
  }

  /// The translation of a source text: the scope's table's, else the default table's.
  func translation(_ source: String) -> String? {
    if let scope, let found = named[scope]?.strings[source] { return found }
    return table?.strings[source]
  }

  /// The plural translation of a source text: the scope's table's, else the default
  /// table's.
  func pluralTranslation(_ source: String) -> [PluralCategory: String]? {
    if let scope, let found = named[scope]?.plurals[source] { return found }
    return table?.plurals[source]
  }

  /// The text to draw for a source text (a template's source, with its `{…}`); a plural
  /// translation's `other` form.
  package func translated(_ source: String) -> String {
    if pseudo { return Pseudo.localised(source) }
    return translation(source) ?? pluralTranslation(source)?[.other] ?? source
  }

  /// A template in this locale: its source translated, its `{…}` kept for interpolation. A
  /// plural text takes its translation's forms (keyed by its `other` form), or a plain
  /// translation for every number; pseudo-localisation changes every form.
  package func template(_ template: InterpolatedText) -> InterpolatedText {
    if pseudo {
      return template.mappingForms { InterpolatedText(source: Pseudo.localised($0.description)) }
    }
    let source = template.description
    if let plural = template.plural, translation(source) == nil,
      let forms = pluralTranslation(source),
      let translated = PluralText(
        number: plural.number, forms: forms.mapValues { InterpolatedText(source: $0) })
    {
      return InterpolatedText(plural: translated)
    }
    let shown = translated(source)
    return shown == source ? template : InterpolatedText(source: shown)
  }

  /// The locale whose plural rules choose a text's form: this one where the text is
  /// translated, else the screens' own language.
  package func pluralLocale(of template: InterpolatedText) -> String {
    guard template.plural != nil, !pseudo else { return PluralRules.sourceLocale }
    let source = template.description
    return translation(source) != nil || pluralTranslation(source) != nil
      ? locale : PluralRules.sourceLocale
  }

  /// Whether a source text has a translation.
  package func hasTranslation(_ source: String) -> Bool {
    pseudo || translation(source) != nil || pluralTranslation(source) != nil
  }
}

extension App {
  /// The localisation for a locale: `pseudo`, the locale's own table, else its language's
  /// (`de-CH` → `de`); nil when there is neither.
  /// A locale with only named tables (a language whose default table translates nothing)
  /// is drawn with them.
  package func localisation(for locale: String) -> Localisation? {
    if locale == Localisation.pseudoLocale {
      return Localisation(locale: locale, table: nil, pseudo: true)
    }
    let language = StringsTable.language(of: locale)
    // Locale codes are case-insensitive (BCP 47): `DE` and `de-ch` find `de`, drawn under
    // the table's own spelling when they name it whole.
    func found(_ tables: [String: StringsTable]) -> StringsTable? {
      if let table = tables[locale] ?? tables[language] { return table }
      return tables.first { $0.key.lowercased() == locale.lowercased() }?.value
        ?? tables.first { $0.key.lowercased() == language.lowercased() }?.value
    }
    let table = found(tables) ?? baseFallback(tables, language: language)
    var named: [String: StringsTable] = [:]
    for (name, byLocale) in namedTables {
      named[name] = found(byLocale) ?? baseFallback(byLocale, language: language)
    }
    guard let shown = table ?? named.values.min(by: { $0.locale < $1.locale }) else {
      // The screens' own language needs no table: its texts are the source texts.
      return language == PluralRules.sourceLocale ? Localisation(locale: locale, table: nil) : nil
    }
    // Named whole in another spelling (`DE`), drawn under the table's own.
    let drawn = shown.locale.lowercased() == locale.lowercased() ? shown.locale : locale
    return Localisation(locale: drawn, table: table, named: named)
  }
}
