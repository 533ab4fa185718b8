/// `--shard I/N` or `--shard auto` as a value: the shard a run takes, and for `auto` where
/// the CI system's variables found it.
///
/// ```swift
/// let choice = try ShardChoice("auto", variables: ["CI_NODE_TOTAL": "4", "CI_NODE_INDEX": "2"])
/// choice.shard   // 2/4 (GitLab counts from 1)
/// ```
package struct ShardChoice: Equatable, Sendable {
  /// The shard to run; nil for the whole suite, judged as an unsharded run is (orphans too).
  package var shard: Shard?
  /// Where `auto` found it; nil without `auto`.
  package var auto: AutoShard?

  /// Why the choice cannot be made.
  package enum Problem: Error, Equatable, Sendable {
    /// The text is neither `I/N` (1 ≤ I ≤ N) nor `auto`: the text.
    case malformed(String)
    /// `auto` found a CI variable set wrong.
    case auto(AutoShardError)
  }

  /// No choice: the whole suite.
  package init() {}

  /// The choice `text` makes (nil: none), `auto` read from the CI system's `variables`.
  /// The whole suite in one shard runs as an unsharded run does.
  package init(_ text: String?, variables: [String: String]) throws(Problem) {
    guard let text else { return }
    guard text == "auto" else {
      guard let shard = Shard(text) else { throw .malformed(text) }
      self.shard = shard
      return
    }
    switch AutoShard.find(in: variables) {
    case .success(let found):
      shard = found.system == nil ? nil : found.shard
      auto = found
    case .failure(let error): throw .auto(error)
    }
  }

  /// The summary's line for `auto`: which shard, or that the whole suite ran (the line
  /// then starts `shard auto: `); nil without `auto`.
  package var summary: String? {
    auto.map { $0.system == nil ? ShardMessages.wholeSuite($0.summary) : $0.summary }
  }
}
