import Basics

/// The messages about state keys, ids and choices that would be ambiguous later, side by
/// side.
extension Messages {
  package static func dottedStateKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidStateKey,
      "state key '\(key)' contains '.', but a '.' in '{…}', 'bind' and the other keys that name state is a path ('{a.b}' is key 'b' inside 'a'); nest it (\(key.split(separator: ".").first ?? ""): {…}) or rename it"
    )
  }
  package static func hiddenInStateKey(_ key: String, _ hidden: Unicode.Scalar)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidStateKey,
      "state key '\(key)' holds \(VisibleText.codePoint(hidden)), a character that shows nothing or changes how text reads, so it looks like another key; remove it"
    )
  }
  package static func storedNameOfNoKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownStateKey,
      "'\(key)' in 'storedNames' is not a key of 'state'; a stored name belongs to a state key")
  }
  package static func storedNameTwice(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .duplicateStoredName,
      "two state keys are stored under '\(name)'; each needs a name of its own")
  }
  package static let storedNameFirst = "the first state key stored under it is here"
  package static let storedNameNotText = Diagnostic.Message(
    .wrongType,
    "a stored name is text (the Key Settings stores the value under)")
  package static func stateShadowsCount(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .shadowedName,
      "state key '\(key)' has the name of the built-in count '{\(key)}', so '{\(key)}' could mean either; rename it"
    )
  }
  package static func idProblem(_ id: String) -> Diagnostic.Message? {
    // Bytes, not characters: this runs for every screen of a large folder.
    let bytes = id.utf8
    guard let first = bytes.first else {
      return Diagnostic.Message(.invalidScreenName, "a screen id cannot be empty")
    }
    if first == UInt8(ascii: ".") || bytes.contains(where: { $0 == 0x2F || $0 == 0x5C || $0 == 0 })
    {
      return Diagnostic.Message(
        .invalidScreenName,
        "screen id '\(id)' cannot name a snapshot file: an id may not start with '.' or contain '/' or '\\'"
      )
    }
    if bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }),
      let hidden = VisibleText.firstHidden(in: id)
    {
      return Diagnostic.Message(
        .invalidScreenName,
        "screen id '\(id)' holds \(VisibleText.codePoint(hidden)), a character that shows nothing or changes how text reads, so it looks like another id; remove it"
      )
    }
    return nil
  }

  package static func duplicateChoice(_ title: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .duplicateChoice,
      "two choices are titled '\(title)'; a tap or a checkmark could not tell them apart")
  }
  package static let firstChoice = "the first is here"
}
