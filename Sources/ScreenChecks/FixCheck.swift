import Basics
import ScreenFormat

/// Which fixes of a file are right: a fix is made alone and the file checked again, and it
/// is right when the result has no error where it edited and no error the file did not
/// have (`PSMultiValueSpecifier: mode` made `choices: mode` is a new error: `choices` is a
/// list; `IsSecure: yes` made `secure: yes` still holds one). `check --fix` and the editor's
/// quick fixes and `source.fixAll` offer only these.
package enum FixCheck {
  /// A fix found on a diagnostic, and its edit of the file's bytes.
  package typealias Candidate = (diagnostic: Diagnostic, edit: FixEdit)

  /// The fixes of `diagnostics` whose edits still fit `bytes`, each once (the first
  /// diagnostic that asks for an edit keeps it).
  package static func candidates(_ diagnostics: [Diagnostic], bytes: [UInt8]) -> [Candidate] {
    var found: [Candidate] = []
    for diagnostic in diagnostics {
      guard let edit = diagnostic.fix?.edit(in: bytes, at: diagnostic.mark),
        !found.contains(where: { $0.edit == edit })
      else { continue }
      found.append((diagnostic, edit))
    }
    return found
  }

  /// The candidates that are right for the file at `path` holding `bytes`, given `check`:
  /// every file's diagnostics when the file holds the bytes given (as `check PATH` loads it).
  /// Checks the file once as it is, then once for each candidate.
  package static func right(
    _ candidates: [Candidate], path: String, bytes: [UInt8],
    check: (_ bytes: [UInt8]) -> [FileDiagnostics]
  ) -> [Candidate] {
    guard !candidates.isEmpty else { return [] }
    let before = errors(check(bytes))
    return candidates.filter { candidate in
      let fixed = FixEdit.apply([candidate.edit], to: bytes).bytes
      let after = check(fixed)
      // No error where the fix wrote.
      let lines = SourceLines(fixed)
      let written = candidate.edit.start...(candidate.edit.start + candidate.edit.text.utf8.count)
      for report in after where report.file.path == path {
        for diagnostic in report.diagnostics where diagnostic.severity == .error {
          if let offset = lines.offset(of: diagnostic.mark), written.contains(offset) {
            return false
          }
        }
      }
      // No error that was not there before (by file, kind and words: a place may move).
      return errors(after).allSatisfy { error, count in count <= before[error] ?? 0 }
    }
  }

  /// How many times each error is reported, by its file, kind and message.
  private static func errors(_ reports: [FileDiagnostics]) -> [[String]: Int] {
    var counts: [[String]: Int] = [:]
    for report in reports {
      for diagnostic in report.diagnostics where diagnostic.severity == .error {
        counts[[report.file.path, diagnostic.code.rawValue, diagnostic.message], default: 0] += 1
      }
    }
    return counts
  }
}
