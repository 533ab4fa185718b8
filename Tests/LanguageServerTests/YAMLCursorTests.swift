import Testing

@testable import LanguageServer

@Suite struct YAMLCursorTests {
  static let text = """
    title: Home
    sections:
      - header: A
        rows:
          - title: Wi-Fi
            toggle: net.wifi
          - {title: B, sets: {wifi: true}}
    paging:
      pageSize: 3
    """

  func cursor(_ line: Int, _ column: Int) -> YAMLCursor {
    let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return YAMLCursor(
      lines: { lines.indices.contains($0 - 1) ? lines[$0 - 1] : "" }, line: line, column: column)
  }

  @Test(arguments: [
    (1, 2, [String](), nil as String?, "title"),
    (3, 7, ["sections"], nil, "header"),
    (5, 14, ["sections", "rows"], nil, "title"),
    (6, 17, ["sections", "rows"], "toggle", "net"),
    (6, 21, ["sections", "rows"], "toggle", "wifi"),
    (7, 29, ["sections", "rows", "sets"], nil, "wifi"),
    (7, 17, ["sections", "rows"], "title", "B"),
    (9, 4, ["paging"], nil, "pageSize"),
  ])
  func theKeysAroundAPlaceAndTheWordThere(
    line: Int, column: Int, parents: [String], valueOf: String?, word: String
  ) {
    let found = cursor(line, column)
    #expect(found.parents == parents)
    #expect(found.valueOf == valueOf)
    #expect(found.word == word)
  }

  @Test func theFileRoleDecidesWhatAWordStandsFor() {
    #expect(Symbol(cursor(6, 17), role: .screen) == .stateKey("net"))
    #expect(Symbol(cursor(6, 21), role: .screen) == nil)
    #expect(Symbol(cursor(7, 29), role: .screen) == .stateKey("wifi"))
    #expect(Symbol(cursor(1, 2), role: .screen) == .key("title"))
  }

  @Test func aBraceOpensAnInterpolationOnlyInsideAScalarsText() {
    let lines = [
      "- {title: A}", "title: Hi {name}", "title: \"{name}\"", "visibleIf: {all: [a, b]}",
      "  - key: a",
    ]
    func at(_ line: Int, _ column: Int) -> YAMLCursor {
      YAMLCursor(
        lines: { lines.indices.contains($0 - 1) ? lines[$0 - 1] : "" }, line: line,
        column: column)
    }
    #expect(at(1, 5).word == "title" && !at(1, 5).inText && !at(1, 5).isItem)
    #expect(at(2, 12).word == "name" && at(2, 12).inText && at(2, 12).valueOf == "title")
    #expect(at(3, 10).word == "name" && at(3, 10).inText)
    let item = at(4, 19)
    #expect(item.word == "a" && item.isItem && item.parents == ["visibleIf", "all"])
    #expect(at(5, 5).word == "key" && !at(5, 5).isItem)
  }
}
