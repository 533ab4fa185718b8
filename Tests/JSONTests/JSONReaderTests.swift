import Basics
import Testing

@testable import JSON

@Test func readsJSONWithMarks() throws {
  let text = "{\n  \"a\" : [1, -2.5e3, true, null, \"x\\\"\\u00e9\\ud83d\\ude00\"],\n  \"b\": {}\n}"
  let result = JSONReader.parse(Array(text.utf8))
  #expect(result.diagnostics.isEmpty)
  let root = try #require(result.root)
  let items = try #require(root["a"]?.array)
  #expect(
    items.map(\.content) == [
      .integer("1"), .real("-2.5e3"), .bool(true), .null, .string("x\"é😀"),
    ])
  #expect(items[1].mark == Mark(line: 2, column: 13))
  #expect(root.object?.last?.keyMark == Mark(line: 3, column: 3))
  #expect(root["b"]?.object == [])
}

@Test(arguments: [
  ("", "1:1: error: file is empty (not JSON)"),
  ("{\"a\": 1,}", "1:9: error: expected a quoted key, found '}'"),
  ("[1 2]", "1:4: error: expected ',' or ']', found '2'"),
  ("{\"a\" 1}", "1:6: error: expected ':', found '1'"),
  ("\"abc", "1:1: error: unterminated quoted text"),
  (
    "\"a\nb\"",
    "1:3: error: control character U+000A in a JSON string; write it as an escape (\\n, \\u000C)"
  ),
  ("[tru]", "1:2: error: expected a value, found 't'"),
  ("{} x", "1:4: error: text after the end of the property list"),
  ("{\"a\": 1, \"a\": 2}", "1:10: warning: duplicate key 'a'; the last one is used"),
  ("\"\\q\"", "1:2: error: invalid escape '\\q'"),
])
func jsonProblems(input: String, expected: String) {
  #expect(described(JSONReader.parse(Array(input.utf8))).first == expected)
}

@Test func deepJSONIsALocatedError() {
  let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
  #expect(
    JSONReader.parse(Array(deep.utf8)).diagnostics.map(\.message) == [
      "nesting is deeper than 64 levels"
    ])
}

/// Items 12 and 18 of issue #36: a lone surrogate is valid JSON (RFC 8259 allows it) and
/// becomes U+FFFD; a pair is joined; the escape after a lone high surrogate is its own.
@Test(arguments: [
  (#""\ud800""#, "\u{FFFD}"),
  (#""a\udc00b""#, "a\u{FFFD}b"),
  (#""\ud83d\ude00""#, "😀"),
  (#""\ud800\u0041""#, "\u{FFFD}A"),
  (#""\ud800\ud800\udc00""#, "\u{FFFD}𐀀"),
  (#""\uDBFF""#, "\u{FFFD}"),
])
func loneSurrogatesBecomeReplacementCharacters(input: String, expected: String) {
  let result = JSONReader.parse(Array(input.utf8))
  #expect(result.diagnostics.isEmpty)
  #expect(result.root?.content == .string(expected))
}

/// Marks are counted on from the last one, not from the line's start: they stay right after
/// thousands of escapes and multi-byte characters on one line.
@Test func marksStayRightAlongALongLine() throws {
  let value = String(repeating: "\\n", count: 5_000) + String(repeating: "é", count: 100)
  let text = "[\"\(value)\", 1, \"x\\ud800\", {\"k\": true}, tru]"
  let result = JSONReader.parse(Array(text.utf8))
  let column = 1 + 1 + (value.unicodeScalars.count + 2) + 2
  #expect(result.diagnostics.map(\.message) == ["expected a value, found 't'"])
  #expect(result.diagnostics.first?.mark == Mark(line: 1, column: column + 27))
  let short = "[\"\(value)\", 1]"
  let items = try #require(JSONReader.parse(Array(short.utf8)).root?.array)
  #expect(items[1].mark == Mark(line: 1, column: column))
}
