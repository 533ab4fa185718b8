import ScreenModel

/// The messages about `settings:` mappings, side by side.
extension Messages {
  static let settingsMapping = "'settings' as a mapping of plist keys ({infobuttonvalue: INFO})"
  static let settingsKeyNotText = "a key of 'settings' is a plist key: a text"
  static func settingsDate(_ text: String) -> String {
    "'\(text)' is not a plist date: write {date: 2024-01-31T12:00:00Z}"
  }
  static let noSpecifiersButRows =
    "a screen with 'preferenceSpecifiers: false' is written as a plist without specifiers: it has no rows (rows: [])"
  static let settingsData = "a plist data value is base64 text: {data: SGVsbG8=}"
}

/// The messages about a screen's `plists:`.
extension Messages {
  static let plistsList =
    "'plists' as a list of the pane's plists ([Root.plist, Root~ipad.plist, Root.inApp.plist])"
  static func notAPlistName(_ name: String) -> String {
    "'\(name)' is not a pane's plist: write NAME.plist, NAME~iphone.plist, NAME~ipad.plist or NAME.inApp.plist"
  }
  static func plistOfAnotherPane(_ name: String, base: String, screens: String) -> String {
    "'\(name)' is a plist of pane '\(base)', not of this screen's '\(screens)'; every plist of 'plists' shares one name"
  }
  static func plistTwice(_ name: String) -> String {
    "'\(name)' is listed twice in 'plists'"
  }
  static let plistsEmpty = "'plists' is empty: list the plists export writes (Root.plist)"
}
