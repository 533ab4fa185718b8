import Basics
import Foundation
import JSON
import Testing

@testable import StringCatalogs

/// `export --catalog` decided as a value: the bytes to write over a file's catalog, what the
/// app folder remembers, the translators' changes kept and the conflicts at their keys.
struct CatalogUpdateTests {
  static let texts = [CatalogExport.Text(key: "Sync")]

  static func translations(_ de: String) -> [CatalogExport.Translations] {
    [CatalogExport.Translations(language: "de", strings: ["Sync": de])]
  }

  static func update(
    _ file: [UInt8]?, app: String = "Synchronisieren", base: [UInt8]? = nil,
    last: [UInt8]? = nil
  ) throws -> CatalogUpdate {
    try CatalogUpdate.over(
      file, texts: texts, translations: translations(app), limits: JSONLimits(), base: base,
      last: last
    ).get()
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aNewCatalogIsTheAppsAndRememberedSo() throws {
    let update = try Self.update(nil)
    #expect(Self.text(update.bytes).contains("\"value\" : \"Synchronisieren\""))
    #expect(update.base == update.bytes)
    #expect(update.kept.isEmpty && update.conflicts.isEmpty)
    // The same app over what it wrote writes the same bytes.
    #expect(try Self.update(update.bytes, base: update.bytes).bytes == update.bytes)
  }

  @Test func aTranslatorsChangeIsKeptAndTheAppsValueRemembered() throws {
    let written = try Self.update(nil).bytes
    let edited = Array(
      Self.text(written).replacingOccurrences(of: "Synchronisieren", with: "Abgleichen").utf8)
    let update = try Self.update(edited, base: written)
    #expect(update.kept.map(\.catalog) == ["Abgleichen"])
    #expect(update.bytes == edited)
    #expect(update.base == written, "the app's value, so the change is kept again next time")
  }

  @Test func aChangeOnBothSidesIsAConflictAtItsKey() throws {
    let written = try Self.update(nil).bytes
    let edited = Array(
      Self.text(written).replacingOccurrences(of: "Synchronisieren", with: "Abgleichen").utf8)
    let update = try Self.update(edited, app: "Sync jetzt", base: written)
    #expect(update.conflicts.map(\.difference.app) == ["Sync jetzt"])
    #expect(update.conflicts.first?.mark == CatalogUpdate.mark(ofKey: "Sync", in: edited))
    #expect(update.conflicts.first?.mark != .start)
  }

  @Test func aNewFileStartsFromTheLastCatalogOfItsName() throws {
    let last = Array(
      #"{"sourceLanguage":"en","strings":{"Other":{"comment":"kept"}},"version":"1.0"}"#.utf8)
    let update = try Self.update(nil, last: last)
    #expect(Self.text(update.bytes).contains("\"Other\""))
  }

  @Test func aFileThatIsNoCatalogIsAProblem() {
    let result = CatalogUpdate.over(
      Array("[]".utf8), texts: Self.texts, translations: Self.translations("x"),
      limits: JSONLimits(), base: nil, last: nil)
    guard case .failure(let problem) = result else {
      Issue.record("read as a catalog")
      return
    }
    #expect(problem.isError)
  }

  @Test func aKeysMarkIsItsQuotedSpelling() {
    let bytes = Array("{\n  \"strings\" : {\n    \"Sync\" : {}\n  }\n}\n".utf8)
    #expect(CatalogUpdate.mark(ofKey: "Sync", in: bytes) == Mark(line: 3, column: 5))
    #expect(CatalogUpdate.mark(ofKey: "Missing", in: bytes) == .start)
  }
}
