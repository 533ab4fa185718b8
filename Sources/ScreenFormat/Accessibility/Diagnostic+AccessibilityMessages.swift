import Basics
import ScreenModel

extension Messages {
  static func unnamedControl(_ kind: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unnamedControl,
      "VoiceOver reads this \(kind) without a name; add 'accessibilityLabel' (a Settings slider has no title)"
    )
  }
  static func nameWithoutWords(_ label: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unnamedControl,
      "VoiceOver reads '\(label)' as this row's name, which has no letter or digit; add 'accessibilityLabel'"
    )
  }
  static func sameButtonName(_ label: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .ambiguousButtonName,
      "two buttons of this screen are read as '\(label)' but do different things; give one an 'accessibilityLabel'"
    )
  }
  static let firstButtonName = "the other button read that way"

  static func bidiOverride(_ codePoint: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .bidiOverride,
      "this text holds \(codePoint), a bidirectional override, so what follows it is drawn in another order than it is written; remove it (right-to-left text needs none)"
    )
  }
  static let zeroWidthSpace = Diagnostic.Message(
    .zeroWidthSpace,
    "this text holds a zero-width space (U+200B), which is drawn and read as nothing; remove it unless a line is meant to break there"
  )
}
