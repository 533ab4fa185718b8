import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// The keys of IASK's own row kinds, read from the typed row below.
  static let iaskKindKeys: Set<String> = [
    "datePicker", "mode", "style", "minuteInterval", "textView", "mail", "custom", "height",
  ]

  /// Whether InAppSettingsKit holds one of its own row kinds (a date picker, a text view,
  /// a mail row, a custom view), written only with `--iask`; without it, the row is refused
  /// at its kind key.
  mutating func iaskKind(_ kind: RowKind, node: Node) -> Bool {
    let name: String
    switch kind {
    case .datePicker: name = "datePicker"
    case .textView: name = "textView"
    case .mail: name = "mail"
    case .custom: name = "custom"
    default: return false
    }
    guard iask else {
      error(ExportMessages.iaskOnly(name), at: SourceTree.key(name, in: node)?.mark ?? node.mark)
      return false
    }
    switch kind {
    case .textView(let field): placeholder(field, node: node)
    case .mail(let mail):
      let at = SourceTree.value("mail", in: node)
      text(mail.subject, key: "subject", at: SourceTree.value("subject", in: at))
      text(mail.body, key: "body", at: SourceTree.value("body", in: at))
    default: break
    }
    return true
  }

  /// A text field's or text view's placeholder, which IASK shows: no interpolation.
  mutating func placeholder(_ field: TextField, node: Node) {
    guard iask else { return }
    text(field.placeholder, key: "placeholder", at: SourceTree.value("placeholder", in: node))
  }
}
