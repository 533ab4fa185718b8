import Basics

extension Mark {
  /// The mark of byte `position` of UTF-8 `bytes`, on 1-based `line`, which starts at byte
  /// `lineStart`: the column counts Unicode scalars (bytes that do not continue one), as
  /// YAMLTree's marks do.
  static func at(_ position: Int, in bytes: [UInt8], line: Int, lineStart: Int) -> Mark {
    var column = 1
    var index = lineStart
    while index < position {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return Mark(line: line, column: column)
  }
}
