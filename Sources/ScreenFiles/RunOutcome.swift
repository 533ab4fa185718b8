/// What a command's run printed, and whether it failed (exit status 1): the outcome of a
/// flow such as ``ExportRun`` or ``ImportRun``, which the tool prints as it is.
package struct RunOutcome: Equatable, Sendable {
  /// The lines for standard output: each file written, unchanged, removed or kept.
  package var stdout = ""
  /// The diagnostics and errors for standard error.
  package var stderr = ""
  /// Whether the run fails.
  package var failed = false

  /// An outcome of the lines printed and whether it failed.
  package init(stdout: String = "", stderr: String = "", failed: Bool = false) {
    self.stdout = stdout
    self.stderr = stderr
    self.failed = failed
  }
}
