/// The limits that keep a crafted plist or `.strings` file from exhausting time or memory.
///
/// Each is checked while the file is read; crossing one is a located error. The defaults
/// sit far above any real Settings bundle (the largest plist of 51 real apps is 60 KB).
package struct PlistLimits: Sendable, Equatable {
  /// The largest file accepted, in bytes, checked before parsing. Default 4 MiB.
  package var maxBytes: Int
  /// The deepest nesting of arrays and dictionaries. Default 64.
  package var maxDepth: Int
  /// How many nodes a file may give in all (in a binary plist, an object referred to twice
  /// counts twice). Default 1,000,000.
  package var maxNodes: Int

  /// Creates limits; each argument defaults to the documented default.
  package init(maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// The default limits.
  package static let `default` = PlistLimits()
}
