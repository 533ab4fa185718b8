import ScreenModel

extension Session {
  /// The sheet a row opens, its texts shown through `text`: a button's action sheet, or
  /// a mail row's mail sheet (its subject, recipients and body; Send and Cancel). Nil for
  /// a row that opens none. It is the sheet its tap pins (``TapView/sheet``).
  func sheetView(of row: Row, text: (InterpolatedText) -> String) -> SheetView? {
    kindTap(of: row, text: text)?.sheet
  }

  /// A button's action sheet, when it asks first.
  func confirmSheet(_ button: Button, _ text: (InterpolatedText) -> String) -> SheetView? {
    button.confirm.map { confirm in
      SheetView(
        title: confirm.title.map(text), message: confirm.message.map(text),
        button: text(confirm.button), destructive: button.destructive)
    }
  }

  /// A mail row's mail sheet: its subject (or "New Message"), its recipients and body.
  func mailSheet(_ mail: Mail, _ text: (InterpolatedText) -> String) -> SheetView {
    let lines = [("To", mail.to), ("Cc", mail.cc), ("Bcc", mail.bcc)].compactMap { name, list in
      list.isEmpty ? nil : name + ": " + list.joined(separator: ", ")
    }
    let message = (lines + [mail.body.map(text)].compactMap { $0 }).joined(separator: "\n")
    return SheetView(
      title: mail.subject.map(text) ?? shown(Session.newMessage),
      message: message.isEmpty ? nil : message, button: shown(Session.send),
      destructive: false)
  }

  /// A mail sheet's title when the mail has no subject, as Mail's.
  static let newMessage = "New Message"
  /// A mail sheet's sending button.
  static let send = "Send"
}
