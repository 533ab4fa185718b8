import Basics
import ScreenFormat

extension ImportUpdate.Plan {
  /// The plan's conflicts as the compiler prints them, each at its file in the app folder
  /// `out` with an excerpt of the text it comes from; empty when there are none.
  package func printedProblems(in out: String) -> String {
    Self.printed(problems, in: out)
  }

  /// The warnings of a plan written all the same, as `printedProblems(in:)` prints.
  package func printedWarnings(in out: String) -> String {
    Self.printed(warnings, in: out)
  }

  private static func printed(_ problems: [ImportUpdate.Problem], in out: String) -> String {
    problems.map { problem in
      DiagnosticFormatter(path: FolderPath.join(out, problem.path), source: problem.source)
        .format(problem.diagnostic)
    }.joined()
  }
}
