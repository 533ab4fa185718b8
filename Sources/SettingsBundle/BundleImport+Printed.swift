import Basics
import PropertyList
import ScreenFormat

extension BundleImport.Result {
  /// Every problem as the compiler prints it, at its file as the user named the bundle
  /// (`bundle`), quoting the file's text (a strings file's as read, in UTF-8; else its bytes
  /// from `source`) and naming a specifier by its index; each first passed through
  /// `noting` (the tool notes how to raise a limit).
  package func printedProblems(
    bundle: String, source: some BundleSource,
    noting: (BundleProblem) -> BundleProblem = { $0 }
  ) -> String {
    problems.map(noting).map { problem in
      let path = FolderPath.join(bundle, problem.file)
      let bytes = stringsFiles[problem.file]?.utf8 ?? source.read(problem.file) ?? []
      return problem.formatted(path: path, source: bytes) { object in
        specifierIndex(of: object, in: problem.file)
      }
    }.joined()
  }
}

extension ImportUpdate.Change {
  /// The word `import --update` prints before a file's path.
  package var word: String {
    switch self {
    case .added: "wrote"
    case .replaced: "updated"
    case .merged: "merged"
    case .removed: "removed"
    case .unchanged: "unchanged"
    case .kept: "kept"
    case .leftRemoved: "left removed"
    }
  }
}
