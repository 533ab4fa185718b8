/// What a diagnostic's kind says about it beyond its words: the facts that used to be flags
/// set beside each message.
extension DiagnosticCode {
  /// Whether an error of this kind is a mistake Settings shows without a word, so the
  /// screen is still drawn, as Settings draws it (the error still fails the command).
  public var isPreviewable: Bool {
    switch self {
    case .emptyBinding, .valueNotHeld, .bindingsDisagree, .noChoices: true
    default: false
    }
  }

  /// The limit a diagnostic of this kind says the file went past, for whoever shows it to
  /// say how to raise it.
  package var exceededLimit: ExceededLimit? {
    switch self {
    case .fileTooLarge: .fileSize
    case .tooManyValues: .values
    default: nil
    }
  }
}
