import Basics
import JSON
import PropertyList
import ScreenFormat
import ScreenModel
import SwiftUIExport

/// What `export --catalog` writes over the catalog a file holds, decided without touching a
/// file: the catalog's bytes, what the app folder remembers of it, the translators'
/// changes kept, and the units changed on both sides (then nothing is written).
package struct CatalogUpdate: Sendable {
  /// A unit changed in the catalog and in the app's table since the last export, and
  /// where its entry's key is in the file.
  package struct Conflict: Sendable {
    /// The unit and its two values.
    package var difference: CatalogTranslators.Difference
    /// The entry's key in the file's bytes (the file's start when not found).
    package var mark: Mark
  }

  /// The catalog's bytes, in Xcode's layout.
  package var bytes: [UInt8]
  /// What the app folder remembers as the app's values (``CatalogTranslators/base(of:)``):
  /// the catalog as the app's tables have it, without the translators' changes kept.
  package var base: [UInt8]
  /// The translators' changes kept, in the catalog's order.
  package var kept: [CatalogTranslators.Difference]
  /// The units changed on both sides; when there is one, nothing is written.
  package var conflicts: [Conflict]

  /// The update of the catalog `file` holds (nil: a new file) with the app's texts and
  /// translations (``CatalogExport/texts(of:app:)``): a unit a translator changed since
  /// `base` (what the last export wrote) is kept, and one the app's table changed too is a
  /// conflict. A new file starts from `last`, the catalog of its name as ScreenSpec last
  /// wrote or read it. A file that is not a catalog is the problem at its place; the
  /// memories (`base`, `last`) that cannot be read are none.
  package static func over(
    _ file: [UInt8]?, texts: [CatalogExport.Text], translations: [CatalogExport.Translations],
    limits: JSONLimits, base: [UInt8]?, last: [UInt8]?
  ) -> Result<CatalogUpdate, BundleProblem> {
    var existing: JSONValue?
    if let file {
      switch CatalogExport.read(file, limits: limits) {
      case .success(let value): existing = value
      case .failure(let problem): return .failure(problem)
      }
    }
    let read = { (bytes: [UInt8]?) in
      bytes.flatMap { try? CatalogExport.read($0, limits: limits).get() }
    }
    let written = CatalogExport.catalog(
      texts, translations: translations, over: existing ?? read(last))
    var outcome = CatalogTranslators.Outcome(catalog: written)
    if let existing {
      outcome = CatalogTranslators.merged(written, existing: existing, base: read(base))
    }
    let bytes = Array(CatalogLayout.written(outcome.catalog).utf8)
    return .success(
      CatalogUpdate(
        bytes: bytes,
        base: outcome.kept.isEmpty ? bytes : Array(CatalogLayout.written(written).utf8),
        kept: outcome.kept,
        conflicts: outcome.conflicts.map {
          Conflict(difference: $0, mark: mark(ofKey: $0.place.key, in: file ?? []))
        }))
  }

  /// Where an entry's key is first written in a catalog's bytes (its start when not found).
  package static func mark(ofKey key: String, in bytes: [UInt8]) -> Mark {
    let quoted = Array(JSONText.quoted(key).utf8)
    guard !quoted.isEmpty, bytes.count >= quoted.count else { return .start }
    var line = 1
    var lineStart = 0
    for index in 0...(bytes.count - quoted.count) {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      if bytes[index] == quoted[0], bytes[index..<(index + quoted.count)].elementsEqual(quoted) {
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count
        return Mark(line: line, column: column + 1)
      }
    }
    return .start
  }
}

extension CatalogExport {
  /// The app's texts as its catalog keys them: a text that interpolates under the key the
  /// app's generated SwiftUI looks it up by (`%lld unread posts`,
  /// ``SwiftUIExport/lookupKeys(_:options:)``).
  package static func texts(of result: AppAssembler.Result, app: App) -> [Text] {
    texts(result, app: app, lookups: SwiftUIExport.lookupKeys(app))
  }
}

extension TranslationImport {
  /// How a catalog keys `app`'s texts that interpolate: by the key its generated SwiftUI
  /// looks them up by (`%lld unread posts`, ``SwiftUIExport/lookupKeys(_:options:)``);
  /// none without an app.
  package static func lookups(of app: App?) -> [String: FormatKey] {
    app.map { SwiftUIExport.lookupKeys($0) } ?? [:]
  }
}

extension CatalogTranslators {
  /// What the app remembers after `import` took a catalog (`catalog`, its bytes): what it
  /// held as the app's values (`held`, ``base(of:)``) with the catalog's final units now
  /// the app's (``remembered(_:over:)``), nil when that is unchanged; and the catalog
  /// whole (``last(of:)``), what an export to a new file of its name starts from. Nil
  /// when the catalog cannot be read.
  package static func afterImport(_ catalog: [UInt8], held: [UInt8]?, limits: JSONLimits)
    -> (base: [UInt8]?, last: [UInt8])?
  {
    guard let value = try? CatalogExport.read(catalog, limits: limits).get() else { return nil }
    let base = held.flatMap { try? CatalogExport.read($0, limits: limits).get() }
    let remembered = Array(CatalogLayout.written(remembered(value, over: base)).utf8)
    return (remembered == held ? nil : remembered, Array(CatalogLayout.written(value).utf8))
  }
}
