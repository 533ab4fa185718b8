import JSON
import LanguageServer
import ScreenModel

extension FuzzChecks {
  /// The language server's message reader and state machine: the server is initialized and
  /// sent a screen, then the input's bytes arrive in pieces whose size its first byte picks
  /// (one byte at a time up to 255). Every reply must read back as the JSON it is, and the
  /// reader must never hold more than its limits. Returns what broke, if anything.
  public static func lsp(_ bytes: [UInt8]) -> [String] {
    var findings: [String] = []
    var server = LanguageServer(files: NoFiles(), maxMessage: 1 << 16)
    var reader = MessageReader(maxBody: 1 << 16, maxHeader: 1 << 10)
    let start = [
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///app/a.yaml","text":"title: A\nrows:\n  - title: B\n    push: a\n"}}}"#,
    ]
    let step = max(Int(bytes.first ?? 1), 1)
    let stream = start.flatMap(MessageWriter.frame) + bytes.dropFirst()
    var offset = 0
    while offset < stream.count {
      reader.feed(stream[offset..<min(offset + step, stream.count)])
      offset += step
      while let frame = reader.next() {
        for message in server.receive(frame) {
          let text = message.text
          guard case .success(let again) = JSONValue.parse(Array(text.utf8), maxBytes: 1 << 30),
            again == message
          else {
            findings.append("a reply that does not read back: \(text)")
            continue
          }
        }
        if server.exitStatus != nil { return findings }
      }
      if reader.pending > reader.maxBody + reader.maxHeader + step {
        findings.append("the reader holds \(reader.pending) bytes")
        return findings
      }
    }
    return findings
  }
}

/// No files on disk: only the documents the input opens exist.
private struct NoFiles: FileAccess {
  func entries(inFolder path: String) throws(FileAccessError) -> [FolderEntry] {
    throw FileAccessError(path: path, reason: "no such folder")
  }
  func kind(of path: String) -> FileKind { .missing }
  func isSymbolicLink(_ path: String) -> Bool { false }
  func read(_ path: String, limit: Int) -> SourceFile {
    .unreadable(path: path, reason: "no such file")
  }
  func canonical(_ path: String) -> String? { nil }
}
