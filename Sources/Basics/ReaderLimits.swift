/// The limits that keep a crafted file (a plist, a `.strings` file, JSON) from exhausting
/// time or memory: one type for every reader below the screens, so their defaults and
/// their meaning cannot drift apart.
///
/// Each is checked while the file is read, and crossing one is a located error: the size
/// before reading, the depth before an array or dictionary is opened, the nodes as each is
/// read. The defaults sit far above any real Settings bundle or String Catalog (the
/// largest plist of 51 real apps is 60 KB).
package struct ReaderLimits: Sendable, Equatable {
  /// The largest file accepted, in bytes, checked before parsing. Default 4 MiB.
  package var maxBytes: Int
  /// The deepest nesting of arrays and dictionaries (JSON's objects). Default 64. The JSON
  /// reader needs no stack for it, but a node's value and its release recurse once a level:
  /// raise it far only for text that is trusted.
  package var maxDepth: Int
  /// How many nodes a file may give in all (in a binary plist, an object referred to twice
  /// counts twice; a JSON object's keys are not counted). Default 1,000,000.
  package var maxNodes: Int

  /// Creates limits; each argument defaults to the documented default.
  package init(maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// The default limits.
  package static let `default` = ReaderLimits()

  /// The bytes of the size limit that pay for one value: the default limits' ratio
  /// (4 MiB for 1,000,000 values, about 4.2 bytes a value; a String Catalog spends 15 to
  /// 20 bytes a value).
  package static let bytesPerValue = (4 << 20) / 1_000_000

  /// The default limits with the size limit set to `maxBytes`, and the value limit raised
  /// with it: never below its default, else a value for every ``bytesPerValue`` bytes, so
  /// a file that a raised size lets in is not refused for holding the values its size
  /// holds (a 50 MB String Catalog).
  package init(raisingSizeTo maxBytes: Int) {
    self.init(maxBytes: maxBytes)
    maxNodes = max(maxNodes, maxBytes / Self.bytesPerValue)
  }
}
