import Basics
import JSON
import ScreenChecks
import ScreenModel

/// `textDocument/codeAction`: a quick fix for each diagnostic on the lines asked about that
/// suggests one (its ``Fix``, made where `check` made the diagnostic), and `source.fixAll`,
/// every fix of the file that overlaps no other, in one edit: what `check --fix` writes.
enum CodeActions {
  /// The kinds of action offered.
  static let kinds = ["quickfix", "source.fixAll"]

  /// The actions for `params` (`textDocument`, `range`, `context.only`), given the file's
  /// right fixes (``FixCheck``: those of its diagnostics as `check` reports them whose
  /// result holds no error where they wrote, nor a new one).
  static func answer(
    _ params: JSONValue, _ workspace: Workspace, fixes: (String) -> [FixCheck.Candidate]
  ) throws(RPCError) -> JSONValue {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw RPCError(.invalidParams, LSPMessages.missingParameter("textDocument.uri"))
    }
    guard let start = Position(params["range"]?["start"]),
      let end = Position(params["range"]?["end"])
    else { throw RPCError(.invalidParams, LSPMessages.missingParameter("range")) }
    guard let path = DocumentURI.path(of: uri), workspace.files.kind(of: path) == .file else {
      throw RPCError(.invalidParams, LSPMessages.notOpen(uri))
    }
    let only = params["context"]?["only"]?.array?.compactMap(\.string)
    func wanted(_ kind: String) -> Bool {
      only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
    }
    let bytes = workspace.bytes(path)
    let fixes = fixes(path).compactMap { diagnostic, edit -> (Diagnostic, Fix, FixEdit)? in
      diagnostic.fix.map { (diagnostic, $0, edit) }
    }
    let positions = workspace.positions(path)
    var actions: [JSONValue] = []
    // The diagnostics the client names (those it shows over the range, as the protocol
    // has it), by message: only their fixes, not those of another diagnostic on the same
    // line. (A client may send its own copy of a range, so messages are what is compared.)
    let named = Set(
      (params["context"]?["diagnostics"]?.array ?? []).compactMap(\.["message"]?.string))
    if wanted("quickfix") {
      for (diagnostic, fix, edit) in fixes {
        // A diagnostic on a line of the range: an editor asks at the cursor.
        let line = diagnostic.mark.line - 1
        guard line >= start.line, line <= end.line else { continue }
        let shown = DiagnosticsReport.json(
          [diagnostic], path: path, uri: uri, text: workspace.positions)
        if !named.isEmpty, let message = shown.first?["message"]?.string,
          !named.contains(message)
        {
          continue
        }
        actions.append(
          action(
            fix.title.prefix(1).uppercased() + fix.title.dropFirst(), kind: "quickfix",
            diagnostics: shown, uri: uri, edits: [edit], positions: positions))
      }
    }
    if wanted("source.fixAll"), !fixes.isEmpty {
      let made = FixEdit.apply(fixes.map(\.2), to: bytes).made
      actions.append(
        action(
          LSPMessages.fixAll(made.count), kind: "source.fixAll", diagnostics: [], uri: uri,
          edits: made, positions: positions))
    }
    return .array(actions)
  }

  /// One action: its title, kind, the diagnostics it fixes and its edit of one document.
  static func action(
    _ title: String, kind: String, diagnostics: [JSONValue], uri: String, edits: [FixEdit],
    positions: TextPositions
  ) -> JSONValue {
    let changes: [JSONValue] = edits.map { edit in
      let range = TextRange(
        start: positions.position(of: positions.mark(atOffset: edit.start)),
        end: positions.position(of: positions.mark(atOffset: edit.end)))
      return .object([("range", range.json), ("newText", .string(edit.text))])
    }
    var members: [(String, JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
    if !diagnostics.isEmpty {
      members += [("diagnostics", .array(diagnostics)), ("isPreferred", .bool(true))]
    }
    members.append(("edit", .object([("changes", .object([(uri, .array(changes))]))])))
    return .object(members)
  }
}
