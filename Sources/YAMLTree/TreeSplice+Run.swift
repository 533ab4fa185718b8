import Basics

extension TreeSplice {
  /// The entries of one block mapping an edit falls in, and the whole lines they take.
  struct Run {
    /// The mapping: nil for the root, else the index of the root's pair whose value it is.
    var parent: Int?
    /// The entries (their indices in the mapping); empty at the trailing lines.
    var entries: Range<Int>
    /// Their old lines, from the first entry's key to the line before the next key.
    var lines: ClosedRange<Int>
    /// The column of the mapping's keys.
    var column: Int
  }

  /// The smallest run of entries of `pairs` (a block mapping whose lines end at `end`) that
  /// holds lines `changed`, or nil when they start before its first key. A run never ends
  /// within an entry: it takes whole entries, from a key's line to the next key's.
  static func run(in pairs: [Pair], end: Int, changed: ClosedRange<Int>, parent: Int?) -> Run? {
    guard let first = pairs.first, changed.lowerBound >= first.key.mark.line,
      changed.upperBound <= end
    else { return nil }
    /// The last entry whose key is on or before `line`.
    func entry(at line: Int) -> Int {
      var low = 0
      var high = pairs.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if pairs[middle].key.mark.line <= line { low = middle } else { high = middle - 1 }
      }
      return low
    }
    let start = entry(at: changed.lowerBound)
    let last = entry(at: changed.upperBound)
    let lastLine = last + 1 < pairs.count ? pairs[last + 1].key.mark.line - 1 : end
    return Run(
      parent: parent, entries: start..<(last + 1),
      lines: pairs[start].key.mark.line...lastLine, column: first.key.mark.column)
  }

  /// The run an edit of lines `changed` falls in: within one entry of the root whose value
  /// is a block mapping, that mapping's run when there is one; else the root's. `contentEnd`
  /// is the last line of the root's that is not blank or a comment: an edit after it is
  /// a run of no entries at the end, the trailing lines.
  static func run(
    in root: [Pair], lastLine: Int, contentEnd: Int, changed: ClosedRange<Int>
  ) -> Run? {
    if changed.lowerBound > contentEnd, let first = root.first {
      return Run(
        parent: nil, entries: root.count..<root.count, lines: (contentEnd + 1)...lastLine,
        column: first.key.mark.column)
    }
    let end = changed.upperBound > contentEnd ? lastLine : contentEnd
    guard let outer = run(in: root, end: end, changed: changed, parent: nil) else { return nil }
    let index = outer.entries.lowerBound
    guard outer.entries.count == 1, root[index].value.isBlockMapping,
      let inner = root[index].value.mapping,
      inner[0].key.mark.line > root[index].key.mark.line,
      inner[0].key.mark.column > outer.column,
      let nested = run(
        in: inner, end: outer.lines.upperBound, changed: changed, parent: index)
    else { return outer }
    return nested
  }

  /// The last line of `buffer` (whose lines number `lineCount`) that is neither blank nor
  /// only a comment; a line with a quote is taken as content (it may end a quoted scalar).
  static func contentEnd(_ buffer: UnsafeBufferPointer<UInt8>, lineCount: Int) -> Int {
    var line = lineCount
    var end = buffer.count
    while line > 1 {
      let start = TextLines.lineStart(buffer, before: end, back: 0)
      guard isTrivia(buffer, start..<end) else { return line }
      line -= 1
      end = start - 1
    }
    return line
  }

  /// Whether a line (without its `\n`) is blank or a comment with no quote in it.
  static func isTrivia(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound, buffer[index] == 0x20 || buffer[index] == 0x09 {
      index += 1
    }
    guard index < range.upperBound else { return true }
    guard buffer[index] == UInt8(ascii: "#") else { return false }
    return !buffer[index..<range.upperBound].contains {
      $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
    }
  }
}
