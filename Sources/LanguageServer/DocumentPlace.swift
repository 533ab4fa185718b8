import JSON
import ScreenFormat
import ScreenModel

/// The place a request names (`textDocument` and `position`): its file, the file's role,
/// and what the YAML there is.
struct DocumentPlace {
  let path: String
  let positions: TextPositions
  let role: FileRole
  let cursor: YAMLCursor
  /// The 1-based line.
  let line: Int
  let index: AppIndex

  init(_ params: JSONValue, _ workspace: Workspace) throws(RPCError) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw RPCError(.invalidParams, LSPMessages.missingParameter("textDocument.uri"))
    }
    guard let position = Position(params["position"]) else {
      throw RPCError(.invalidParams, LSPMessages.missingParameter("position"))
    }
    guard let path = DocumentURI.path(of: uri), workspace.files.kind(of: path) == .file else {
      throw RPCError(.invalidParams, LSPMessages.notOpen(uri))
    }
    self.path = path
    positions = workspace.positions(path)
    role = workspace.role(of: path)
    let mark = positions.mark(of: position)
    line = mark.line
    cursor = YAMLCursor(lines: positions.line, line: mark.line, column: mark.column)
    index = AppIndex(of: path, role: role, workspace: workspace)
  }

  /// The keys the mapping holding this place already has (``MappingKeys``).
  var mappingKeys: Set<String> {
    MappingKeys.around(positions, line: line, column: cursor.first)
  }

  /// What the word here stands for.
  var symbol: Symbol? { index.symbol(cursor, line: line, role: role, positions: positions) }

  /// The range of the word here.
  var wordRange: TextRange { positions.range(line: line, first: cursor.first, end: cursor.end) }

  /// An LSP location.
  static func location(_ uri: String, _ range: TextRange) -> JSONValue {
    .object([("uri", .string(uri)), ("range", range.json)])
  }
}
