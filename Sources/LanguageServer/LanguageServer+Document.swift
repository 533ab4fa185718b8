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
      }
    }
    /// Where each line of `bytes` starts (``LineStarts``), kept true across changes; nil
    /// until first asked.
    package var lines: [Int]?
    /// The text before the last changes and those changes in bytes: the next changes are
    /// made in this buffer after these, rather than in a copy of `bytes`, whose buffer the
    /// loads kept of it may still share.
    private var spare: (bytes: [UInt8], edits: [TextChange.ByteEdit])?

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
    }
  }
}
