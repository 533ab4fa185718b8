import Testing

@testable import PropertyList

/// A table as translators keep it: a byte-order mark, comments, blank lines, an order of
/// its own.
private let table =
  "\u{FEFF}/* Settings */\n\n/* The first switch */\n\"Sounds\" = \"Töne\";\n\n  \"Volume\" = \"Lautstärke\";\n\"Off\";\n"

private typealias Entries = [(key: String, value: String)]

private let entries: Entries = [("Sounds", "Töne"), ("Volume", "Lautstärke"), ("Off", "Off")]

private func written(_ entries: Entries, over original: String) -> String {
  let fresh = StringsFile.bytes(entries)
  return String(
    decoding: StringsSplice.bytes(entries, fresh: fresh, over: Array(original.utf8)), as: UTF8.self)
}

@Test func theSameTranslationsGiveTheFileBackByteForByte() {
  let bytes = Array(table.utf8)
  // In another order, without the mark: the file keeps its own.
  let reordered = Array(entries.reversed())
  #expect(StringsSplice.bytes(reordered, fresh: StringsFile.bytes(reordered), over: bytes) == bytes)
}

@Test func aChangedTranslationRewritesOnlyItsValue() {
  var changed = entries
  changed[0].value = "Klänge"
  #expect(
    written(changed, over: table) == table.replacing("\"Töne\"", with: "\"Klänge\""))
  changed = entries
  changed[2].value = "Aus"
  #expect(
    written(changed, over: table)
      == table.replacing("\"Off\";", with: "\"Off\" = \"Aus\";"))
}

@Test func aNewTranslationIsOneLineBesideItsNeighbour() {
  let added: Entries = [entries[0], entries[1], ("Brightness", "Helligkeit"), entries[2]]
  let expected = table.replacing(
    "  \"Volume\" = \"Lautstärke\";\n",
    with: "  \"Volume\" = \"Lautstärke\";\n  \"Brightness\" = \"Helligkeit\";\n")
  #expect(written(added, over: table) == expected)
  let first: Entries = [("Alerts", "Hinweise")] + entries
  #expect(
    written(first, over: table)
      == table.replacing("\"Sounds\" = ", with: "\"Alerts\" = \"Hinweise\";\n\"Sounds\" = "))
}

@Test func aRemovedTranslationTakesItsLineButNotItsComment() {
  let removed: Entries = [entries[1], entries[2]]
  #expect(
    written(removed, over: table)
      == table.replacing("\"Sounds\" = \"Töne\";\n", with: ""))
}

@Test func aUTF16TableStaysUTF16() {
  let utf16: [UInt8] =
    [0xFF, 0xFE] + "\"A\" = \"B\";\r\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  let added: Entries = [("A", "B"), ("C", "D")]
  let fresh: [UInt8] =
    [0xFF, 0xFE]
    + String(decoding: StringsFile.bytes(added), as: UTF8.self).utf16.flatMap {
      [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
  let expected: [UInt8] =
    [0xFF, 0xFE]
    + "\"A\" = \"B\";\r\n\"C\" = \"D\";\r\n".utf16.flatMap {
      [UInt8($0 & 0xFF), UInt8($0 >> 8)]
    }
  #expect(StringsSplice.bytes(added, fresh: fresh, over: utf16) == expected)
}

@Test func withoutAFileOrInAnotherEncodingTheTableIsFresh() {
  let fresh = StringsFile.bytes(entries)
  #expect(StringsSplice.bytes(entries, fresh: fresh, over: nil) == fresh)
  let utf16: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0x41, 0x00, 0x22, 0x00, 0x3B, 0x00]
  #expect(StringsSplice.bytes(entries, fresh: fresh, over: utf16) == fresh)
}

@Test func aBinaryTableStaysBinaryUntilItChanges() {
  let binary = BinaryFixtures.strings
  let same: Entries = [("Hello", "Hallo"), ("Sounds", "Töne")]
  #expect(StringsSplice.bytes(same, fresh: [], over: binary) == binary)
  let changed: Entries = [("Hello", "Servus"), ("Sounds", "Töne")]
  let fresh = BinaryPlistWriter.strings(changed)
  #expect(StringsSplice.bytes(changed, fresh: fresh, over: binary) == fresh)
}

/// The fuzzer's finding: a UTF-8 file without a byte-order mark whose first entry holds NULs,
/// followed by a comment with one. Removing the entry left the comment's NUL near the start,
/// and the spliced bytes were told as UTF-16 and read back as nothing. A splice that would
/// read back otherwise gives the fresh file.
@Test func aSpliceThatWouldReadBackOtherwiseGivesTheFreshFile() {
  let key = "ne.Barema" + String(repeating: "\u{0}", count: 20)
  let original = Array("\"\(key)\";\n// l~~~~Ba\u{0}e = \u{7F}ord word;!".utf8)
  #expect(StringsFile.parse(original).entries.map(\.key) == [key])
  let edited: Entries = [("fuzz added", "x")]
  let fresh = StringsFile.bytes(edited)
  let spliced = StringsSplice.bytes(edited, fresh: fresh, over: original)
  let read = StringsFile.parse(spliced)
  #expect(!read.problems.contains { $0.severity == .error }, "\(read.problems)")
  #expect(read.entries.map(\.key) == ["fuzz added"] && read.entries.map(\.value) == ["x"])
}
