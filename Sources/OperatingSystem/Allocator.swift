#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// The process's memory allocator, set up once at start.
package enum Allocator {
  /// How far ahead of what is asked a heap grows: 16 MiB of address space, not of memory (a
  /// page is resident only once it is written).
  package static let growthAhead: Int32 = 16 << 20

  /// Lets glibc's heaps grow in steps of ``growthAhead`` rather than a page or two at a time:
  /// a thread's heap grows with one `mprotect` call a step, and `check` of 10,000 screens made
  /// about 1,000 of them (30 with this). The cost: a heap keeps up to ``growthAhead`` of
  /// memory freed at its top instead of giving it back, which `lsp` and `watch` hold while
  /// they run. Call it first thing in `main`. Returns whether the allocator took the
  /// setting: false where the C library is not glibc, which has no such setting.
  @discardableResult
  package static func growInLargeSteps() -> Bool {
    #if canImport(Glibc)
      return mallopt(M_TOP_PAD, growthAhead) == 1
    #else
      return false
    #endif
  }
}
