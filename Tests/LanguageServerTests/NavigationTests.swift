import JSON
import LanguageServer
import ScreenFormat
import ScreenModel
import Testing

@Suite struct NavigationTests {
  static let app = "/w/app"
  static let home = "\(app)/home.yaml"
  static let next = "\(app)/next.yaml"
  static let appFile = "\(app)/app.yaml"
  static let flow = "/w/flows/flow.yaml"
  static let disk = MemoryFiles([
    appFile: "start: home\nstate:\n  wifi: true\n  name: Ann\n",
    home:
      "title: Home\nrows:\n  - title: Wi-Fi\n    toggle: wifi\n  - title: Next\n    push: next\n  - {title: \"Hi {name}\", push: next}\n",
    next:
      "title: Next\nrows:\n  - title: \"{name}\"\n    visibleIf: {key: wifi}\n  - title: Go\n    button: true\n    sets: {wifi: false}\n",
    flow: "app: ../app\nscreen: home\nstate:\n  wifi: false\nsteps:\n  - tap Next\n",
  ])

  func client(renamesFiles: Bool = false) -> TestClient {
    var client = TestClient(files: Self.disk)
    _ = client.initialize(renamesFiles: renamesFiles)
    return client
  }

  func result(
    _ client: inout TestClient, _ method: String, _ path: String, _ line: Int, _ character: Int,
    _ more: [(String, JSONValue)] = []
  ) -> JSONValue? {
    client.request(method, TestClient.at(path, line: line, character: character, more)).response?[
      "result"]
  }

  func location(_ path: String, _ line: Int, _ character: Int, to end: Int) -> JSONValue {
    .object([
      ("uri", .string(DocumentURI.uri(of: path))),
      (
        "range",
        .object([
          ("start", .object([("line", .integer(line)), ("character", .integer(character))])),
          ("end", .object([("line", .integer(line)), ("character", .integer(end))])),
        ])
      ),
    ])
  }

