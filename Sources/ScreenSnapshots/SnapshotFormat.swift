/// What a snapshot pins: the text drawing (with its colour legend), or the VoiceOver
/// transcript. A format other than text ends the snapshot's name (`settings.voiceover.snap`,
/// `settings@de.voiceover.snap`) and is named in its header (`format: voiceover`).
package enum SnapshotFormat: String, Sendable, CaseIterable {
  /// The text drawing.
  case text
  /// The VoiceOver transcript.
  case voiceover

  /// The suffix the format adds to a snapshot's name.
  package var nameSuffix: String { self == .text ? "" : "." + rawValue }
}
