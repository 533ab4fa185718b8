import Basics
import Testing

@testable import JSON

@Test(arguments: [
  ("0", JSONNode.Content.integer("0")),
  ("-0", .integer("-0")),
  ("42", .integer("42")),
  ("-17", .integer("-17")),
  ("123456789012345678901234567890", .integer("123456789012345678901234567890")),
  ("1.0", .real("1.0")),
  ("-0.5", .real("-0.5")),
  ("1e3", .real("1e3")),
  ("1E+3", .real("1E+3")),
  ("2.5e-3", .real("2.5e-3")),
])
func numbersKeepTheirTextAndWhetherTheyAreIntegers(text: String, content: JSONNode.Content) {
  let result = JSONReader.parse(Array(text.utf8))
  #expect(result.diagnostics.isEmpty)
  #expect(result.root?.content == content)
}

/// RFC 8259's grammar: no plus sign, no leading zero, digits on both sides of a point, an
/// exponent with digits. Each is not a value, an error at the number's start.
@Test(arguments: ["+1", "01", "-01", ".5", "1.", "1e", "1e+", "-", "1.2.3", "1-2", "--1"])
func numbersOutsideTheGrammarAreNotValues(text: String) {
  let result = JSONReader.parse(Array("[\(text)]".utf8))
  #expect(result.root == nil)
  #expect(
    result.diagnostics.map { "\($0.mark): \($0.message)" } == [
      "1:2: expected a value, found '\(text.prefix(1))'"
    ])
}

@Test func valuesLoseTheirMarksAsJSONValues() throws {
  let text = #"{"n": null, "i": 7, "big": 99999999999999999999, "r": 1.5, "s": ["a", false]}"#
  let root = try #require(JSONReader.parse(Array(text.utf8)).root)
  #expect(
    root.value
      == .object([
        ("n", .null), ("i", .integer(7)), ("big", .real("99999999999999999999")),
        ("r", .real("1.5")), ("s", .array([.string("a"), .bool(false)])),
      ]))
}

@Test(arguments: [
  (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
  (#""\u0041\u00e9\u20AC""#, "Aé€"),
  (#""\u0000""#, "\u{0}"),
  (#""\udbff\udfff""#, "\u{10FFFF}"),
  (#""\udc00\ud800""#, "\u{FFFD}\u{FFFD}"),
  (#""\ud800x""#, "\u{FFFD}x"),
  ("\"é😀\"", "é😀"),
])
func escapesAreResolved(input: String, expected: String) {
  let result = JSONReader.parse(Array(input.utf8))
  #expect(result.diagnostics.isEmpty)
  #expect(result.root?.string == expected)
}

@Test(arguments: [
  (#""\u12""#, "1:2: error: invalid escape '\\u'"),
  (#"["ab\u00G0"]"#, "1:5: error: invalid escape '\\u'"),
  ("\"ab\\", "1:5: error: unterminated quoted text"),
  (
    "\"a\tb\"",
    "1:3: error: control character U+0009 in a JSON string; write it as an escape (\\n, \\u000C)"
  ),
  ("\n  \"abc", "2:3: error: unterminated quoted text"),
])
func badStringsAreLocated(input: String, expected: String) {
  let result = JSONReader.parse(Array(input.utf8))
  #expect(result.root == nil)
  #expect(described(result) == [expected])
}

@Test func aByteOrderMarkIsSkippedAndNotCounted() throws {
  let text = [0xEF, 0xBB, 0xBF] + Array("{\"a\": [1,\n  x]}".utf8)
  #expect(JSONReader.parse(text).diagnostics.map(\.mark) == [Mark(line: 2, column: 3)])
  let root = try #require(JSONReader.parse([0xEF, 0xBB, 0xBF] + Array(" [true]".utf8)).root)
  #expect(root.mark == Mark(line: 1, column: 2))
  #expect(root.array?.first?.mark == Mark(line: 1, column: 3))
  #expect(
    JSONReader.parse([0xEF, 0xBB, 0xBF]).diagnostics.map(\.message) == ["file is empty (not JSON)"])
}

@Test func marksAreOnEveryValueAndKeyCountedInScalars() throws {
  let text = "{\n\t\"é\": [null,\r\n  \"ü\", {\"k\" :false}],\n \"z\" : -1}"
  let root = try #require(JSONReader.parse(Array(text.utf8)).root)
  #expect(root.mark == Mark(line: 1, column: 1))
  let members = try #require(root.object)
  #expect(members.map(\.key) == ["é", "z"])
  #expect(members.map(\.keyMark) == [Mark(line: 2, column: 2), Mark(line: 4, column: 2)])
  let items = try #require(members[0].value.array)
  #expect(members[0].value.mark == Mark(line: 2, column: 7))
  #expect(
    items.map(\.mark) == [
      Mark(line: 2, column: 8), Mark(line: 3, column: 3), Mark(line: 3, column: 8),
    ])
  #expect(items[2].object?.first?.keyMark == Mark(line: 3, column: 9))
  #expect(items[2]["k"]?.mark == Mark(line: 3, column: 14))
  #expect(members[1].value.mark == Mark(line: 4, column: 8))
}

/// A repeated key keeps the first one's place with the last value and the last key's mark,
/// a warning at each repeat with a note at the key it replaces.
@Test func repeatedKeysKeepTheLastValueInTheFirstPlace() throws {
  let text = #"{"a": 1, "b": 2, "a": 3, "a": 4}"#
  let result = JSONReader.parse(Array(text.utf8))
  let root = try #require(result.root)
  #expect(root.object?.map(\.key) == ["a", "b"])
  #expect(root["a"]?.content == .integer("4"))
  #expect(root.object?.first?.keyMark == Mark(line: 1, column: 26))
  #expect(
    result.diagnostics.map {
      "\($0.mark) \($0.message) / \($0.notes.map { $0.mark?.description ?? "-" })"
    } == [
      "1:18 duplicate key 'a'; the last one is used / [\"1:2\"]",
      "1:26 duplicate key 'a'; the last one is used / [\"1:18\"]",
    ])
}

@Test(arguments: [
  ("[1,", "1:4: error: expected a value, found the end"),
  ("[1", "1:3: error: the file ends inside an array"),
  ("{\"a\": 1", "1:8: error: the file ends inside an object"),
  ("{\"a\"", "1:5: error: expected ':', found the end"),
  ("{", "1:2: error: expected a quoted key, found the end"),
  ("[nul]", "1:2: error: expected a value, found 'n'"),
  ("[\u{1}]", "1:2: error: expected a value, found U+0001"),
  ("truex", "1:5: error: text after the end of the property list"),
  ("[1]\n]", "2:1: error: text after the end of the property list"),
])
func malformedTextIsLocated(input: String, expected: String) {
  #expect(described(JSONReader.parse(Array(input.utf8))) == [expected])
}
