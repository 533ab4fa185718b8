import JSON
import LanguageServer
import ScreenModel
import Testing

/// Without a watcher, the server keeps its sibling index right by asking the disk for
/// stamps: a file made or removed is seen at the next keystroke, before its check; a file
/// changed in place that the check does not read, by the pass over the kept files that
/// follows the keystroke while the client waits.
@Suite struct DiskChecksTests {
  static let app = DiagnosticsTests.app
  static let home = "\(app)/home.yaml"
  /// Home pushes `far`, which no file declares yet.
  static let pushing = (DiagnosticsTests.disk.files[home] ?? "") + "  - {title: Far, push: far}\n"
  static let unrelated = "\(app)/other.yaml"

  /// A client without a watcher over the app, with `other.yaml` beside home, and home open.
  static func opened(waits: Bool) -> (StampedFiles, TestClient) {
    var files = DiagnosticsTests.disk
    files.files[unrelated] = "title: Other\nrows:\n  - Plain\n"
    let disk = StampedFiles(files)
    var client = TestClient(files: disk)
    _ = KeptWorkspaceTests.start(&client, watching: false)
    let out = client.open(home, pushing)
    #expect(out.diagnostics(for: home)?.count == 1, "\(out)")
    // The folder was indexed while the client waited.
    #expect(client.server.siblings.holds(app))
    client.waits = waits
    return (disk, client)
  }

  @Test func theFirstCheckWalksTheFolderAndItIsIndexedWhileTheClientIsSilent() {
    var client = TestClient(files: StampedFiles(DiagnosticsTests.disk))
    client.waits = false
    _ = KeptWorkspaceTests.start(&client, watching: false)
    #expect(client.open(Self.home, Self.pushing).diagnostics(for: Self.home)?.count == 1)
    #expect(!client.server.siblings.holds(Self.app))
    #expect(client.server.checksDisk)
    _ = client.server.checkDisk(MessageLoop.stampsAtOnce)
    #expect(client.server.siblings.holds(Self.app))
    #expect(client.server.siblings.count > 0)
  }

  @Test func withoutASilenceTheNextCheckIndexesTheFolder() {
    var client = TestClient(files: StampedFiles(DiagnosticsTests.disk))
    client.waits = false
    _ = KeptWorkspaceTests.start(&client, watching: false)
    _ = client.open(Self.home, Self.pushing)
    #expect(!client.server.siblings.holds(Self.app))
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home)?.count == 1)
    #expect(client.server.siblings.holds(Self.app))
  }

  @Test func aSiblingChangedOnDiskBehindTheServersBackIsSeenAtTheNextKeystroke() {
    var (disk, client) = Self.opened(waits: true)
    #expect(client.server.siblings.count > 0)
    // Written in place: the folder's listing does not change, and home's check never reads
    // `other.yaml` (the index says it declares no id sought).
    disk.write(Self.unrelated, "id: far\ntitle: Far\nrows:\n  - Plain\n")
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home) == [])
    disk.write(Self.unrelated, "title: Other\nrows:\n  - Plain\n")
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home)?.count == 1)
  }

  @Test func aKeystrokeAnswersFirstAndThePassThatFollowsPublishesTheChange() {
    var (disk, client) = Self.opened(waits: false)
    disk.write(Self.unrelated, "id: far\ntitle: Far\nrows:\n  - Plain\n")
    // Answered with what was known: the pass over the kept files has not run.
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home)?.count == 1)
    #expect(client.server.checksDisk)
    var out: [JSONValue] = []
    while client.server.checksDisk { out += client.server.checkDisk(MessageLoop.stampsAtOnce) }
    #expect(out.diagnostics(for: Self.home) == [], "\(out)")
  }

  @Test func aFileMadeOrRemovedOnDiskIsSeenAtTheNextKeystrokeWithoutThePass() {
    var (disk, client) = Self.opened(waits: false)
    // Found by the folder's listing only: its name is not the id.
    let made = "\(Self.app)/made.yaml"
    disk.write(made, "id: far\ntitle: Far\nrows:\n  - Plain\n")
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home) == [])
    disk.write(made, nil)
    #expect(client.change(Self.home, Self.pushing).diagnostics(for: Self.home)?.count == 1)
  }

  @Test func theLoopAsksTheDiskWhileTheClientSendsNothing() {
    var (disk, client) = Self.opened(waits: false)
    disk.write(Self.unrelated, "id: far\ntitle: Far\nrows:\n  - Plain\n")
    var server = client.server
    let change = JSONValue.object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
      (
        "params",
        .object([
          (
            "textDocument",
            .object([("uri", .string(DocumentURI.uri(of: Self.home))), ("version", .integer(9))])
          ),
          ("contentChanges", .array([.object([("text", .string(Self.pushing))])])),
        ])
      ),
    ])
    var input: [[UInt8]] = [MessageWriter.frame(change.text)]
    var written: [UInt8] = []
    _ = MessageLoop.serve(
      &server, read: { input.isEmpty ? nil : input.removeFirst() }, write: { written += $0 })
    var frames = MessageReader()
    frames.feed(written)
    var published: [[JSONValue]] = []
    while case .body(let body)? = frames.next() {
      guard case .success(let message) = JSONValue.parse(body, maxBytes: 1 << 20),
        let found = [message].diagnostics(for: Self.home)
      else { continue }
      published.append(found)
    }
    // The keystroke's answer as known, then the pass's correction.
    #expect(published.map(\.count) == [1, 0])
    client.server = server
  }
}
