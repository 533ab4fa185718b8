import Testing

@testable import SettingsBundle

/// What `export --swift` writes for a key: a literal that reads as the key it holds.
@Test(arguments: [
  ("analytics", "\"analytics\""),
  ("analytics\u{200B}", "\"analytics\\u{200B}\""),
  ("a\u{202E}b", "\"a\\u{202E}b\""),
  ("bell\u{7}", "\"bell\\u{7}\""),
  ("q\"\\", "\"q\\\"\\\\\""),
  ("café", "\"café\""),
])
func aSwiftLiteralEscapesWhatWouldNotShow(key: String, literal: String) {
  #expect(SwiftDefaults.literal(key) == literal)
}
