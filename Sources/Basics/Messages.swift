/// The foundations' messages, side by side: what a fix does and did.
enum Messages {
  static func fixReplace(_ text: String) -> String { "change to '\(text)'" }
  static func fixInsert(_ entry: String) -> String { "add '\(entry)'" }
  static func fixedReplace(_ old: String, _ new: String) -> String {
    "changed '\(old)' to '\(new)'"
  }
  static func fixedInsert(_ entry: String) -> String { "added '\(entry)'" }
}
