import Foundation
import JSON
import LanguageServer
import ScreenSpecCLI
import Testing

/// The built `screenspec`, beside the test bundle.
private let tool: URL? = {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let candidate = folder.appendingPathComponent("screenspec")
  return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

@Suite struct LSPProcessTests {
  /// Runs `screenspec lsp` on `input`; its standard output as frames, and its status.
  func serve(_ input: [UInt8]) throws -> (frames: [MessageReader.Frame], rest: Int, status: Int32) {
    guard let tool else { return ([], 0, -1) }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lsp"]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var reader = MessageReader()
    reader.feed(Array(output))
    var frames: [MessageReader.Frame] = []
    while let frame = reader.next() { frames.append(frame) }
    return (frames, reader.pending, process.terminationStatus)
  }

  @Test(.enabled(if: tool != nil)) func standardOutputHoldsOnlyMessagesAndExitAfterShutdownIsZero()
    throws
  {
    let ws = try Workspace()
    try ws.write("app/home.yaml", "title: Home\nrows: [A]\n")
    let uri = DocumentURI.uri(of: ws.path("app/home.yaml"))
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","text":"titel: Home\nrows: [A]\n"}}}"#,
      "not json",
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    let (frames, rest, status) = try serve(messages.flatMap(MessageWriter.frame))
    #expect(status == 0)
    #expect(rest == 0)
    let values = frames.compactMap { frame -> JSONValue? in
      guard case .body(let body) = frame else { return nil }
      return try? JSONValue.parse(body, maxBytes: 1 << 20).get()
    }
    #expect(values.count == frames.count)
    #expect(values.count == 4)
    #expect(values.first?["result"]?["capabilities"] != nil)
    let published = values.first { $0["method"]?.string == "textDocument/publishDiagnostics" }
    #expect(published?["params"]?["diagnostics"]?.array?.isEmpty == false)
    #expect(values.contains { $0["error"]?["code"] == .integer(-32700) })
  }

  @Test(.enabled(if: tool != nil)) func aClientGoneMidMessageEndsWithStatusOne() throws {
    let start = MessageWriter.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
    let (frames, _, status) = try serve(start + Array("Content-Length: 900\r\n\r\n{\"js".utf8))
    #expect(status == 1)
    #expect(frames.count == 1)
  }

  @Test func lspTakesNoPathAndHasHelp() {
    let help = ScreenSpecCommand.run(["lsp", "--help"], environment: Environment())
    #expect(help.stdout.contains("Usage: screenspec lsp"))
    let extra = ScreenSpecCommand.run(["lsp", "Screens"], environment: Environment())
    #expect(extra.status == 2)
  }
}
