import Fixtures
import JSON
import LanguageServer
import ScreenFormat
import ScreenModel
import Testing

@Suite struct KeptWorkspaceTests {
  static let app = DiagnosticsTests.app
  static let home = "\(app)/home.yaml"

  /// Initializes a client that registers watchers when asked (as VS Code and Neovim do), or
  /// one that does not; returns what `initialized` brought.
  static func start(_ client: inout TestClient, watching: Bool) -> [JSONValue] {
    let watched: JSONValue = .object([("dynamicRegistration", .bool(watching))])
    let capabilities: JSONValue = .object([
      ("workspace", .object([("didChangeWatchedFiles", watched)]))
    ])
    _ = client.request("initialize", .object([("capabilities", capabilities)]))
    return client.notify("initialized")
  }

  static func changed(_ paths: [String]) -> JSONValue {
    let changes = paths.map {
      JSONValue.object([("uri", .string(DocumentURI.uri(of: $0))), ("type", .integer(2))])
    }
    return .object([("changes", .array(changes))])
  }

  @Test func aClientThatRegistersWatchersIsAskedToWatchTheAppsFiles() throws {
    var client = TestClient(files: DiagnosticsTests.disk)
    let out = Self.start(&client, watching: true)
    let request = try #require(out.first { $0["method"]?.string == "client/registerCapability" })
    #expect(request["id"] == Watcher.registrationID)
    let registration = try #require(request["params"]?["registrations"]?.array?.first)
    #expect(registration["method"]?.string == "workspace/didChangeWatchedFiles")
    let patterns = registration["registerOptions"]?["watchers"]?.array?.compactMap {
      $0["globPattern"]?.string
    }
    #expect(patterns == ["**/*.yaml", "**/*.yml", "**/*.strings", "**/*.plist"])
    #expect(client.server.kept.watched)
    // A client that then refuses it is asked about each file again.
    _ = client.send(
      .object([
        ("jsonrpc", .string("2.0")), ("id", Watcher.registrationID),
        ("error", .object([("code", .integer(-32601)), ("message", .string("no"))])),
      ]))
    #expect(!client.server.kept.watched)
  }

  @Test func aClientWithoutDynamicRegistrationIsAskedNothing() {
    var client = TestClient(files: DiagnosticsTests.disk)
    #expect(Self.start(&client, watching: false).isEmpty)
    #expect(!client.server.kept.watched)
  }

  @Test(arguments: [true, false])
  func aKeystrokeReadsNothingFromDiskAgain(watching: Bool) throws {
    let disk = StampedFiles(DiagnosticsTests.disk)
    var client = TestClient(files: disk)
    _ = Self.start(&client, watching: watching)
    let text = DiagnosticsTests.disk.files[Self.home] ?? ""
    #expect(client.open(Self.home, text).diagnostics(for: Self.home) == [])
    let reads = disk.reads
    let decoded = client.server.decodes.count
    #expect(reads > 0 && decoded > 0)
    let out = client.change(Self.home, text + "  - titel: X\n")
    #expect(out.diagnostics(for: Self.home)?.isEmpty == false)
    #expect(disk.reads == reads)
    #expect(client.server.decodes.count == decoded)
  }

  @Test func withoutAWatcherAFileChangedOnDiskIsNoticedWhenNextNeeded() {
    let disk = StampedFiles(DiagnosticsTests.disk)
    var client = TestClient(files: disk)
    _ = Self.start(&client, watching: false)
    let text = DiagnosticsTests.disk.files[Self.home] ?? ""
    #expect(client.open(Self.home, text).diagnostics(for: Self.home) == [])
    // `wifi`, which home binds, leaves the app's state.
    disk.write("\(Self.app)/app.yaml", "start: home\nstate:\n  name: Ann\n")
    #expect(client.change(Self.home, text).diagnostics(for: Self.home)?.isEmpty == false)
    disk.write("\(Self.app)/app.yaml", DiagnosticsTests.disk.files["\(Self.app)/app.yaml"])
    #expect(client.change(Self.home, text).diagnostics(for: Self.home) == [])
  }

  @Test(arguments: [true, false])
  func aScreenUsingATemplateIsCheckedAgainWhenTheTemplateChanges(inEditor: Bool) {
    let disk = StampedFiles(DiagnosticsTests.disk)
    var client = TestClient(files: disk)
    _ = Self.start(&client, watching: true)
    let screen = "\(Self.app)/pairs.yaml"
    let template = "\(Self.app)/templates/pair.yaml"
    let text = "title: Pairs\nrows:\n  - use: pair\n    with: {t: Hi}\n"
    #expect(client.open(screen, text).diagnostics(for: screen) == [])
    // The template's parameter is renamed: the screen's `with: {t: …}` names none.
    let renamed = "parameters: [u]\nrows:\n  - title: \"{u}\"\n"
    let out: [JSONValue]
    if inEditor {
      out = client.open(template, renamed)
    } else {
      disk.write(template, renamed)
      out = client.notify("workspace/didChangeWatchedFiles", Self.changed([template]))
    }
    #expect(out.diagnostics(for: screen)?.isEmpty == false, "\(out)")
  }

  @Test func withAWatcherFilesMadeChangedAndRemovedOnDiskAreReadWhenTheClientSaysSo() {
    let disk = StampedFiles(DiagnosticsTests.disk)
    var client = TestClient(files: disk)
    _ = Self.start(&client, watching: true)
    let text = DiagnosticsTests.disk.files[Self.home] ?? ""
    let pushing = text + "  - title: More\n    push: more\n"
    #expect(client.open(Self.home, pushing).diagnostics(for: Self.home)?.isEmpty == false)
    let more = "\(Self.app)/more.yaml"
    disk.write(more, "title: More\n")
    let out = client.notify("workspace/didChangeWatchedFiles", Self.changed([more]))
    #expect(out.diagnostics(for: Self.home) == [])
    disk.write(more, nil)
    let removed = client.notify("workspace/didChangeWatchedFiles", Self.changed([more]))
    #expect(removed.diagnostics(for: Self.home)?.isEmpty == false)
  }
}
