import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// The keys of IASK's own row kinds, read from the typed row below.
  static let iaskKindKeys: Set<String> = [
    "datePicker", "mode", "style", "minuteInterval", "textView", "mail", "custom", "height",
  ]

  /// What InAppSettingsKit holds of its own row kinds (a date picker, a text view, a mail
  /// row, a custom view), written only with `--iask`; without it, the row is refused at its
  /// kind key. Each key is written where the screens wrote it, so IASK's defaults written
  /// out in a plist come back, and those left out stay out. Nil for any other kind.
  mutating func iaskKind(_ kind: RowKind, node: Node) -> RowDocument.Kind?? {
    let name: String
    switch kind {
    case .datePicker: name = "datePicker"
    case .textView: name = "textView"
    case .mail: name = "mail"
    case .custom: name = "custom"
    default: return nil
    }
    guard iask else {
      error(ExportMessages.iaskOnly(name), at: SourceTree.key(name, in: node)?.mark ?? node.mark)
      return .some(nil)
    }
    let written = { (key: String, node: Node?) in SourceTree.key(key, in: node) != nil }
    switch kind {
    case .datePicker(let picker):
      var document = DatePickerDocument(key: picker.key.joined(separator: "."))
      if written("mode", node) { document.mode = picker.mode.rawValue }
      if written("style", node) { document.style = picker.style.rawValue }
      if written("minuteInterval", node) { document.minuteInterval = String(picker.minuteInterval) }
      return .datePicker(document)
    case .textView(let field): return .textView(fieldDocument(field, node: node))
    case .mail(let mail):
      let at = SourceTree.value("mail", in: node)
      var document = MailDocument()
      if written("to", at) { document.to = mail.to }
      if written("cc", at) { document.cc = mail.cc }
      if written("bcc", at) { document.bcc = mail.bcc }
      document.subject = text(mail.subject, key: "subject", at: SourceTree.value("subject", in: at))
      document.body = text(mail.body, key: "body", at: SourceTree.value("body", in: at))
      if written("html", at) { document.html = mail.html }
      return .mail(document)
    // A custom view's height is the app's delegate's in IASK: drawn, never written.
    case .custom(let view): return .custom(view.name)
    default: return nil
    }
  }

  /// A text field's or text view's keys, each where the screens wrote it.
  mutating func fieldDocument(_ field: TextField, node: Node) -> TextFieldDocument {
    var document = TextFieldDocument(key: field.key.joined(separator: "."))
    let written = { (key: String) in SourceTree.key(key, in: node) != nil }
    if written("secure") { document.secure = field.secure }
    if written("keyboard") { document.keyboard = field.keyboard.rawValue }
    if written("autocapitalization") {
      document.autocapitalization = field.autocapitalization.rawValue
    }
    document.autocorrection = field.autocorrection
    if iask {
      document.placeholder = text(
        field.placeholder, key: "placeholder", at: SourceTree.value("placeholder", in: node))
    }
    return document
  }
}
