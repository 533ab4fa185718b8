/// Converts byte offsets into marks and finds the text of a line.
///
/// A line ends at LF, CRLF or a lone CR; each counts as one break, as in libyaml.
/// Columns count Unicode scalars. The start of every line is indexed once, so a file with
/// thousands of diagnostics is still formatted in linear time.
package struct SourceLines: Sendable {
  private let bytes: [UInt8]
  /// The byte offset where each line starts; line N starts at `starts[N - 1]`.
  private let starts: [Int]

  /// Wraps a file's bytes and indexes its lines.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    starts = LineStarts.of(bytes)
  }

  /// Wraps a file's bytes whose lines' starts are known already (``LineStarts``, kept
  /// true across edits): nothing is scanned.
  package init(_ bytes: [UInt8], starts: [Int]) {
    self.bytes = bytes
    self.starts = starts
  }

  /// How many lines start in the text: one more than its breaks.
  package var startCount: Int { starts.count }

  /// The mark of the byte at `offset` (an offset at the end gives the position after the
  /// last character).
  package func mark(atOffset offset: Int) -> Mark {
    let offset = min(max(offset, 0), bytes.count)
    // The last line starting at or before the offset (binary search).
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for index in starts[low]..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return Mark(line: low + 1, column: column)
  }

  /// The byte offset of a mark, or nil when the file has no such line or column (a column
  /// just past the line's last character is its end).
  package func offset(of mark: Mark) -> Int? {
    guard mark.line >= 1, mark.line <= starts.count, mark.column >= 1 else { return nil }
    var index = starts[mark.line - 1]
    var column = 1
    while column < mark.column {
      guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else { return nil }
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return index
  }

  /// The text of a 1-based line without its break, or nil past the end. Invalid UTF-8 is
  /// shown as U+FFFD; control and invisible characters are left for the printer to escape
  /// (`DiagnosticFormatter` shows them as `<U+001B>`, so an excerpt never garbles a terminal).
  package func line(_ number: Int) -> String? {
    guard number >= 1, number <= starts.count else { return nil }
    let index = starts[number - 1]
    var end = index
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }
}
