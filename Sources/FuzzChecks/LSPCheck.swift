import JSON
import LanguageServer
import ScreenFormat
import ScreenModel

extension FuzzChecks {
  /// The language server's message reader and state machine: the server is initialized and
  /// sent a screen, then the input's bytes arrive in pieces whose size its first byte picks
  /// (one byte at a time up to 255). Before them come incremental changes of the screen
  /// that the input's next bytes place, ranges past the end of the text and inside
  /// multi-byte characters included; the document must stay valid UTF-8. Every reply must
  /// read back as the JSON it is, and the reader must never hold more than its limits.
  /// Returns what broke, if anything.
  public static func lsp(_ bytes: [UInt8]) -> [String] {
    var findings: [String] = []
    var server = LanguageServer(files: NoFiles(), maxMessage: 1 << 16)
    var reader = MessageReader(maxBody: 1 << 16, maxHeader: 1 << 10)
    let start = [
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///app/a.yaml","text":"title: A\nrows:\n  - title: B\n    push: a\n"}}}"#,
    ]
    let step = max(Int(bytes.first ?? 1), 1)
    let stream =
      start.flatMap(MessageWriter.frame) + MessageWriter.frame(changes(bytes).text)
      + bytes.dropFirst()
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
    let document = server.documents["/app/a.yaml"]?.bytes ?? []
    if String(decoding: document, as: UTF8.self).utf8.count != document.count {
      findings.append("an incremental change left the document invalid UTF-8")
    }
    return findings
  }

  /// A `didChange` of up to four ranges that bytes 1 to 20 of the input place (each end a
  /// line and a character up to three times what the text holds), each replaced by a
  /// multi-byte snippet.
  static func changes(_ bytes: [UInt8]) -> JSONValue {
    let snippets = ["", "😀", "日本", "e\u{301}", "\n", "title: 😀\r\n", "  - {a: b}\n"]
    let numbers = bytes.dropFirst().prefix(20).map(Int.init)
    var changes: [JSONValue] = []
    for at in stride(from: 0, to: numbers.count - 4, by: 5) {
      let place = numbers[at..<(at + 5)].map { $0 }
      func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .integer(line % 12)), ("character", .integer(character % 48))])
      }
      let range = JSONValue.object([
        ("start", position(place[0], place[1])), ("end", position(place[2], place[3])),
      ])
      let text = snippets[place[4] % snippets.count]
      changes.append(.object([("range", range), ("text", .string(text))]))
    }
    let document = JSONValue.object([
      ("uri", .string("file:///app/a.yaml")), ("version", .integer(2)),
    ])
    return .object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
      (
        "params",
        .object([("textDocument", document), ("contentChanges", .array(changes))])
      ),
    ])
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
