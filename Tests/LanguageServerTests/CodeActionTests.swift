import JSON
import LanguageServer
import ScreenFormat
import Testing

@Suite struct CodeActionTests {
  static let app = DiagnosticsTests.app
  static let home = "\(app)/home.yaml"
  static let mistaken =
    "title: Home\nrows:\n  - titel: Wi-Fi\n    toggle: wifii\n  - {title: Next, push: nxt}\n"
  static let mended =
    "title: Home\nrows:\n  - title: Wi-Fi\n    toggle: wifi\n  - {title: Next, push: next}\n"

  /// The code actions for a range of home.yaml, of the kinds in `only` (all without).
  static func actions(
    _ client: inout TestClient, from start: (Int, Int), to end: (Int, Int), only: [String]? = nil,
    diagnostics: [JSONValue] = []
  ) -> [JSONValue] {
    let range = JSONValue.object([
      ("start", Position(line: start.0, character: start.1).json),
      ("end", Position(line: end.0, character: end.1).json),
    ])
    var context: [(String, JSONValue)] = [("diagnostics", .array(diagnostics))]
    if let only { context.append(("only", .array(only.map(JSONValue.string)))) }
    let params = JSONValue.object([
      ("textDocument", .object([("uri", .string(DocumentURI.uri(of: home)))])),
      ("range", range), ("context", .object(context)),
    ])
    return client.request("textDocument/codeAction", params).response?["result"]?.array ?? []
  }

  /// A text after an action's edits of home.yaml, applied as an editor applies them.
  static func applied(_ action: JSONValue, to text: String) -> String {
    let edits = action["edit"]?["changes"]?[DocumentURI.uri(of: home)]?.array ?? []
    let changes = edits.compactMap { edit -> TextChange? in
      guard let start = Position(edit["range"]?["start"]), let end = Position(edit["range"]?["end"])
      else { return nil }
      return TextChange(
        range: TextRange(start: start, end: end), text: edit["newText"]?.string ?? "")
    }
    // Edits of one action are made against the text before any of them: last first.
    let origin = Position(line: 0, character: 0)
    let bytes = changes.sorted { ($0.range?.start ?? origin) > ($1.range?.start ?? origin) }
      .reduce(Array(text.utf8)) { $1.applied(to: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func theServerOffersQuickFixesAndFixAll() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    let capabilities = try #require(client.initialize()?["result"]?["capabilities"])
    #expect(
      capabilities["codeActionProvider"]?["codeActionKinds"]
        == .array([.string("quickfix"), .string("source.fixAll")]))
  }

  @Test func eachDiagnosticThatSuggestsAFixHasAQuickFixThatMakesIt() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let published = try #require(client.open(Self.home, Self.mistaken).diagnostics(for: Self.home))
    #expect(published.count == 3)
    let cases: [(line: Int, title: String, after: String)] = [
      (2, "Change to 'title'", Self.mistaken.replacingFirst("titel", with: "title")),
      (3, "Change to 'wifi'", Self.mistaken.replacingFirst("wifii", with: "wifi")),
      (4, "Change to 'next'", Self.mistaken.replacingFirst("nxt", with: "next")),
    ]
    for (line, title, after) in cases {
      let found = Self.actions(&client, from: (line, 0), to: (line, 0), only: ["quickfix"])
      #expect(found.count == 1, "line \(line): \(found)")
      let action = try #require(found.first)
      #expect(action["title"]?.string == title)
      #expect(action["kind"]?.string == "quickfix")
      #expect(action["isPreferred"] == .bool(true))
      // It names the diagnostic it fixes, as published.
      let fixes = action["diagnostics"]?.array ?? []
      #expect(fixes.count == 1 && published.contains(fixes[0]))
      #expect(Self.applied(action, to: Self.mistaken) == after)
    }
    // A line without a mistake has none.
    #expect(Self.actions(&client, from: (0, 0), to: (0, 3), only: ["quickfix"]).isEmpty)
  }

  /// The client names the diagnostics it asks about: only their fixes, not those of
  /// another diagnostic on the same line (a new user's trial); without names, the line's.
  @Test func aQuickFixIsOfferedForTheDiagnosticsTheClientNames() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let text = "title: Home\nrows:\n  - {titel: Wi-Fi, toggle: wifii}\n"
    let published = try #require(client.open(Self.home, text).diagnostics(for: Self.home))
    #expect(published.count == 2)
    let both = Self.actions(&client, from: (2, 0), to: (2, 0), only: ["quickfix"])
    #expect(both.count == 2)
    for diagnostic in published {
      let found = Self.actions(
        &client, from: (2, 0), to: (2, 0), only: ["quickfix"], diagnostics: [diagnostic])
      #expect(found.count == 1, "\(found)")
      #expect(found.first?["diagnostics"]?.array == [diagnostic])
    }
  }

  @Test func fixAllMakesEveryFixAndTheFileChecksClean() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    _ = client.open(Self.home, Self.mistaken)
    let found = Self.actions(&client, from: (0, 0), to: (0, 0), only: ["source.fixAll"])
    #expect(found.count == 1)
    let action = try #require(found.first)
    #expect(action["kind"]?.string == "source.fixAll")
    #expect(action["title"]?.string == "Fix all 3 problems screenspec can fix")
    let text = Self.applied(action, to: Self.mistaken)
    #expect(text == Self.mended)
    #expect(client.change(Self.home, text).diagnostics(for: Self.home) == [])
    // Nothing left to fix: no actions at all.
    #expect(Self.actions(&client, from: (0, 0), to: (9, 0)).isEmpty)
  }

  @Test func withoutOnlyBothKindsAreOfferedAndMultiByteTextKeepsItsColumns() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let text = "title: 😀 日本 e\u{301}\nrows:\n  - {title: 😀😀, push: nxt}\n"
    _ = client.open(Self.home, text)
    let found = Self.actions(&client, from: (2, 0), to: (2, 30))
    #expect(found.compactMap { $0["kind"]?.string } == ["quickfix", "source.fixAll"])
    let fixed = "title: 😀 日本 e\u{301}\nrows:\n  - {title: 😀😀, push: next}\n"
    for action in found { #expect(Self.applied(action, to: text) == fixed) }
  }

  @Test func aCodeActionWithoutARangeIsAnError() {
    var client = TestClient(files: DiagnosticsTests.disk)
    _ = client.initialize()
    let params = JSONValue.object([
      ("textDocument", .object([("uri", .string(DocumentURI.uri(of: Self.home)))]))
    ])
    let response = client.request("textDocument/codeAction", params).response
    #expect(response?["error"]?["code"] == .integer(-32602))
  }
}

extension String {
  func replacingFirst(_ old: String, with new: String) -> String {
    guard let range = firstRange(of: old) else { return self }
    var copy = self
    copy.replaceSubrange(range, with: new)
    return copy
  }
}
