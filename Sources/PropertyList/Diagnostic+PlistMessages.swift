/// The plist and `.strings` readers' messages, side by side.
enum PlistMessages {
  /// The size is not named: a reader may have read only the limit and one byte more.
  static func tooLarge(_ size: Int, limit: Int) -> String {
    "file is larger than the limit of \(limit) bytes"
  }
  static func tooDeep(_ limit: Int) -> String { "nesting is deeper than \(limit) levels" }
  static func tooManyNodes(_ limit: Int) -> String {
    "the file holds more than \(limit) values"
  }
  static let empty = "file is empty (not a property list)"
  static let notPlist = "not a property list: expected '<plist>' or a value element"
  static let invalidUTF8 = "invalid UTF-8"
  static func controlCharacter(_ value: UInt32) -> String {
    "control character \(hex(value)) is not allowed in an XML property list (XML 1.0 forbids it)"
  }
  static func expected(_ what: String, found: String) -> String {
    "expected \(what), found \(found)"
  }
  static func unexpectedEnd(_ what: String) -> String {
    "the file ends inside \(what)"
  }
  static func unknownElement(_ name: String) -> String {
    "unknown element '<\(name)>'; a property list holds dict, array, key, string, integer, real, true, false, date, data"
  }
  static func mismatchedEnd(_ name: String, open: String) -> String {
    "'</\(name)>' closes '<\(open)>'"
  }
  static let bareAmpersand = "'&' starts an entity such as '&amp;'; write '&amp;' for an ampersand"
  static func unknownEntity(_ name: String) -> String { "unknown entity '&\(name);'" }
  static func badInteger(_ text: String) -> String { "'\(text)' is not an integer" }
  static func badReal(_ text: String) -> String { "'\(text)' is not a real number" }
  static let badData = "'<data>' is not valid base64"
  static let notEmpty = "'<true/>' and '<false/>' hold nothing"
  static func duplicateKey(_ key: String) -> String {
    "duplicate key '\(key)'; the last one is used"
  }
  static let firstKey = "first defined here"
  static let trailing = "text after the end of the property list"
  static let keyOutsideDict = "'<key>' outside a '<dict>'"
  // Binary plists.
  static let truncatedBinary = "binary plist is truncated (no room for its trailer)"
  static func badTrailer(_ what: String) -> String { "binary plist trailer is invalid: \(what)" }
  static func badObject(_ index: Int, _ what: String) -> String {
    "object \(index): \(what)"
  }
  static func cycle(_ index: Int) -> String { "object \(index) contains itself" }
  static func keyNotString(_ index: Int) -> String { "object \(index): a dict key is not a string" }
  // Strings files.
  static func unknownEncoding(_ byte: String?) -> String {
    guard let byte else {
      return
        "the text is neither UTF-8 nor UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
    }
    return
      "byte \(byte) is not UTF-8, and the file is not UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
  }
  static let unterminatedString = "unterminated quoted text"
  static let unterminatedComment = "unterminated comment"
  static func badEscape(_ text: String) -> String { "invalid escape '\\\(text)'" }
  static let stringsRootNotDict = "a binary strings file must hold a dict of strings"
  static func stringsValueNotString(_ key: String) -> String {
    "the value of '\(key)' is not a string"
  }
  static func duplicateString(_ key: String) -> String {
    "'\(key)' is translated twice; the last one is used"
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension PropertyList.Problem {
  /// The error for a file larger than the size limit.
  static func tooLarge(_ size: Int, limit: Int) -> PropertyList.Problem {
    var problem = PropertyList.Problem(
      .error, PlistMessages.tooLarge(size, limit: limit), at: .generated)
    problem.exceeded = .fileSize
    return problem
  }
}
