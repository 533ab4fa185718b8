/// A limit of ``ParseLimits`` (or of a plist reader's limits) that a file went past, for
/// whoever shows the diagnostic to say how to raise it.
package enum ExceededLimit: Sendable, Equatable {
  /// The file's size in bytes (`maxBytes`).
  case fileSize
}

extension Diagnostic {
  /// The error for a file larger than the size limit.
  package static func tooLarge(_ size: Int, limit: Int, at mark: Mark) -> Diagnostic {
    var diagnostic = Diagnostic.error(Messages.tooLarge(size, limit: limit), at: mark)
    diagnostic.exceeded = .fileSize
    return diagnostic
  }
}
