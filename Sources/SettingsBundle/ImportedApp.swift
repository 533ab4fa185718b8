import Basics
import ScreenFormat
import ScreenModel

/// An imported bundle as the typed ``App`` of its screens (the app a load of the folder
/// `screenspec import` writes gives, made without writing or reading YAML), with what the
/// app writes apart: its strings tables as the bundle wrote them, and the bundle's files
/// the screens do not hold.
///
/// ```swift
/// if let imported = BundleImport.read(bundle, title: "Settings").app {
///   let files = imported.files   // app.yaml, the screens, strings/…
/// }
/// ```
///
/// Texts are held as the screens hold them: a Settings text's braces are literal
/// (`{{` in its source); a choice's title, read as a name, keeps the doubled braces.
package struct ImportedApp: Sendable {
  /// The app: its screens, state, stored names and kept keys;
  /// its strings tables are ``tables`` (``typed`` holds them too).
  package var app: App
  /// The screens' ids in the order their files are written: panes in the order reached,
  /// then pickers (the app holds its screens by id).
  package var screenOrder: [String]
  /// The translation tables: the default table (`Root.strings`) of each language, languages
  /// in byte order, then each named table's, names in byte order; each entry in the order
  /// the bundle wrote it.
  package var tables: [TranslationTable] = []
  /// The bundle's files the screens do not hold (a plist Settings cannot read, a strings
  /// file outside a `LANG.lproj` folder, another language's `Root.plist`, an image), byte
  /// for byte, by path in the bundle: the app's `kept/` folder, which export writes back.
  package var keptFiles: [KeptFile] = []

  /// The app with its strings tables.
  package var typed: App {
    var app = app
    for table in tables {
      if let name = table.name {
        app.namedTables[name, default: [:]][table.language] = Self.strings(table)
      } else {
        app.tables[table.language] = Self.strings(table)
      }
    }
    return app
  }

  /// The app folder's files, by path relative to it, in the order to write them:
  /// `app.yaml`, one `ID.yaml` per screen (panes in the order reached, then pickers), then
  /// `strings/LANG.yaml` per language and `strings/TABLE/LANG.yaml` per named table. The
  /// tables are written from the bundle's entries as they were read, each in its order:
  /// writing needs no typed table (a dictionary of each, sixty languages for some apps).
  package var files: [(path: String, text: String)] {
    let written = ScreenEncoder.files(app)
    let order = ["app.yaml"] + screenOrder.map { $0 + ".yaml" }
    var rank: [String: Int] = [:]
    for (index, path) in order.enumerated() where rank[path] == nil { rank[path] = index }
    let files = written.indices.sorted {
      (rank[written[$0].path] ?? .max, $0) < (rank[written[$1].path] ?? .max, $1)
    }.map { written[$0] }
    return files
      + tables.map { table in
        let entries = table.entries.map {
          (
            InterpolatedText.literalSource($0.source),
            InterpolatedText.literalSource($0.translation)
          )
        }
        return (
          table.appPath,
          ScreenEncoder.stringsFile(
            importedFrom: table.bundlePath, encoding: table.encoding, entries: entries)
        )
      }
  }

  /// The bundle's files kept as they are: `kept/PATH`, byte for byte.
  package var keptFileBytes: [(path: String, bytes: [UInt8])] {
    keptFiles.map { (KeptFile.folder + "/" + $0.path, $0.bytes) }
  }

  /// A translation table: each source and translation as the screens hold them (braces
  /// doubled), the last of a source written twice kept; its order kept in its marks.
  static func strings(_ table: TranslationTable) -> StringsTable {
    var strings = StringsTable(
      locale: table.language, strings: [:],
      rightToLeft: StringsTable.rightToLeftLanguages.contains(
        StringsTable.language(of: table.language)))
    strings.name = table.name
    strings.encoding = table.encoding
    strings.importedFrom = table.bundlePath
    strings.strings.reserveCapacity(table.entries.count)
    strings.marks.reserveCapacity(table.entries.count)
    // Each entry's line in the file the encoder writes: the comment, encoding, `strings:`.
    let first = 3 + (table.encoding == nil ? 0 : 1)
    for (index, entry) in table.entries.enumerated() {
      let source = InterpolatedText.literalSource(entry.source)
      strings.strings[source] = InterpolatedText.literalSource(entry.translation)
      strings.marks[source] = Mark(line: first + index, column: 3)
    }
    return strings
  }
}
