import Dispatch
import ScreenModel

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

  /// Lets another thread free a large value the caller is done with (a folder's thousands
  /// of decoded files, each holding many arrays), so that the caller goes on at once; a
  /// process that ends first leaves the freeing to the system.
  package static func releaseElsewhere<T: Sendable>(_ value: consuming T) {
    // Held in a box the other thread empties: a value the block captured was also held
    // here until this call returned, and whenever the block was done first this thread
    // was its last owner and freed it after all.
    let handed = Handed(value)
    DispatchQueue.global(qos: .utility).async { handed.value = nil }
  }

  /// A value on its way to the thread that frees it.
  private final class Handed<T: Sendable>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = value }
  }
}
