import Basics

/// A parsed file after an edit of a few of its lines, made by parsing those lines alone and
/// putting what they hold in place of what they held: the entries of one block mapping (the
/// root's, or the one a root key holds, such as `app.yaml`'s 50,000 `state` keys), found as
/// the smallest run of whole entries, from a key's line to the next key's, that holds every
/// changed line. Its tree and parse diagnostics are the ones a parse of the whole new text
/// gives; when that cannot be shown (the lines do not parse alone as entries of that mapping
/// at its column, the file names anchors or aliases, holds `|` or `>` scalars, `\r`, document
/// markers or directives in those lines), there is no splice and the caller parses in full.
///
/// ```swift
/// var base = TreeSplice.Base(bytes: bytes, result: YAMLParser.parse(bytes))
/// if let splice = base?.splice(edited, limits: .default) { use(base?.root, splice.keys) }
/// ```
package struct TreeSplice: Sendable {
  /// The mapping whose entries were replaced: nil for the root's, else the index of the
  /// root's pair whose value it is.
  package var parent: Int?
  /// The old entries replaced (their indices); the new ones start at the same index.
  package var replaced: Range<Int>
  /// How many entries took their place.
  package var inserted: Int
  /// The old entries replaced.
  package var removed: [Pair]
  /// The last old line replaced; every line after it moved `lineDelta` lines.
  package var lastOldLine: Int
  /// How many lines were added (removed, when negative).
  package var lineDelta: Int
  /// The keys of the entries replaced and of those that took their place.
  package var keys: Set<String>
  /// The new document's parse diagnostics.
  package var diagnostics: [Diagnostic]
  /// How many lines the new text has (counting the empty one after a last `\n`).
  package var lineCount: Int
  /// The bytes of the old text that differ from the new (a range of the old text).
  package var editedBytes: Range<Int>
  /// How many bytes of the new text took their place.
  package var insertedBytes: Int

  /// An edit told rather than found: the bytes of the old text replaced, and how many
  /// bytes of the new text took their place.
  package typealias Edit = (range: Range<Int>, count: Int)

  /// The splice of `new` into the parse of `old` (`root`, its parse `diagnostics`, and
  /// where its lines start, ``LineStarts``), or nil when it cannot be shown equal to a
  /// parse of `new`. The caller answers for `old`: no byte-order mark, no `\r`, no anchor
  /// or alias, no block scalar (``Node/holdsBlockScalar``), a block mapping at the root;
  /// and for `edit`, when given: `new` is `old` with its `range` replaced by `count` bytes.
  package init?(
    old: [UInt8], root: inout Node, diagnostics: [Diagnostic], lines: [Int], new: [UInt8],
    limits: ParseLimits, edit: Edit? = nil
  ) {
    guard new.count <= limits.maxBytes, !new.starts(with: YAMLParser.byteOrderMark),
      root.isBlockMapping,
      let found = Self.fragment(old, new, root, lines: lines, limits: limits, edit: edit)
    else { return nil }
    let lineCount = lines.count
    // Taken out, so that the tree is changed in place rather than copied.
    guard case .mapping(var pairs) = root.content else { return nil }
    root.content = .mapping([])
    let run = found.run
    let delta = found.lineDelta
    var keys: Set<String> = []
    var removed: [Pair] = []
    if let parent = run.parent, case .mapping(var inner) = pairs[parent].value.content {
      pairs[parent].value.content = .mapping([])
      removed = Array(inner[run.entries])
      keys = Self.keys(of: inner[run.entries], found.pairs)
      self.diagnostics = Self.diagnostics(diagnostics, found, mapping: inner, affected: keys)
      Self.replace(&inner, run, with: found.pairs, delta: delta)
      // A block mapping starts at its first key.
      if let first = inner.first { pairs[parent].value.mark = first.key.mark }
      pairs[parent].value.content = .mapping(inner)
      if delta != 0 {
        for index in pairs.indices.dropFirst(parent + 1) { pairs[index].moveLines(by: delta) }
      }
    } else {
      removed = Array(pairs[run.entries])
      keys = Self.keys(of: pairs[run.entries], found.pairs)
      self.diagnostics = Self.diagnostics(diagnostics, found, mapping: pairs, affected: keys)
      Self.replace(&pairs, run, with: found.pairs, delta: delta)
    }
    self.keys = keys
    self.removed = removed
    if let first = pairs.first { root.mark = first.key.mark }
    root.content = .mapping(pairs)
    parent = run.parent
    replaced = run.entries
    inserted = found.pairs.count
    lastOldLine = run.lines.upperBound
    lineDelta = delta
    self.lineCount = lineCount + delta
    editedBytes = found.editedBytes
    insertedBytes = found.insertedBytes
  }

  /// The fragment of the edit from `old` to `new`, given the root of `old`'s parse.
  private static func fragment(
    _ old: [UInt8], _ new: [UInt8], _ root: Node, lines: [Int], limits: ParseLimits, edit: Edit?
  ) -> Fragment? {
    guard case .mapping(let pairs) = root.content else { return nil }
    return old.withUnsafeBufferPointer { before in
      new.withUnsafeBufferPointer { after in
        fragment(before, after, pairs, lines: lines, limits: limits, edit: edit)
      }
    }
  }

  /// The keys of the entries replaced and of the new ones.
  private static func keys(of old: ArraySlice<Pair>, _ new: [Pair]) -> Set<String> {
    Set((old + new).compactMap { $0.key.scalar?.text })
  }

  /// The entries of `run` replaced by `new`, and those after them moved `delta` lines.
  private static func replace(_ pairs: inout [Pair], _ run: Run, with new: [Pair], delta: Int) {
    pairs.replaceSubrange(run.entries, with: new)
    guard delta != 0 else { return }
    for index in pairs.indices.dropFirst(run.entries.lowerBound + new.count) {
      pairs[index].moveLines(by: delta)
    }
  }
}