  @Test func aPushGoesToTheScreensFileAndAStateKeyToItsEntry() {
    var client = client()
    let push = result(&client, "textDocument/definition", Self.home, 5, 11)
    #expect(push?["uri"]?.string == DocumentURI.uri(of: Self.next))
    #expect(
      result(&client, "textDocument/definition", Self.home, 3, 13)
        == location(Self.appFile, 2, 2, to: 6))
    let braces = result(&client, "textDocument/definition", Self.next, 2, 14)
    #expect(braces == location(Self.appFile, 3, 2, to: 6))
    let start = result(&client, "textDocument/definition", Self.appFile, 0, 8)
    #expect(start?["uri"]?.string == DocumentURI.uri(of: Self.home))
    let scenario = result(&client, "textDocument/definition", Self.flow, 1, 9)
    #expect(scenario?["uri"]?.string == DocumentURI.uri(of: Self.home))
    #expect(result(&client, "textDocument/definition", Self.home, 0, 2) == .null)
  }

  func labels(_ result: JSONValue?) -> [String] {
    result?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
  }

  @Test func completionOffersTheKeysAllowedThereWithTheirMeaning() throws {
    var client = client()
    let text = "title: Home\nrows:\n  - title: Wi-Fi\n    \n"
    _ = client.open(Self.home, text)
    let items = result(&client, "textDocument/completion", Self.home, 3, 4)?["items"]?.array ?? []
    let toggle = try #require(items.first { $0["label"]?.string == "toggle" })
    let summary = FieldTable.row.first { $0.name == "toggle" }?.summary
    #expect(toggle["detail"]?.string == summary)
    #expect(!items.contains { $0["label"]?.string == "rows" })
    let top = labels(result(&client, "textDocument/completion", Self.home, 4, 0))
    #expect(top.contains("sections") && top.contains("style") && !top.contains("toggle"))
  }

  @Test func completionAfterPushBindAndInBracesOffersIdsAndStateKeys() {
    var client = client()
    _ = client.open(
      Self.home, "title: Home\nrows:\n  - title: A\n    push: \n  - title: \"{\"\n    bind: \n")
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 3, 10)) == ["home", "next"])
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 4, 13)) == ["wifi", "name"])
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 5, 10)) == ["wifi", "name"])
    let style = labels(result(&client, "textDocument/completion", Self.home, 0, 7, []))
    #expect(style.isEmpty)
  }

  /// Issue #38, item 4: `stringsTable:` offers `Root` (the default table) and each named
  /// table's folder.
  @Test func completionAfterStringsTableOffersTheTables() {
    var client = TestClient(
      files: MemoryFiles([
        Self.appFile: "start: home\n",
        Self.home: "title: Home\nstringsTable: \nrows: [A]\n",
        "\(Self.app)/strings/de.yaml": "strings:\n  A: B\n",
        "\(Self.app)/strings/Licences/de.yaml": "strings:\n  A: C\n",
        "\(Self.app)/strings/About/fr.yaml": "strings:\n  A: D\n",
      ]))
    _ = client.initialize()
    _ = client.open(Self.home, "title: Home\nstringsTable: \nrows: [A]\n")
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 1, 14))
        == ["Root", "About", "Licences"])
  }

  /// A switch binds one Bool: a mapping, a list or a word in state is not offered after
  /// `toggle:` (a switch with `trueValue`/`falseValue` takes words: CompletionFitTests).
  @Test func completionOffersOnlyTheStateKeysTheKeyCanBind() {
    var client = TestClient(
      files: MemoryFiles([
        Self.appFile:
          "start: home\nstate:\n  wifi: true\n  user:\n    name: Ann\n  servers:\n    - a\n  tags: [x]\n  pos: {x: 1}\n  mode: dark\n",
        Self.home:
          "title: Home\nrows:\n  - title: A\n    toggle: \n  - title: B\n    rowsFrom: \n  - title: \"{\"\n",
      ]))
    _ = client.initialize()
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 3, 12)) == ["wifi"])
    // A block list and a block mapping both end their line at the colon: rowsFrom offers
    // both of those (check says which is a list), never a one-line value or `{…}`.
    let lists = labels(result(&client, "textDocument/completion", Self.home, 5, 14))
    #expect(lists.contains("servers") && lists.contains("tags"))
    #expect(!lists.contains("wifi") && !lists.contains("pos") && !lists.contains("mode"))
    #expect(
      labels(result(&client, "textDocument/completion", Self.home, 6, 13))
        == ["wifi", "user", "servers", "tags", "pos", "mode"])
  }

  @Test func hoverGivesAKeysMeaningAndAStateKeysValue() {
    var client = client()
    let title = result(&client, "textDocument/hover", Self.home, 0, 2)?["contents"]?["value"]?
      .string
    let summary = FieldTable.screen.first { $0.name == "title" }?.summary ?? "?"
    #expect(title?.contains(summary) == true)
    let key = result(&client, "textDocument/hover", Self.home, 3, 13)?["contents"]?["value"]?.string
    #expect(key == "state key `wifi`: `true` in app.yaml")
  }

  @Test func referencesOfAStateKeyCoverTheAppAndItsScenarios() {
    var client = client()
    let found = result(&client, "textDocument/references", Self.home, 3, 13)?.array ?? []
    let places = found.compactMap { item -> String? in
      guard let uri = item["uri"]?.string, let line = item["range"]?["start"]?["line"]?.integer
      else { return nil }
      return "\(uri.split(separator: "/").last ?? ""):\(line)"
    }
    #expect(
      places.sorted() == ["app.yaml:2", "flow.yaml:3", "home.yaml:3", "next.yaml:3", "next.yaml:6"])
  }

  @Test func renamingAStateKeyChangesItsEntryAndEveryUse() throws {
    var client = client()
    #expect(
      result(&client, "textDocument/prepareRename", Self.home, 3, 13)?["placeholder"]
        == .string("wifi"))
    #expect(result(&client, "textDocument/prepareRename", Self.home, 0, 2) == .null)
    let edit = result(
      &client, "textDocument/rename", Self.home, 3, 13, [("newName", .string("wlan"))])
    let changes = try #require(edit?["changes"])
    let count = [Self.appFile, Self.home, Self.next, Self.flow].map {
      changes[DocumentURI.uri(of: $0)]?.array?.count ?? 0
    }
    #expect(count == [1, 1, 2, 1])
    let first = changes[DocumentURI.uri(of: Self.next)]?.array?.first
    #expect(first?["newText"] == .string("wlan"))
  }

  @Test func renamingAScreenRenamesItsFileWhenTheClientCan() throws {
    var client = client(renamesFiles: true)
    let edit = result(
      &client, "textDocument/rename", Self.home, 5, 11, [("newName", .string("after"))])
    let changes = try #require(edit?["documentChanges"]?.array)
    let rename = try #require(changes.last)
    #expect(rename["kind"] == .string("rename"))
    #expect(rename["oldUri"]?.string == DocumentURI.uri(of: Self.next))
    #expect(rename["newUri"]?.string == DocumentURI.uri(of: "\(Self.app)/after.yaml"))
    let homeEdits = changes.first {
      $0["textDocument"]?["uri"]?.string == DocumentURI.uri(of: Self.home)
    }
    #expect(homeEdits?["edits"]?.array?.count == 2)
    var plain = self.client()
    let refused = plain.request(
      "textDocument/rename",
      TestClient.at(Self.home, line: 5, character: 11, [("newName", .string("after"))])
    ).response
    #expect(refused?["error"]?["code"] == .integer(-32803))
    let taken = plain.request(
      "textDocument/rename",
      TestClient.at(Self.home, line: 3, character: 13, [("newName", .string("name"))])
    ).response
    #expect(taken?["error"]?["message"]?.string?.contains("already taken") == true)
  }

  /// A rename never writes a name `check` would then refuse: each is refused with the
  /// loader's reason, and nothing is edited.
  @Test(arguments: [
    ("x@pad", "'@' starts a variant's suffix"),
    ("Home", "differs from screen 'home' only in case"),
    ("app", "is the app's settings"),
    ("a\u{7}b", "cannot be a name"),
    ("a.b", "it holds '.', which reads a member of a state value"),
    ("a b", "it holds ' ', which ends a word"),
    ("after\u{200B}", "holds U+200B"),
    ("a\u{202E}b", "holds U+202E"),
  ])
  func aRenameTheLoaderWouldRefuseIsRefused(name: String, reason: String) {
    var client = client(renamesFiles: true)
    let refused = client.request(
      "textDocument/rename",
      TestClient.at(Self.home, line: 5, character: 11, [("newName", .string(name))])
    ).response
    #expect(refused?["error"]?["code"] == .integer(-32803))
    #expect(
      refused?["error"]?["message"]?.string?.contains(reason) == true,
      "\(String(describing: refused))")
  }

  /// Neovim 0.7 offers `resourceOperations: [rename, …]` without `documentChanges`, and
  /// applies a `RenameFile`: a screen named by its file is renamed there too.
  @Test func aClientThatOffersRenameOperationsAloneGetsTheFileRenamed() throws {
    var client = TestClient(files: Self.disk)
    _ = client.initialize(renamesFiles: true, saysDocumentChanges: false)
    let edit = result(
      &client, "textDocument/rename", Self.home, 5, 11, [("newName", .string("after"))])
    let rename = try #require(edit?["documentChanges"]?.array?.last)
    #expect(rename["kind"] == .string("rename"))
    #expect(rename["newUri"]?.string == DocumentURI.uri(of: "\(Self.app)/after.yaml"))
  }

  /// A file is a scenario when it has an `app` key, wherever the key is: the server asks
  /// the model, as the loader does (it once looked at the first 200 lines only).
  @Test func aScenarioIsKnownByItsAppKeyAsTheLoaderKnowsIt() {
    var client = client()
    let late = "/w/flows/late.yaml"
    let comments = String(repeating: "# a note\n", count: 250)
    _ = client.open(late, comments + "screen: home\nsteps:\n  - tap Next\napp: ../app\n\n")
    let top = labels(result(&client, "textDocument/completion", late, 254, 0))
    // A scenario's keys, but those it has (`steps`, `app`), and no screen's.
    #expect(top.contains("state") && top.contains("width"), "\(top)")
    #expect(!top.contains("steps") && !top.contains("app") && !top.contains("rows"))
  }

  @Test func aStateKeyIsNotRenamedToABuiltInCount() {
    var client = client()
    let refused = client.request(
      "textDocument/rename",
      TestClient.at(Self.home, line: 3, character: 13, [("newName", .string("count"))])
    ).response
    #expect(refused?["error"]?["message"]?.string?.contains("built-in count") == true)
  }

  @Test func aPositionPastTheEndOrAFileNotThereIsAnswered() {
    var client = client()
    #expect(result(&client, "textDocument/hover", Self.home, 500, 9000) == .null)
    let missing = client.request(
      "textDocument/hover", TestClient.at("/nowhere/x.yaml", line: 0, character: 0)
    ).response
    #expect(missing?["error"]?["code"] == .integer(-32602))
  }

  @Test func aTextGoesToItsEntriesAndSelectedOffersTheChoices() {
    let picker = "\(Self.app)/size.yaml"
    var files = Self.disk
    files.files["\(Self.app)/strings/de.yaml"] = "strings:\n  Home: Start\n  Small: Klein\n"
    files.files["\(Self.app)/strings/fr.yaml"] = "strings:\n  Small: Petit\n"
    files.files[picker] =
      "title: Size\nselected: \nchoices:\n  - Small\n  - {title: Large, value: l}\n  - title: Huge\n"
    var client = TestClient(files: files)
    _ = client.initialize()
    let entries = result(&client, "textDocument/definition", Self.home, 0, 8)?.array ?? []
    #expect(entries == [location("\(Self.app)/strings/de.yaml", 1, 2, to: 6)])
    let choices = labels(result(&client, "textDocument/completion", picker, 1, 10))
    #expect(choices == ["Small", "Large", "Huge"])
    _ = client.open(picker, "title: Small\nchoices: [Small]\n")
    let both = result(&client, "textDocument/definition", picker, 0, 8)?.array ?? []
    #expect(
      both == [
        location("\(Self.app)/strings/de.yaml", 2, 2, to: 7),
        location("\(Self.app)/strings/fr.yaml", 1, 2, to: 7),
      ])
  }
}
