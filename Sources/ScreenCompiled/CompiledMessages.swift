/// The words of a compiled app's errors.
enum CompiledMessages {
  static let cutShort = "the file ends in the middle of a value"
  static let notAFlag = "a flag that is neither 0 nor 1"
  static let numberTooLong = "a number longer than 64 bits"
  static let countPastEnd = "a count larger than what is left of the file"
  static let notUTF8 = "a text that is not UTF-8"
  static let trailing = "bytes after the app's end"
  static let groupSection = "a choice group naming a section its screen does not have"
  static let notCompiled = "not a compiled ScreenSpec app (it does not start with 'SSPC')"
  static func tooDeep(_ limit: Int) -> String { "values nested deeper than \(limit)" }
  static func unknownTag(_ what: String, _ tag: UInt8) -> String {
    "an unknown \(what) (tag \(tag))"
  }
  static func version(_ found: Int, _ known: Int) -> String {
    "a compiled app of format version \(found); this ScreenSpec reads version \(known): export it again"
  }
  static func broken(_ what: String, at offset: Int) -> String {
    "not a readable compiled app: \(what), at byte \(offset)"
  }
}
