import Basics
import JSON
import PropertyList
import ScreenFormat
import ScreenModel

/// `screenspec export APP --catalog FILE.xcstrings`: the app's texts and translations as an
/// Xcode String Catalog, plural texts as plural variations. Over an existing catalog, only
/// the values of the texts' string units are its own: every other field (`extractionState`,
/// a unit's `state`, `comment`, `shouldTranslate`, device variations, other languages) and
/// every entry no screen shows stay as they were.
package enum CatalogExport {
  /// A text the screens show: its key (a plural text's `other` form) and, for a plural
  /// text, its forms in the screens' own language.
  package struct Text: Sendable, Equatable {
    /// The text as the screens write it.
    package var key: String
    /// A plural text's forms by category; nil for a plain text.
    package var plural: [PluralCategory: String]?
    /// For a text that interpolates, the key SwiftUI looks it up by (`%lld unread posts`):
    /// its entry's key, its values spelled so.
    package var format: FormatKey?

    /// Creates a text.
    package init(
      key: String, plural: [PluralCategory: String]? = nil, format: FormatKey? = nil
    ) {
      self.key = key
      self.plural = plural
      self.format = format
    }

    /// The entry's key: the format key of a text that interpolates, else the text.
    var entryKey: String { format?.key ?? key }

    /// A value in the entry's spelling (`{unread} Beiträge` → `%lld Beiträge`).
    func spelled(_ value: String) -> String {
      format.flatMap { $0.formatted(value) } ?? value
    }

    /// Plural forms in the entry's spelling.
    func spelled(_ forms: [PluralCategory: String]) -> [PluralCategory: String] {
      format == nil ? forms : forms.mapValues(spelled)
    }
  }

  /// A language's translations: plain ones and plural ones, by source text.
  package struct Translations: Sendable, Equatable {
    /// The language (`de`, `pt-BR`).
    package var language: String
    /// Plain translations by source text.
    package var strings: [String: String]
    /// Plural translations by source text.
    package var plurals: [String: [PluralCategory: String]]

    /// Creates a language's translations.
    package init(
      language: String, strings: [String: String], plurals: [String: [PluralCategory: String]] = [:]
    ) {
      self.language = language
      self.strings = strings
      self.plurals = plurals
    }
  }

  /// The catalog of `texts` in `translations`, written over `existing` when there is one.
  package static func catalog(
    _ texts: [Text], translations: [Translations], over existing: JSONValue?
  ) -> JSONValue {
    var root = members(existing) ?? []
    let sourceLanguage = existing?["sourceLanguage"]?.string ?? PluralRules.sourceLocale
    var strings = members(existing?["strings"]) ?? []
    // A text imported from an entry keyed otherwise (`%lld photos selected`, whose source
    // text is `{photos} photos selected`) goes back into that entry.
    let keys = CatalogReading.keys(bySource: strings, sourceLanguage: sourceLanguage)
    // Texts of one format (`{a} min`, `{b} min`) are one entry: the first's.
    var written: Set<String> = []
    for text in texts where written.insert(text.entryKey).inserted {
      let index =
        strings.firstIndex { $0.0 == text.entryKey }
        ?? keys[text.key].flatMap { key in strings.firstIndex { $0.0 == key } }
      let old = index.map { strings[$0].1 }
      var entry = members(old) ?? [("extractionState", .string("manual"))]
      if old?["shouldTranslate"]?.bool == false {
        continue
      }
      var localizations = members(old?["localizations"]) ?? []
      if let forms = text.plural {
        write(&localizations, sourceLanguage, plural: text.spelled(forms))
      }
      for table in translations {
        // The source language's own text where its table gives one other than the key (a
        // key-based text, `GENERAL_HEADER` → "General"), as Xcode writes it.
        if table.language == sourceLanguage {
          if text.plural == nil, let value = table.strings[text.key], value != text.key {
            write(&localizations, table.language, value: text.spelled(value))
          }
          continue
        }
        if let forms = table.plurals[text.key] {
          write(&localizations, table.language, plural: text.spelled(forms))
        } else if let value = table.strings[text.key] {
          write(&localizations, table.language, value: text.spelled(value))
        }
      }
      replace(&entry, "localizations", localizations.isEmpty ? nil : .object(localizations))
      if let index {
        strings[index].1 = .object(entry)
      } else {
        strings.append((text.entryKey, .object(entry)))
      }
    }
    replace(&root, "sourceLanguage", .string(sourceLanguage))
    replace(&root, "strings", .object(strings))
    if existing?["version"] == nil { replace(&root, "version", .string("1.0")) }
    return .object(root)
  }

  /// A localization's string unit holds `value`; the unit's other fields stay.
  static func set(_ localizations: inout [(String, JSONValue)], _ language: String, value: String) {
    var localization = members(localizations.first { $0.0 == language }?.1) ?? []
    var unit =
      members(localization.first { $0.0 == "stringUnit" }?.1) ?? [
        ("state", .string("translated"))
      ]
    replace(&unit, "value", .string(value))
    replace(&localization, "stringUnit", .object(unit))
    replace(
      &localization, "variations", nil, onlyIf: { $0["plural"] != nil && $0["device"] == nil })
    replace(&localizations, language, .object(localization))
  }

  /// A localization's plural variation holds `forms`; other variations and fields stay.
  static func set(
    _ localizations: inout [(String, JSONValue)], _ language: String,
    plural forms: [PluralCategory: String]
  ) {
    var localization = members(localizations.first { $0.0 == language }?.1) ?? []
    setPlural(&localization, forms)
    replace(&localization, "stringUnit", nil)
    replace(&localizations, language, .object(localization))
  }

  /// An object's plural variation (a localization's, a substitution's) holds `forms`;
  /// other variations and fields stay.
  static func setPlural(_ object: inout [(String, JSONValue)], _ forms: [PluralCategory: String]) {
    var variations = members(object.first { $0.0 == "variations" }?.1) ?? []
    var plural = members(variations.first { $0.0 == "plural" }?.1) ?? []
    for category in PluralCategory.allCases {
      guard let value = forms[category] else {
        replace(&plural, category.rawValue, nil)
        continue
      }
      var form = members(plural.first { $0.0 == category.rawValue }?.1) ?? []
      var unit =
        members(form.first { $0.0 == "stringUnit" }?.1) ?? [
          ("state", .string("translated"))
        ]
      replace(&unit, "value", .string(value))
      replace(&form, "stringUnit", .object(unit))
      replace(&plural, category.rawValue, .object(form))
    }
    replace(&variations, "plural", .object(plural))
    replace(&object, "variations", .object(variations))
  }

  /// An object's members; nil for anything else.
  static func members(_ value: JSONValue?) -> [(String, JSONValue)]? {
    if case .object(let members)? = value { return members }
    return nil
  }

  /// Sets a member (nil removes it), in place where it is, else after the others.
  static func replace(
    _ members: inout [(String, JSONValue)], _ name: String, _ value: JSONValue?,
    onlyIf: (JSONValue) -> Bool = { _ in true }
  ) {
    if let index = members.firstIndex(where: { $0.0 == name }) {
      guard onlyIf(members[index].1) else { return }
      if let value { members[index].1 = value } else { members.remove(at: index) }
    } else if let value {
      members.append((name, value))
    }
  }
}

