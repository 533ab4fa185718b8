/// What a screen is drawn as: the one list of output formats, which `render --format`,
/// `snapshot`, the gallery, `play` and the library share.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// Text in a frame (Unicode or ASCII, with or without colour).
  case text
  /// An iOS-like picture: a standalone SVG document.
  case svg
  /// A standalone HTML page holding the picture.
  case html
  /// What VoiceOver reads: each element, in order, with its lines.
  case voiceover

  /// The formats a snapshot records (`snapshot --format`, a snapshot variant's `format`), in
  /// the order they are listed: every format but the HTML page, which holds the picture.
  package static let snapshotted: [OutputFormat] = allCases.filter(\.isSnapshotted)

  /// Whether a snapshot records the format.
  package var isSnapshotted: Bool {
    switch self {
    case .text, .voiceover, .svg: true
    case .html: false
    }
  }

  /// The snapshotted format named `name`, or nil (`html` is no snapshot).
  package init?(snapshotted name: String) {
    guard let format = OutputFormat(rawValue: name), format.isSnapshotted else { return nil }
    self = format
  }

  /// The suffix the format adds to a snapshot's name (`.voiceover`); none for text and
  /// pictures, whose files' extensions tell them apart.
  package var nameSuffix: String {
    switch self {
    case .voiceover: "." + rawValue
    case .text, .svg, .html: ""
    }
  }

  /// Whether a scenario in the format is written a frame at a time (text and VoiceOver: a
  /// transcript of captioned frames), so that a long one holds one frame, not all; a
  /// picture's strip and its page are made whole.
  package var streamsFrames: Bool {
    switch self {
    case .text, .voiceover: true
    case .svg, .html: false
    }
  }
}
