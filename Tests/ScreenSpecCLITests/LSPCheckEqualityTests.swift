import JSON
import LanguageServer
import ScreenFiles
import ScreenSpecCLI
import Testing

/// The language server's diagnostics of unsaved text are what `screenspec check --format
/// json` prints once that text is saved to disk.
@Suite struct LSPCheckEqualityTests {
  static let good = [
    "app/app.yaml": "start: home\nstate:\n  wifi: true\n",
    "app/home.yaml":
      "title: Home\nrows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Next\n    push: next\n",
    "app/next.yaml": "title: Next\nrows:\n  - title: Back\n",
    "app/strings/de.yaml": "strings:\n  Home: Start\n",
    "flow.yaml": "app: app\nsteps:\n  - tap Next\n",
  ]
  static let mistakes = [
    ("app/home.yaml", "title: Home\nrows:\n  - titel: Wi-Fi\n    toggle: wifii\n  - push: nxt\n"),
    ("app/app.yaml", "start: hom\nstate:\n  wifi: maybe\n  wifi: true\n"),
    ("flow.yaml", "app: app\nsteps:\n  - tap Nowhere\n"),
    ("app/strings/de.yaml", "strings:\n  Home: Start {x}\n  Unused: Nie\n"),
  ]

  @Test(arguments: mistakes)
  func unsavedTextHasTheDiagnosticsCheckPrintsForItSaved(file: String, text: String) throws {
    let workspace = try Workspace()
    for (path, content) in Self.good { try workspace.write(path, content) }
    let path = workspace.path(file)
    // The server sees the mistake only as the editor's unsaved text.
    var server = LanguageServer(files: DiskFiles())
    let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
    let open: JSONValue = .object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
      (
        "params",
        .object([
          (
            "textDocument",
            .object([("uri", .string(DocumentURI.uri(of: path))), ("text", .string(text))])
          )
        ])
      ),
    ])
    _ = server.receive(.body(Array(initialize.utf8)))
    let published = server.receive(.body(Array(open.text.utf8)))
    let diagnostics = try #require(published.last?["params"]?["diagnostics"]?.array)
    // Then saved, and checked.
    try workspace.write(file, text)
    let result = ScreenSpecCommand.run(
      ["check", "--format", "json", path], environment: Environment())
    let report = try JSONValue.parse(Array(result.stdout.utf8), maxBytes: 1 << 20).get()
    let files = report["files"]?.array ?? []
    let expected = files.first { $0["path"]?.string == path }?["diagnostics"]?.array ?? []
    #expect(!expected.isEmpty)
    #expect(diagnostics.count == expected.count)
    for (lsp, check) in zip(diagnostics, expected) {
      #expect(lsp["message"] == check["message"])
      #expect(lsp["code"] == check["code"])
      #expect(lsp["code"]?.string?.isEmpty == false)
      #expect(lsp["severity"] == .integer(check["severity"]?.string == "error" ? 1 : 2))
      let start = lsp["range"]?["start"]
      #expect(start?["line"]?.integer == (check["line"]?.integer ?? 0) - 1)
      #expect(start?["character"]?.integer == (check["column"]?.integer ?? 0) - 1)
      #expect(
        lsp["relatedInformation"]?.array?.map { $0["message"] }
          == check["notes"]?.array.flatMap { $0.isEmpty ? nil : $0.map { $0["message"] } })
    }
  }
}
