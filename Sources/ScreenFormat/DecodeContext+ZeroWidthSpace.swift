import Basics

extension DecodeContext {
  /// A warning at a text that holds a zero-width space (U+200B): every drawing and
  /// VoiceOver show it as nothing, as iOS does, so it hides where a line may break or
  /// makes two texts that look alike differ. Real apps' titles hold one by accident.
  mutating func flagZeroWidthSpace(_ text: String, at mark: Mark) {
    guard VisibleText.holdsZeroWidthSpace(text) else { return }
    diagnostics.append(.warning(Messages.zeroWidthSpace, at: mark))
  }
}
