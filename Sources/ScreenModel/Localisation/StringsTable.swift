import YAMLTree

/// A strings table, `strings/<locale>.yaml`: source texts as written in the screens, each
/// with its translation, and whether the locale reads right to left.
///
/// ```yaml
/// direction: rtl        # optional; ar, he, fa and ur are right to left unless 'ltr'
/// strings:
///   Fight Card: Kampfkarte
///   "Posts ({unread} unread)": "Beiträge ({unread} ungelesen)"
/// ```
package struct StringsTable: Sendable, Hashable {
  /// The locale, from the file name: `de`, `de-CH`, `ar`.
  package var locale: String
  /// Translations by source text.
  package var strings: [String: String]
  /// Whether the table is right to left.
  package var rightToLeft: Bool
  /// Where each source text is written in the table, for warnings about unused entries.
  var marks: [String: Mark] = [:]

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
    let placed = strings.map { (marks[$0.key] ?? unmarked, $0.key, $0.value) }
    return placed.sorted { a, b in
      a.0 != b.0 ? a.0 < b.0 : a.1.utf8.lexicographicallyPrecedes(b.1.utf8)
    }.map { ($0.1, $0.2) }
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
  /// The table used (the locale's, else its language's); nil for `pseudo`.
  package var table: StringsTable?
  /// Whether texts are pseudo-localised.
  package var pseudo: Bool
  /// Whether the layout mirrors.
  package var rightToLeft: Bool

  /// The pseudo locale's name.
  package static let pseudoLocale = "pseudo"

  /// Whether a name is a locale code (`de`, `de-CH`, `pt_BR`, `zh-Hant`) or `pseudo`: what
  /// `--locale` and a scenario's `locale:` accept (not `""`, not a path).
  package static func isLocaleName(_ name: String) -> Bool {
    name == pseudoLocale || StringsDecoder.isLocale(name)
  }

  /// Creates a localisation.
  package init(locale: String, table: StringsTable?, pseudo: Bool = false) {
    self.locale = locale
    self.table = table
    self.pseudo = pseudo
    self.rightToLeft = table?.rightToLeft ?? false
  }

  /// The text to draw for a source text (a template's source, with its `{…}`).
  package func translated(_ source: String) -> String {
    if pseudo { return Pseudo.localised(source) }
    return table?.strings[source] ?? source
  }

  /// A template in this locale: its source translated, its `{…}` kept for interpolation.
  package func template(_ template: Template) -> Template {
    let source = template.description
    let shown = translated(source)
    return shown == source ? template : Template(source: shown)
  }

  /// Whether a source text has a translation.
  package func hasTranslation(_ source: String) -> Bool {
    pseudo || table?.strings[source] != nil
  }
}

extension App {
  /// The localisation for a locale: `pseudo`, the locale's own table, else its language's
  /// (`de-CH` → `de`); nil when there is neither.
  package func localisation(for locale: String) -> Localisation? {
    if locale == Localisation.pseudoLocale {
      return Localisation(locale: locale, table: nil, pseudo: true)
    }
    if let table = tables[locale] ?? tables[StringsTable.language(of: locale)] {
      return Localisation(locale: locale, table: table)
    }
    // Locale codes are case-insensitive (BCP 47): `DE` and `de-ch` find `de`, drawn under
    // the table's own spelling when they name it whole.
    func named(_ wanted: String) -> StringsTable? {
      tables.first { $0.key.lowercased() == wanted.lowercased() }?.value
    }
    if let table = named(locale) { return Localisation(locale: table.locale, table: table) }
    if let table = named(StringsTable.language(of: locale)) {
      return Localisation(locale: locale, table: table)
    }
    return nil
  }
}
