import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel

/// What `check --fix` changes, from a ``CheckReport``: a YAML file with diagnostics whose
/// fixes still fit its text, its bytes after every fix that overlaps no earlier one, and
/// the fixes made. The editor's `source.fixAll` makes the same edits.
package struct FileFixes: Sendable {
  /// The file as checked.
  package var file: SourceFile
  /// Its bytes after the fixes.
  package var fixed: [UInt8]
  /// Each fix made: the diagnostic it fixes and its edit of `file`'s bytes.
  package var made: [(diagnostic: Diagnostic, edit: FixEdit)]

  /// A line per fix made: `path:line:column: fixed: changed 'titel' to 'title'`.
  package var described: String {
    made.map { diagnostic, edit in
      let what = diagnostic.fix?.described(edit, in: file.bytes) ?? ""
      return "\(file.path):\(diagnostic.mark.line):\(diagnostic.mark.column): fixed: \(what)\n"
    }.joined()
  }
}

extension CheckReport {
  /// The fixes of every YAML file read whole (not cut at the size limit) that has any
  /// right one (``FixCheck``): `check` gives every file's diagnostics when the file at a
  /// path holds the bytes given, as `check PATH` loads it.
  package func fixes(check: (_ path: String, _ bytes: [UInt8]) -> [FileDiagnostics])
    -> [FileFixes]
  {
    files.compactMap { report in
      let file = report.file
      guard FolderPath.isYAML(file.path), file.size == nil, file.unreadable == nil else {
        return nil
      }
      let edits = FixCheck.right(
        FixCheck.candidates(report.diagnostics, bytes: file.bytes), path: file.path,
        bytes: file.bytes
      ) { check(file.path, $0) }
      guard !edits.isEmpty else { return nil }
      let (fixed, made) = FixEdit.apply(edits.map(\.edit), to: file.bytes)
      // Each edit made once, with the diagnostic that asked for it.
      let kept = made.compactMap { edit in
        edits.first { $0.edit == edit }.map { (diagnostic: $0.diagnostic, edit: edit) }
      }
      return FileFixes(file: file, fixed: fixed, made: kept)
    }
  }
}
