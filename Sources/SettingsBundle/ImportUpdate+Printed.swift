import Basics
import ScreenFormat

extension ImportUpdate.Plan {
  /// The plan's conflicts as the compiler prints them, each at its file in the app folder
  /// `out` with an excerpt of the text it comes from; empty when there are none.
  package func printedProblems(in out: String) -> String {
    problems.map { problem in
      DiagnosticFormatter(path: FolderPath.join(out, problem.path), source: problem.source)
        .format(problem.diagnostic)
    }.joined()
  }
}
