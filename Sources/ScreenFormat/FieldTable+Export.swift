import ScreenModel

/// What a Settings.bundle can hold of a row's key: the field table's export column. Export
/// takes what Settings (or, with `--iask`, InAppSettingsKit) holds from the typed row,
/// checks each value of a key it holds only some values of, and refuses the rest at the key.
package enum SettingsHold: Sendable, Equatable {
  /// Settings' specifiers hold it (and InAppSettingsKit's).
  case settings
  /// Only InAppSettingsKit's specifiers hold it: written with `--iask`, refused without.
  case iask
  /// Some of its values, each checked where it is written; the text says which.
  case someValues(String)
  /// Neither Settings nor InAppSettingsKit holds it: refused at its key; the text says why.
  case neither(String)
}

extension FieldTable {
  /// What Settings and IASK hold of each key of a row (`row`): a kind's key is its
  /// kind's (`RowKind.Name.settingsHold`), every other key's is written here.
  package static func settingsHold(ofRowKey key: String) -> SettingsHold? {
    if let kind = RowKind.Name(rawValue: key) { return kind.settingsHold }
    return rowKeysHeld[key]
  }

  /// The export column of a row's keys other than the kinds'.
  static let rowKeysHeld: [String: SettingsHold] = [
    "title": .someValues("a specifier's Title is a plain text: no {key}"),
    "detail": .someValues("only a {key} alone, which is a title value"),
    "subtitle": .iask,
    "accessory": .neither("Settings draws each specifier's accessory itself"),
    "read": .neither("no specifier is read or unread"),
    "deletable": .neither("only an IASK list group's items are deleted, not a row"),
    "badge": .neither("no specifier draws a badge"),
    "icon": .neither("no specifier draws an icon"),
    "settings": .settings,
    "pickerStyle": .someValues("a multi-value is pushed: never segmented"),
    "trueValue": .settings, "falseValue": .settings,
    "placeholder": .iask,
    "secure": .settings,
    "keyboard": .someValues(
      "Settings offers five keyboards, IASK three more, neither UIKit's rest"),
    "autocapitalization": .settings, "autocorrection": .settings,
    "maxLength": .neither("a text field specifier takes text of any length"),
    "min": .settings, "max": .settings,
    "step": .neither("Settings' slider slides continuously: it has no step"),
    "valueFormat": .neither("Settings' slider shows no value"),
    "minImage": .settings, "maxImage": .settings,
    "writesDefault": .settings,
    "id": .iask,
    "role": .neither("IASK's button tells the app it was tapped; what it does is the app's"),
    "sets": .neither("IASK's button tells the app it was tapped; what it does is the app's"),
    "confirm": .neither("IASK's button tells the app it was tapped; what it does is the app's"),
    "height": .iask,
    "choices": .settings,
    "mode": .iask, "style": .iask, "minuteInterval": .iask,
    "visibleIf": .someValues("only a device's or a host's limits (SupportedUserInterfaceIdioms)"),
    "enabledIf": .neither("Settings never dims a specifier"),
    "accessibilityLabel": .neither("Settings reads a row by its title; left out of the bundle"),
    "accessibilityHint": .neither("Settings reads a row by its title; left out of the bundle"),
  ]
}
