/// What a snapshot pins: the text drawing (with its colour legend), or the VoiceOver
/// transcript. A format other than text ends the snapshot's name (`settings.voiceover.snap`,
/// `settings@de.voiceover.snap`) and is named in its header (`format: voiceover`).
public enum SnapshotFormat: String, Sendable, CaseIterable {
  /// The text drawing.
  case text
  /// The VoiceOver transcript.
  case voiceover

  /// The suffix the format adds to a snapshot's name.
  public var nameSuffix: String { self == .text ? "" : "." + rawValue }
}
