import PropertyList
import ScreenModel

/// A language's translations in one table (one `LANG.lproj/TABLE.strings`): source text →
/// translated text, in the order found, every entry whether a screen shows it or not.
package struct TranslationTable: Sendable, Equatable {
  /// The language (`de`, `pt-BR`, `Base`).
  package var language: String
  /// The entries.
  package var entries: [(source: String, translation: String)]
  /// The table's name (`Acknowledgements`: `strings/Acknowledgements/LANG.yaml`); nil for
  /// the default table, `Root.strings` (`strings/LANG.yaml`).
  package var name: String?
  /// The encoding its `.strings` file was read in; nil for UTF-8 without a byte-order mark.
  package var encoding: StringsEncoding?

  /// Creates a table.
  package init(
    language: String, entries: [(source: String, translation: String)], name: String? = nil,
    encoding: StringsEncoding? = nil
  ) {
    self.language = language
    self.entries = entries
    self.name = name
    self.encoding = encoding
  }

  /// The table's file in a bundle: `LANG.lproj/TABLE.strings`.
  package var bundlePath: String { "\(language).lproj/\(name ?? StringsTable.defaultName).strings" }

  /// The table's file in an app folder: `strings/LANG.yaml` or `strings/TABLE/LANG.yaml`.
  package var appPath: String { "strings/" + (name.map { $0 + "/" } ?? "") + language + ".yaml" }

  /// Equal when language, name, encoding and entries are.
  package static func == (a: TranslationTable, b: TranslationTable) -> Bool {
    a.language == b.language && a.name == b.name && a.encoding == b.encoding
      && a.entries.elementsEqual(b.entries) { $0 == $1 }
  }
}
