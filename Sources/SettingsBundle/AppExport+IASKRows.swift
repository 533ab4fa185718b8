import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// Whether InAppSettingsKit's own row kind (`name`: a date picker, a text view, a mail
  /// row, a custom view) is written: only with `--iask`; without it, the row is refused at
  /// its kind key.
  mutating func iaskKind(_ name: String, node: Node) -> Bool {
    guard iask else {
      error(ExportMessages.iaskOnly(name), at: SourceTree.key(name, in: node)?.mark ?? node.mark)
      return false
    }
    return true
  }

  /// A text field's or text view's placeholder, which IASK shows: no interpolation.
  mutating func placeholder(_ field: TextField, node: Node) {
    guard iask else { return }
    text(field.placeholder, key: "placeholder", at: SourceTree.value("placeholder", in: node))
  }
}
