import ScreenModel

/// What tapping a row does that its drawing does not show: the value it stores, the key it
/// writes, the screen or address it opens, the sheet it asks first. Snapshots pin it
/// (the `taps:` section), so a changed choice `value`, `url`, `body`, button `sets` or
/// `confirm` fails a snapshot as a changed title does.
package enum TapView: Sendable, Hashable {
  /// A choice: the key its group binds (nil for an unbound group) and the value it stores;
  /// in a group that allows several, the value is added or removed.
  case chooses(key: String?, value: String, multiple: Bool)
  /// A switch: its key and the values it stores when on and when off.
  case toggles(key: String, on: String, off: String)
  /// A text field or date picker: the key its value is stored at.
  case edits(key: String)
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
}
