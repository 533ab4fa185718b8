import Basics
import JSON
import PropertyList
import ScreenModel

/// `screenspec import CATALOG.xcstrings|LANG.lproj... --out APP`: translations read from an
/// Xcode String Catalog or from `.strings` files, keyed by source text as the screens'
/// tables are, ready to merge into an app's `strings/LANG.yaml` (``TableMerge``).
package enum TranslationImport {
  /// One translation and where it was read.
  package struct Entry: Sendable, Equatable {
    /// The source text (what the screens show untranslated).
    package var source: String
    /// The translation.
    package var translation: String
    /// Where it is in its file.
    package var location: PlistLocation
    /// A plural translation's forms by category (`translation` is then its `other` form);
    /// nil for a plain one.
    package var forms: [PluralCategory: String]?
    /// A catalog entry's key when the source text is its source-language value instead (a
    /// key-based text: `GENERAL_HEADER`, shown "General"); a table that already keys the
    /// text by it is merged by it.
    package var key: String?

    /// Creates an entry.
    package init(
      source: String, translation: String, location: PlistLocation = .generated,
      forms: [PluralCategory: String]? = nil
    ) {
      self.source = source
      self.translation = translation
      self.location = location
      self.forms = forms
    }
  }

  /// A language's translations from one file.
  package struct Table: Sendable, Equatable {
    /// The language (`de`, `pt-BR`).
    package var language: String
    /// The file they come from, as the user named it.
    package var file: String
    /// The entries in the order found.
    package var entries: [Entry]
    /// The strings table the file is (`Acknowledgements` for `Acknowledgements.strings`); nil
    /// for a catalog.
    package var name: String?
    /// Whether its texts are spelled as the screens spell them (`{count}` interpolates, `{{`
    /// is a brace): a String Catalog's, which `export --catalog` writes so. A `.strings`
    /// file's braces are literal.
    package var screensSpelling = false

    /// Creates a table.
    package init(language: String, file: String, entries: [Entry]) {
      self.language = language
      self.file = file
      self.entries = entries
    }
  }

  /// The tables of a String Catalog (its JSON as `JSONReader` reads it): for each key, its source text (the source language's
  /// value, else the key) and each other language's `stringUnit` value, or its plural
  /// variation's forms (a plural translation; a `%#@NAME@` substitution's forms put into its
  /// text). Device variations are warnings (the screens' tables have none), a key marked
  /// `shouldTranslate: false` is left out, and an unknown plural category is an error.
  package static func catalog(_ root: JSONNode, file: String) -> (
    tables: [Table], problems: [BundleProblem]
  ) {
    var problems: [BundleProblem] = []
    guard let strings = root["strings"]?.object else {
      problems.append(
        BundleProblem(.error, CatalogMessages.notCatalog, file: file, at: .mark(root.mark)))
      return ([], problems)
    }
    let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
    var tables: [String: Table] = [:]
    var order: [String] = []
    for entry in strings {
      if entry.value["shouldTranslate"]?.bool == false { continue }
      let localizations = entry.value["localizations"]?.object ?? []
      let sourceNode = localizations.first { $0.key == sourceLanguage }?.value
      let source =
        sourceNode.flatMap { CatalogUnit.read($0, file: file, into: &problems)?.text } ?? entry.key
      for localization in localizations where localization.key != sourceLanguage {
        let found = problems.count
        guard let unit = CatalogUnit.read(localization.value, file: file, into: &problems) else {
          // Said once: a unit left out as unfinished is not also said to vary.
          if problems.count == found,
            localization.value["variations"] != nil || localization.value["substitutions"] != nil
          {
            problems.append(
              BundleProblem(
                .warning, CatalogMessages.variations(entry.key, localization.key), file: file,
                at: .mark(localization.keyMark)))
          }
          continue
        }
        if tables[localization.key] == nil {
          var table = Table(language: localization.key, file: file, entries: [])
          table.screensSpelling = true
          tables[localization.key] = table
          order.append(localization.key)
        }
        var imported = Entry(
          source: source, translation: unit.text, location: unit.location, forms: unit.forms)
        if source != entry.key { imported.key = entry.key }
        tables[localization.key]?.entries.append(imported)
      }
    }
    return (
      order.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { tables[$0] },
      problems
    )
  }

  /// The catalogs' tables with each entry keyed as SwiftUI looks a text of the app up
  /// (`%lld unread posts`, a ``FormatKey`` of `lookups`) taken as that text: its values'
  /// specifiers become the text's `{name}`s (`%lld Beiträge` → `{unread} Beiträge`). An
  /// entry whose values do not read so is left as it is.
  package static func unformatted(_ tables: [Table], lookups: [String: FormatKey]) -> [Table] {
    guard !lookups.isEmpty else { return tables }
    var texts: [String: [(source: String, format: FormatKey)]] = [:]
    for (source, format) in lookups.sorted(by: { $0.key < $1.key }) {
      texts[format.key, default: []].append((source, format))
    }
    return tables.map { table in
      guard table.screensSpelling, table.name == nil else { return table }
      var table = table
      table.entries = table.entries.flatMap { entry -> [Entry] in
        guard let found = texts[entry.key ?? entry.source] else { return [entry] }
        let read = found.compactMap { text -> Entry? in
          var out = entry
          out.source = text.source
          out.key = nil
          guard let translation = text.format.unformatted(entry.translation) else { return nil }
          out.translation = translation
          if let forms = entry.forms {
            let read = forms.compactMapValues(text.format.unformatted)
            guard read.count == forms.count else { return nil }
            out.forms = read
          }
          return out
        }
        return read.count == found.count ? read : [entry]
      }
      return table
    }
  }

  /// The table of one `.stringsdict` file: each key's `NSStringLocalizedFormatKey` with its
  /// one `%#@NAME@` plural variable's forms put into it (`%d`, the variable's value type,
  /// becoming `{NAME}`), a plural entry keyed by the key. A key with no plural variable, or
  /// with more than one, is a warning, and not imported.
  package static func stringsdict(_ root: PlistNode, language: String, path: String) -> (
    table: Table, problems: [BundleProblem]
  ) {
    var problems: [BundleProblem] = []
    var table = Table(language: language, file: path, entries: [])
    let name = path.split(separator: "/").last.map(String.init) ?? path
    table.name = name.hasSuffix(".stringsdict") ? String(name.dropLast(".stringsdict".count)) : nil
    table.screensSpelling = true
    guard let keys = root.dictionary else {
      problems.append(
        BundleProblem(.error, CatalogMessages.notStringsdict, file: path, at: root.location))
      return (table, problems)
    }
    for key in keys {
      guard let format = key.value["NSStringLocalizedFormatKey"]?.string else {
        problems.append(
          BundleProblem(
            .warning, CatalogMessages.noPluralVariable(key.key), file: path, at: key.keyLocation))
        continue
      }
      let variables = (key.value.dictionary ?? []).filter {
        $0.value["NSStringFormatSpecTypeKey"]?.string == "NSStringPluralRuleType"
          && format.contains("%#@\($0.key)@")
      }
      guard variables.count == 1, let variable = variables.first else {
        problems.append(
          BundleProblem(
            .warning, CatalogMessages.noPluralVariable(key.key), file: path, at: key.keyLocation))
        continue
      }
      let valueType = variable.value["NSStringFormatValueTypeKey"]?.string ?? "d"
      // The number prints as the source text's one interpolation (`{unread}` for a key
      // "{unread} unread"), else by the variable's name.
      let names = InterpolatedText.names(in: key.key)
      let number = "{\(names.count == 1 ? names.first ?? variable.key : variable.key)}"
      var forms: [PluralCategory: String] = [:]
      for entry in variable.value.dictionary ?? [] {
        guard !entry.key.hasPrefix("NSString"),
          let category = CatalogUnit.category(
            entry.key, at: entry.keyLocation, file: path, into: &problems),
          let text = entry.value.string
        else { continue }
        let form = CatalogUnit.replacing("%" + valueType, with: number, in: text)
        forms[category] = CatalogUnit.replacing("%#@\(variable.key)@", with: form, in: format)
      }
      guard let other = forms[.other] else {
        problems.append(
          BundleProblem(
            .error, CatalogMessages.pluralWithoutOther(key.key), file: path,
            at: variable.keyLocation))
        continue
      }
      table.entries.append(
        Entry(source: key.key, translation: other, location: key.keyLocation, forms: forms))
    }
    return (table, problems)
  }

  /// The table of one `.strings` file: its keys are the source texts, its name the file's.
  package static func strings(_ file: StringsFile, language: String, path: String) -> Table {
    var table = Table(
      language: language, file: path,
      entries: file.entries.map {
        Entry(source: $0.key, translation: $0.value, location: $0.location)
      })
    let name = path.split(separator: "/").last.map(String.init) ?? path
    table.name = name.hasSuffix(".strings") ? String(name.dropLast(".strings".count)) : nil
    return table
  }
}
