import OperatingSystem
import SnapshotReports

/// `--shard I/N`, or `--shard auto` (the shard from the CI system's variables, which the
/// environment hands in).
struct ShardOption {
  /// The shard to run; nil without `--shard`.
  var shard: Shard?
  /// Where `auto` found it.
  var auto: AutoShard?

  /// Reads the option; a malformed `I/N` or a CI variable set wrong is a usage error.
  static func parse(_ text: String?, _ environment: Environment, command: String)
    throws(UsageError) -> ShardOption
  {
    guard let text else { return ShardOption() }
    guard text == "auto" else {
      guard let shard = Shard(text) else {
        throw UsageError(UsageMessages.shard(text), command: command)
      }
      return ShardOption(shard: shard)
    }
    switch AutoShard.find(in: environment.variables) {
    case .success(let found):
      // The whole suite in one shard runs as an unsharded run does (orphans judged).
      return ShardOption(shard: found.system == nil ? nil : found.shard, auto: found)
    case .failure(let error):
      throw UsageError(UsageMessages.autoShard(error.message), command: command)
    }
  }

  /// Touches Bazel's `TEST_SHARD_STATUS_FILE`, when Bazel names one: a runner that shards
  /// says so by it.
  func touchStatusFile() throws(UsageError) {
    guard let path = auto?.statusFile, FileSystem.kind(path) == .missing else { return }
    do {
      try FileSystem.writeAtomically([], to: path, sync: false)
    } catch {
      throw UsageError(UsageMessages.cannotTouch(path, error))
    }
  }

  /// The summary's line for `auto`: which shard, or that the whole suite ran.
  var summary: String? {
    auto.map { UsageMessages.autoSummary($0.summary, whole: $0.system == nil) }
  }
}
