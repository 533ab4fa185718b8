import Basics
import JSON
import ScreenFormat
import ScreenModel

/// The requests about a document's contents: definition, completion, hover, references,
/// rename and `prepareRename`, the outline and the workspace's symbols.
enum Navigation {
  /// The answer to a request, or nil when the method is not one of these.
  static func answer(_ method: String, _ workspace: Workspace, _ params: JSONValue)
    throws(RPCError) -> JSONValue?
  {
    switch method {
    case "textDocument/definition": return definition(try DocumentPlace(params, workspace))
    case "textDocument/hover": return hover(try DocumentPlace(params, workspace))
    case "textDocument/completion": return Completion.items(try DocumentPlace(params, workspace))
    case "textDocument/references":
      let declaration = params["context"]?["includeDeclaration"]?.bool ?? true
      return References.locations(try DocumentPlace(params, workspace), declaration: declaration)
    case "textDocument/documentSymbol": return try Outline.documentSymbols(params, workspace)
    case "workspace/symbol": return Outline.workspaceSymbols(params, workspace)
    case "textDocument/prepareRename":
      return References.prepareRename(try DocumentPlace(params, workspace))
    case "textDocument/rename":
      guard let name = params["newName"]?.string else {
        throw RPCError(.invalidParams, LSPMessages.missingParameter("newName"))
      }
      return try References.rename(try DocumentPlace(params, workspace), to: name)
    default: return nil
    }
  }

  /// Where the name here is defined: a screen's or template's file, a state key's entry
  /// in app.yaml's `state`; null for anything else.
  static func definition(_ place: DocumentPlace) -> JSONValue {
    let workspace = place.index.workspace
    let start = TextRange(
      start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
    switch place.symbol {
    case .screen(let id):
      guard let file = place.index.screenFile(id) else { return .null }
      return DocumentPlace.location(workspace.uri(file), start)
    case .template(let name):
      return place.index.templateFile(name).map { DocumentPlace.location(workspace.uri($0), start) }
        ?? .null
    case .stateKey(let key):
      guard let app = place.index.appFile,
        let entry = place.index.stateEntries.first(where: { $0.key == key })
      else { return .null }
      return DocumentPlace.location(
        workspace.uri(app), workspace.positions(app).range(at: entry.mark))
    case .key, nil:
      return translations(place)
    }
  }

  /// From a translatable text (a key's value written on its line) to its entry in each of
  /// the app's strings tables that has one.
  static func translations(_ place: DocumentPlace) -> JSONValue {
    guard let key = place.cursor.valueOf,
      let text = FileScan.value(ofKey: key, inLine: place.positions.line(place.line))
    else { return .null }
    let workspace = place.index.workspace
    let tables = place.index.stringsTables
    let found: [JSONValue] = tables.compactMap { table in
      let positions = workspace.positions(table)
      guard let mark = FileScan.stringsEntry(text, in: positions) else { return nil }
      return DocumentPlace.location(workspace.uri(table), positions.range(at: mark))
    }
    return found.isEmpty ? .null : .array(found)
  }

  /// A key's meaning and allowed values; a state key's value in app.yaml; a screen's file.
  static func hover(_ place: DocumentPlace) -> JSONValue {
    let text: String
    switch place.symbol {
    case .key(let name):
      if let category = PluralCategory(rawValue: name), place.cursor.valueOf == nil,
        let locale = Completion.pluralTable(place)
      {
        text = PluralRules.rule(of: category, in: locale)
        break
      }
      guard
        let field = place.role.fields(inside: place.cursor.parents)?.first(where: {
          $0.name == name
        })
      else { return .null }
      text =
        "`\(name)`: \(field.summary)" + (Completion.allowed(field.kind).map { "\n\n\($0)" } ?? "")
    case .stateKey(let key):
      if let entry = place.index.stateEntries.first(where: { $0.key == key }) {
        text = "state key `\(key)`: `\(entry.value.isEmpty ? "…" : entry.value)` in app.yaml"
      } else {
        text = "state key `\(key)`: not in app.yaml's state"
      }
    case .screen(let id):
      let file = place.index.screenFile(id).map(FolderPath.lastPart) ?? "no such screen"
      text = "screen `\(id)`: \(file)"
    case .template(let name):
      text = "template `\(name)`: templates/\(name).yaml"
    case nil:
      return .null
    }
    return .object([
      ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
      ("range", place.wordRange.json),
    ])
  }
}
