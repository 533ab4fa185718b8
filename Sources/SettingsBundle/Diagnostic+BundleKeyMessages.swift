import Basics

/// The message of a specifier's key the screens do not model.
extension BundleMessages {
  static func unknownKey(_ key: String, type: String, uses: Int, near: String? = nil)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .unknownKey,
      "'\(key)' is not a key of \(type) the screens model"
        + (near.map { " (did you mean '\($0)'? Settings reads only that)" } ?? "")
        + "; it is kept in the row's or section's 'settings'" + moreUses(uses))
  }
}
