import ScreenModel

/// What a snapshot pins, in the library's one list of formats: the text drawing (with its
/// colour legend), the VoiceOver transcript, or the SVG picture.
///
/// A transcript ends the snapshot's name (`settings.voiceover.snap`,
/// `settings@de.voiceover.snap`) and is named in its header (`format: voiceover`). A picture
/// is a file of its own kind: `settings@de.svg`, the SVG document alone (pending:
/// `settings@de.svg.new`).
extension OutputFormat {
  /// A reference file's extension: `.snap`, or `.svg` for a picture.
  package var referenceSuffix: String { self == .svg ? ".svg" : SnapshotFolder.referenceSuffix }

  /// A pending file's extension: `.snap.new`, or `.svg.new` for a picture.
  package var pendingSuffix: String { referenceSuffix + ".new" }

  /// The format a pending file's name says: a picture for `.svg.new`, else text (a
  /// transcript's `.snap.new` holds its format in its header).
  package static func ofPending(_ fileName: String) -> OutputFormat {
    fileName.hasSuffix(OutputFormat.svg.pendingSuffix) ? .svg : .text
  }
}
