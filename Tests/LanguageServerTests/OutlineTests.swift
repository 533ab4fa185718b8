import JSON
import LanguageServer
import ScreenFormat
import Testing

@Suite struct OutlineTests {
  static let app = DiagnosticsTests.app

  static func symbols(_ client: inout TestClient, _ path: String) -> [JSONValue] {
    let params = JSONValue.object([
      ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))]))
    ])
    return client.request("textDocument/documentSymbol", params).response?["result"]?.array ?? []
  }

  /// Each symbol as `NAME (KIND) LINE-LINE`, its children indented beneath it.
  static func outline(_ symbols: [JSONValue], depth: Int = 0) -> [String] {
    symbols.flatMap { symbol -> [String] in
      let range = symbol["range"]
      let line =
        String(repeating: "  ", count: depth)
        + "\(symbol["name"]?.string ?? "?") (\(symbol["kind"]?.integer ?? 0)) "
        + "\(range?["start"]?["line"]?.integer ?? -1)-\(range?["end"]?["line"]?.integer ?? -1)"
      return [line] + outline(symbol["children"]?.array ?? [], depth: depth + 1)
    }
  }

  @Test func theServerOffersAnOutlineAndSymbols() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    let capabilities = try #require(client.initialize()?["result"]?["capabilities"])
    #expect(capabilities["documentSymbolProvider"] == .bool(true))
    #expect(capabilities["workspaceSymbolProvider"] == .bool(true))
  }

  @Test func aScreensOutlineNestsSectionsRowsAndChoices() {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let path = "\(Self.app)/settings.yaml"
    let text = """
      title: Settings 😀
      sections:
        - header: Network
          rows:
            - title: Wi-Fi
              toggle: wifi
            - {slider: level, min: 0, max: 1}
        - rows:
            - Plain row
      """
    _ = client.open(path, text + "\n")
    #expect(
      Self.outline(Self.symbols(&client, path)) == [
        "Settings 😀 (5) 0-9",
        "  Network (3) 2-7",
        "    Wi-Fi (8) 4-6",
        "    slider: level (8) 6-7",
        "  section (3) 7-9",
        "    Plain row (8) 8-9",
      ])
    let picker = "\(Self.app)/size.yaml"
    _ = client.open(picker, "title: Size\nchoices:\n  - Small\n  - {title: Large, value: l}\n")
    #expect(
      Self.outline(Self.symbols(&client, picker)) == [
        "Size (5) 0-4", "  Small (22) 2-3", "  Large (22) 3-4",
      ])
  }

  @Test func everySelectionRangeLiesInsideItsRange() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let path = "\(Self.app)/home.yaml"
    _ = client.open(path, DiagnosticsTests.disk.files[path] ?? "")
    func check(_ symbols: [JSONValue]) {
      for symbol in symbols {
        let range = symbol["range"]
        let selection = symbol["selectionRange"]
        let start = Position(range?["start"])
        let end = Position(range?["end"])
        let inner = Position(selection?["start"])
        let innerEnd = Position(selection?["end"])
        if let start, let end, let inner, let innerEnd {
          #expect(start <= inner && innerEnd <= end, "\(symbol)")
        } else {
          Issue.record("a symbol without ranges: \(symbol)")
        }
        check(symbol["children"]?.array ?? [])
      }
    }
    let symbols = Self.symbols(&client, path)
    #expect(Self.outline(symbols) == ["Home (5) 0-6", "  Wi-Fi (8) 2-4", "  Next (8) 4-6"])
    check(symbols)
  }

  @Test func appYAMLsOutlineIsItsStateKeys() {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let path = "\(Self.app)/app.yaml"
    _ = client.open(path, DiagnosticsTests.disk.files[path] ?? "")
    #expect(Self.outline(Self.symbols(&client, path)) == ["wifi (13) 2-3", "name (13) 3-4"])
  }

  @Test func workspaceSymbolsFindScreensStateKeysTemplatesAndScenariosBySubstring() {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    _ = client.open(
      "\(Self.app)/home.yaml", DiagnosticsTests.disk.files["\(Self.app)/home.yaml"] ?? "")
    func found(_ query: String) -> [String] {
      let result = client.request("workspace/symbol", .object([("query", .string(query))]))
      return (result.response?["result"]?.array ?? []).map {
        "\($0["name"]?.string ?? "") \($0["kind"]?.integer ?? 0) "
          + "\($0["location"]?["uri"]?.string?.split(separator: "/").last ?? "")"
      }
    }
    #expect(found("E") == ["home 5 home.yaml", "next 5 next.yaml", "name 13 app.yaml"])
    #expect(found("i") == ["wifi 13 app.yaml", "pair 12 pair.yaml"])
    #expect(found("flo") == ["flow 24 flow.yaml"])
    #expect(found("zzz") == [])
    #expect(found("").count == 6)
  }
}
