import Basics
import Testing

@testable import PropertyList

private let sample = """
  /* A comment "with quotes" = ; */
  "Sounds" = "Töne";
  // a line comment
  "Say \\"hi\\"\\n" = "Sag \\"hallo\\"\\U00E9";
  Bare_key.1 = bare-value;
  "Only";
  "Emoji" = "\\UD83D\\UDE00";
  """

private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
  var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
  for unit in text.utf16 {
    let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
    bytes += bigEndian ? [high, low] : [low, high]
  }
  return bytes
}

@Test(arguments: [
  ("UTF-8", Array(sample.utf8)),
  ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array(sample.utf8)),
  ("UTF-16LE BOM", utf16(sample, bigEndian: false, bom: true)),
  ("UTF-16BE BOM", utf16(sample, bigEndian: true, bom: true)),
  ("UTF-16LE", utf16(sample, bigEndian: false, bom: false)),
  ("UTF-16BE", utf16(sample, bigEndian: true, bom: false)),
])
func readsEveryEncoding(name: String, bytes: [UInt8]) {
  let file = StringsFile.parse(bytes)
  #expect(file.problems.isEmpty, "\(name)")
  #expect(
    file.entries.map { [$0.key, $0.value] } == [
      ["Sounds", "Töne"], ["Say \"hi\"\n", "Sag \"hallo\"é"], ["Bare_key.1", "bare-value"],
      ["Only", "Only"], ["Emoji", "😀"],
    ], "\(name)")
  #expect(file.entries[1].location == .mark(Mark(line: 4, column: 1)), "\(name)")
  #expect(file.encoding?.rawValue == name.split(separator: " ").first.map(String.init))
}

@Test func readsACompiledStringsFile() {
  let file = StringsFile.parse(BinaryFixtures.strings)
  #expect(file.problems.isEmpty)
  #expect(file["Hello"] == "Hallo")
  #expect(file["Sounds"] == "Töne")
  #expect(file.encoding == nil)
}

@Test(arguments: [
  // A ';' missing at a line's end is told there, not where the next entry starts.
  (
    "\"a\" = \"b\"\n\"c\" = \"d\";",
    "1:10: error: expected ';' after this entry's value: every entry ends with ';'"
  ),
  // The last line's too, at the file's end (a new user's trial).
  (
    "\"a\" = \"b\";\n\"c\" = \"d\"\n",
    "2:10: error: expected ';' after this entry's value: every entry ends with ';'"
  ),
  ("\"a\" = \"b\" \"c\" = \"d\";", "1:11: error: expected ';', found '\"'"),
  ("\"a\" = \"b;\n", "1:7: error: unterminated quoted text"),
  ("/* open\n\"a\" = \"b\";", "1:1: error: unterminated comment"),
  ("\"a\" \"b\";", "1:5: error: expected '=' or ';', found '\"'"),
  ("\"a\" = \"\\Uzz12\";", "1:8: error: invalid escape '\\U'"),
  ("\"a\" = \"1\";\n\"a\" = \"2\";", "2:1: warning: 'a' is translated twice; the last one is used"),
  ("{ \"a\" = \"b\"; } x", "1:16: error: text after the end of the property list"),
])
func stringsProblems(input: String, expected: String) {
  let problem = StringsFile.parse(Array(input.utf8)).problems.first
  #expect(
    problem.map {
      "\($0.location.mark?.description ?? "-"): \($0.severity.rawValue): \($0.message)"
    }
      == expected)
}

@Test func keepsEntriesBeforeAnErrorAndTheLastOfARepeat() {
  let file = StringsFile.parse(Array("\"a\" = \"1\";\n\"a\" = \"2\";\n\"b\" = ".utf8))
  #expect(file.entries.map(\.value) == ["2"])
  #expect(file.problems.map(\.severity) == [.warning, .error])
}

@Test func unknownEncodingIsAnError() {
  // Latin-1 "Töne": not UTF-8, no zero bytes.
  let file = StringsFile.parse([0x22, 0x54, 0xF6, 0x6E, 0x65, 0x22, 0x3B])
  #expect(
    file.problems.map(\.message) == [
      "byte 0xF6 is not UTF-8, and the file is not UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
    ])
  #expect(file.problems.map(\.location) == [.mark(Mark(line: 1, column: 3))])
}

@Test func writtenStringsReadBack() {
  let entries = [
    (key: "Plain", value: "Töne"), (key: "Say \"hi\"", value: "back\\slash\nline\ttab"),
    (key: "bell", value: "\u{07}\u{7F}"),
  ]
  let text = StringsFile.text(entries)
  #expect(text.hasPrefix("\"Plain\" = \"Töne\";\n"))
  #expect(text.contains("\"Say \\\"hi\\\"\" = \"back\\\\slash\\nline\\ttab\";\n"))
  #expect(text.hasSuffix("\"bell\" = \"\\U0007\\U007F\";\n"))
  let file = StringsFile.parse(Array(text.utf8))
  #expect(file.problems.isEmpty)
  #expect(file.entries.map { [$0.key, $0.value] } == entries.map { [$0.key, $0.value] })
}
