import Dispatch

/// Maps a function over items on every core, keeping the order. Each call is independent
/// and pure, so results are the same as a plain `map`, only sooner.
package enum ParallelMap {
  /// Below this many items a plain `map` is faster than spreading the work.
  static let threshold = 32

  private final class Results<T>: @unchecked Sendable {
    // Each index is written by exactly one iteration, then read after all have finished.
    var values: [T?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
  }

  package static func map<Item: Sendable, T>(
    _ items: [Item], _ transform: @Sendable (Item) -> T
  ) -> [T] {
    guard items.count >= threshold else { return items.map(transform) }
    let results = Results<T>(count: items.count)
    results.values.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let output = buffer
      DispatchQueue.concurrentPerform(iterations: items.count) { index in
        output[index] = transform(items[index])
      }
    }
    return results.values.map { value in
      guard let value else { preconditionFailure("every index is written") }
      return value
    }
  }
}