extension CatalogExport {
  /// An existing catalog's JSON value, or the located problem that keeps it from being read
  /// (not JSON, too large, nested too deep, not an object with `strings`).
  package static func read(_ bytes: [UInt8], limits: JSONLimits) -> Result<
    JSONValue, BundleProblem
  > {
    let parsed = JSONReader.parse(bytes, limits: limits)
    guard let root = parsed.root else {
      let diagnostic =
        parsed.diagnostics.first { $0.severity == .error }
        ?? Diagnostic.error(CatalogMessages.notCatalog, at: .start)
      return .failure(BundleProblem(file: "", diagnostic))
    }
    guard root.object != nil, root["strings"]?.object != nil else {
      return .failure(
        BundleProblem(.error, CatalogMessages.notCatalog, file: "", at: .mark(root.mark)))
    }
    return .success(root.value)
  }

  /// The texts a catalog of the app holds: every text the screens show, in the order
  /// shown, then every other entry of the app's tables (ScreenSpec's own texts, entries no
  /// screen uses), each once; a text that interpolates under the key `lookups` gives it
  /// (how the app's SwiftUI looks it up).
  package static func texts(
    _ result: AppAssembler.Result, app: App, lookups: [String: FormatKey] = [:]
  ) -> [Text] {
    var seen: Set<String> = []
    var out: [Text] = []
    func add(_ key: String) {
      guard seen.insert(key).inserted else { return }
      out.append(Text(key: key, plural: result.pluralTexts[key], format: lookups[key]))
    }
    for file in result.texts { for text in file.texts { add(text.source) } }
    let tables =
      app.tables.values.sorted { $0.locale < $1.locale }
      + app.namedTables.keys.sorted().flatMap { name in
        (app.namedTables[name] ?? [:]).values.sorted { $0.locale < $1.locale }
      }
    for table in tables {
      for entry in table.entriesInWrittenOrder { add(entry.source) }
      for source in table.plurals.keys.sorted() { add(source) }
    }
    return out
  }

  /// Each language's translations: its default table's, then what only a named table
  /// translates.
  package static func translations(_ app: App) -> [Translations] {
    var byLanguage: [String: Translations] = [:]
    let named = app.namedTables.keys.sorted().flatMap { (app.namedTables[$0] ?? [:]).values }
    for table in Array(app.tables.values) + named {
      var translations =
        byLanguage[table.locale] ?? Translations(language: table.locale, strings: [:])
      translations.strings.merge(table.strings) { first, _ in first }
      translations.plurals.merge(table.plurals) { first, _ in first }
      byLanguage[table.locale] = translations
    }
    return byLanguage.keys.sorted().compactMap { byLanguage[$0] }
  }
}
