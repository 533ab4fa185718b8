/// Which run a snapshot report belongs to, so that `merge-reports` never takes a report of
/// another run (a pull request can commit a green run's reports beside its own): the CI
/// system's id of the run, which every job of one run shares and no checkout can choose, or
/// one given by `--run`. A pure function of the variables, which the command line reads and
/// hands in.
///
/// ```swift
/// RunIdentity.find(in: ["CI_PIPELINE_ID": "1234"])   // "gitlab:1234"
/// ```
package enum RunIdentity {
  /// A CI system's variable naming its run (a pipeline, a workflow, a build), by the prefix
  /// a report writes before it. GitHub's run id is kept across its attempts, so the shards
  /// of a re-run's first attempt still merge.
  package static let systems: [(prefix: String, variable: String)] = [
    ("github", "GITHUB_RUN_ID"), ("gitlab", "CI_PIPELINE_ID"),
    ("circleci", "CIRCLE_WORKFLOW_ID"), ("buildkite", "BUILDKITE_BUILD_ID"),
    ("azure", "BUILD_BUILDID"), ("jenkins", "BUILD_TAG"),
  ]

  /// The variable a user sets (as `--run` does) where no CI system names the run.
  package static let variable = "SCREENSPEC_RUN"

  /// The run the variables name: `SCREENSPEC_RUN`, else the first CI system's id (GitHub's
  /// with its repository), else nil.
  package static func find(in variables: [String: String]) -> String? {
    if let given = variables[variable], !given.isEmpty { return given }
    for (prefix, name) in systems {
      guard let id = variables[name], !id.isEmpty else { continue }
      if prefix == "github", let repository = variables["GITHUB_REPOSITORY"] {
        return "github:\(repository)/\(id)"
      }
      return "\(prefix):\(id)"
    }
    return nil
  }

  /// A run named by what it ran, where nothing names it: the suite's fingerprint and the
  /// commit checked out (`commit` nil when unknown), so that reports of another commit or
  /// another suite are told apart.
  package static func local(commit: String?, suite fingerprint: String) -> String {
    "local:\(commit.map { String($0.prefix(12)) } ?? "none"):\(fingerprint)"
  }
}
