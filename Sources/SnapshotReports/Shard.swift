/// A part of a suite: shard `index` of `count`, counted from 1 (`--shard 2/3`).
package struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which shard, from 1 to ``count``.
  package let index: Int
  /// How many shards the suite is split into.
  package let count: Int

  /// The whole suite as one shard (`1/1`).
  package static let whole = Shard(validIndex: 1, count: 1)

  /// A shard, or nil unless `1 <= index <= count`.
  package init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.init(validIndex: index, count: count)
  }

  private init(validIndex: Int, count: Int) {
    self.index = validIndex
    self.count = count
  }

  /// Reads `I/N` (`2/3`), or nil.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  /// `I/N`.
  package var description: String { "\(index)/\(count)" }
}
