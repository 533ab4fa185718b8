import ScreenDrawing

/// What a snapshot pins, in the library's one list of formats: the text drawing (with its
/// colour legend), the VoiceOver transcript, or the SVG picture.
///
/// A transcript ends the snapshot's name (`settings.voiceover.snap`,
/// `settings@de.voiceover.snap`) and is named in its header (`format: voiceover`). A picture
/// is a file of its own kind: `settings@de.svg`, the SVG document alone (pending:
/// `settings@de.svg.new`).
extension OutputFormat {
  /// The formats `snapshot --format` and a snapshot variant's `format` take, in the order
  /// they are listed.
  package static let snapshotted: [OutputFormat] = [.text, .voiceover, .svg]

  /// The snapshotted format named `name`, or nil (`html` is no snapshot).
  package init?(snapshotted name: String) {
    guard let format = OutputFormat(rawValue: name), OutputFormat.snapshotted.contains(format)
    else { return nil }
    self = format
  }

  /// The suffix the format adds to a snapshot's name (`.voiceover`); none for text and
  /// pictures, whose files' extensions tell them apart.
  package var nameSuffix: String { self == .voiceover ? "." + rawValue : "" }

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
