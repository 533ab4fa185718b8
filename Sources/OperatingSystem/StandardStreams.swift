#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input and output as a byte stream, for `screenspec lsp`.
package enum StandardStreams {
  /// Keeps standard output for the caller alone: returns a new descriptor on it and points
  /// descriptor 1 at standard error, so a stray `print` anywhere cannot break a stream of
  /// messages (sourcekit-lsp does the same).
  package static func takeStandardOutput() -> Int32 {
    let kept = dup(1)
    guard kept >= 0 else { return 1 }
    _ = dup2(2, 1)
    return kept
  }

  /// The next bytes of standard input that are already there, without waiting (at most
  /// 64 KB): `.some([])` when nothing is, nil at its end or on an error.
  package static func availableInput() -> [UInt8]? {
    var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    while true {
      let count = poll(&ready, 1, 0)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      guard count > 0 else { return [] }
      // Readable, or closed (POLLHUP): a read says which without blocking.
      return readInput()
    }
  }

  /// The next bytes of standard input (at most 64 KB), or nil at its end or on an error.
  package static func readInput() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      return Array(buffer[0..<count])
    }
  }
}
