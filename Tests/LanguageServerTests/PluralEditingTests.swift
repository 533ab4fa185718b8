import JSON
import LanguageServer
import ScreenModel
import Testing

/// Issue #41: in a plural text and in a table's plural translation, completion offers the
/// forms (a table's: the categories its language uses) and hover shows each one's rule.
@Suite struct PluralEditingTests {
  static let app = "/w/app"
  static let list = "\(app)/list.yaml"
  static let arabic = "\(app)/strings/ar.yaml"
  static let disk = MemoryFiles([
    "\(app)/app.yaml": "start: list\nstate:\n  servers: [a]\n",
    list: """
    title: Servers
    footer:
      plural: servers
      
    rowsFrom: servers

    """,
    arabic: """
    strings:
      "{count} servers":
        few: "{count} خوادم"
        
        other: "{count} خادم"

    """,
  ])

  func result(_ method: String, _ path: String, _ line: Int, _ character: Int) -> JSONValue? {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    return client.request(method, TestClient.at(path, line: line, character: character))
      .response?["result"]
  }

  func labels(_ result: JSONValue?) -> [String] {
    (result?["items"]?.array ?? []).compactMap { $0["label"]?.string }
  }

  @Test func aPluralTextOffersItsNumberAndEveryForm() {
    let offered = labels(result("textDocument/completion", Self.list, 3, 2))
    // `plural` is written already: a key the mapping has is not offered again.
    #expect(offered == ["zero", "one", "two", "few", "many", "other"])
  }

  @Test func aPluralsNumberIsAStateKeyToCompleteAndRename() {
    #expect(labels(result("textDocument/completion", Self.list, 2, 10)) == ["servers"])
    let hover = result("textDocument/hover", Self.list, 2, 12)?["contents"]?["value"]?.string
    #expect(hover == "state key `servers`: `[a]` in app.yaml")
  }

  @Test func aTablesPluralTranslationOffersTheFormsOfItsLanguage() throws {
    let items = result("textDocument/completion", Self.arabic, 3, 4)?["items"]?.array ?? []
    #expect(
      items.compactMap { $0["label"]?.string } == ["zero", "one", "two", "few", "many", "other"])
    let few = try #require(items.first { $0["label"]?.string == "few" })
    #expect(few["detail"]?.string == "`few` in `ar`: n % 100 = 3..10 (CLDR)")
  }

  @Test func hoverOnAFormShowsItsRuleInTheTablesLanguage() {
    let hover = result("textDocument/hover", Self.arabic, 2, 5)?["contents"]?["value"]?.string
    #expect(hover == "`few` in `ar`: n % 100 = 3..10 (CLDR)")
    let other = result("textDocument/hover", Self.arabic, 4, 5)?["contents"]?["value"]?.string
    #expect(other == "`other` in `ar`: every number no other form takes")
  }

  @Test func aFormALanguageNeverUsesSaysSo() {
    #expect(
      PluralRules.rule(of: .one, in: "ja") == "`one`: `ja` never uses this form; it is never drawn"
    )
    #expect(PluralRules.rule(of: .one, in: "en-GB") == "`one` in `en`: i = 1 and v = 0 (CLDR)")
  }
}
