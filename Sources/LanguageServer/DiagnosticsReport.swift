import Basics
import JSON
import ScreenBehavior
import ScreenModel
import YAMLTree

/// What `screenspec check FILE` reports for one file, as LSP diagnostics.
package enum DiagnosticsReport {
  /// The diagnostics `check` prints for `path`, loaded as `check PATH` loads it: the same
  /// reports, and when the file's diagnostics come in several reports, the same merge (each
  /// once, sorted by position). A path that cannot be loaded at all has none.
  package static func check(_ path: String, reader: AppReader) -> [Diagnostic] {
    let canonical = reader.files.canonical(path) ?? path
    var run = CheckRun(paths: [path], reader: reader)
    // Only the file's own reports are merged (the others are many in a large app).
    run.keeps = {
      $0.file.path == path || (reader.files.canonical($0.file.path) ?? $0.file.path) == canonical
    }
    guard let report = try? run.run() else { return [] }
    // The file's reports under another spelling of its path (a link) merge the same way.
    let reports = report.files.filter {
      (reader.files.canonical($0.file.path) ?? $0.file.path) == canonical
    }
    guard let first = reports.first else { return [] }
    return reports.dropFirst().reduce(first.diagnostics) {
      FileDiagnostics.merging($0, $1.diagnostics)
    }
  }

  /// A reader with `check`'s settings over `files`.
  package static func reader(_ files: any FileAccess) -> AppReader {
    let reader = AppReader(files: files)
    CheckRun.configure(reader)
    return reader
  }

  /// Diagnostics as `textDocument/publishDiagnostics` carries them: each note a
  /// `relatedInformation` at its own place (a note without a place is at the diagnostic's).
  package static func json(
    _ diagnostics: [Diagnostic], path: String, uri: String, text: (String) -> TextPositions
  ) -> [JSONValue] {
    let own = text(path)
    return diagnostics.map { diagnostic in
      let range = own.range(at: diagnostic.mark)
      var members: [(String, JSONValue)] = [
        ("range", range.json),
        ("severity", .integer(diagnostic.severity == .error ? 1 : 2)),
        ("source", .string("screenspec")),
        ("message", .string(diagnostic.message)),
      ]
      if !diagnostic.notes.isEmpty {
        let related = diagnostic.notes.map { note -> JSONValue in
          let notePath = note.path ?? path
          let noteURI = notePath == path ? uri : DocumentURI.uri(of: notePath)
          let start = Position(line: 0, character: 0)
          let noteRange =
            note.mark.map { text(notePath).range(at: $0) }
            ?? (notePath == path ? range : TextRange(start: start, end: start))
          return .object([
            ("location", .object([("uri", .string(noteURI)), ("range", noteRange.json)])),
            ("message", .string(note.message)),
          ])
        }
        members.append(("relatedInformation", .array(related)))
      }
      return .object(members)
    }
  }
}
