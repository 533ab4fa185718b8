/// What an edit changed of a text, told to whoever kept a parse of the text before it, so
/// that the two texts need not be compared: the bytes before `start` and the last `suffix`
/// bytes are the same in both. It names the two texts by their buffers (``address(of:)``),
/// so that it is never taken for an edit of another text: a buffer held is never changed.
///
/// ```swift
/// var edit = TextEdit(old: before, new: after, replacing: 4..<9, count: 2)
/// _ = edit?.then(next)  // before → next's new text, covering both
/// ```
package struct TextEdit: Sendable, Equatable {
  /// The old text's buffer and length.
  package var old: (address: UInt, count: Int)
  /// The new text's buffer and length.
  package var new: (address: UInt, count: Int)
  /// How many leading bytes the two texts share (at least).
  package private(set) var start: Int
  /// How many trailing bytes they share (at least), not overlapping `start`.
  package private(set) var suffix: Int

  /// The edit of `old` to `new` that replaced `range` of `old` with `count` bytes; nil when a
  /// text has no buffer of its own to name it by (an empty one).
  package init?(old: [UInt8], new: [UInt8], replacing range: Range<Int>, count: Int) {
    guard let before = Self.address(of: old), let after = Self.address(of: new),
      range.upperBound <= old.count, new.count == old.count - range.count + count
    else { return nil }
    self.old = (before, old.count)
    self.new = (after, new.count)
    start = range.lowerBound
    suffix = old.count - range.upperBound
  }

  /// This edit followed by `next`, an edit of its new text: an edit from the same old
  /// text to `next`'s new one, covering both. False (and this edit unchanged) when `next`
  /// is not an edit of this one's new text.
  package mutating func then(_ next: TextEdit) -> Bool {
    guard next.old == new else { return false }
    start = min(start, next.start)
    suffix = min(suffix, next.suffix)
    new = next.new
    return true
  }

  /// Whether this is the edit from `old` to `new`: the same buffers, of the same lengths.
  package func isEdit(from old: [UInt8], to new: [UInt8]) -> Bool {
    Self.address(of: old) == self.old.address && old.count == self.old.count
      && Self.address(of: new) == self.new.address && new.count == self.new.count
  }

  /// The bytes of the old text replaced, and how many bytes of the new took their place.
  package var replaced: (range: Range<Int>, count: Int) {
    (start..<(old.count - suffix), new.count - suffix - start)
  }

  /// The buffer of a non-empty text, or nil.
  package static func address(of bytes: [UInt8]) -> UInt? {
    guard !bytes.isEmpty else { return nil }
    return bytes.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
  }

  package static func == (a: TextEdit, b: TextEdit) -> Bool {
    a.old == b.old && a.new == b.new && a.start == b.start && a.suffix == b.suffix
  }
}
