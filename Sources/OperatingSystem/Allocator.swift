#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

/// The process's memory allocator, set up once at start.
package enum Allocator {
  /// How far ahead of what is asked a heap grows: 16 MiB of address space, not of memory (a
  /// page is resident only once it is written).
  package static let growthAhead: Int32 = 16 << 20

  /// The size of a large page (a transparent huge page on x86-64 and most arm64 Linux).
  static let largePage = 2 << 20

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

  /// Grows the main thread's heap by ``growthAhead`` now and asks Linux to back it with
  /// large pages where it keeps them on request (transparent huge pages in `madvise` mode,
  /// the usual setting): writing the heap's first 16 MiB then faults a page in every 2 MiB
  /// rather than every 4 KiB, and `check` of 10,000 screens took about 4,000 page faults
  /// fewer (of 8,300). Heap the allocator grows later is left as the system gives it. Call
  /// it on the main thread, after ``growInLargeSteps()``. Returns whether the system took
  /// the advice: false where there is no glibc, on another thread (it has a heap of its
  /// own), or where Linux refused it.
  @discardableResult
  package static func preferLargePages() -> Bool {
    #if canImport(Glibc)
      // Blocks below glibc's threshold for a mapping of their own (128 KiB), taken until one
      // grows the heap (by itself and `growthAhead`); freed at once, the growth stays at the
      // heap's top, where the allocator serves what comes next.
      let before = sbrk(0)
      var blocks: [UnsafeMutableRawPointer] = []
      defer { blocks.forEach { free($0) } }
      while blocks.count < 64, sbrk(0) == before, let block = malloc(100 << 10) {
        blocks.append(block)
      }
      guard sbrk(0) != before, let last = blocks.last else { return false }
      let from = (Int(bitPattern: last) + largePage - 1) & ~(largePage - 1)
      let to = Int(bitPattern: sbrk(0)) & ~(largePage - 1)
      guard to > from, let start = UnsafeMutableRawPointer(bitPattern: from) else { return false }
      return madvise(start, to - from, MADV_HUGEPAGE) == 0
    #else
      return false
    #endif
  }
}
