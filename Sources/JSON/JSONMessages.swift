import Basics

/// The JSON reader's messages, side by side. Their wording is the one String Catalog
/// import and the language server have always shown (the plist readers share most of it).
enum JSONMessages {
  /// The size is not named: a caller may have read only the limit and one byte more.
  static func tooLarge(limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.fileTooLarge, "file is larger than the limit of \(limit) bytes")
  }
  static func tooDeep(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.nestingTooDeep, "nesting is deeper than \(limit) levels")
  }
  static func tooManyNodes(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.tooManyValues, "the file holds more than \(limit) values")
  }
  static let empty = Diagnostic.Message(.emptyFile, "file is empty (not JSON)")
  static func expected(_ what: String, found: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "expected \(what), found \(found)")
  }
  static func unexpectedEnd(_ what: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "the file ends inside \(what)")
  }
  static func duplicateKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateKey, "duplicate key '\(key)'; the last one is used")
  }
  static let firstKey = "first defined here"
  static let trailing = Diagnostic.Message(.syntaxError, "text after the end of the property list")
  static let unterminatedString = Diagnostic.Message(.syntaxError, "unterminated quoted text")
  static func badEscape(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "invalid escape '\\\(text)'")
  }
  static func control(_ value: UInt32) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "control character \(hex(value)) in a JSON string; write it as an escape (\\n, \\u000C)")
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
