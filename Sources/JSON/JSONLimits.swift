/// The limits that keep crafted JSON from exhausting time or memory.
///
/// Each is checked while the text is read, and crossing one is a located error: the size
/// before reading, the depth before an array or object is opened (the reader keeps its own
/// stack, so no depth can overflow the thread's), the values as each is read. The
/// defaults are those of the plist readers, far above any real String Catalog.
package struct JSONLimits: Sendable, Equatable {
  /// The largest text accepted, in bytes, checked before parsing. Default 4 MiB.
  package var maxBytes: Int
  /// The deepest nesting of arrays and objects. Default 64. The reader needs no stack for
  /// it, but a node's `value` and its release recurse once a level: raise it far only for
  /// text that is trusted.
  package var maxDepth: Int
  /// How many values a text may hold in all (an object's keys are not counted). Default
  /// 1,000,000.
  package var maxNodes: Int

  /// Creates limits; each argument defaults to the documented default.
  package init(maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// The default limits.
  package static let `default` = JSONLimits()
}
