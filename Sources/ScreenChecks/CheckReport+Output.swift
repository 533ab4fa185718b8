import Basics
import JSON
import ScreenFormat

extension CheckReport {
  /// `check --format json`: one object with every file's diagnostics (``JSONValue/diagnostic(_:in:)``),
  /// its path escaped as the terminal shows it, and the counts of errors and warnings;
  /// one line, ending in a line break.
  package static func json(_ files: [FileDiagnostics], errors: Int, warnings: Int) -> String {
    let files = files.map { report in
      JSONValue.object([
        ("path", .string(VisibleText.escaped(report.file.path))),
        (
          "diagnostics",
          .array(report.diagnostics.map { JSONValue.diagnostic($0, in: report.file.path) })
        ),
      ])
    }
    return JSONValue.object([
      ("files", .array(files)), ("errors", .integer(errors)), ("warnings", .integer(warnings)),
    ]).text + "\n"
  }

  /// The line `check` ends with: how many paths it checked, and how many errors and
  /// warnings they hold, or that there are no problems.
  package var summary: String {
    let counts =
      errors == 0 && warnings == 0
      ? "no problems" : "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning"))"
    return "checked \(Plural.count(checkedPaths, "path")): \(counts)\n"
  }

  /// The files' first `max` diagnostics, in order (all when `max` is 0), and how many more
  /// there are: what `--max-errors` prints.
  package static func limited(_ files: [FileDiagnostics], to max: Int) -> (
    shown: [FileDiagnostics], more: Int
  ) {
    let total = files.reduce(0) { $0 + $1.diagnostics.count }
    guard max > 0, total > max else { return (files, 0) }
    var shown: [FileDiagnostics] = []
    var left = max
    for report in files where left > 0 {
      var kept = report
      kept.diagnostics = Array(report.diagnostics.prefix(left))
      left -= kept.diagnostics.count
      shown.append(kept)
    }
    return (shown, total - max)
  }
}

extension JSONValue {
  /// A diagnostic of the file at `path`, with its kind (`"code": "unknown-key"`), its texts
  /// escaped as the terminal shows them (``VisibleText``): a tool reading the JSON shows no
  /// control or bidi character. Each note carries the path of the file it points into (its
  /// own, or the diagnostic's), so a consumer never places it in the wrong file.
  package static func diagnostic(_ diagnostic: Diagnostic, in path: String) -> JSONValue {
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
