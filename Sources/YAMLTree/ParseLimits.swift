import Basics

/// The limits that keep a crafted file from exhausting time or memory.
///
/// Every limit is checked while the file is read, and crossing one is a located error.
/// The defaults sit far above any hand-written screen.
public struct ParseLimits: Sendable, Equatable {
  /// The largest file accepted, in bytes, checked before parsing. Default 1 MiB.
  /// The command-line spelling is `--max-size BYTES`.
  public var maxBytes: Int
  /// The deepest nesting of sequences and mappings. Default 64.
  public var maxDepth: Int
  /// How many nodes aliases may add in all, counting every node of each aliased
  /// subtree each time it is used. Default 10,000.
  public var maxAliasExpansion: Int
  /// The longest mapping key, in bytes. Default 1,024.
  public var maxKeyBytes: Int
  /// How many nodes the templates one screen file uses may add in all, counting every node
  /// of a template each time it is used (through other templates too). Default 250,000.
  public var maxTemplateExpansion: Int

  /// Creates limits; each argument defaults to the documented default.
  public init(
    maxBytes: Int = 1 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 10_000,
    maxKeyBytes: Int = 1_024, maxTemplateExpansion: Int = 250_000
  ) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxKeyBytes = maxKeyBytes
    self.maxTemplateExpansion = maxTemplateExpansion
  }

  /// The default limits.
  public static let `default` = ParseLimits()
}
