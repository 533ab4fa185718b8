import Basics
import JSON
import LanguageServer
import ScreenBehavior
import ScreenChecks
import ScreenFormat
import ScreenModel
import Testing

@Suite struct DiagnosticsTests {
  static let app = "/w/app"
  static let disk = MemoryFiles([
    "\(app)/app.yaml": "start: home\nstate:\n  wifi: true\n  name: Ann\n",
    "\(app)/home.yaml":
      "title: Home\nrows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Next\n    push: next\n",
    "\(app)/next.yaml": "title: Next\nrows:\n  - title: \"{name}\"\n",
    "\(app)/strings/de.yaml": "strings:\n  Home: Start\n",
    "\(app)/templates/pair.yaml": "parameters: [t]\nrows:\n  - title: \"{t}\"\n",
    "/w/flow.yaml": "app: app\nsteps:\n  - tap Next\n",
  ])

  /// What `check` reports for a file of `files`, as the server publishes it.
  func checked(_ path: String, in files: MemoryFiles) -> [JSONValue] {
    let reader = DiagnosticsReport.reader(files)
    let workspace = Workspace(
      files: OverlayFiles(base: files, documents: [:]), documents: [:], renamesFiles: false)
    return DiagnosticsReport.json(
      DiagnosticsReport.check(path, reader: reader), path: path, uri: DocumentURI.uri(of: path),
      text: workspace.positions)
  }

  static let mistakes: [(String, String)] = [
    (
      "\(app)/home.yaml", "title: Home\nrows:\n  - titel: Wi-Fi\n    toggle: wifii\n  - push: nxt\n"
    ),
    ("\(app)/app.yaml", "start: hom\nstate:\n  wifi: maybe\n  wifi: true\n"),
    ("\(app)/next.yaml", "title: Next 😀😀\nrows:\n  - title: \"{nam}\"\n    sets: {name: 😀}\n"),
    ("/w/flow.yaml", "app: app\nsteps:\n  - tap Nowhere\n"),
    ("\(app)/strings/de.yaml", "strings:\n  Home: Start {x}\n  Unused: Nie\n"),
    ("\(app)/templates/pair.yaml", "parameters: [t]\nrows:\n  - titel: \"{t}\"\n"),
  ]

  @Test(arguments: mistakes)
  func diagnosticsOfUnsavedTextEqualCheckOfTheSameTextSaved(path: String, text: String) throws {
    var saved = Self.disk
    saved.files[path] = text
    let expected = checked(path, in: saved)
    #expect(!expected.isEmpty)
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let publishedOut = client.open(path, text)
    let published = try #require(publishedOut.diagnostics(for: path))
    #expect(published == expected)
  }

  /// Each published diagnostic carries its kind as the LSP `code`, as `check --format json`
  /// prints it.
  @Test func aPublishedDiagnosticCarriesItsCode() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let path = "\(Self.app)/home.yaml"
    let text = "title: Home\nrows:\n  - titel: Wi-Fi\n    toggle: wifii\n"
    let published = try #require(client.open(path, text).diagnostics(for: path))
    let codes = published.compactMap { $0["code"]?.string }
    #expect(codes.count == published.count)
    #expect(codes.contains("unknown-key"))
    #expect(codes.contains("unbound-state-key"))
  }

  @Test func aMistakeIsPublishedWhenMadeAndClearedWhenFixed() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let path = "\(Self.app)/home.yaml"
    let good = Self.disk.files[path] ?? ""
    #expect(client.open(path, good).diagnostics(for: path) == [])
    let bad =
      "title: Home\nrows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Next\n    push: nxt\n"
    let foundOut = client.change(path, bad)
    let found = try #require(foundOut.diagnostics(for: path))
    #expect(found.count == 1)
    #expect(found.first?["message"]?.string?.contains("'nxt'") == true)
    #expect(
      found.first?["range"]?["start"]
        == JSONValue.object([("line", .integer(5)), ("character", .integer(10))]))
    #expect(client.change(path, good).diagnostics(for: path) == [])
  }

  @Test func columnsCountUTF16AndNotesAreRelatedInformation() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let path = "\(Self.app)/app.yaml"
    let text = "start: home\nstate:\n  wifi: true\n  name: Ann\n  😀: 1\n  wifi: false\n"
    let foundOut = client.open(path, text)
    let found = try #require(foundOut.diagnostics(for: path))
    let duplicate = try #require(
      found.first { $0["message"]?.string?.contains("duplicate") == true })
    #expect(
      duplicate["range"]?["start"]
        == JSONValue.object([("line", .integer(5)), ("character", .integer(2))]))
    let related = try #require(duplicate["relatedInformation"]?.array?.first)
    #expect(related["location"]?["uri"]?.string == DocumentURI.uri(of: path))
    #expect(related["location"]?["range"]?["start"]?["line"] == .integer(2))
    let emoji = "title: Next 😀\nrows:\n  - 😀title: x\n"
    let next = "\(Self.app)/next.yaml"
    let unknownOut = client.open(next, emoji)
    let unknown = try #require(unknownOut.diagnostics(for: next)?.first)
    #expect(unknown["range"]?["start"]?["character"] == .integer(4))
    #expect(unknown["range"]?["end"]?["character"] == .integer(11))
  }

  @Test func aFixInOneFileClearsTheDiagnosticsOfAnotherOpenOne() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let home = "\(Self.app)/home.yaml"
    let app = "\(Self.app)/app.yaml"
    _ = client.open(home, Self.disk.files[home] ?? "")
    let noWifi = "start: home\nstate:\n  name: Ann\n"
    _ = client.open(app, noWifi)
    #expect(client.received.diagnostics(for: home)?.isEmpty == false)
    let out = client.change(app, Self.disk.files[app] ?? "")
    #expect(out.diagnostics(for: home) == [])
  }

  @Test func aFileChangedOnDiskIsCheckedAgainWhenTheEditorSaysSo() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let home = "\(Self.app)/home.yaml"
    _ = client.open(home, Self.disk.files[home] ?? "")
    #expect(client.received.diagnostics(for: home) == [])
    client.server.files = MemoryFiles(
      Self.disk.files.merging(["\(Self.app)/app.yaml": "start: home\nstate:\n  name: Ann\n"]) { $1 }
    )
    let out = client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([]))]))
    #expect(out.diagnostics(for: home)?.isEmpty == false)
  }

  @Test func closingADocumentClearsItsDiagnostics() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let path = "\(Self.app)/next.yaml"
    _ = client.open(path, "title: [\n")
    #expect(client.received.diagnostics(for: path)?.isEmpty == false)
    #expect(client.close(path).diagnostics(for: path) == [])
  }

  @Test func aDocumentOutsideAnyAppOrNotAFileIsQuiet() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let out = client.notify(
      "textDocument/didOpen",
      .object([
        (
          "textDocument",
          .object([("uri", .string("untitled:Untitled-1")), ("text", .string("x"))])
        )
      ]))
    #expect(out.isEmpty)
    #expect(
      client.open("/elsewhere/notes.txt", "hello").diagnostics(for: "/elsewhere/notes.txt") == [])
  }
}
