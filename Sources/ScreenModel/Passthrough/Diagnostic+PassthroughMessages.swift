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
