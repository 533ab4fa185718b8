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
}
