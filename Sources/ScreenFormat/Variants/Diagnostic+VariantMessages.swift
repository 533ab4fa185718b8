import Basics

/// The messages about snapshot variants.
extension Messages {
  static func unknownVariantFormat(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownValue,
      "unknown snapshot format '\(text)'; a variant records 'text', 'voiceover' or 'svg'")
  }
}
