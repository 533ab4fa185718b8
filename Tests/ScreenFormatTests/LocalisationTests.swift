import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

private func load(_ table: String, locale: String = "de", reportUnused: Bool = true)
  -> AppAssembler.Result
{
  AppAssembler.load(
    [
      SourceFile(path: "s.yaml", text: "title: \"Posts ({unread} unread)\"\nrows: [Welcome]\n"),
      SourceFile(path: "app.yaml", text: "state:\n  x: y\n"),
    ],
    elsewhere: { _ in false }, strings: [SourceFile(path: "strings/\(locale).yaml", text: table)],
    reportUnused: reportUnused)
}

@Test func aTableTranslatesAndFallsBackByLanguage() throws {
  let result = load("strings:\n  Welcome: Willkommen\n  Edit: Bearbeiten\n")
  let app = try #require(result.app)
  #expect(app.localisation(for: "de")?.translated("Welcome") == "Willkommen")
  #expect(
    app.localisation(for: "de-CH")?.translated("Welcome") == "Willkommen", "de-CH falls back to de")
  #expect(
    app.localisation(for: "de")?.translated("Posts ({unread} unread)") == "Posts ({unread} unread)")
  #expect(app.localisation(for: "fr") == nil)
  #expect(app.localisation(for: "pseudo")?.pseudo == true)
}

@Test func aTranslationMustKeepItsInterpolations() throws {
  let result = load("strings:\n  \"Posts ({unread} unread)\": \"Beiträge ({count})\"\n")
  let report = try #require(result.reports.first { $0.file.path == "strings/de.yaml" })
  let error = try #require(report.diagnostics.first)
  #expect(error.mark == Mark(line: 2, column: 30))
  #expect(
    error.message
      == "the translation must keep the source's interpolations; it drops '{unread}' and adds '{count}'"
  )
  // Item 17 of issue #25: the note is at the source text in the screen that shows it.
  #expect(error.notes.first?.mark == Mark(line: 1, column: 8))
  #expect(error.notes.first?.path == "s.yaml")
  #expect(result.app == nil)
  // A source no screen shows: the note is at the table's own key.
  let unused = load("strings:\n  \"Gone {x}\": \"Weg\"\n")
  let other = try #require(unused.reports.first { $0.file.path == "strings/de.yaml" })
  let note = try #require(other.diagnostics.first { $0.severity == .error }?.notes.first)
  #expect(note.mark == Mark(line: 2, column: 3))
  #expect(note.path == nil)
}

/// Item 17 of issue #25: `rowsFrom` naming a mapping is an error at the mapping in state,
/// with a note at `rowsFrom`.
@Test func rowsFromAMappingPointsAtTheStateValue() throws {
  let result = AppAssembler.load([
    SourceFile(path: "s.yaml", text: "title: S\nrowsFrom: user\n"),
    SourceFile(path: "app.yaml", text: "state:\n  user: {name: Ann}\n"),
  ])
  let app = try #require(result.reports.first { $0.file.isAppFile })
  let error = try #require(app.diagnostics.first)
  #expect(error.message == "state key 'user' is drawn as rows ('rowsFrom'), so it must hold a list")
  #expect(error.mark == Mark(line: 2, column: 9))
  #expect(error.notes.first?.mark == Mark(line: 2, column: 11))
  #expect(error.notes.first?.path == "s.yaml")
}

@Test func unusedEntriesWarnButBuiltInsNever() throws {
  let result = load("strings:\n  Goodbye: Tschüss\n  Cancel: Abbrechen\n")
  let report = try #require(result.reports.first { $0.file.path == "strings/de.yaml" })
  #expect(report.diagnostics.map(\.message) == ["no screen shows 'Goodbye'; the entry is unused"])
  #expect(report.diagnostics.first?.severity == .warning)
  #expect(result.app != nil, "warnings do not fail")
  #expect(load("strings:\n  Goodbye: Tschüss\n", reportUnused: false).reports.isEmpty)
}

@Test func tablesAreCheckedForTheirShape() {
  #expect(!load("direction: upwards\nstrings: {}\n").reports.isEmpty)
  #expect(!load("strings: [a]\n").reports.isEmpty)
  #expect(!load("strings: {}\n", locale: "not a locale").reports.isEmpty)
  #expect(
    load("direction: rtl\nstrings: {}\n", locale: "xx").app?.tables["xx"]?.rightToLeft == true)
  #expect(load("strings: {}\n", locale: "ar").app?.tables["ar"]?.rightToLeft == true)
  #expect(
    load("direction: ltr\nstrings: {}\n", locale: "ar").app?.tables["ar"]?.rightToLeft == false)
}

@Test func pseudoLocalisationAccentsBracketsAndLengthensButKeepsInterpolation() {
  let pseudo = Pseudo.localised("Weight Class {count}")
  #expect(pseudo.hasPrefix("[Ŵéîĝĥţ Çļåšš {count}"))
  #expect(pseudo.hasSuffix("]"))
  #expect(pseudo.count >= Int(Double("Weight Class {count}".count) * 1.3))
  #expect(Pseudo.localised("") == "")
}
