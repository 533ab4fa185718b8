import Basics
import JSON
import ScreenChecks
import ScreenFormat

extension LanguageServer {
  /// `textDocument/codeAction`, with each file's right fixes found once a change.
  mutating func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
    let workspace = self.workspace
    let reader = self.reader(workspace)
    var checked = fixesChecked
    defer { fixesChecked = checked }
    return try CodeActions.answer(params, workspace) { path in
      if let known = checked[path] { return known }
      let right = rightFixes(path, workspace, reader: reader)
      checked[path] = right
      return right
    }
  }

  /// The fixes of the file at `path` that are right (``FixCheck``): each is tried on the
  /// documents as they are, the file checked as `check PATH` loads it.
  func rightFixes(_ path: String, _ workspace: Workspace, reader: AppReader)
    -> [FixCheck.Candidate]
  {
    let bytes = workspace.bytes(path)
    let candidates = FixCheck.candidates(
      DiagnosticsReport.check(path, reader: reader), bytes: bytes)
    guard !candidates.isEmpty else { return [] }
    let documents = self.documents.mapValues(\.bytes)
    let kept = self.kept
    let decodes = self.decodes
    return FixCheck.right(candidates, path: path, bytes: bytes) { fixed in
      var trial = documents
      trial[path] = fixed
      // Only decodes are reused: what else is kept follows the documents as they are.
      let reader = DiagnosticsReport.reader(OverlayFiles(base: kept, documents: trial)) {
        $0.decodeCache = decodes
      }
      return (try? CheckRun(paths: [path], reader: reader).run())?.files ?? []
    }
  }
}
