import Basics
import JSON

extension JSONValue {
  /// A diagnostic of the file at `path`, with its kind (`"code": "unknown-key"`), its texts
  /// escaped as the terminal shows them
  /// (``VisibleText``): a tool reading the JSON shows no control or bidi character. Each note carries the path of the file it points
  /// into (its own, or the diagnostic's), so a consumer never places it in the wrong file.
  static func diagnostic(_ diagnostic: Diagnostic, in path: String) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code.rawValue)),
      ("line", .integer(diagnostic.mark.line)),
      ("column", .integer(diagnostic.mark.column)),
      ("message", .string(VisibleText.escaped(diagnostic.message))),
    ]
    let notes = diagnostic.notes.map { note -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("message", .string(VisibleText.escaped(note.message))),
        ("path", .string(VisibleText.escaped(note.path ?? path))),
      ]
      if let mark = note.mark {
        fields += [("line", .integer(mark.line)), ("column", .integer(mark.column))]
      }
      return .object(fields)
    }
    members.append(("notes", .array(notes)))
    return .object(members)
  }
}
