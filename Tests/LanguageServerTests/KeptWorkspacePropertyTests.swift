import Fixtures
import JSON
import LanguageServer
import ScreenChecks
import ScreenFormat
import ScreenModel
import Testing

/// The server keeps its workspace across messages; `check` reads everything afresh. After
/// every random edit of a generated app (in the editor, incrementally, or on disk, with and
/// without a watcher), each open document's diagnostics are what `check` reports for it.
@Suite struct KeptWorkspacePropertyTests {
  static let app = "/p/app"
  static let screens = 8
  static let keys = 5

  /// An app whose screens push one another, bind and show state, with a strings table, a
  /// template and a scenario.
  static var generated: MemoryFiles {
    var files: [String: String] = [:]
    let state = (0..<keys).map { "  k\($0): true\n" }.joined()
    files["\(app)/app.yaml"] = "start: s0\nstate:\n\(state)  name: Ann\n"
    for i in 0..<screens {
      files["\(app)/s\(i).yaml"] =
        "title: Screen \(i)\nrows:\n  - title: Toggle\n    toggle: k\(i % keys)\n"
        + "  - title: Next\n    push: s\((i + 1) % screens)\n  - \"Hi {name}\"\n"
    }
    files["\(app)/strings/de.yaml"] = "strings:\n  Toggle: Schalter\n  Next: Weiter\n"
    files["\(app)/templates/pair.yaml"] = "parameters: [t]\nrows:\n  - title: \"{t}\"\n"
    files["/p/flow.yaml"] = "app: app\nsteps:\n  - tap Next\n"
    return MemoryFiles(files)
  }

  /// Lines an edit puts in place of one: mistakes of every kind `check` finds across files
  /// (an unknown key, state key, screen, a duplicate id), and mends; bindings of keys other
  /// files use, added, or taken away when they replace a binding line, so that which
  /// siblings a screen reaches (the server's index of them) changes.
  static let lines = [
    "  - titel: X", "  - {title: A, toggle: k9}", "  - {title: B, push: s99}", "id: s1",
    "title: \"{k1}\"", "", "  - {title: C, toggle: k2}", "state:", "  - use: pair",
    "  - {use: pair, with: {t: Toggle}}", "  k7: false", "  Gone: Weg", "rows: [",
    "  - tap Nowhere", "title: 日本 😀 e\u{301}", "  - {title: D, toggle: k0, visibleIf: k3}",
    "  - {title: E, textField: name}", "    toggle: k4", "id: s9", "  - {title: F, push: s9}",
  ]

  struct Session {
    var disk: StampedFiles
    var client: TestClient
    var watching: Bool
    var random: SeededGenerator
    var open: Set<String> = []
  }

  @Test(arguments: [(true, 1), (false, 2), (true, 3), (false, 4), (true, 5), (true, 6)])
  func everyOpenDocumentsDiagnosticsStayWhatCheckReports(watching: Bool, seed: UInt64) {
    let disk = StampedFiles(Self.generated)
    var session = Session(
      disk: disk, client: TestClient(files: disk), watching: watching,
      random: SeededGenerator(seed: seed))
    _ = KeptWorkspaceTests.start(&session.client, watching: watching)
    for step in 0..<60 {
      Self.edit(&session)
      for path in session.open.sorted() {
        let published = session.client.received.diagnostics(for: path)
        let expected = Self.checked(path, session)
        #expect(published == expected, "seed \(seed), step \(step): \(path)")
        if published != expected { return }
      }
    }
  }

  /// One random edit: open or close a document, change an open one (a line replaced,
  /// incrementally), or write a file on disk (telling the server when it watches, else
  /// typing nothing in an open document so that it checks again).
  static func edit(_ session: inout Session) {
    let paths = session.disk.files.files.keys.sorted()
    guard let path = paths.randomElement(using: &session.random),
      let line = lines.randomElement(using: &session.random)
    else { return }
    let text = session.client.server.documents[path].map {
      String(decoding: $0.bytes, as: UTF8.self)
    }
    switch Int.random(in: 0..<10, using: &session.random) {
    case 0...2 where text == nil:
      session.open.insert(path)
      _ = session.client.open(path, session.disk.files.files[path] ?? "")
    case 0...5 where text != nil:
      let number = Int.random(in: 0..<8, using: &session.random)
      _ = session.client.change(path, ranges: [((number, 0), (number + 1, 0), line + "\n")])
    case 6 where text != nil:
      session.open.remove(path)
      _ = session.client.close(path)
    default:
      var lines = (session.disk.files.files[path] ?? "").split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      lines[Int.random(in: 0..<lines.count, using: &session.random)] = line
      session.disk.write(path, lines.joined(separator: "\n"))
      if session.watching {
        _ = session.client.notify(
          "workspace/didChangeWatchedFiles", KeptWorkspaceTests.changed([path]))
      } else if let typed = session.open.first {
        _ = session.client.change(typed, ranges: [((0, 0), (0, 0), "")])
      }
    }
  }

  /// What `check` reports for a document, read afresh: the open documents over the disk.
  static func checked(_ path: String, _ session: Session) -> [JSONValue] {
    let documents = session.client.server.documents.mapValues(\.bytes)
    let files = OverlayFiles(base: session.disk.files, documents: documents)
    let workspace = Workspace(files: files, documents: [:], renamesFiles: false)
    guard FolderPath.isYAML(path) else { return [] }
    return DiagnosticsReport.json(
      DiagnosticsReport.check(path, reader: DiagnosticsReport.reader(files)), path: path,
      uri: DocumentURI.uri(of: path), text: workspace.positions)
  }
}
