import Basics

extension PendingSnapshot {
  /// What `snapshot review`, `accept` and `reject` do with each pending file.
  package enum Verb: String, Sendable, CaseIterable {
    /// Show each, and ask what to do with it where someone can answer.
    case review
    /// Make each the reference.
    case accept
    /// Remove each.
    case reject
  }

  /// An answer to `review`'s question about a file.
  package enum Answer: Sendable, Equatable {
    case accept, reject, skip

    /// The answer typed: `a` or `accept`, `r` or `reject`, `s`, `skip` or nothing (in any
    /// case, spaces around it ignored); nil for anything else, which is asked again.
    package init?(typed text: String) {
      switch text.trimmingSpaces().lowercased() {
      case "a", "accept": self = .accept
      case "r", "reject": self = .reject
      case "s", "skip", "": self = .skip
      default: return nil
      }
    }
  }

  /// Accepts the file (``accept()``) or rejects it (``reject()``), and says so:
  /// `accepted REFERENCE` or `rejected PENDING`, the path as a terminal shows it.
  package func settle(accepting: Bool) throws(Failure) -> String {
    if accepting {
      try accept()
      return "accepted \(VisibleText.escaped(referencePath))\n"
    }
    try reject()
    return "rejected \(VisibleText.escaped(path))\n"
  }
}
