import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import SettingsBundle

/// Where a lower layer reports a limit that the tool's user can raise from the command line,
/// the tool says how in a note of its own: the layers below know nothing of flags.
enum LimitHints {
  /// A diagnostic with the tool's note when it is about a limit.
  static func noted(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let limit = diagnostic.exceeded else { return diagnostic }
    var noted = diagnostic
    noted.notes.append(Diagnostic.Note(UsageMessages.raise(limit)))
    return noted
  }

  /// Files' diagnostics, each noted.
  static func noted(_ reports: [FileDiagnostics]) -> [FileDiagnostics] {
    reports.map { $0.noting(noted) }
  }

  /// What a PATH loaded to, with every diagnostic noted (``LoadedPath/noting(_:)``).
  static func noted(_ loaded: LoadedPath) -> LoadedPath { loaded.noting(noted) }

  /// A bundle's or strings file's problem with the tool's note when it is about a limit.
  static func noted(_ problem: BundleProblem) -> BundleProblem {
    guard let limit = problem.problem.exceeded else { return problem }
    var noted = problem
    noted.problem.notes.append(Diagnostic.Note(UsageMessages.raise(limit)))
    return noted
  }
}
