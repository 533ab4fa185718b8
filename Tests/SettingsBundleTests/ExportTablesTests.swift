import ScreenFormat
import ScreenModel
import Testing

@testable import SettingsBundle

/// Export takes the strings tables the screens' loader read, in their written order, with
/// doubled braces halved.
@Test func exportFromTheLoadedTablesWritesTheSameBundle() throws {
  let first = try #require(BundleImport.read(TestBundles.full, title: "Settings").app)
  var files = importedFiles(first).map { (path: $0.path, text: $0.text) }
  // Entries out of byte order, braces doubled, and a table of its own for a second locale.
  files.append(
    (
      "strings/fr.yaml",
      "strings:\n  Theme: Thème\n  Dark: Sombre\n  \"Say {{name}}\": \"Dites {{name}}\"\n  Sound: Son\n"
    ))
  let given = files.map { AppExport.File(path: $0.path, bytes: Array($0.text.utf8)) }
  let loaded = AppAssembler.load(
    files.filter { !$0.path.hasPrefix("strings/") }.map {
      SourceFile(path: $0.path, text: $0.text)
    },
    strings: files.filter { $0.path.hasPrefix("strings/") }.map {
      SourceFile(path: $0.path, text: $0.text)
    })
  #expect(loaded.app?.tables.count == 3)
  let fromTables = try #require(AppExport.read(given, iask: false).app)
  #expect(BundleExport.tables(fromTables).map(\.language) == ["de", "en", "fr"])
  let french = try #require(
    BundleExport.files(fromTables).first { $0.path == "fr.lproj/Root.strings" })
  #expect(
    String(decoding: french.bytes, as: UTF8.self)
      == "\"Theme\" = \"Thème\";\n\"Dark\" = \"Sombre\";\n\"Say {name}\" = \"Dites {name}\";\n\"Sound\" = \"Son\";\n"
  )
}

/// Issue #54, item 5: a child pane without `StringsTable` is looked up in the table named
/// like its plist (`More.plist` → `More.strings`), as Settings does; its screen names the
/// table and says why on its first line, and export writes no `StringsTable` back.
@Test func aChildPaneWithoutStringsTableIsLookedUpInTheTableNamedLikeItsPlist() throws {
  let more = TestBundles.plist([
    TestBundles.specifier([
      "Type": TestBundles.string("PSToggleSwitchSpecifier"), "Title": TestBundles.string("Sound"),
      "Key": TestBundles.string("sound"), "DefaultValue": "<true/>",
    ])
  ])
  let bundle = MemoryBundle([
    "Root.plist": TestBundles.plist([
      TestBundles.specifier([
        "Type": TestBundles.string("PSChildPaneSpecifier"), "Title": TestBundles.string("More"),
        "File": TestBundles.string("More"),
      ])
    ]),
    "More.plist": more,
    "de.lproj/More.strings": Array("\"Sound\" = \"Ton\";\n".utf8),
  ])
  let (files, yaml) = try TestBundles.roundTrip(bundle)
  #expect(
    yaml["More.yaml"]?.hasPrefix(
      "# It names no StringsTable: Settings looks its texts up in More.strings.\ntitle: More\nstringsTable: More\n"
    ) == true, "\(yaml["More.yaml"] ?? "")")
  #expect(TestBundles.root(files["More.plist"]) == TestBundles.root(more))
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  let loaded = try #require(TestBundles.check(app).app)
  #expect(
    loaded.localisation(for: "de")?.scoped(to: loaded.screen("More")).translated("Sound") == "Ton")
}
