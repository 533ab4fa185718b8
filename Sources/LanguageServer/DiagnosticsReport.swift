import Basics
import JSON
import ScreenBehavior
import ScreenChecks
import ScreenFormat
import ScreenModel

/// What `screenspec check FILE` reports for one file, as LSP diagnostics.
package enum DiagnosticsReport {
  /// The diagnostics `check` prints for `path`, loaded as `check PATH` loads it: the same
  /// reports, and when the file's diagnostics come in several reports, the same merge (each
  /// once, sorted by position). A path that cannot be loaded at all has none.
  package static func check(_ path: String, reader: AppReader) -> [Diagnostic] {
    var run = CheckRun(paths: [path], reader: reader)
    // Only the file's own reports are merged (the others are many in a large app).
    run.keeps = pick(path, files: reader.files)
    guard let report = try? run.run() else { return [] }
    let canonical = reader.files.canonical(path) ?? path
    // The file's reports under another spelling of its path (a link) merge the same way.
    let reports = report.files.filter {
      (reader.files.canonical($0.file.path) ?? $0.file.path) == canonical
    }
    guard let first = reports.first else { return [] }
    return reports.dropFirst().reduce(first.diagnostics) {
      FileDiagnostics.merging($0, $1.diagnostics)
    }
  }

  /// Whether a path names the file at `path`, under any spelling (a link). Asked of every
  /// report of an app of thousands, so the files are asked to resolve only a path that may
  /// be a link: in another folder, or in `path`'s folder an entry its listing does not say
  /// is a plain file or folder (when `path` is itself neither a link nor beneath one).
  static func namesFile(_ path: String, files: any FileAccess) -> (borrowing String) -> Bool {
    pick(path, files: files).names
  }

  /// The reports that are the file at `path`'s (``namesFile(_:files:)``), and whether its
  /// folder holds no link, so that a load that keeps its reports by path can give them at once.
  static func pick(_ path: String, files: any FileAccess) -> CheckRun.ReportPick {
    let canonical = files.canonical(path) ?? path
    let folder = FolderPath.folder(of: path)
    // Asked of the listing kept, not walked: a folder may hold thousands.
    let listed = try? files.unsureEntries(inFolder: folder)
    let unsure = Set(listed ?? [])
    let sure = listed != nil && canonical == path && !unsure.contains(FolderPath.lastPart(path))
    let inside = Array(folder.utf8) + [UInt8(ascii: "/")]
    return CheckRun.ReportPick(path: path, folderHoldsNoLink: sure && unsure.isEmpty) { other in
      if other == path { return true }
      if sure, isDirectly(other, inside: inside),
        unsure.isEmpty || !unsure.contains(FolderPath.lastPart(other))
      {
        return false
      }
      return (files.canonical(other) ?? other) == canonical
    }
  }

  /// Whether `path` names a file directly inside the folder whose path and slash are
  /// `inside`; by byte, since it is asked of thousands of paths.
  private static func isDirectly(_ path: borrowing String, inside: [UInt8]) -> Bool {
    path.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.count > inside.count,
        inside.withUnsafeBufferPointer({
          ByteWords.equal(UnsafeBufferPointer(rebasing: bytes[..<inside.count]), $0)
        })
      else { return false }
      return !bytes[inside.count...].contains(UInt8(ascii: "/"))
    } ?? false
  }

  /// A reader with `check`'s settings over `files`, and what `keeping` adds (what the
  /// language server keeps across messages).
  package static func reader(
    _ files: any FileAccess, keeping: (inout AppReader.Settings) -> Void = { _ in }
  ) -> AppReader {
    var settings = AppReader.Settings.check()
    keeping(&settings)
    return AppReader(files: files, settings: settings)
  }

  /// Diagnostics as `textDocument/publishDiagnostics` carries them, each with its kind as the
  /// LSP `code` (`unknown-key`) and each note a
  /// `relatedInformation` at its own place (a note without a place is at the diagnostic's).
  package static func json(
    _ diagnostics: [Diagnostic], path: String, uri: String, text: (String) -> TextPositions
  ) -> [JSONValue] {
    // A file's lines are found only when there is something to place in them.
    guard !diagnostics.isEmpty else { return [] }
    let own = text(path)
    return diagnostics.map { diagnostic in
      let range = own.range(at: diagnostic.mark)
      var members: [(String, JSONValue)] = [
        ("range", range.json),
        ("severity", .integer(diagnostic.severity == .error ? 1 : 2)),
        ("code", .string(diagnostic.code.rawValue)),
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
