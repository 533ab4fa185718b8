import JSON
import LanguageServer
import ScreenFormat
import ScreenModel
import Testing

/// A `{` that opens a YAML flow mapping (`- {title: Theme, push: look}`) is not a `{key}`
/// interpolation: its keys are the format's keys, for every request.
@Suite struct FlowMappingTests {
  static let app = "/w/app"
  static let home = "\(app)/home.yaml"
  static let disk = MemoryFiles([
    "\(app)/app.yaml": "start: home\nstate:\n  wifi: true\n  name: Ann\n",
    home: """
    title: Home
    rows:
      - {title: Theme, push: look}
      - {
      - title: Hi {name}
        visibleIf: 
      - {title: "Hi {name}", toggle: wifi}

    """,
    "\(app)/look.yaml": "title: Look\nrows:\n  - title: A\n",
  ])

  func client() -> TestClient {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    return client
  }

  func result(_ client: inout TestClient, _ method: String, _ line: Int, _ character: Int)
    -> JSONValue?
  {
    client.request(method, TestClient.at(Self.home, line: line, character: character))
      .response?["result"]
  }

  @Test func hoverOnAFlowMappingsFirstKeyGivesTheKeysMeaning() {
    var client = client()
    let text = result(&client, "textDocument/hover", 2, 7)?["contents"]?["value"]?.string
    let summary = FieldTable.row.first { $0.name == "title" }?.summary ?? "?"
    #expect(text == "`title`: \(summary)")
  }

  @Test func completionRightAfterAFlowMappingsBraceOffersTheRowKeys() throws {
    var client = client()
    let items = result(&client, "textDocument/completion", 3, 5)?["items"]?.array ?? []
    let labels = items.compactMap { $0["label"]?.string }
    #expect(labels.contains("title") && labels.contains("toggle"))
    #expect(!labels.contains("wifi") && !labels.contains("name"))
    let toggle = try #require(items.first { $0["label"]?.string == "toggle" })
    #expect(toggle["detail"]?.string == FieldTable.row.first { $0.name == "toggle" }?.summary)
  }

  @Test func aFlowMappingsKeyIsNotRenamedReferencedOrDefinedAsAStateKey() {
    var client = client()
    #expect(result(&client, "textDocument/prepareRename", 2, 7) == .null)
    #expect(result(&client, "textDocument/references", 2, 7)?.array?.isEmpty ?? true)
    #expect(result(&client, "textDocument/definition", 2, 7) == .null)
  }

  @Test func aBraceInsideAScalarsTextIsStillAnInterpolation() {
    var client = client()
    let plain = result(&client, "textDocument/hover", 4, 17)?["contents"]?["value"]?.string
    #expect(plain == "state key `name`: `Ann` in app.yaml")
    let quoted = result(&client, "textDocument/prepareRename", 6, 17)?["placeholder"]
    #expect(quoted == .string("name"))
    let completion = result(&client, "textDocument/completion", 5, 15)?["items"]?.array ?? []
    #expect(completion.compactMap { $0["label"]?.string } == ["wifi", "name"])
  }
}
