import ScreenFormat

/// Why an app or a scenario could not be loaded from disk: its diagnostics, printed as
/// `screenspec check` prints them, so a failing test shows where the mistake is.
///
/// ```
/// Screens/posts.yaml:3:8: error: unknown key 'titel'
///   3 | titel: Posts
///     | ^
///     = note: did you mean 'title'?
/// ```
public struct LoadError: Error, Sendable, CustomStringConvertible {
  /// The files with diagnostics (errors and warnings), as `check` reports them.
  public var reports: [FileDiagnostics]
  /// A problem with the path itself (missing, not a file or folder), when there is one.
  public var problem: String?

  /// Creates an error from reports.
  public init(reports: [FileDiagnostics], problem: String? = nil) {
    self.reports = reports
    self.problem = problem
  }

  /// The diagnostics as `check` prints them (`path:line:column: error: …`, the source
  /// line, a caret), or the path's problem.
  public var description: String {
    (problem.map { "error: \($0)\n" } ?? "") + reports.map(\.formatted).joined()
  }
}
