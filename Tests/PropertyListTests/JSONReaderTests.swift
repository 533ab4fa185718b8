import Testing
import YAMLTree

@testable import PropertyList

@Test func readsJSONWithMarks() throws {
  let text = "{\n  \"a\" : [1, -2.5e3, true, null, \"x\\\"\\u00e9\\ud83d\\ude00\"],\n  \"b\": {}\n}"
  let result = JSONReader.parse(Array(text.utf8))
  #expect(result.problems.isEmpty)
  let root = try #require(result.root)
  let items = try #require(root["a"]?.array)
  #expect(
    items.map(\.content) == [
      .integer("1"), .real("-2.5e3"), .boolean(true), .data([]), .string("x\"é😀"),
    ])
  #expect(items[1].location == .mark(Mark(line: 2, column: 13)))
  #expect(root.dictionary?.last?.keyLocation == .mark(Mark(line: 3, column: 3)))
  #expect(root["b"]?.dictionary == [])
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
  let problem = JSONReader.parse(Array(input.utf8)).problems.first
  #expect(
    problem.map {
      "\($0.location.mark?.description ?? "-"): \($0.severity.rawValue): \($0.message)"
    }
      == expected)
}

@Test func deepJSONIsALocatedError() {
  let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
  #expect(
    JSONReader.parse(Array(deep.utf8)).problems.map(\.message) == [
      "nesting is deeper than 64 levels"
    ])
}
