import Basics
import ScreenModel
import YAMLTree

extension ScreenDecoder {
  /// A row written as its title alone (`- Wi-Fi`).
  static func titledRow(_ node: Node, _ context: inout DecodeContext) -> Row? {
    if let scalar = node.scalar, scalar.style == .plain {
      warnKeyInTitle(scalar.text, at: node.mark, &context)
    }
    return context.template(node, key: "title").map { Row(title: $0) }
  }

  /// A row written `- title:Wi-Fi`: YAML reads one text, the row's title, where a key of a
  /// row and its value were meant (a new user's finding). Warned, with the space as a fix.
  static func warnKeyInTitle(_ text: String, at mark: Mark, _ context: inout DecodeContext) {
    // Most titles hold no colon, or none after a row's key: asked first, so a long feed's
    // rows cost a scan each and no copy.
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")),
      rowKeys.contains(String(text[..<colon])), let split = UnspacedKey.split(text)
    else { return }
    context.diagnostics.append(
      .warning(Messages.keyInTitle(text, key: split.key, spaced: split.spaced), at: mark)
        .fixed(by: .replace(with: split.spaced)))
  }
}
