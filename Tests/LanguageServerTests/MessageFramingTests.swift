import JSON
import LanguageServer
import Testing

@Suite struct MessageFramingTests {
  func frames(_ bytes: [UInt8], reader: inout MessageReader) -> [MessageReader.Frame] {
    reader.feed(bytes)
    var out: [MessageReader.Frame] = []
    while let frame = reader.next() { out.append(frame) }
    return out
  }

  func body(_ text: String) -> MessageReader.Frame { .body(Array(text.utf8)) }

  @Test func framesFedOneByteAtATimeComeOutWhole() {
    var reader = MessageReader()
    let stream = MessageWriter.frame("{\"a\":1}") + MessageWriter.frame("[é]")
    var out: [MessageReader.Frame] = []
    for byte in stream { out += frames([byte], reader: &reader) }
    #expect(out == [body("{\"a\":1}"), body("[é]")])
    #expect(!reader.isMidFrame)
  }

  @Test func otherHeaderFieldsAndAnyCaseAreAccepted() {
    var reader = MessageReader()
    let stream = Array(
      "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
        .utf8)
    #expect(frames(stream, reader: &reader) == [body("{}")])
  }

  @Test(arguments: [
    ("Content-Length: x\r\n\r\n", "'Content-Length' is not a byte count: 'x'"),
    ("Content-Length: -3\r\n\r\n", "'Content-Length' is not a byte count: '-3'"),
    ("Content-Type: a\r\n\r\n", "a message header without 'Content-Length'"),
    ("hello\r\n\r\n", "a message header line without ':'"),
  ])
  func aMalformedHeaderIsReportedAndTheNextMessageStillRead(header: String, message: String) {
    var reader = MessageReader()
    let stream = Array(header.utf8) + MessageWriter.frame("{}")
    #expect(frames(stream, reader: &reader) == [.malformed(message), body("{}")])
  }

  @Test func aBodyOverTheLimitIsSkippedWithoutBeingKept() {
    var reader = MessageReader(maxBody: 100)
    var out = frames(Array("Content-Length: 1000000\r\n\r\n".utf8), reader: &reader)
    for _ in 0..<1000 {
      out += frames([UInt8](repeating: 0x41, count: 1000), reader: &reader)
      #expect(reader.pending == 0)
    }
    out += frames(MessageWriter.frame("{}"), reader: &reader)
    #expect(
      out == [
        .malformed("a message of 1000000 bytes is over the limit of 100 bytes; it was skipped"),
        body("{}"),
      ])
  }

  @Test func aHeaderWithoutEndIsCutOffAtItsLimit() {
    var reader = MessageReader(maxHeader: 64)
    let out = frames([UInt8](repeating: 0x41, count: 200), reader: &reader)
    #expect(out == [.malformed("a message header longer than 64 bytes without its blank line")])
    #expect(reader.pending < 64)
    #expect(frames(MessageWriter.frame("{}"), reader: &reader) == [body("{}")])
  }

  @Test func aClientGoneMidMessageEndsTheLoopWithStatusOne() {
    var server = LanguageServer(files: MemoryFiles([:]))
    var chunks = [Array("Content-Length: 50\r\n\r\n{\"jsonrpc\"".utf8)]
    var written: [[UInt8]] = []
    let status = MessageLoop.serve(
      &server, read: { chunks.isEmpty ? nil : chunks.removeFirst() },
      write: { written.append($0) })
    #expect(status == 1)
    #expect(written.isEmpty)
  }

  @Test func exitAfterShutdownEndsTheLoopWithStatusZero() {
    var server = LanguageServer(files: MemoryFiles([:]))
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
    ]
    var chunks = [messages.flatMap(MessageWriter.frame)]
    var written: [[UInt8]] = []
    let status = MessageLoop.serve(
      &server, read: { chunks.isEmpty ? nil : chunks.removeFirst() },
      write: { written.append($0) })
    #expect(status == 0)
    #expect(written.count == 2)
  }

  /// Item 11 of issue #36: 31 `didChange`s sent in a burst are read together, and only the
  /// last version is checked and published.
  @Test func aBurstOfChangesIsCheckedOnceAtItsLastVersion() {
    let path = "/app/home.yaml"
    var server = LanguageServer(files: MemoryFiles([path: "title: Home\n"]))
    func message(_ method: String, _ params: JSONValue, id: Int? = nil) -> [UInt8] {
      var members: [(String, JSONValue)] = [("jsonrpc", .string("2.0"))]
      if let id { members.append(("id", .integer(id))) }
      members += [("method", .string(method)), ("params", params)]
      return MessageWriter.frame(JSONValue.object(members).text)
    }
    let document: JSONValue = .object([("uri", .string(DocumentURI.uri(of: path)))])
    let changes = (1...31).flatMap { n in
      message(
        "textDocument/didChange",
        .object([
          ("textDocument", document),
          (
            "contentChanges",
            .array([
              .object([("text", .string("title: Home\n" + (1...n).map { "x\($0): 1\n" }.joined()))])
            ])
          ),
        ]))
    }
    var chunks = [
      message("initialize", .object([]), id: 1) + message("initialized", .object([]))
        + message(
          "textDocument/didOpen",
          .object([
            (
              "textDocument",
              .object([
                ("uri", .string(DocumentURI.uri(of: path))), ("text", .string("title: Home\n")),
              ])
            )
          ]))
        + changes.prefix(changes.count / 2)
    ]
    var later = [Array(changes.dropFirst(changes.count / 2)), message("shutdown", .null, id: 2)]
    var written: [JSONValue] = []
    _ = MessageLoop.serve(
      &server, read: { chunks.isEmpty ? nil : chunks.removeFirst() },
      available: { later.isEmpty ? .nothing : .bytes(later.removeFirst()) },
      write: { bytes in
        var reader = MessageReader()
        reader.feed(bytes)
        if case .body(let body)? = reader.next(),
          case .success(let value) = JSONValue.parse(body, maxBytes: 1 << 30)
        {
          written.append(value)
        }
      })
    let published = written.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
    // Everything was sent before the server looked: one check, of the 31st change.
    #expect(published.count == 1)
    let found = published.last?["params"]?["diagnostics"]?.array ?? []
    #expect(found.count { $0["message"]?.string?.hasPrefix("unknown key 'x") == true } == 31)
    #expect(written.contains { $0["id"] == .integer(2) })
  }

  /// Item 12 of issue #36: when the stream closes, the server stops: what it had read but
  /// not yet checked is dropped, and nothing more is written.
  @Test func theEndOfTheStreamStopsTheServerWithoutChecking() {
    var server = LanguageServer(files: MemoryFiles([:]))
    let open = JSONValue.object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
      (
        "params",
        .object([
          (
            "textDocument",
            .object([("uri", .string("file:///app/a.yaml")), ("text", .string("titel: A\n"))])
          )
        ])
      ),
    ])
    var chunks = [
      MessageWriter.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    ]
    var later: [MessageLoop.Available] = [.bytes(MessageWriter.frame(open.text)), .ended]
    var written: [[UInt8]] = []
    let status = MessageLoop.serve(
      &server, read: { chunks.isEmpty ? nil : chunks.removeFirst() },
      available: { later.isEmpty ? .nothing : later.removeFirst() },
      write: { written.append($0) })
    #expect(status == 1)
    // The answer to `initialize`, and no diagnostics.
    #expect(written.count == 1)
    #expect(later.isEmpty)
  }
}
