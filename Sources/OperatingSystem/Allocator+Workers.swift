import Dispatch

#if canImport(Glibc)
  import CMalloc
  import Glibc
#endif

extension Allocator {
  /// The size of the address space glibc reserves for each heap of a thread's own (its
  /// `HEAP_MAX_SIZE` on 64-bit systems), at an address aligned to it.
  static let threadHeapSize = 64 << 20

  /// Starts the threads that share a parallel map's work with the main thread (libdispatch
  /// keeps them for the next one) and advises each one's heap as large pages, as
  /// ``preferLargePages()`` does the main thread's: a thread that allocates from a heap of
  /// its own then faults a page in every 2 MiB of it. With the main heap's advice, `check`
  /// of 10,000 screens took 2,700 page faults rather than 8,300, and 10 % less time. The
  /// threads wait for each other to start (10 ms at most in all), so that each takes a
  /// turn; a heap is found from a block it serves, at the 64 MiB boundary glibc puts a
  /// thread's heaps on. Returns how many heaps took the advice (none without glibc, or on
  /// one core).
  @discardableResult
  package static func preferLargePagesOnWorkers() -> Int {
    #if canImport(Glibc)
      // As many turns as libdispatch has threads (one a core the process may run on, as
      // `taskset` or a container's CPU set leaves them), up to sixteen. On one, there are
      // no workers to wait for.
      let cores = min(coresAllowed(), 16)
      guard cores > 1 else { return 0 }
      let deadline = DispatchTime.now() + .milliseconds(10)
      let arrived = DispatchSemaphore(value: 0)
      let go = DispatchSemaphore(value: 0)
      let advised = UnsafeMutableBufferPointer<Bool>.allocate(capacity: cores)
      advised.initialize(repeating: false)
      defer { advised.deallocate() }
      nonisolated(unsafe) let results = advised
      DispatchQueue.concurrentPerform(iterations: cores) { turn in
        results[turn] = adviseThisThreadsHeap()
        if turn == 0 {
          for _ in 1..<cores { _ = arrived.wait(timeout: deadline) }
          for _ in 1..<cores { go.signal() }
        } else {
          arrived.signal()
          _ = go.wait(timeout: deadline)
        }
      }
      return advised.filter { $0 }.count
    #else
      return 0
    #endif
  }

  #if canImport(Glibc)
    /// How many CPUs the process may run on (its affinity mask's), or 1 when unknown.
    package static func coresAllowed() -> Int {
      var set = cpu_set_t()
      guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return 1 }
      return withUnsafeBytes(of: &set) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
    }

    /// Advises the heap of the calling thread's own as large pages; false on the main thread
    /// (whose heap is the program break's) and where Linux refuses.
    private static func adviseThisThreadsHeap() -> Bool {
      guard let block = malloc(64) else { return false }
      defer { free(block) }
      let address = Int(bitPattern: block)
      let end = Int(bitPattern: sbrk(0))
      // The main heap ends at the program break; a thread's heap is elsewhere.
      if address < end, end - address < 1 << 40 { return false }
      let base = address & ~(threadHeapSize - 1)
      guard let start = UnsafeMutableRawPointer(bitPattern: base) else { return false }
      return madvise(start, threadHeapSize, MADV_HUGEPAGE) == 0
    }
  #endif
}
