/// What a snapshot pins: the text drawing (with its colour legend), the VoiceOver
/// transcript, or the SVG picture.
///
/// A transcript ends the snapshot's name (`settings.voiceover.snap`,
/// `settings@de.voiceover.snap`) and is named in its header (`format: voiceover`). A picture
/// is a file of its own kind: `settings@de.svg`, the SVG document alone (pending:
/// `settings@de.svg.new`).
package enum SnapshotFormat: String, Sendable, CaseIterable {
  /// The text drawing.
  case text
  /// The VoiceOver transcript.
  case voiceover
  /// The SVG picture, as `render --format svg` draws it.
  case svg

  /// The suffix the format adds to a snapshot's name (`.voiceover`); none for text and
  /// pictures, whose files' extensions tell them apart.
  package var nameSuffix: String { self == .voiceover ? "." + rawValue : "" }

  /// A reference file's extension: `.snap`, or `.svg` for a picture.
  package var referenceSuffix: String { self == .svg ? ".svg" : SnapshotFolder.referenceSuffix }

  /// A pending file's extension: `.snap.new`, or `.svg.new` for a picture.
  package var pendingSuffix: String { referenceSuffix + ".new" }

  /// The format a pending file's name says: a picture for `.svg.new`, else text (a
  /// transcript's `.snap.new` holds its format in its header).
  package static func ofPending(_ fileName: String) -> SnapshotFormat {
    fileName.hasSuffix(SnapshotFormat.svg.pendingSuffix) ? .svg : .text
  }
}
