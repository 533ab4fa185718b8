import Basics

extension LanguageServer {
  /// An open document: its text, where its lines start, and the text before its last
  /// changes in a second buffer, so that a change is made in place in bytes nothing else
  /// holds (the loads kept of the text share its buffer until the next check).
  package struct Document: Sendable {
    package var uri: String
    /// The text.
    package var bytes: [UInt8] {
      didSet {
        lines = nil
        spare = nil
        lastEdit = nil
      }
    }
    /// Where each line of `bytes` starts (``LineStarts``), kept true across changes; nil
    /// until first asked.
    package var lines: [Int]?
    /// The text before the last changes and those changes in bytes: the next changes are
    /// made in this buffer after these, rather than in a copy of `bytes`, whose buffer the
    /// loads kept of it may still share.
    private var spare: (bytes: [UInt8], edits: [TextChange.ByteEdit])?
    /// What the last changes changed, from the text before them (``TextEdit``).
    package private(set) var lastEdit: TextEdit?

    package init(uri: String, bytes: [UInt8]) {
      self.uri = uri
      self.bytes = bytes
    }

    /// Applies an editor's changes in turn, keeping the lines' starts true: in the spare
    /// buffer, brought up to date first, when there is one; else in a copy of the text.
    package mutating func apply(_ changes: [TextChange]) {
      var starts = lines ?? LineStarts.of(bytes)
      // Taken out, so that the starts are changed in place rather than copied.
      lines = nil
      var text: [UInt8] = []
      if var kept = spare {
        // Taken out, so that its buffer is changed in place (when nothing else holds it).
        spare = nil
        swap(&text, &kept.bytes)
        for edit in kept.edits { edit.apply(to: &text) }
      } else {
        text = bytes
      }
      var edits: [TextChange.ByteEdit] = []
      for change in changes { edits.append(change.apply(to: &text, lines: &starts)) }
      // Kept to be brought up to date at the next change.
      let previous = bytes
      bytes = text
      lines = starts
      spare = (previous, edits)
      lastEdit = Self.edit(from: previous, to: bytes, edits)
    }

    /// The edit from `old` to `new` that covers `edits`, made in turn.
    private static func edit(from old: [UInt8], to new: [UInt8], _ edits: [TextChange.ByteEdit])
      -> TextEdit?
    {
      var start = old.count
      var suffix = old.count
      var length = old.count
      for edit in edits {
        start = min(start, edit.range.lowerBound)
        suffix = min(suffix, length - edit.range.upperBound)
        length += edit.text.utf8.count - edit.range.count
      }
      guard start + suffix <= old.count else { return nil }
      return TextEdit(
        old: old, new: new, replacing: start..<(old.count - suffix),
        count: new.count - suffix - start)
    }
  }
}
