import Basics
import JSON
import PropertyList
import Testing

@testable import StringCatalogs

/// `import`'s translations decided without a file: each file read from its bytes, each
/// table routed to the app's table it merges into, and what the merge writes.
struct TablesImportTests {
  static let catalog = Array(
    """
    {"sourceLanguage":"en","strings":{"Sound":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ton"}}}}},"version":"1.0"}
    """.utf8)

  @Test func aCatalogsBytesGiveItsTablesOrItsProblem() {
    let read = TranslationImport.catalogFile(Self.catalog, path: "L.xcstrings", limits: .default)
    #expect(read.tables.map(\.language) == ["de"])
    #expect(read.problems.isEmpty)
    let broken = TranslationImport.catalogFile(
      Array("{".utf8), path: "L.xcstrings", limits: .default)
    #expect(broken.tables.isEmpty)
    #expect(broken.problems.contains { $0.isError && $0.file == "L.xcstrings" })
  }

  @Test func aStringsFilesTableIsNamedForItAndItsTextIsUTF8() {
    let bytes = Array("\"Sound\" = \"Ton\";\n".utf8)
    let read = TranslationImport.stringsFile(
      bytes, language: "de", path: "de.lproj/Audio.strings", limits: .default)
    #expect(read.tables.first?.entries.map(\.translation) == ["Ton"])
    #expect(read.tables.first?.name == "Audio")
    #expect(read.source == bytes)
    #expect(TranslationImport.language(ofFolder: "Settings.bundle/pt-BR.lproj") == "pt-BR")
  }

  @Test func aTableGoesIntoItsNamedTableOnlyWhenTheAppHasOne() {
    var audio = TranslationImport.Table(language: "de", file: "de.lproj/Audio.strings", entries: [])
    audio.name = "Audio"
    var other = audio
    other.name = "Other"
    var root = audio
    root.name = "Root"
    let routed = TablesImport.routed([audio, other, root]) { $0 == "Audio" || $0 == "Root" }
    #expect(routed.map(TablesImport.target) == ["Audio/de", "de", "de"])
    #expect(TablesImport.targets(routed) == ["Audio/de", "de"])
  }

  @Test func theMergeWritesNewEntriesAndCountsWhatWasThere() {
    let read = TranslationImport.catalogFile(Self.catalog, path: "L.xcstrings", limits: .default)
    let held = Array("strings:\n  Sound: Ton\n".utf8)
    let kept = TablesImport.merge(
      read.tables, into: "app/strings", existing: { _ in held }, previous: nil,
      sources: ["L.xcstrings": Self.catalog])
    #expect(kept.writes.isEmpty)
    #expect(kept.untouched.map(\.path) == ["app/strings/de.yaml"])
    #expect(kept.untouched.map(\.kept) == [1])
    let added = TablesImport.merge(
      read.tables, into: "app/strings", existing: { _ in nil }, previous: nil, sources: [:])
    #expect(added.writes.map(\.path) == ["app/strings/de.yaml"])
    #expect(added.writes.first?.added == 1)
    #expect(added.writes.first?.text.contains("Ton") == true, "\(added.writes)")
    let conflict = TablesImport.merge(
      read.tables, into: "app/strings", existing: { _ in Array("strings:\n  Sound: Klang\n".utf8) },
      previous: nil, sources: ["L.xcstrings": Self.catalog])
    #expect(conflict.problems.contains { $0.problem.isError })
    #expect(conflict.problems.allSatisfy { !$0.source.isEmpty }, "each with its excerpt's text")
  }

  @Test func anImportedCatalogIsRememberedAsTheApps() throws {
    let after = try #require(
      CatalogTranslators.afterImport(Self.catalog, held: nil, limits: JSONLimits()))
    #expect(String(decoding: after.last, as: UTF8.self).contains("\"Ton\""))
    let base = try #require(after.base)
    let again = try #require(
      CatalogTranslators.afterImport(Self.catalog, held: base, limits: JSONLimits()))
    #expect(again.base == nil, "nothing new to remember")
    #expect(CatalogTranslators.afterImport(Array("[".utf8), held: nil, limits: JSONLimits()) == nil)
  }
}
