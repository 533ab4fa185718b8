import Basics
import ScreenModel

/// The messages about `settings:` mappings, side by side.
extension Messages {
  static let settingsMapping = "'settings' as a mapping of plist keys ({infobuttonvalue: INFO})"
  static let settingsKeyNotText = Diagnostic.Message(
    .wrongType, "a key of 'settings' is a plist key: a text")
  static func settingsDate(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidPlistValue, "'\(text)' is not a plist date: write {date: 2024-01-31T12:00:00Z}")
  }
  static let noSpecifiersButRows = Diagnostic.Message(
    .conflictingKeys,
    "a screen with 'preferenceSpecifiers: false' is written as a plist without specifiers: it has no rows (rows: [])"
  )
  static let settingsData = Diagnostic.Message(
    .invalidPlistValue, "a plist data value is base64 text: {data: SGVsbG8=}")
}

/// The messages about a screen's `plists:`.
extension Messages {
  static let plistsList =
    "'plists' as a list of the pane's plists ([Root.plist, Root~ipad.plist, Root.inApp.plist])"
  static func notAPlistName(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidPlistName,
      "'\(name)' is not a pane's plist: write NAME.plist, NAME~iphone.plist, NAME~ipad.plist, NAME.inApp.plist, NAME~iphone.inApp.plist or NAME~ipad.inApp.plist"
    )
  }
  static func plistOfAnotherPane(_ name: String, base: String, screens: String)
    -> Diagnostic.Message
  {
    Diagnostic.Message(
      .invalidPlistName,
      "'\(name)' is a plist of pane '\(base)', not of this screen's '\(screens)'; every plist of 'plists' shares one name"
    )
  }
  static func plistTwice(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicatePlist, "'\(name)' is listed twice in 'plists'")
  }
  static let plistsEmpty = Diagnostic.Message(
    .emptyValue, "'plists' is empty: list the plists export writes (Root.plist)")
}
