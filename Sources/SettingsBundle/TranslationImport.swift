import Basics
import JSON
import PropertyList
import YAMLTree

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

    /// Creates an entry.
    package init(source: String, translation: String, location: PlistLocation = .generated) {
      self.source = source
      self.translation = translation
      self.location = location
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

    /// Creates a table.
    package init(language: String, file: String, entries: [Entry]) {
      self.language = language
      self.file = file
      self.entries = entries
    }
  }

  /// The tables of a String Catalog (its JSON as `JSONReader` reads it): for each key, its
  /// source text (the source language's value, else the key) and each other language's
  /// `stringUnit` value. Plural and device variations are warnings (the screens' tables have
  /// none), and a key marked `shouldTranslate: false` is left out.
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
      let source =
        localizations.first { $0.key == sourceLanguage }?.value["stringUnit"]?["value"]?.string
        ?? entry.key
      for localization in localizations where localization.key != sourceLanguage {
        guard let unit = localization.value["stringUnit"] else {
          if localization.value["variations"] != nil {
            problems.append(
              BundleProblem(
                .warning, CatalogMessages.variations(entry.key, localization.key), file: file,
                at: .mark(localization.keyMark)))
          }
          continue
        }
        guard let value = unit["value"]?.string else { continue }
        if unit["state"]?.string == "new" { continue }
        if tables[localization.key] == nil {
          tables[localization.key] = Table(language: localization.key, file: file, entries: [])
          order.append(localization.key)
        }
        tables[localization.key]?.entries.append(
          Entry(
            source: source, translation: value,
            location: .mark(unit["value"]?.mark ?? localization.keyMark)))
      }
    }
    return (
      order.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { tables[$0] },
      problems
    )
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

/// The catalog-import messages, side by side.
enum CatalogMessages {
  static let notCatalog = "not a String Catalog: expected an object with 'strings'"
  static func variations(_ key: String, _ language: String) -> String {
    "'\(key)' has plural or device variations in '\(language)'; the screens' tables hold one text a language, so it is not imported"
  }
  static func conflict(_ source: String, _ existing: String, _ new: String) -> String {
    "'\(source)' is already translated as '\(existing)'; this translates it as '\(new)'"
  }
  static let existingHere = "the app's translation is here"
  static func twiceInImport(_ source: String) -> String {
    "'\(source)' is translated twice, differently, in what is imported"
  }
  static let flowTable =
    "the table's 'strings' is written in flow style ({…}); write it as a block mapping to merge into it"
  static let notTable =
    "not a strings table: expected 'strings:' with source texts and translations"
}
