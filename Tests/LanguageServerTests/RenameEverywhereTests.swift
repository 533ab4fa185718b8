import LanguageServer
import ScreenModel
import Testing

/// A state key may be named in app.yaml's `state`, a control, `bind`, `rowsFrom`, every
/// form of condition, `sets`, a `{key}` in a text or a translation, a scenario's `state`
/// and a step's `@KEY`: a rename changes them all and leaves `check` clean.
@Suite struct RenameEverywhereTests {
  static let app = "/w/app"
  static let home = "\(app)/home.yaml"
  static let flow = "/w/flow.yaml"
  static let disk = MemoryFiles([
    "\(app)/app.yaml":
      "start: home\nstate:\n  wifi: true\n  beta: false\n  name: Ann\n  level: 2\n"
      + "  theme: light\n  servers: [a, b]\n  radio: false\n  size: s\n",
    home: """
    title: Home
    rows:
      - title: Wi-Fi
        toggle: wifi
      - title: "Hi {wifi}"
        visibleIf: wifi
      - title: Beta
        toggle: beta
        enabledIf: {not: wifi}
      - title: Both
        visibleIf: {all: [wifi, beta]}
      - title: Either
        visibleIf: {any: [wifi, {key: beta, is: true}]}
      - title: Block
        enabledIf:
          any:
            - wifi
            - key: wifi
              is: true
      - title: Not
        visibleIf:
          not: wifi
      - {title: Off, button: true, sets: {wifi: false, level: 3}}
      - title: Named {name}
        textField: name
        visibleIf: {key: name, isNot: Bob}
      - {title: Level, stepper: level, min: 0, max: 5, enabledIf: {key: level, in: [1, 2]}}
      - {title: Theme, push: look, visibleIf: {key: theme, is: light}}
      - {title: Servers, push: servers, visibleIf: {key: servers, contains: a}}
      - use: switch
        with:
          label: Radio
          key: radio
      - {title: Size, push: size}

    """,
    "\(app)/look.yaml":
      "title: Theme\nbind: theme\nchoices:\n  - {title: Light, value: light}\n"
      + "  - {title: Dark, value: dark}\n",
    "\(app)/servers.yaml": "title: Servers\nrowsFrom: servers\n",
    "\(app)/size.yaml":
      "template: picker\nwith: {title: Size, key: size}\nchoices:\n  - {title: S, value: s}\n"
      + "  - {title: M, value: m}\n",
    "\(app)/templates/switch.yaml":
      "parameters: [label, key]\nrows:\n  - {title: \"{label}\", toggle: \"{key}\"}\n",
    "\(app)/templates/picker.yaml":
      "parameters:\n  - title\n  - key\nscreen:\n  title: \"{title}\"\n  bind: \"{key}\"\n",
    "\(app)/strings/de.yaml": "strings:\n  \"Hi {wifi}\": \"Hallo {wifi}\"\n",
    flow: """
    app: app
    screen: home
    state:
      wifi: false
      servers: [c]
      theme: dark
    steps:
      - toggle @wifi
      - "type @name Bo"
      - increment @level

    """,
  ])

