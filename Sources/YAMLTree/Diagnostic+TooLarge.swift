import Basics

extension Diagnostic {
  /// The error for a file larger than the size limit.
  package static func tooLarge(_ size: Int, limit: Int, at mark: Mark) -> Diagnostic {
    Diagnostic.error(Messages.tooLarge(size, limit: limit), at: mark)
  }
}
