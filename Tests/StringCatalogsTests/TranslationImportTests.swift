import JSON
import PropertyList
import Testing

@testable import StringCatalogs

private let catalog = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "Sound" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Ton" } },
          "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
        }
      },
      "GREETING" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello {name}" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo {name}" } }
        }
      },
      "%lld items" : {
        "localizations" : { "de" : { "variations" : { "plural" : {} } } }
      },
      "Skip" : { "shouldTranslate" : false, "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }
    },
    "version" : "1.0"
  }
  """

@Test func aCatalogGivesSourceTextsAndTranslations() throws {
  let root = try #require(JSONReader.parse(Array(catalog.utf8)).root)
  let read = TranslationImport.catalog(root, file: "Localizable.xcstrings")
  #expect(read.tables.map(\.language) == ["de"])
  #expect(
    read.tables[0].entries.map { [$0.source, $0.translation] } == [
      ["Sound", "Ton"], ["Hello {name}", "Hallo {name}"],
    ])
  #expect(
    read.problems.map(\.problem.message) == [
      "this translation is 'new', not 'translated', so it is not imported; finish it in the catalog (its state 'translated'), then import again",
      "'%lld items' varies by device, or by more than one plural, in 'de'; the screens' tables hold one text or one plural a language, so it is not imported",
    ])
}

/// Issue #51: only `translated` units are taken; `needs_review`, `new` and `stale` ones (a
/// plural with one such form, whole) are warnings at their state.
@Test func unitsNotFinalAreReportedNotTaken() throws {
  let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Sync" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Abgleichen" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Synchroniser" } } } },
        "Old" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "stale", "value" : "Alt" } } } },
        "%lld photos" : { "localizations" : { "ru" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld фото" } },
          "many" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld фото" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld фото" } } } } } } }
      },
      "version" : "1.0"
    }
    """
  let root = try #require(JSONReader.parse(Array(text.utf8)).root)
  let read = TranslationImport.catalog(root, file: "L.xcstrings")
  #expect(read.tables.map(\.language) == ["fr"])
  #expect(read.problems.map(\.problem.severity) == [.warning, .warning, .warning])
  #expect(
    read.problems.map { $0.problem.message.prefix(38) } == [
      "this translation is 'needs_review', no", "this translation is 'stale', not 'tran",
      "this translation is 'needs_review', no",
    ])
}

private func entries(_ pairs: [(String, String)]) -> [TranslationImport.Table] {
  [
    TranslationImport.Table(
      language: "de", file: "x.strings",
      entries: pairs.map {
        TranslationImport.Entry(source: $0.0, translation: $0.1, location: .generated)
      })
  ]
}

@Test func mergingAddsAfterTheLastEntryAndKeepsTheFile() throws {
  let table = "# German\nstrings:\n  Sound: Ton\n\n# the layout\ndirection: ltr\n"
  let result = TableMerge.merge(
    entries([("Sound", "Ton"), ("Say {x}", "Sag {x}"), ("New", "Neu")]), into: Array(table.utf8),
    tablePath: "strings/de.yaml")
  #expect(result.problems.isEmpty)
  #expect(result.added == 2)
  #expect(result.kept == 1)
  #expect(
    result.text
      == "# German\nstrings:\n  Sound: Ton\n  \"Say {{x}}\": \"Sag {{x}}\"\n  \"New\": Neu\n\n# the layout\ndirection: ltr\n"
  )
}

@Test func aDifferentTranslationIsAConflictAndNothingIsMerged() throws {
  let table = "strings:\n  Sound: Klang\n"
  let result = TableMerge.merge(
    entries([("New", "Neu"), ("Sound", "Ton")]), into: Array(table.utf8),
    tablePath: "strings/de.yaml")
  #expect(result.text == nil)
  #expect(
    result.problems.map(\.problem.message) == [
      "'Sound' is already translated as 'Klang'; this translates it as 'Ton'"
    ])
  #expect(result.problems.first?.problem.notes.first?.path == "strings/de.yaml")
  #expect(result.problems.first?.problem.notes.first?.mark?.line == 2)
}

@Test func aNewTableAndAFlowTable() {
  let fresh = TableMerge.merge(entries([("A", "B")]), into: nil, tablePath: "strings/de.yaml")
  #expect(fresh.text == "# Imported by 'screenspec import'.\nstrings:\n  \"A\": B\n")
  let flow = TableMerge.merge(
    entries([("A", "B")]), into: Array("strings: {X: Y}\n".utf8), tablePath: "t")
  #expect(flow.text == nil)
  #expect(flow.problems.first?.isError == true)
}
