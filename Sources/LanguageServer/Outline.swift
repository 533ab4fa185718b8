import JSON
import ScreenFormat
import ScreenModel
import YAMLTree

/// `textDocument/documentSymbol`, a file's outline: a screen (or template) with its
/// sections, rows and choices, nested, each with its range; app.yaml's state keys. And
/// `workspace/symbol`: the screen ids, state keys, templates and scenarios of the apps of
/// the open documents whose names hold the query (any case).
enum Outline {
  /// LSP's `SymbolKind`s the outline uses.
  enum Kind: Int {
    case namespace = 3, `class` = 5, field = 8, function = 12, variable = 13
    case enumMember = 22, event = 24
  }

  /// The most symbols `workspace/symbol` answers with.
  static let maxSymbols = 1_000

  /// The outline of the document `params` names.
  static func documentSymbols(_ params: JSONValue, _ workspace: Workspace) throws(RPCError)
    -> JSONValue
  {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw RPCError(.invalidParams, LSPMessages.missingParameter("textDocument.uri"))
    }
    guard let path = DocumentURI.path(of: uri), workspace.files.kind(of: path) == .file else {
      throw RPCError(.invalidParams, LSPMessages.notOpen(uri))
    }
    let positions = workspace.positions(path)
    guard let root = YAMLParser.parse(workspace.bytes(path)).root else { return .array([]) }
    let end = Position(line: positions.lineCount, character: 0)
    switch workspace.role(of: path) {
    case .screen, .template:
      let name = scalar("title", in: root) ?? SourceFile(path: path, bytes: []).baseName
      let whole = TextRange(start: Position(line: 0, character: 0), end: end)
      let children = contents(of: root, end: end, positions)
      return .array([
        symbol(name, .class, range: whole, at: positions.range(at: root.mark), children)
      ])
    case .app:
      let state = SourceTree.value("state", in: root)?.mapping ?? []
      return .array(
        items(state.map(\.key), end: end, positions) { key, range in
          symbol(key.scalar?.text ?? "", .variable, range: range, at: positions.range(at: key.mark))
        })
    case .scenario, .strings:
      return .array([])
    }
  }

  /// A screen's or section's sections, rows and choices.
  static func contents(of node: Node, end: Position, _ positions: TextPositions) -> [JSONValue] {
    var found: [JSONValue] = []
    for (key, kind) in [("sections", Kind.namespace), ("rows", .field), ("choices", .enumMember)] {
      guard let list = SourceTree.value(key, in: node)?.sequence else { continue }
      found += items(list, end: end, positions) { item, range in
        let name =
          item.scalar?.text
          ?? (kind == .namespace
            ? scalar("header", in: item) ?? scalar("footer", in: item) ?? "section"
            : scalar("title", in: item) ?? firstValue(of: item))
        let children = kind == .namespace ? contents(of: item, end: range.end, positions) : []
        return symbol(name, kind, range: range, at: positions.range(at: item.mark), children)
      }
    }
    return found
  }

  /// Each node's symbol, its range running to the next one's start (the last one's to `end`).
  static func items(
    _ nodes: [Node], end: Position, _ positions: TextPositions,
    _ make: (Node, TextRange) -> JSONValue
  ) -> [JSONValue] {
    nodes.indices.map { index in
      let start = positions.position(of: nodes[index].mark)
      let next = index + 1 < nodes.count ? positions.position(of: nodes[index + 1].mark) : end
      return make(nodes[index], TextRange(start: start, end: max(next, start)))
    }
  }

  static func symbol(
    _ name: String, _ kind: Kind, range: TextRange, at selection: TextRange,
    _ children: [JSONValue] = []
  ) -> JSONValue {
    // A selection must lie inside the range: an empty word is the range's start.
    let inside = selection.start >= range.start && selection.end <= range.end
    var members: [(String, JSONValue)] = [
      ("name", .string(name.isEmpty ? "…" : name)), ("kind", .integer(kind.rawValue)),
      ("range", range.json),
      (
        "selectionRange",
        (inside ? selection : TextRange(start: range.start, end: range.start)).json
      ),
    ]
    if !children.isEmpty { members.append(("children", .array(children))) }
    return .object(members)
  }

  /// A scalar value of a mapping's key.
  static func scalar(_ key: String, in node: Node) -> String? {
    SourceTree.value(key, in: node)?.scalar?.text
  }

  /// `key: value` of a mapping's first scalar entry (a row without a title: `slider: level`).
  static func firstValue(of node: Node) -> String {
    guard let pair = node.mapping?.first(where: { $0.value.scalar != nil }),
      let key = pair.key.scalar?.text, let value = pair.value.scalar?.text
    else { return "row" }
    return "\(key): \(value)"
  }

  /// The symbols of the open documents' apps whose names hold `params`' query.
  static func workspaceSymbols(_ params: JSONValue, _ workspace: Workspace) -> JSONValue {
    let query = (params["query"]?.string ?? "").lowercased()
    func wanted(_ name: String) -> Bool { query.isEmpty || name.lowercased().contains(query) }
    var folders: [String] = []
    for path in workspace.documents.keys.sorted() {
      let folder = AppIndex(of: path, role: workspace.role(of: path), workspace: workspace).folder
      if !folders.contains(folder) { folders.append(folder) }
    }
    let start = TextRange(
      start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    var found: [JSONValue] = []
    func add(_ name: String, _ kind: Kind, _ path: String, _ range: TextRange, in app: String) {
      guard found.count < maxSymbols, wanted(name) else { return }
      found.append(
        .object([
          ("name", .string(name)), ("kind", .integer(kind.rawValue)),
          ("location", DocumentPlace.location(workspace.uri(path), range)),
          ("containerName", .string(FolderPath.lastPart(app))),
        ]))
    }
    for folder in folders {
      let index = AppIndex(
        of: FolderPath.join(folder, "app.yaml"), role: .app, workspace: workspace)
      for file in index.screenFiles {
        let id = index.declaredID(of: file) ?? SourceFile(path: file, bytes: []).baseName
        add(id, .class, file, start, in: folder)
      }
      if let app = index.appFile {
        let positions = workspace.positions(app)
        for entry in index.stateEntries {
          add(entry.key, .variable, app, positions.range(at: entry.mark), in: folder)
        }
      }
      for name in index.templateNames {
        let file = FolderPath.join(FolderPath.join(folder, "templates"), "\(name).yaml")
        add(name, .function, file, start, in: folder)
      }
      for file in index.searchedFiles where workspace.role(of: file) == .scenario {
        add(SourceFile(path: file, bytes: []).baseName, .event, file, start, in: folder)
      }
    }
    return .array(found)
  }
}
