import JSON
import LanguageServer
import ScreenFormat
import ScreenModel

/// A JSON-RPC client for tests: it frames each message as an editor would, feeds the bytes
/// through the server's own framing and reads back what the server wrote, frame by frame.
struct TestClient {
  var server: LanguageServer
  private var reader = MessageReader()
  private var nextID = 1
  /// Every message the server sent, in order.
  private(set) var received: [JSONValue] = []
  /// Whether the client waits for each answer while the server asks the disk about what it
  /// keeps (as ``MessageLoop`` lets it when the client sends nothing more); else the next
  /// message comes at once.
  var waits = true

  init(files: any FileAccess) {
    server = LanguageServer(files: files)
  }

  /// Sends raw bytes and returns the messages the server wrote in answer.
  mutating func send(bytes: [UInt8]) -> [JSONValue] {
    reader.feed(bytes)
    var written: [UInt8] = []
    while let frame = reader.next() {
      for message in server.receive(frame) { written += MessageWriter.frame(message.text) }
    }
    // Waiting for the answer, the client sends nothing: the server asks the disk about what
    // it keeps, as ``MessageLoop`` lets it.
    while waits, server.checksDisk {
      for message in server.checkDisk(MessageLoop.stampsAtOnce) {
        written += MessageWriter.frame(message.text)
      }
    }
    var replies = MessageReader()
    replies.feed(written)
    var out: [JSONValue] = []
    while let frame = replies.next() {
      guard case .body(let body) = frame,
        case .success(let value) = JSONValue.parse(body, maxBytes: 1 << 30)
      else { continue }
      out.append(value)
    }
    received += out
    return out
  }

  /// Sends a message as JSON text.
  mutating func send(_ message: JSONValue) -> [JSONValue] {
    send(bytes: MessageWriter.frame(message.text))
  }

  /// Sends a request and returns its response (and anything sent with it).
  mutating func request(_ method: String, _ params: JSONValue = .object([])) -> (
    response: JSONValue?, others: [JSONValue]
  ) {
    let id = nextID
    nextID += 1
    let out = send(
      .object([
        ("jsonrpc", .string("2.0")), ("id", .integer(id)), ("method", .string(method)),
        ("params", params),
      ]))
    let response = out.first { $0["id"] == .integer(id) }
    return (response, out.filter { $0["id"] != .integer(id) })
  }

  /// Sends a notification and returns what the server sent in answer.
  mutating func notify(_ method: String, _ params: JSONValue = .object([])) -> [JSONValue] {
    send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
  }

  /// Initializes the server, saying the client takes `RenameFile` edits when asked.
  /// Initializes as a client that takes file renames (`documentChanges` and the `rename`
  /// resource operation, as VS Code), or only says the operation (as Neovim 0.7), or neither.
  mutating func initialize(renamesFiles: Bool = false, saysDocumentChanges: Bool = true)
    -> JSONValue?
  {
    var members: [(String, JSONValue)] = [
      ("resourceOperations", .array(renamesFiles ? [.string("rename")] : []))
    ]
    if saysDocumentChanges { members.append(("documentChanges", .bool(renamesFiles))) }
    let workspaceEdit: JSONValue = .object(members)
    let capabilities: JSONValue = .object([
      ("workspace", .object([("workspaceEdit", workspaceEdit)]))
    ])
    let response = request("initialize", .object([("capabilities", capabilities)])).response
    _ = notify("initialized")
    return response
  }

  mutating func open(_ path: String, _ text: String) -> [JSONValue] {
    notify(
      "textDocument/didOpen",
      .object([
        (
          "textDocument",
          .object([
            ("uri", .string(DocumentURI.uri(of: path))), ("languageId", .string("yaml")),
            ("version", .integer(1)), ("text", .string(text)),
          ])
        )
      ]))
  }

  mutating func change(_ path: String, _ text: String) -> [JSONValue] {
    notify(
      "textDocument/didChange",
      .object([
        (
          "textDocument",
          .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(2))])
        ),
        ("contentChanges", .array([.object([("text", .string(text))])])),
      ]))
  }

  /// Sends incremental changes: each a range (start line and character, end line and
  /// character) and the text that replaces it.
  mutating func change(_ path: String, ranges: [((Int, Int), (Int, Int), String)]) -> [JSONValue] {
    let changes = ranges.map { start, end, text -> JSONValue in
      let range = JSONValue.object([
        ("start", Position(line: start.0, character: start.1).json),
        ("end", Position(line: end.0, character: end.1).json),
      ])
      return .object([("range", range), ("text", .string(text))])
    }
    return notify(
      "textDocument/didChange",
      .object([
        (
          "textDocument",
          .object([("uri", .string(DocumentURI.uri(of: path))), ("version", .integer(2))])
        ),
        ("contentChanges", .array(changes)),
      ]))
  }

  mutating func close(_ path: String) -> [JSONValue] {
    notify(
      "textDocument/didClose",
      .object([("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))]))]))
  }

  /// The parameters of a request at a place in a document.
  static func at(_ path: String, line: Int, character: Int, _ more: [(String, JSONValue)] = [])
    -> JSONValue
  {
    .object(
      [
        ("textDocument", .object([("uri", .string(DocumentURI.uri(of: path)))])),
        ("position", .object([("line", .integer(line)), ("character", .integer(character))])),
      ] + more)
  }
}

extension [JSONValue] {
  /// The diagnostics published for a document, the last list sent.
  func diagnostics(for path: String) -> [JSONValue]? {
    last {
      $0["method"]?.string == "textDocument/publishDiagnostics"
        && $0["params"]?["uri"]?.string == DocumentURI.uri(of: path)
    }?["params"]?["diagnostics"]?.array
  }
}
