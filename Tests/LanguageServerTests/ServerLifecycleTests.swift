import LanguageServer
import ScreenFormat
import Testing

@Suite struct ServerLifecycleTests {
  @Test func initializeAnswersWithTheCapabilities() throws {
    var client = TestClient(files: MemoryFiles([:]))
    let initialized = client.initialize()
    let response = try #require(initialized)
    let capabilities = try #require(response["result"]?["capabilities"])
    #expect(capabilities["textDocumentSync"]?["change"] == .integer(2))
    #expect(capabilities["textDocumentSync"]?["openClose"] == .bool(true))
    for provider in ["definitionProvider", "hoverProvider", "referencesProvider"] {
      #expect(capabilities[provider] == .bool(true), "\(provider)")
    }
    #expect(capabilities["renameProvider"]?["prepareProvider"] == .bool(true))
    #expect(capabilities["completionProvider"] != nil)
  }

  @Test func aRequestBeforeInitializeIsRefused() {
    var client = TestClient(files: MemoryFiles([:]))
    let response = client.request("textDocument/hover").response
    #expect(response?["error"]?["code"] == .integer(-32002))
  }

  @Test func anUnknownRequestIsMethodNotFoundAndAnUnknownNotificationIgnored() {
    var client = TestClient(files: MemoryFiles([:]))
    _ = client.initialize()
    let response = client.request("screenspec/unknown").response
    #expect(response?["error"]?["code"] == .integer(-32601))
    #expect(client.notify("$/unknownNotification").isEmpty)
    #expect(client.request("shutdown").response?["result"] == .null)
  }

  @Test func afterShutdownOnlyExitIsAccepted() {
    var client = TestClient(files: MemoryFiles([:]))
    _ = client.initialize()
    _ = client.request("shutdown")
    #expect(client.request("textDocument/hover").response?["error"]?["code"] == .integer(-32600))
    #expect(client.notify("exit").isEmpty)
    #expect(client.server.exitStatus == 0)
  }

  @Test func exitWithoutShutdownIsStatusOne() {
    var client = TestClient(files: MemoryFiles([:]))
    _ = client.initialize()
    _ = client.notify("exit")
    #expect(client.server.exitStatus == 1)
  }

  @Test(arguments: [
    "not json at all", #"{"id": 1, "method": "initialize"}"#, #"[1, 2]"#,
    #"{"jsonrpc": "2.0", "id": {}, "method": "x"}"#,
  ])
  func aMalformedMessageIsAnErrorAndTheServerGoesOn(body: String) {
    var client = TestClient(files: MemoryFiles([:]))
    let out = client.send(bytes: MessageWriter.frame(body))
    #expect(out.count == 1)
    let code = out.first?["error"]?["code"]?.integer
    #expect(code == -32700 || code == -32600)
    // The id when the message has a usable one, else null.
    #expect(out.first?["id"] == (body.contains("\"id\": 1") ? .integer(1) : .null))
    #expect(client.initialize()?["result"] != nil)
  }

  /// A body that is not JSON is answered with the JSON reader's message, as it always was.
  @Test(arguments: [
    ("not json at all", "the message is not JSON: expected a value, found 'n'"),
    ("[1,]", "the message is not JSON: expected a value, found ']'"),
    (#"{"a" 1}"#, "the message is not JSON: expected ':', found '1'"),
    ("{} x", "the message is not JSON: text after the end of the property list"),
    (
      String(repeating: "[", count: 1_000),
      "the message is not JSON: nesting is deeper than 64 levels"
    ),
  ])
  func aBodyThatIsNotJSONIsAnsweredWithTheReadersMessage(body: String, message: String) {
    var client = TestClient(files: MemoryFiles([:]))
    let out = client.send(bytes: MessageWriter.frame(body))
    #expect(out.first?["error"]?["code"]?.integer == -32700)
    #expect(out.first?["error"]?["message"]?.string == message)
  }

  /// Over the file limit (1 MB) the text is a located error, as `check` reports a file too
  /// large; a 50 MB one takes the same path (by hand, release build: answered in 0.6 s at a
  /// 242 MiB peak; the debug build spends a minute reading it, too long for the suite).
  @Test func aDidChangeOverTheFileLimitIsADiagnosticAndTheServerGoesOn() {
    var client = TestClient(files: MemoryFiles(["/app/a.yaml": "title: A\nrows: []\n"]))
    _ = client.initialize()
    _ = client.open("/app/a.yaml", "title: A\nrows: []\n")
    let big = String(repeating: "x", count: 3 << 20)
    let out = client.change("/app/a.yaml", "title: A\nrows:\n  - title: \(big)\n")
    let published = out.diagnostics(for: "/app/a.yaml")
    #expect(published?.first?["message"]?.string?.contains("the limit is") == true)
    #expect(client.request("shutdown").response?["result"] == .null)
  }
}
