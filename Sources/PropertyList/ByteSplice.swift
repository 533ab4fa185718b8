/// Edits to a file's bytes, made at once: each replaces a range (an insertion is an empty
/// one), and the lines around them keep their bytes. The line helpers say where a whole
/// line of an element starts and ends, so that what is removed or added takes its line
/// breaks and indentation with it, as a person editing the file would.
struct ByteSplice {
  /// The file's bytes.
  let bytes: [UInt8]
  /// The edits, in the order made (insertions at one place keep that order).
  private(set) var edits: [(range: Range<Int>, with: [UInt8])] = []
  /// What ends the file's lines: its first line break's spelling, else a line feed.
  let newline: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var newline: [UInt8] = [0x0A]
    if let feed = bytes.firstIndex(of: 0x0A) {
      if feed > 0, bytes[feed - 1] == 0x0D { newline = [0x0D, 0x0A] }
    } else if bytes.contains(0x0D) {
      newline = [0x0D]
    }
    self.newline = newline
  }

  /// Replaces a range.
  mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
    edits.append((range, replacement))
  }

  /// Removes a range, with its whole line when nothing else is on it.
  mutating func removeLines(_ range: Range<Int>) {
    edits.append((wholeLines(range), []))
  }

  /// Adds lines (each already indented, without their line breaks) after the line that
  /// `position` ends, or right at `position` when more follows it on its line.
  mutating func insert(_ lines: [[UInt8]], after position: Int) {
    let end = restOfLineIsBlank(from: position)
    var text: [UInt8] = []
    for line in lines { text += newline + line }
    edits.append(((end ?? position)..<(end ?? position), text))
  }

  /// Adds lines before the line `position` starts, or right at it when something precedes
  /// it on its line.
  mutating func insert(_ lines: [[UInt8]], before position: Int) {
    let start = indent(at: position) == nil ? position : lineStart(position)
    var text: [UInt8] = []
    for line in lines { text += line + newline }
    edits.append((start..<start, text))
  }

  /// The bytes with every edit made; nil when two edits overlap.
  func applied() -> [UInt8]? { applied(in: 0..<bytes.count) }

  /// The bytes of `range` with every edit made; nil when two edits overlap or one reaches
  /// outside it.
  func applied(in range: Range<Int>) -> [UInt8]? {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }
    var out: [UInt8] = []
    out.reserveCapacity(range.count + 256)
    var cursor = range.lowerBound
    for (_, edit) in ordered {
      guard edit.range.lowerBound >= cursor, edit.range.upperBound <= range.upperBound
      else { return nil }
      out += bytes[cursor..<edit.range.lowerBound]
      out += edit.with
      cursor = edit.range.upperBound
    }
    out += bytes[cursor..<range.upperBound]
    return out
  }

  /// The blanks before `position` on its line, when only blanks precede it there.
  func indent(at position: Int) -> [UInt8]? {
    let start = lineStart(position)
    let prefix = bytes[start..<position]
    return prefix.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? Array(prefix) : nil
  }

  /// Where the line holding `position` starts.
  func lineStart(_ position: Int) -> Int {
    var at = position
    while at > 0, bytes[at - 1] != 0x0A, bytes[at - 1] != 0x0D { at -= 1 }
    return at
  }

  /// Where the line break after `position` starts, when only blanks come between (the
  /// end of the file counts as a line break).
  func restOfLineIsBlank(from position: Int) -> Int? {
    var at = position
    while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
    return at == bytes.count || bytes[at] == 0x0A || bytes[at] == 0x0D ? at : nil
  }

  /// The range widened to its whole lines, line break included, when only blanks share
  /// them.
  func wholeLines(_ range: Range<Int>) -> Range<Int> {
    guard indent(at: range.lowerBound) != nil, var end = restOfLineIsBlank(from: range.upperBound)
    else { return range }
    if end < bytes.count, bytes[end] == 0x0D { end += 1 }
    if end < bytes.count, bytes[end] == 0x0A { end += 1 }
    return lineStart(range.lowerBound)..<end
  }
}
