/// Light or dark, as iOS's appearance: colour output (terminal colours, SVG, HTML) follows
/// it; plain text is the same in both. The YAML spelling is `appearance: dark`.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// The default.
  case light
  /// iOS's dark palette: dark backgrounds, light labels, the dark variants of the tints.
  case dark
}
