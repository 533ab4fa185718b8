import ScreenModel

extension Session {
  /// The sheet a row opens, its texts shown through `text`: a button's action sheet, or
  /// a mail row's mail sheet (its subject, recipients and body; Send and Cancel). Nil for
  /// a row that opens none.
  func sheetView(of row: Row, text: (InterpolatedText) -> String) -> SheetView? {
    switch row.kind {
    case .button(let button):
      guard let confirm = button.confirm else { return nil }
      return SheetView(
        title: confirm.title.map(text), message: confirm.message.map(text),
        button: text(confirm.button), destructive: button.destructive)
    case .mail(let mail):
      let lines = [("To", mail.to), ("Cc", mail.cc), ("Bcc", mail.bcc)].compactMap { name, list in
        list.isEmpty ? nil : name + ": " + list.joined(separator: ", ")
      }
      let message = (lines + [mail.body.map(text)].compactMap { $0 }).joined(separator: "\n")
      return SheetView(
        title: mail.subject.map(text) ?? shown(Session.newMessage),
        message: message.isEmpty ? nil : message, button: shown(Session.send),
        destructive: false)
    case .plain, .push, .body, .toggle, .textField, .textView, .slider, .stepper, .url,
      .titleValue, .datePicker, .custom:
      return nil
    }
  }

  /// A mail sheet's title when the mail has no subject, as Mail's.
  static let newMessage = "New Message"
  /// A mail sheet's sending button.
  static let send = "Send"
}
