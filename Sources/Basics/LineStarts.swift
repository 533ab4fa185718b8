/// Where each line of a text starts, as byte offsets: found once for the whole text and then
/// kept true across edits, so that a long document open in an editor is not scanned again
/// on every keystroke. A line ends at LF, CRLF or a lone CR (each one break, as in libyaml);
/// the first line starts at 0, and a text ending in a break has an empty last line starting
/// at its end.
package enum LineStarts {
  /// Where each line of `buffer` starts: eight bytes at a time between breaks.
  package static func of(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    var index = 0
    let newline = ByteWords.repeating(0x0A)
    let carriage = ByteWords.repeating(0x0D)
    while index < buffer.count {
      if index + 8 <= buffer.count, let base = UnsafeRawPointer(buffer.baseAddress) {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if !ByteWords.hasZeroByte(word ^ newline), !ByteWords.hasZeroByte(word ^ carriage) {
          index += 8
          continue
        }
      }
      let byte = buffer[index]
      index += 1
      if byte == 0x0D, index < buffer.count, buffer[index] == 0x0A { index += 1 }
      if byte == 0x0A || byte == 0x0D { starts.append(index) }
    }
    return starts
  }

  /// Where each line of `bytes` starts.
  package static func of(_ bytes: [UInt8]) -> [Int] { bytes.withUnsafeBufferPointer(of) }

  /// The starts of a text made true again after `old` (a range of the text before) was
  /// replaced by `count` bytes, `bytes` being the text after. Starts before the edit stay,
  /// those after it move by the change in length, and only the edited bytes (and the one
  /// before them, which may end a `\r\n`) are looked at.
  package static func update(
    _ starts: inout [Int], in bytes: [UInt8], replacing old: Range<Int>, count: Int
  ) {
    let delta = count - old.count
    // A start before the edit depends only on bytes before it; one past its end only on
    // bytes after it; those between are found again.
    let first = self.first(in: starts, atLeast: old.lowerBound)
    let after = self.first(in: starts, atLeast: old.upperBound + 1)
    var found: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      for offset in old.lowerBound...(old.lowerBound + count) where offset <= buffer.count {
        if isStart(offset, in: buffer) { found.append(offset) }
      }
    }
    starts.replaceSubrange(first..<after, with: found)
    guard delta != 0 else { return }
    for index in (first + found.count)..<starts.count { starts[index] += delta }
  }

  /// Whether a line starts at `offset`: the text's start, or just after a break (not
  /// between the two bytes of a `\r\n`).
  @inline(__always)
  static func isStart(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard offset > 0 else { return true }
    let before = buffer[offset - 1]
    if before == 0x0A { return true }
    guard before == 0x0D else { return false }
    return offset == buffer.count || buffer[offset] != 0x0A
  }

  /// The index of the first start at or after `offset` (binary search).
  package static func first(in starts: [Int], atLeast offset: Int) -> Int {
    starts.insertionPoint(before: { $0 < offset })
  }

  /// The 1-based line holding the byte at `offset` (the last line starting at or before it).
  package static func line(of offset: Int, in starts: [Int]) -> Int {
    max(first(in: starts, atLeast: offset + 1), 1)
  }
}
