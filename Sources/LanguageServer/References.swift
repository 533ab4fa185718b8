import JSON
import ScreenFormat
import ScreenModel

/// `textDocument/references`, `prepareRename` and `rename` of a screen id or a state key,
/// across the app folder and the scenarios beside it.
enum References {
  /// One place a name is written.
  struct Occurrence {
    var path: String
    var range: TextRange
  }

  /// Every place the symbol is written in the app's files.
  static func occurrences(of symbol: Symbol, in index: AppIndex) -> [Occurrence] {
    let name: String
    switch symbol {
    case .screen(let id): name = id
    case .stateKey(let key): name = key
    case .key, .template: return []
    }
    let needle = Array(name.utf8)
    guard !needle.isEmpty else { return [] }
    var found: [Occurrence] = []
    for path in index.searchedFiles {
      let bytes = index.workspace.bytes(path)
      let positions = index.workspace.positions(path)
      // Parsed for its role only when the name is in it.
      var role: FileRole?
      var offset = 0
      while offset + needle.count <= bytes.count {
        defer { offset += 1 }
        guard bytes[offset] == needle[0],
          bytes[offset..<offset + needle.count].elementsEqual(needle)
        else { continue }
        let mark = positions.mark(atOffset: offset)
        let cursor = YAMLCursor(lines: positions.line, line: mark.line, column: mark.column)
        guard cursor.word == name, cursor.first == mark.column else { continue }
        let fileRole = role ?? index.workspace.role(of: path)
        role = fileRole
        guard index.symbol(cursor, line: mark.line, role: fileRole, positions: positions) == symbol
        else { continue }
        found.append(
          Occurrence(
            path: path,
            range: positions.range(line: mark.line, first: cursor.first, end: cursor.end)))
      }
    }
    return found
  }

  static func locations(_ place: DocumentPlace, declaration: Bool) -> JSONValue {
    guard let symbol = place.symbol else { return .null }
    var found = occurrences(of: symbol, in: place.index)
    if !declaration, case .stateKey = symbol, let app = place.index.appFile {
      found.removeAll { $0.path == app && isStateEntry($0, in: place.index) }
    }
    return .array(
      found.map { DocumentPlace.location(place.index.workspace.uri($0.path), $0.range) })
  }

  /// Whether an occurrence is app.yaml's `state` entry of its key.
  static func isStateEntry(_ occurrence: Occurrence, in index: AppIndex) -> Bool {
    index.stateEntries.contains { $0.mark.line == occurrence.range.start.line + 1 }
  }

  static func prepareRename(_ place: DocumentPlace) -> JSONValue {
    switch place.symbol {
    case .screen, .stateKey:
      return .object([
        ("range", place.wordRange.json), ("placeholder", .string(place.cursor.word)),
      ])
    default:
      return .null
    }
  }

  /// The workspace edit renaming the symbol here: every occurrence, and for a screen whose
  /// id is its file name, the file (a `RenameFile`, which the client must take).
  static func rename(_ place: DocumentPlace, to newName: String) throws(RPCError) -> JSONValue {
    guard let symbol = place.symbol, symbol.isRenamable else {
      throw RPCError(.requestFailed, LSPMessages.nothingToRename)
    }
    if let problem = RenameChecks.problem(renaming: symbol, to: newName, in: place.index) {
      throw RPCError(.requestFailed, problem)
    }
    let workspace = place.index.workspace
    let found = occurrences(of: symbol, in: place.index)
    var renamedFile: (old: String, new: String)?
    if case .screen(let id) = symbol, let file = place.index.screenFile(id),
      place.index.declaredID(of: file) == nil
    {
      guard workspace.renamesFiles else {
        throw RPCError(.requestFailed, LSPMessages.cannotRenameFile(FolderPath.lastPart(file)))
      }
      let suffix = file.hasSuffix(".yml") ? ".yml" : ".yaml"
      renamedFile = (file, FolderPath.join(FolderPath.folder(of: file), newName + suffix))
    }
    var byFile: [(String, [JSONValue])] = []
    for occurrence in found {
      let edit: JSONValue = .object([
        ("range", occurrence.range.json), ("newText", .string(newName)),
      ])
      if let index = byFile.firstIndex(where: { $0.0 == occurrence.path }) {
        byFile[index].1.append(edit)
      } else {
        byFile.append((occurrence.path, [edit]))
      }
    }
    guard workspace.renamesFiles else {
      return .object([
        ("changes", .object(byFile.map { (workspace.uri($0.0), .array($0.1)) }))
      ])
    }
    var changes: [JSONValue] = byFile.map { path, edits in
      .object([
        (
          "textDocument",
          .object([("uri", .string(workspace.uri(path))), ("version", .null)])
        ),
        ("edits", .array(edits)),
      ])
    }
    if let (old, new) = renamedFile {
      changes.append(
        .object([
          ("kind", .string("rename")), ("oldUri", .string(workspace.uri(old))),
          ("newUri", .string(DocumentURI.uri(of: new))),
        ]))
    }
    return .object([("documentChanges", .array(changes))])
  }
}

extension Symbol {
  /// Whether a rename can change every place it is written.
  var isRenamable: Bool {
    switch self {
    case .screen, .stateKey: true
    case .key, .template: false
    }
  }
}
