import JSON
import LanguageServer
import Testing

@Suite struct JSONValueTests {
  @Test func aValueWrittenReadsBackTheSame() throws {
    let value: JSONValue = .object([
      ("s", .string("a\"b\\c\n\u{1}é😀")), ("n", .null), ("t", .bool(true)), ("i", .integer(-42)),
      ("r", .real("1.5e3")), ("a", .array([.integer(1), .object([])])),
    ])
    let text = value.text
    #expect(text.hasPrefix(#"{"s":"a\"b\\c\n\u0001é😀","n":null,"t":true,"i":-42,"r":1.5e3,"#))
    #expect(try JSONValue.parse(Array(text.utf8), maxBytes: 1 << 20).get() == value)
  }

  @Test(arguments: ["", "{", "{\"a\" 1}", "[1,]", "nul", "\"\\x\""])
  func textThatIsNotJSONIsAnError(text: String) {
    guard case .failure = JSONValue.parse(Array(text.utf8), maxBytes: 1 << 20) else {
      Issue.record("'\(text)' parsed")
      return
    }
  }
}
