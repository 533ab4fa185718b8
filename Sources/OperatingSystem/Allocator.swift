#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// The process's memory allocator, set up once at start.
package enum Allocator {
  /// How far ahead of what is asked a heap grows: 16 MiB of address space, not of memory (a
  /// page is resident only once it is written).
  package static let growthAhead: Int32 = 16 << 20

  /// Lets glibc's heaps grow in steps of ``growthAhead`` rather than a page or two at a time.
  /// A thread's heap grows with one `mprotect` call a step, and each such call on a process
  /// of two threads waits for the other core: `check` of 10,000 screens made about 1,000 of
  /// them. Call it first thing in `main`; elsewhere it does nothing.
  package static func growInLargeSteps() {
    #if canImport(Glibc)
      _ = mallopt(M_TOP_PAD, growthAhead)
    #endif
  }
}
