/// Reads LSP base-protocol frames (`Content-Length: N\r\n\r\n` then N bytes of body) from a
/// byte stream fed in pieces of any size, as they arrive on standard input.
///
/// It never holds more than a bounded header and one body within ``maxBody``: a larger
/// body is skipped as it streams past, without being kept, and reported once. A header
/// that cannot be read is reported and the reader looks for the next `Content-Length`, so
/// one bad message never stops the ones after it.
///
/// ```swift
/// var reader = MessageReader()
/// reader.feed(bytes)
/// while let frame = reader.next() { … }
/// ```
package struct MessageReader: Sendable {
  /// One thing read from the stream.
  package enum Frame: Sendable, Equatable {
    /// A message body (not yet known to be JSON).
    case body([UInt8])
    /// Bytes that are not a frame, and why: the server answers with a JSON-RPC error.
    case malformed(String)
  }

  /// The largest body kept (64 MB).
  package let maxBody: Int
  /// The longest header block read before it is called malformed (64 KB).
  package let maxHeader: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var bodyLength: Int?
  private var skipping = 0

  /// A reader with the given limits.
  package init(maxBody: Int = 64 << 20, maxHeader: Int = 64 << 10) {
    self.maxBody = maxBody
    self.maxHeader = maxHeader
  }

  /// Bytes held and not yet taken (bounded by the limits).
  package var pending: Int { buffer.count - start }

  /// Whether the stream ended mid-frame when it ends here.
  package var isMidFrame: Bool { pending > 0 || bodyLength != nil || skipping > 0 }

  /// Adds bytes read from the stream.
  package mutating func feed(_ bytes: some Collection<UInt8>) {
    var bytes = bytes[...]
    if skipping > 0, pending == 0 {
      let skipped = min(skipping, bytes.count)
      skipping -= skipped
      bytes = bytes.dropFirst(skipped)
    }
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next frame, or nil when more bytes are needed.
  package mutating func next() -> Frame? {
    while true {
      if skipping > 0 {
        let skipped = min(skipping, pending)
        skipping -= skipped
        start += skipped
        if skipping > 0 { return nil }
      }
      if let length = bodyLength {
        guard pending >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        bodyLength = nil
        return .body(body)
      }
      guard pending > 0 else { return nil }
      guard let end = headerEnd() else {
        guard pending > maxHeader else { return nil }
        return resynchronise(after: buffer.count, LSPMessages.headerTooLong(maxHeader))
      }
      switch Self.contentLength(buffer[start..<end.headers]) {
      case .failure(let problem):
        return resynchronise(after: end.body, problem.message)
      case .success(let length):
        start = end.body
        guard length <= maxBody else {
          skipping = length
          return .malformed(LSPMessages.bodyTooLarge(length, limit: maxBody))
        }
        bodyLength = length
      }
    }
  }

  /// Drops bytes up to `offset` and then up to the next `Content-Length` (the next header's
  /// likely start), reporting `message`.
  private mutating func resynchronise(after offset: Int, _ message: String) -> Frame {
    start = min(offset, buffer.count)
    let needle = Array("content-length".utf8)
    var index = start
    while index + needle.count <= buffer.count {
      if zip(buffer[index..<index + needle.count], needle).allSatisfy({ $0 | 0x20 == $1 }) {
        break
      }
      index += 1
    }
    // Keep a tail that may be the start of the next header name.
    start = index + needle.count <= buffer.count ? index : max(start, buffer.count - needle.count)
    return .malformed(message)
  }

  /// Where the header block ends (`\r\n\r\n`): the end of its last line and the body start.
  private func headerEnd() -> (headers: Int, body: Int)? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
        buffer[index + 3] == 0x0A
      {
        return (index, index + 4)
      }
      index += 1
    }
    return nil
  }

  /// The `Content-Length` of a header block; other fields (`Content-Type`) are allowed.
  static func contentLength(_ headers: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    var length: Int?
    for line in headers.split(separator: 0x0A, omittingEmptySubsequences: false) {
      var line = line
      if line.last == 0x0D { line = line.dropLast() }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        return .failure(HeaderProblem(message: LSPMessages.headerWithoutColon))
      }
      let name = String(decoding: line[..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let digits = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
      guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) })
      else {
        return .failure(
          HeaderProblem(
            message: LSPMessages.badContentLength(String(decoding: value, as: UTF8.self)))
        )
      }
      length = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    guard let length else { return .failure(HeaderProblem(message: LSPMessages.noContentLength)) }
    return .success(length)
  }

  struct HeaderProblem: Error {
    var message: String
  }
}

/// Writes LSP base-protocol frames.
package enum MessageWriter {
  /// A body framed with its `Content-Length` header.
  package static func frame(_ body: String) -> [UInt8] {
    let bytes = Array(body.utf8)
    return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
  }
}
