import Dispatch

/// Maps a function over items on every core, keeping the order. Each call is independent
/// and pure, so results are the same as a plain `map`, only sooner.
package enum ParallelMap {
  /// Below this many items a plain `map` is faster than spreading the work.
  static let threshold = 32

  package static func map<Items: RandomAccessCollection & Sendable, T>(
    _ items: Items, _ transform: @Sendable (Items.Element) -> T
  ) -> [T] where Items.Index == Int {
    guard items.count >= threshold else { return items.map(transform) }
    // Each result is written once, straight into its place: nothing is copied afterwards.
    return [T](unsafeUninitializedCapacity: items.count) { buffer, initialized in
      guard let start = buffer.baseAddress else { return }
      nonisolated(unsafe) let output = start
      DispatchQueue.concurrentPerform(iterations: items.count) { index in
        (output + index).initialize(to: transform(items[items.startIndex + index]))
      }
      initialized = items.count
    }
  }

  /// Maps as ``map(_:_:)`` does, where each call makes two results, each kept in an array
  /// of its own: nothing is split out afterwards on one thread.
  package static func map<Items: RandomAccessCollection & Sendable, A, B>(
    _ items: Items, _ transform: @Sendable (Items.Element) -> (A, B)
  ) -> ([A], [B]) where Items.Index == Int {
    guard items.count >= threshold else {
      var first: [A] = []
      var second: [B] = []
      first.reserveCapacity(items.count)
      second.reserveCapacity(items.count)
      for item in items {
        let (a, b) = transform(item)
        first.append(a)
        second.append(b)
      }
      return (first, second)
    }
    var second: [B] = []
    let first = [A](unsafeUninitializedCapacity: items.count) { firstBuffer, firstCount in
      second = [B](unsafeUninitializedCapacity: items.count) { secondBuffer, secondCount in
        guard let firstStart = firstBuffer.baseAddress, let secondStart = secondBuffer.baseAddress
        else { return }
        nonisolated(unsafe) let firstOutput = firstStart
        nonisolated(unsafe) let secondOutput = secondStart
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
          let (a, b) = transform(items[items.startIndex + index])
          (firstOutput + index).initialize(to: a)
          (secondOutput + index).initialize(to: b)
        }
        secondCount = items.count
      }
      firstCount = items.count
    }
    return (first, second)
  }
}
