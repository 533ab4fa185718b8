import ScreenModel

/// What tapping a row does that its drawing does not show: the value it stores, the key it
/// writes, the screen or address it opens, the sheet it asks first. Snapshots pin it
/// (the `taps:` section), so a changed choice `value`, `url`, `body`, button `sets` or
/// `confirm`, a slider's or stepper's range, or a text field's rules fails a snapshot as a
/// changed title does.
package enum TapView: Sendable, Hashable {
  /// A choice: the key its group binds (nil for an unbound group) and the value it stores;
  /// in a group that allows several, the value is added or removed.
  case chooses(key: String?, value: String, multiple: Bool)
  /// A switch: its key and the values it stores when on and when off.
  case toggles(key: String, on: String, off: String)
  /// A text field or date picker: the key its value is stored at, and for a text field
  /// (or text view) what it takes (`maxLength`, `keyboard`, `autocapitalization`, …).
  case edits(key: String, field: TextField? = nil)
  /// A slider: its key, range and step.
  case slides(NumberControl)
  /// A stepper: its key, range and step.
  case steps(NumberControl)
  /// A row that pushes the screen with this id.
  case pushes(String)
  /// A row that pushes a detail screen with this body (as shown).
  case shows(body: String)
  /// A link: its address.
  case opens(url: String)
  /// A mail row: the mail sheet it opens (its subject, recipients and body).
  case mails(SheetView)
  /// A button: the action sheet it shows first, if any, then what it writes, in order.
  case button(confirm: SheetView?, sets: [StateWrite])

  /// The sheet the tap opens first: a button's action sheet, a mail row's mail sheet.
  package var sheet: SheetView? {
    switch self {
    case .button(let confirm, _): confirm
    case .mails(let sheet): sheet
    case .chooses, .toggles, .edits, .slides, .steps, .pushes, .shows, .opens: nil
    }
  }
}
