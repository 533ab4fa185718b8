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
}
