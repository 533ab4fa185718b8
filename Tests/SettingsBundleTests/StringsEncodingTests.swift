import Fixtures
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
  let files = try exportedFiles(app)
  for path in ["de", "en", "fr", "it"].map({ "\($0).lproj/Root.strings" }) {
    #expect(files.first { $0.path == path }?.bytes == bundle.read(path), "\(path)")
  }
  // The tables say so, and the loader reads it back.
  let written = importedFiles(app)
  #expect(
    written.first { $0.path == "strings/de.yaml" }?.text.contains("encoding: utf-16be\n") == true)
  #expect(written.first { $0.path == "strings/it.yaml" }?.text.contains("encoding") == false)
  let loaded = try #require(TestBundles.check(app).app)
  #expect(loaded.tables["en"]?.encoding == .utf8BOM)
}

/// UTF-16 is transcoded straight from the UTF-8 bytes, as a String's UTF-16 view would give
/// it: ASCII, Latin, CJK, emoji (surrogate pairs), combining marks, and malformed bytes
/// (each U+FFFD, as a String repairs them), in both byte orders.
@Test func utf16IsWhatAStringsUTF16ViewGives() {
  var random = SeededGenerator(seed: 38)
  let pieces: [[UInt8]] = [
    Array("a".utf8), Array("é".utf8), Array("声".utf8), Array("👩‍💻".utf8), Array("e\u{301}".utf8),
    [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], Array("\n\"".utf8),
  ]
  for _ in 0..<200 {
    var utf8: [UInt8] = []
    for _ in 0..<Int.random(in: 0...20, using: &random) {
      utf8 += pieces.randomElement(using: &random) ?? []
    }
    for encoding in [StringsEncoding.utf16LittleEndian, .utf16BigEndianBOM] {
      var expected: [UInt8] = encoding == .utf16BigEndianBOM ? [0xFE, 0xFF] : []
      for unit in String(decoding: utf8, as: UTF8.self).utf16 {
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        expected += encoding == .utf16LittleEndian ? [low, high] : [high, low]
      }
      #expect(encoding.bytes(utf8) == expected, "\(utf8)")
    }
  }
}