  /// The server's rename of the key at a place, applied to the files.
  func renamed(_ path: String, line: Int, character: Int, to name: String) throws -> MemoryFiles {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let params = TestClient.at(path, line: line, character: character, [("newName", .string(name))])
    let edit = client.request("textDocument/rename", params).response?["result"]
    guard case .object(let changes)? = edit?["changes"] else {
      Issue.record("no changes in \(String(describing: edit))")
      return Self.disk
    }
    var files = Self.disk
    for (uri, edits) in changes {
      let file = try #require(DocumentURI.path(of: uri))
      var lines = (files.files[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .map { Array($0.unicodeScalars) }
      let ranges = (edits.array ?? []).compactMap { edit -> (Int, Int, Int)? in
        guard let start = edit["range"]?["start"], let line = start["line"]?.integer,
          let first = start["character"]?.integer,
          let end = edit["range"]?["end"]?["character"]?.integer
        else { return nil }
        return (line, first, end)
      }
      for (line, first, end) in ranges.sorted(by: { ($0.0, $0.1) > ($1.0, $1.1) }) {
        lines[line].replaceSubrange(first..<end, with: Array(name.unicodeScalars))
      }
      files.files[file] = lines.map { String(String.UnicodeScalarView($0)) }.joined(
        separator: "\n")
    }
    return files
  }

  func problems(in files: MemoryFiles) -> [String] {
    let reader = DiagnosticsReport.reader(files)
    return files.files.keys.sorted().flatMap { path in
      DiagnosticsReport.check(path, reader: reader).map { "\(path): \($0.message)" }
    }
  }

  @Test func theAppIsCleanBeforeAnyRename() {
    #expect(problems(in: Self.disk) == [])
  }

  @Test(arguments: [
    ("wifi", "home", 3, 12, 15), ("beta", "home", 7, 12, 4), ("name", "home", 24, 15, 5),
    ("level", "home", 26, 28, 5), ("theme", "home", 27, 48, 4), ("servers", "home", 28, 53, 4),
    ("radio", "home", 32, 11, 2), ("size", "size", 1, 25, 2),
  ])
  func renamingAKeyChangesEveryPlaceItIsNamedAndCheckStaysClean(
    key: String, file: String, line: Int, character: Int, count: Int
  ) throws {
    let path = "\(Self.app)/\(file).yaml"
    let files = try renamed(path, line: line, character: character, to: "renamed")
    #expect(problems(in: files) == [])
    let left = files.files.values.reduce(0) { $0 + $1.components(of: key) }
    let before = Self.disk.files.values.reduce(0) { $0 + $1.components(of: key) }
    let after = files.files.values.reduce(0) { $0 + $1.components(of: "renamed") }
    #expect(after == count)
    #expect(before - left == count)
  }

  @Test func referencesOfAKeyUsedAsAConditionFindEveryCondition() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let found =
      client.request("textDocument/references", TestClient.at(Self.home, line: 5, character: 16))
      .response?["result"]?.array ?? []
    let lines = found.compactMap { item -> String? in
      guard let uri = item["uri"]?.string, let line = item["range"]?["start"]?["line"]?.integer
      else { return nil }
      return "\(uri.split(separator: "/").last ?? ""):\(line)"
    }
    let expected = [
      "app.yaml:2", "de.yaml:1", "de.yaml:1", "flow.yaml:3", "flow.yaml:7", "home.yaml:3",
      "home.yaml:4", "home.yaml:5", "home.yaml:8", "home.yaml:10", "home.yaml:12",
      "home.yaml:16", "home.yaml:17", "home.yaml:21", "home.yaml:22",
    ]
    #expect(lines.sorted() == expected.sorted())
  }

  @Test func aTemplatesOwnParameterIsNotAStateKey() {
    var client = TestClient(files: Self.disk)
    _ = client.initialize()
    let switchFile = "\(Self.app)/templates/switch.yaml"
    let hover = client.request(
      "textDocument/hover", TestClient.at(switchFile, line: 2, character: 35)
    ).response?["result"]
    #expect(hover == .null)
    let rename = client.request(
      "textDocument/prepareRename", TestClient.at(switchFile, line: 2, character: 14)
    ).response?["result"]
    #expect(rename == .null)
  }
}

extension String {
  /// How many times `word` is written in the text as a whole word.
  func components(of word: String) -> Int {
    let text = Array(unicodeScalars)
    let needle = Array(word.unicodeScalars)
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    var count = 0
    var index = 0
    while index + needle.count <= text.count {
      if text[index..<index + needle.count].elementsEqual(needle),
        index == 0 || !isWordScalar(text[index - 1]),
        index + needle.count == text.count || !isWordScalar(text[index + needle.count])
      {
        count += 1
      }
      index += 1
    }
    return count
  }
}

/// A state key named in app.yaml's `storedNames` (issue #48, item 18) is renamed there too,
/// and the name it is stored under is not.
@Suite struct RenameStoredNamesTests {
  @Test func renamingAStateKeyRenamesItsStoredNameEntry() throws {
    let app = "/w/app"
    let disk = MemoryFiles([
      "\(app)/app.yaml":
        "start: home\nstate:\n  countSetting: true\nstoredNames:\n  countSetting: count\n",
      "\(app)/home.yaml": "title: Home\nrows:\n  - title: Count\n    toggle: countSetting\n",
    ])
    var client = TestClient(files: disk)
    _ = client.initialize()
    let params = TestClient.at(
      "\(app)/home.yaml", line: 3, character: 14, [("newName", .string("counted"))])
    let edit = client.request("textDocument/rename", params).response?["result"]
    guard case .object(let changes)? = edit?["changes"] else {
      Issue.record("no changes in \(String(describing: edit))")
      return
    }
    let appEdits = changes.first { $0.0.hasSuffix("app.yaml") }?.1.array ?? []
    let lines = appEdits.compactMap { $0["range"]?["start"]?["line"]?.integer }.sorted()
    #expect(lines == [2, 4], "the state entry and the storedNames key, not the stored name")
  }
}
