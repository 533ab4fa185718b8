extension Diagnostic {
  /// A message as its constructor gives it: the kind of problem and its words.
  public struct Message: Sendable, Equatable {
    /// The kind of problem, stable across wordings.
    public var code: DiagnosticCode
    /// The words: lowercase, no trailing period, names in single quotes.
    public var text: String

    /// Creates a message of a kind.
    public init(_ code: DiagnosticCode, _ text: String) {
      self.code = code
      self.text = text
    }

    /// This message with `more` written after its words (a hint that belongs to it).
    public static func + (message: Message, more: String) -> Message {
      Message(message.code, message.text + more)
    }
  }
}
