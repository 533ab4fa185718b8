import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Issue #38, item 4: `strings/TABLE/LANG.yaml` is a named table, which a screen's
/// `stringsTable: TABLE` looks its texts up in before the default table.
private func load(_ screens: [String: String], strings: [String: String]) -> AppAssembler.Result {
  AppAssembler.load(
    screens.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
      + [SourceFile(path: "app.yaml", text: "start: root\n")],
    elsewhere: { _ in false },
    strings: strings.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
    reportUnused: true)
}

private let screens = [
  "root.yaml": "title: Settings\nrows:\n  - {title: About, push: about}\n  - Version\n",
  "about.yaml": "title: About\nstringsTable: About\nrows: [About, Version, Licence]\n",
]

private func warnings(_ result: AppAssembler.Result, in path: String) -> [String] {
  (result.reports.first { $0.file.path == path }?.diagnostics ?? []).map {
    "\($0.mark.line):\($0.mark.column): \($0.severity): \($0.message)"
  }
}

@Test func aScreensTableTranslatesBeforeTheDefaultTable() throws {
  let result = load(
    screens,
    strings: [
      "strings/de.yaml": "strings:\n  About: Info\n  Version: Fassung\n",
      "strings/About/de.yaml": "strings:\n  About: Über diese App\n",
    ])
  let app = try #require(result.app)
  let german = try #require(app.localisation(for: "de"))
  #expect(german.scoped(to: app.screen("root")).translated("About") == "Info")
  #expect(german.scoped(to: app.screen("about")).translated("About") == "Über diese App")
  // What the screen's table lacks comes from the default table.
  #expect(german.scoped(to: app.screen("about")).translated("Version") == "Fassung")
  #expect(german.scoped(toTable: "Root").translated("About") == "Info")
  #expect(app.screen("about")?.stringsTable == "About")
}

@Test func unusedEntriesAreToldPerTable() {
  let result = load(
    screens,
    strings: [
      // The root shows About, so the default table's entry is used; Licence is shown only by
      // the about screen, whose own table translates it.
      "strings/de.yaml": "strings:\n  About: Info\n  Licence: Lizenz\n",
      "strings/About/de.yaml": "strings:\n  Licence: Lizenz\n  Settings: Einstellungen\n",
    ])
  #expect(
    warnings(result, in: "strings/de.yaml") == [
      "3:3: warning: no screen shows 'Licence'; the entry is unused"
    ])
  // Settings is the root's title, and the root does not name the table.
  #expect(
    warnings(result, in: "strings/About/de.yaml") == [
      "3:3: warning: no screen shows 'Settings'; the entry is unused"
    ])
}

@Test func aLocaleOnlyANamedTableTranslatesIsDrawn() throws {
  let result = load(
    screens, strings: ["strings/About/it.yaml": "strings:\n  About: Informazioni\n"])
  let app = try #require(result.app)
  let italian = try #require(app.localisation(for: "it"))
  #expect(italian.table == nil)
  #expect(italian.scoped(to: app.screen("about")).translated("About") == "Informazioni")
  #expect(italian.scoped(to: app.screen("root")).translated("About") == "About")
}

@Test func aTableNameIsCheckedWhereTheScreenGivesIt() {
  let unknown = load(
    ["root.yaml": "title: S\nstringsTable: Abuot\nrows: [A]\n"],
    strings: ["strings/About/de.yaml": "strings:\n  A: B\n"])
  #expect(
    warnings(unknown, in: "root.yaml") == [
      "2:15: warning: no strings table 'Abuot' (strings/Abuot/LANG.yaml); the screen's texts are looked up in the default table; did you mean 'About'?"
    ])
  #expect(unknown.app != nil)
  let bad = load(["root.yaml": "title: S\nstringsTable: ../x\nrows: [A]\n"], strings: [:])
  #expect(
    warnings(bad, in: "root.yaml") == [
      "2:15: error: '../x' is not a table name: a strings table is a folder of strings/, named without '/', '\\' or hidden characters"
    ])
  // Root names the default table: no folder of that name is needed, and none is allowed.
  let root = load(
    ["root.yaml": "title: S\nstringsTable: Root\nrows: [A]\n"],
    strings: ["strings/Root/de.yaml": "strings:\n  A: B\n"])
  #expect(warnings(root, in: "root.yaml") == [])
  #expect(
    warnings(root, in: "strings/Root/de.yaml") == [
      "1:1: error: 'Root' names the default table, strings/LANG.yaml: move this file there"
    ])
}

@Test func aTablesEncodingIsReadAndChecked() throws {
  let result = load(
    screens,
    strings: [
      "strings/de.yaml": "encoding: utf-16le-bom\nstrings:\n  About: Info\n",
      "strings/fr.yaml": "encoding: utf16\nstrings:\n  About: Info\n",
    ])
  #expect(
    warnings(result, in: "strings/fr.yaml").first?.hasPrefix(
      "1:11: error: unknown encoding 'utf16'")
      == true, "\(warnings(result, in: "strings/fr.yaml"))")
  let fine = load(
    screens, strings: ["strings/de.yaml": "encoding: utf-16be\nstrings:\n  About: Info\n"])
  #expect(try #require(fine.app).tables["de"]?.encoding == .utf16BigEndian)
}

@Test func checkLocaleWarnsPerTable() throws {
  let loader = AppAssembler.load(
    screens.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
      + [SourceFile(path: "app.yaml", text: "start: root\n")],
    elsewhere: { _ in false },
    strings: [SourceFile(path: "strings/About/de.yaml", text: "strings:\n  Version: Fassung\n")],
    reportUnused: false, collectTexts: true)
  let app = try #require(loader.app)
  let german = try #require(app.localisation(for: "de"))
  let untranslated = loader.untranslated(in: german)
  let about = untranslated.first { $0.file.path == "about.yaml" }?.diagnostics.map(\.message) ?? []
  let root = untranslated.first { $0.file.path == "root.yaml" }?.diagnostics.map(\.message) ?? []
  #expect(!about.contains { $0.hasPrefix("'Version'") })
  #expect(root.contains { $0.hasPrefix("'Version'") })
}

/// A bundle's `English.lproj` and `Base.lproj` become tables the loader takes.
@Test func appleLanguageFolderNamesAreLocales() throws {
  let result = load(
    screens,
    strings: [
      "strings/English.yaml": "strings:\n  About: About us\n",
      "strings/Base.yaml": "strings:\n  About: About\n",
    ])
  let app = try #require(result.app, "\(result.reports.map(\.formatted))")
  #expect(app.localisation(for: "English")?.translated("About") == "About us")
  #expect(app.localisation(for: "Base") != nil)
}
