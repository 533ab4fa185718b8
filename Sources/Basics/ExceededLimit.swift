/// A limit of ``ParseLimits`` (or of a plist reader's limits) that a file went past, for
/// whoever shows the diagnostic to say how to raise it.
package enum ExceededLimit: Sendable, Equatable {
  /// The file's size in bytes (`maxBytes`).
  case fileSize
  /// How many values a plist, `.strings` file or JSON file gives (`maxNodes`), which grows
  /// with the size limit (``ReaderLimits/init(raisingSizeTo:)``).
  case values
}
