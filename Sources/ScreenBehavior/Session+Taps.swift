import ScreenModel

extension Session {
  /// What tapping (or dragging) a row does, as a snapshot pins it; nil for a row whose tap
  /// does nothing a drawing hides (a plain row, a shown value, the app's own view).
  func tap(of row: Row, at id: RowID, in screen: Screen, text: (InterpolatedText) -> String)
    -> TapView?
  {
    if let value = row.choiceValue {
      let group = screen.group(ofSection: id.section).map { screen.groups[$0] }
      // Not `map(pinnedKey)`: a method made a closure holds a copy of the session.
      var key: String?
      if let bind = group?.bind ?? screen.bind { key = pinnedKey(bind) }
      return .chooses(key: key, value: value, multiple: group?.multiple ?? false)
    }
    return kindTap(of: row, text: text)
  }

  /// A slider or stepper as a snapshot pins it: its key with its stored name, if mapped.
  func pinned(_ control: NumberControl) -> NumberControl {
    guard app.storedNames[control.key.joined(separator: ".")] != nil else { return control }
    var pinned = control
    pinned.key = [pinnedKey(control.key)]
    return pinned
  }

  /// A state key as a snapshot pins it, with the name Settings stores it under when the
  /// app maps it (`storedNames`): `countSetting (stored as count)`, so a change of the
  /// stored name fails the snapshot.
  func pinnedKey(_ path: [String]) -> String {
    let key = path.joined(separator: ".")
    guard let stored = app.storedNames[key] else { return key }
    return key + " (stored as " + stored + ")"
  }
}
