import Basics

extension TreeSplice {
  /// The new lines of a run parsed alone, as entries of its mapping at their own lines.
  struct Fragment {
    var run: Run
    /// The new entries, at their lines in the new text.
    var pairs: [Pair]
    /// Their parse diagnostics, but for keys of the mapping written twice (found again
    /// against the whole mapping).
    var diagnostics: [Diagnostic]
    var lineDelta: Int
    /// The bytes of the old text that differ from the new.
    var editedBytes: Range<Int>
    /// How many bytes of the new text took their place.
    var insertedBytes: Int
  }

  /// The fragment an edit from `before` (whose lines start at `lines`) to `after`
  /// re-parses, or nil when there is none that can be shown to parse as it does in the
  /// whole text.
  static func fragment(
    _ before: UnsafeBufferPointer<UInt8>, _ after: UnsafeBufferPointer<UInt8>, _ root: [Pair],
    lines: [Int], limits: ParseLimits, edit: Edit?
  ) -> Fragment? {
    let lineCount = lines.count
    guard let (prefix, oldEnd, newEnd) = difference(before, after, edit) else { return nil }
    let first = LineStarts.line(of: prefix, in: lines)
    let last = LineStarts.line(of: oldEnd, in: lines)
    let delta = TextLines.newlines(in: after, prefix..<newEnd) - (last - first)
    let contentEnd = contentEnd(before, lineCount: lineCount)
    guard
      var run = run(
        in: root, lastLine: lineCount, contentEnd: contentEnd, changed: first...last)
    else { return nil }
    let start = TextLines.lineStart(before, before: prefix, back: first - run.lines.lowerBound)
    let end =
      run.lines.upperBound >= lineCount
      ? before.count : TextLines.lineEnd(before, from: oldEnd, over: run.lines.upperBound - last)
    let edited = start..<(end + newEnd - oldEnd)
    // Half the file or more: a parse of the whole costs about the same.
    guard edited.count * 2 < after.count,
      !TextLines.hasMarkerOrReturn(before, start..<end),
      !TextLines.hasMarkerOrReturn(after, edited)
    else { return nil }
    let bytes = Array(after[edited])
    guard var parsed = parse(bytes, limits, depth: run.parent == nil ? 0 : 1) else { return nil }
    if let column = parsed.pairs.first?.key.mark.column, column != run.column {
      // New keys after the root's last one, written at the column of the mapping its last
      // key holds, are that mapping's.
      guard run.parent == nil, run.entries.isEmpty, let last = root.indices.last,
        root[last].value.isBlockMapping, let inner = root[last].value.mapping,
        inner[0].key.mark.column == column,
        let again = parse(bytes, limits, depth: 1)
      else { return nil }
      run = Run(
        parent: last, entries: inner.count..<inner.count, lines: run.lines, column: column)
      parsed = again
    }
    // A mapping left with no entries is no longer one (a key with no value is null).
    let left =
      (run.parent.flatMap { root[$0].value.mapping?.count } ?? root.count) - run.entries.count
    guard parsed.pairs.allSatisfy({ $0.key.mark.column == run.column }),
      left + parsed.pairs.count > 0
    else { return nil }
    let offset = run.lines.lowerBound - 1
    let keyMarks = Set(parsed.pairs.map(\.key.mark))
    let diagnostics = parsed.diagnostics.filter {
      !($0.code == .duplicateKey && keyMarks.contains($0.mark))
    }
    return Fragment(
      run: run,
      pairs: parsed.pairs.map {
        var pair = $0
        pair.moveLines(by: offset)
        return pair
      },
      diagnostics: diagnostics.map { $0.movingLines(after: 0, by: offset) },
      lineDelta: delta, editedBytes: prefix..<oldEnd, insertedBytes: newEnd - prefix)
  }

  /// Where `before` and `after` differ: the end of the bytes they share first, and where
  /// those they share last start in each. Told by `edit` when given (the bytes replaced and
  /// how many took their place), else found by comparing them; nil when they are the same.
  private static func difference(
    _ before: UnsafeBufferPointer<UInt8>, _ after: UnsafeBufferPointer<UInt8>, _ edit: Edit?
  ) -> (prefix: Int, oldEnd: Int, newEnd: Int)? {
    if let edit {
      let prefix = edit.range.lowerBound
      guard edit.range.upperBound <= before.count, prefix + edit.count <= after.count,
        before.count - edit.range.upperBound == after.count - prefix - edit.count,
        !edit.range.isEmpty || edit.count > 0
      else { return nil }
      return (prefix, edit.range.upperBound, prefix + edit.count)
    }
    let prefix = TextLines.commonPrefix(before, after)
    guard prefix < max(before.count, after.count) else { return nil }
    let suffix = TextLines.commonSuffix(
      before, after, limit: min(before.count, after.count) - prefix)
    return (prefix, before.count - suffix, after.count - suffix)
  }

  /// A fragment's entries and parse diagnostics (its own lines), or nil when it does not
  /// parse as a block mapping's entries (or as nothing but comments), or uses what a part
  /// cannot: anchors, aliases, block scalars. `depth` mappings enclose it in the file.
  private static func parse(_ bytes: [UInt8], _ limits: ParseLimits, depth: Int)
    -> (pairs: [Pair], diagnostics: [Diagnostic])?
  {
    var limits = limits
    limits.maxDepth -= depth
    let result = YAMLParser.parse(
      bytes, limits: limits, streaming: nil, pipelineThreshold: .max)
    guard !result.usesAnchors else { return nil }
    // Nothing but blank lines and comments: no entries.
    guard let root = result.root else {
      return result.diagnostics.allSatisfy { $0.code == .emptyFile } ? ([], []) : nil
    }
    if let scalar = root.scalar, scalar.style == .plain, scalar.text.isEmpty {
      return ([], result.diagnostics)
    }
    guard root.isBlockMapping, let pairs = root.mapping, !root.holdsBlockScalar else {
      return nil
    }
    return (pairs, result.diagnostics)
  }
}
