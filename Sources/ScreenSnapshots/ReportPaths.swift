import OperatingSystem

/// Where a run's report files may go (`snapshot` and `merge-reports`, `--report` and
/// `--junit`): found before anything runs, so a report is never written over what it
/// reports on, and under CI never taken from another run.
package enum ReportPaths {
  /// Why a report cannot go where it is asked to.
  package enum Refusal: Error, Equatable, Sendable {
    /// The report (its flag's name, then its path) names an input of the run
    /// (``SnapshotSuite/namesAnInput(_:of:)``).
    case namesAnInput(String, String)
    /// Under CI, the `report` names something that exists (a file, a folder, a link):
    /// one committed, or left by another run, would be taken for this run's.
    case exists(String)
  }

  /// Checks each report (by its flag's name: `report`, `junit`) against the run's input
  /// `paths`, and under CI (`isCI`) that the `report` names nothing yet.
  package static func check(
    _ reports: [(flag: String, path: String)], inputs paths: [String], isCI: Bool
  ) throws(Refusal) {
    for (flag, path) in reports where SnapshotSuite.namesAnInput(path, of: paths) {
      throw .namesAnInput(flag, path)
    }
    for (flag, path) in reports where isCI && flag == "report" {
      if FileSystem.kind(path) != .missing || FileSystem.isSymbolicLink(path) {
        throw .exists(path)
      }
    }
  }
}
