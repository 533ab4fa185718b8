import PropertyList
import ScreenModel
import YAMLTree

/// A minimal JSON writer: enough for diagnostics and reports, with no Foundation.
enum JSON {
  indirect case object([(String, JSON)])
  case array([JSON])
  case string(String)
  case number(Int)
  case bool(Bool)

  var text: String {
    switch self {
    case .object(let members):
      return "{" + members.map { JSON.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    case .array(let items):
      return "[" + items.map(\.text).joined(separator: ",") + "]"
    case .string(let string):
      return JSON.quote(string)
    case .number(let number):
      return String(number)
    case .bool(let value):
      return value ? "true" : "false"
    }
  }

  static func quote(_ string: String) -> String { JSONText.quoted(string) }

  /// A diagnostic of the file at `path`. Each note carries the path of the file it points
  /// into (its own, or the diagnostic's), so a consumer never places it in the wrong file.
  static func diagnostic(_ diagnostic: Diagnostic, in path: String) -> JSON {
    var members: [(String, JSON)] = [
      ("severity", .string(diagnostic.severity.rawValue)),
      ("line", .number(diagnostic.mark.line)),
      ("column", .number(diagnostic.mark.column)),
      ("message", .string(diagnostic.message)),
    ]
    let notes = diagnostic.notes.map { note -> JSON in
      var fields: [(String, JSON)] = [
        ("message", .string(note.message)), ("path", .string(note.path ?? path)),
      ]
      if let mark = note.mark {
        fields += [("line", .number(mark.line)), ("column", .number(mark.column))]
      }
      return .object(fields)
    }
    members.append(("notes", .array(notes)))
    return .object(members)
  }
}

extension JSON {
  /// An object with more members after its own; any other value as it is.
  func adding(_ members: [(String, JSON)]) -> JSON {
    guard case .object(let own) = self else { return self }
    return .object(own + members)
  }
}
