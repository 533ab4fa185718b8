/// The shard `--shard auto` takes from the CI system's environment: a pure function of the
/// variables, which the command line reads and hands in.
///
/// ```swift
/// let found = try AutoShard.find(in: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"]).get()
/// // found.shard == 2/3, found.system?.name == "GitLab"
/// ```
package struct AutoShard: Equatable, Sendable {
  /// A CI system's pair of variables and the number its first shard has.
  package struct System: Equatable, Sendable {
    /// The system's name, as the summary says it (`GitLab`).
    package var name: String
    /// The variable holding the number of shards (`CI_NODE_TOTAL`).
    package var total: String
    /// The variable holding this shard's number (`CI_NODE_INDEX`).
    package var index: String
    /// The number of the first shard: 0 or 1.
    package var base: Int
  }

  /// The systems, in the order they are looked for.
  package static let systems = [
    System(name: "Bazel", total: "TEST_TOTAL_SHARDS", index: "TEST_SHARD_INDEX", base: 0),
    System(name: "GitLab", total: "CI_NODE_TOTAL", index: "CI_NODE_INDEX", base: 1),
    System(name: "CircleCI", total: "CIRCLE_NODE_TOTAL", index: "CIRCLE_NODE_INDEX", base: 0),
    System(
      name: "Buildkite", total: "BUILDKITE_PARALLEL_JOB_COUNT", index: "BUILDKITE_PARALLEL_JOB",
      base: 0),
  ]

  /// Bazel's variable naming the file a runner that shards must touch.
  package static let bazelStatusFile = "TEST_SHARD_STATUS_FILE"

  /// The shard (the whole suite when no system set its variables).
  package var shard: Shard
  /// The system whose variables gave it; nil when none was set.
  package var system: System?
  /// The file to touch (Bazel's `TEST_SHARD_STATUS_FILE`), when Bazel names one.
  package var statusFile: String?

  /// The shard of the first system (in ``systems`` order) that sets either of its
  /// variables; a variable set but not a number in range is an error naming it. An empty
  /// variable counts as unset.
  package static func find(in variables: [String: String]) -> Result<AutoShard, AutoShardError> {
    func value(_ name: String) -> String? {
      guard let text = variables[name], !text.isEmpty else { return nil }
      return text
    }
    guard
      let system = systems.first(where: { value($0.total) != nil || value($0.index) != nil })
    else {
      return .success(AutoShard(shard: .whole, system: nil, statusFile: nil))
    }
    guard let totalText = value(system.total) else {
      return .failure(.init(ShardMessages.unset(system.total, beside: system.index)))
    }
    guard let total = Int(totalText), total >= 1 else {
      return .failure(.init(ShardMessages.badTotal(system.total, totalText)))
    }
    let last = system.base + total - 1
    let index: Int
    if let indexText = value(system.index) {
      guard let number = Int(indexText), (system.base...last).contains(number) else {
        return .failure(
          .init(ShardMessages.badIndex(system.index, indexText, from: system.base, to: last)))
      }
      index = number
    } else if total == 1 {
      // GitLab and others leave the index unset when a job does not run in parallel.
      index = system.base
    } else {
      return .failure(.init(ShardMessages.unset(system.index, beside: system.total)))
    }
    let statusFile = system.name == "Bazel" ? value(bazelStatusFile) : nil
    return .success(
      AutoShard(
        shard: Shard(index: index - system.base + 1, count: total) ?? .whole, system: system,
        statusFile: statusFile))
  }

  /// The summary's line: where the shard came from, or that the whole suite ran.
  package var summary: String {
    guard let system else { return ShardMessages.noVariables(Self.systems.map(\.name)) }
    return ShardMessages.found(shard.description, system: system.name)
  }
}

/// A CI variable that is set but cannot give a shard.
package struct AutoShardError: Error, Equatable, Sendable {
  /// The message, naming the variable.
  package var message: String
  /// Creates an error.
  package init(_ message: String) { self.message = message }
}
