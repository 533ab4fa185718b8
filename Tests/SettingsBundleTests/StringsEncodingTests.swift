import PropertyList
import ScreenModel
import Testing

@testable import SettingsBundle

/// Issue #38, item 5: a strings file is written back in the encoding it was read in, its
/// byte-order mark and byte order included, every entry kept.
@Test func eachStringsFileComesBackInItsOwnEncoding() throws {
  let text = "\"Sound\" = \"Ton\";\n\"Unused\" = \"Nie\";\n"
  var bigEndian: [UInt8] = []
  for unit in text.utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
  let bundle = MemoryBundle([
    "Root.plist": TestBundles.plist([
      TestBundles.specifier([
        "Type": TestBundles.string("PSGroupSpecifier"), "Title": TestBundles.string("Sound"),
      ])
    ]),
    "de.lproj/Root.strings": bigEndian,
    "en.lproj/Root.strings": [0xEF, 0xBB, 0xBF] + Array(text.utf8),
    "fr.lproj/Root.strings": TestBundles.utf16(text),
    "it.lproj/Root.strings": Array(text.utf8),
  ])
  let app = try #require(BundleImport.read(bundle, title: "Settings").app)
  #expect(
    app.tables.map(\.encoding) == [.utf16BigEndian, .utf8BOM, .utf16LittleEndianBOM, nil])
  let files = BundleExport.files(app)
  for path in ["de", "en", "fr", "it"].map({ "\($0).lproj/Root.strings" }) {
    #expect(files.first { $0.path == path }?.bytes == bundle.read(path), "\(path)")
  }
  // The tables say so, and the loader reads it back.
  let written = AppWriter.files(app)
  #expect(
    written.first { $0.path == "strings/de.yaml" }?.text.contains("encoding: utf-16be\n") == true)
  #expect(written.first { $0.path == "strings/it.yaml" }?.text.contains("encoding") == false)
  let loaded = try #require(TestBundles.check(app).app)
  #expect(loaded.tables["en"]?.encoding == .utf8BOM)
}
