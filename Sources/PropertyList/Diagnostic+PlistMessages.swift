import Basics

/// The plist and `.strings` readers' messages, side by side.
enum PlistMessages {
  /// The size is not named: a reader may have read only the limit and one byte more.
  static func tooLarge(_ size: Int, limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.fileTooLarge, "file is larger than the limit of \(limit) bytes")
  }
  static func tooDeep(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.nestingTooDeep, "nesting is deeper than \(limit) levels")
  }
  static func tooManyNodes(_ limit: Int) -> Diagnostic.Message {
    Diagnostic.Message(.tooManyValues, "the file holds more than \(limit) values")
  }
  static let empty = Diagnostic.Message(.emptyFile, "file is empty (not a property list)")
  static let notPlist = Diagnostic.Message(
    .syntaxError, "not a property list: expected '<plist>' or a value element")
  static let invalidUTF8 = Diagnostic.Message(.invalidUTF8, "invalid UTF-8")
  static func controlCharacter(_ value: UInt32) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "control character \(hex(value)) is not allowed in an XML property list (XML 1.0 forbids it)")
  }
  static func expected(_ what: String, found: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "expected \(what), found \(found)")
  }
  static let noSemicolon = Diagnostic.Message(
    .syntaxError, "expected ';' after this entry's value: every entry ends with ';'")
  static func unexpectedEnd(_ what: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "the file ends inside \(what)")
  }
  static func unknownElement(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .syntaxError,
      "unknown element '<\(name)>'; a property list holds dict, array, key, string, integer, real, true, false, date, data"
    )
  }
  static func mismatchedEnd(_ name: String, open: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "'</\(name)>' closes '<\(open)>'")
  }
  static let bareAmpersand = Diagnostic.Message(
    .syntaxError, "'&' starts an entity such as '&amp;'; write '&amp;' for an ampersand")
  static func unknownEntity(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "unknown entity '&\(name);'")
  }
  static func badInteger(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "'\(text)' is not an integer")
  }
  static func badReal(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "'\(text)' is not a real number")
  }
  static let badData = Diagnostic.Message(.syntaxError, "'<data>' is not valid base64")
  static let notEmpty = Diagnostic.Message(.syntaxError, "'<true/>' and '<false/>' hold nothing")
  static func duplicateKey(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateKey, "duplicate key '\(key)'; the last one is used")
  }
  static let firstKey = "first defined here"
  static let trailing = Diagnostic.Message(.syntaxError, "text after the end of the property list")
  static let keyOutsideDict = Diagnostic.Message(.syntaxError, "'<key>' outside a '<dict>'")
  // Binary plists.
  static let truncatedBinary = Diagnostic.Message(
    .corruptBinaryPlist, "binary plist is truncated (no room for its trailer)")
  static func badTrailer(_ what: String) -> Diagnostic.Message {
    Diagnostic.Message(.corruptBinaryPlist, "binary plist trailer is invalid: \(what)")
  }
  static func badObject(_ index: Int, _ what: String) -> Diagnostic.Message {
    Diagnostic.Message(.corruptBinaryPlist, "object \(index): \(what)")
  }
  static func cycle(_ index: Int) -> Diagnostic.Message {
    Diagnostic.Message(.corruptBinaryPlist, "object \(index) contains itself")
  }
  static func keyNotString(_ index: Int) -> Diagnostic.Message {
    Diagnostic.Message(.corruptBinaryPlist, "object \(index): a dict key is not a string")
  }
  // Strings files.
  static func unknownEncoding(_ byte: String?) -> Diagnostic.Message {
    guard let byte else {
      return Diagnostic.Message(
        .unsupportedEncoding,
        "the text is neither UTF-8 nor UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
      )
    }
    return Diagnostic.Message(
      .unsupportedEncoding,
      "byte \(byte) is not UTF-8, and the file is not UTF-16; the file is not imported: save it as UTF-8 or UTF-16"
    )
  }
  static let unterminatedString = Diagnostic.Message(.syntaxError, "unterminated quoted text")
  static let unterminatedComment = Diagnostic.Message(.syntaxError, "unterminated comment")
  static func badEscape(_ text: String) -> Diagnostic.Message {
    Diagnostic.Message(.syntaxError, "invalid escape '\\\(text)'")
  }
  static let stringsRootNotDict = Diagnostic.Message(
    .wrongType, "a binary strings file must hold a dict of strings")
  static func stringsValueNotString(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.wrongType, "the value of '\(key)' is not a string")
  }
  static func duplicateString(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(.duplicateKey, "'\(key)' is translated twice; the last one is used")
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension PropertyList.Problem {
  /// The error for a file larger than the size limit.
  static func tooLarge(_ size: Int, limit: Int) -> PropertyList.Problem {
    PropertyList.Problem(.error, PlistMessages.tooLarge(size, limit: limit), at: .generated)
  }
}
