import Basics
import JSON

/// A JSON reader (RFC 8259) for shard reports, pulled value by value, that can check a
/// string and fold it into a hash without making it: `merge-reports` reads fifty reports
/// of 100,000 names each, and only one report's names need to be strings.
///
/// Invariants: `position` only moves forward; a line break outside a string (the only place
/// JSON allows one) advances `line` and `lineStart`, so a mark costs nothing until an error
/// needs one. Every error is located (``Mark``, columns in Unicode scalars). Nesting is
/// bounded by ``maxDepth`` when skipping values the report does not know. The lexical
/// pieces (the byte-order mark, white space, columns, strings and their escapes) are the
/// JSON reader's own (`JSONLexer`, specialized here for an unsafe buffer); the messages are
/// the reports'.
struct ReportScanner: ~Copyable {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var line = 1
  var lineStart = 0
  /// The deepest nesting skipped inside a member the reader does not know.
  static let maxDepth = 64

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    position = JSONLexer.byteOrderMarkLength(bytes)
    lineStart = position
  }

  /// The mark of `offset` on the current line.
  func mark(at offset: Int) -> Mark {
    Mark(line: line, column: JSONLexer.column(of: offset, in: bytes, lineStart: lineStart))
  }

  var mark: Mark { mark(at: position) }

  func error(_ message: Diagnostic.Message, at offset: Int? = nil) -> Diagnostic {
    Diagnostic(.error, message, at: mark(at: offset ?? position))
  }

  /// What is at `position`, for a message.
  var found: String {
    guard position < bytes.count else { return "the end" }
    let byte = bytes[position]
    return byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
  }

  mutating func skipSpace() {
    JSONLexer.skipSpace(bytes, &position, line: &line, lineStart: &lineStart)
  }

  /// The next byte after white space, not taken.
  mutating func peek() -> UInt8? {
    skipSpace()
    return position < bytes.count ? bytes[position] : nil
  }

  mutating func take(_ byte: UInt8, _ what: String) throws(Diagnostic) {
    guard peek() == byte else {
      throw error(ReportMessages.expected(what, found: found))
    }
    position += 1
  }

  /// After an item: `,` (true: another follows) or the closing byte (false).
  mutating func another(closing: UInt8) throws(Diagnostic) -> Bool {
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return true
    case closing:
      position += 1
      return false
    default:
      let close = String(UnicodeScalar(closing))
      throw error(ReportMessages.expected("',' or '\(close)'", found: found))
    }
  }

  /// Opens an array; false when it is empty (and already closed).
  mutating func openArray() throws(Diagnostic) -> Bool {
    try take(UInt8(ascii: "["), "'['")
    if peek() == UInt8(ascii: "]") {
      position += 1
      return false
    }
    return true
  }

  /// Opens an object; false when it is empty (and already closed).
  mutating func openObject() throws(Diagnostic) -> Bool {
    try take(UInt8(ascii: "{"), "'{'")
    if peek() == UInt8(ascii: "}") {
      position += 1
      return false
    }
    return true
  }

  /// A member's key and its colon.
  mutating func key() throws(Diagnostic) -> String {
    guard peek() == UInt8(ascii: "\"") else {
      throw error(ReportMessages.expected("a quoted key", found: found))
    }
    let key = try string()
    try take(UInt8(ascii: ":"), "':'")
    return key
  }

  /// A string, escapes resolved.
  mutating func string() throws(Diagnostic) -> String {
    var out: [UInt8] = []
    try stringBytes(into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// What ``hashString(_:)`` saw of a string beside its hash.
  struct Seen {
    /// Whether it holds a `/`.
    var slash = false
    /// Whether its bytes are UTF-8 (as every name a report writes is).
    var utf8 = true
  }

  /// A string's bytes (UTF-8, escapes resolved), folded into an FNV-1a hash: the same
  /// as ``stringBytes(into:)`` gives, with the common run of plain ASCII in one tight loop.
  mutating func hashString(_ hash: inout UInt64) throws(Diagnostic) -> Seen {
    guard peek() == UInt8(ascii: "\"") else {
      throw error(ReportMessages.expected("a string", found: found))
    }
    let start = position
    var index = position + 1
    var folded = hash
    var seen = Seen()
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        position = index + 1
        hash = folded
        return seen
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      seen.slash = seen.slash || byte == UInt8(ascii: "/")
      folded = (folded ^ UInt64(byte)) &* ShardReport.fnvPrime
      index += 1
    }
    // An escape, a control character, a byte past ASCII or the end: the careful path, from
    // the start, its bytes kept to be checked as UTF-8.
    position = start
    var kept: [UInt8] = []
    try stringBytes(into: &kept)
    var careful = hash
    for byte in kept { careful = (careful ^ UInt64(byte)) &* ShardReport.fnvPrime }
    hash = careful
    return Seen(
      slash: kept.contains(UInt8(ascii: "/")),
      utf8: String(validating: kept, as: UTF8.self) != nil)
  }

  /// A string whose bytes must be UTF-8; nil when they are not.
  mutating func validString() throws(Diagnostic) -> String? {
    var out: [UInt8] = []
    try stringBytes(into: &out)
    return String(validating: out, as: UTF8.self)
  }

  /// Reads a string, appending its bytes (UTF-8, escapes resolved) to `out`.
  mutating func stringBytes(into out: inout [UInt8]) throws(Diagnostic) {
    guard peek() == UInt8(ascii: "\"") else {
      throw error(ReportMessages.expected("a string", found: found))
    }
    do throws(JSONLexer.StringError) {
      try JSONLexer.stringBytes(bytes, &position, into: &out)
    } catch {
      switch error {
      case .unterminated(let start): throw self.error(ReportMessages.unterminatedString, at: start)
      case .endsInEscape(let backslash):
        throw self.error(ReportMessages.unterminatedString, at: backslash)
      case .control(_, let offset): throw self.error(ReportMessages.controlInString, at: offset)
      case .badEscape(let byte, let backslash):
        let letter = JSONLexer.StringError.letter(byte)
        throw self.error(ReportMessages.badEscape(letter), at: backslash)
      }
    }
  }

  /// A whole number (an optional minus and digits).
  mutating func integer() throws(Diagnostic) -> Int {
    _ = peek()
    let start = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let number = Int(text) else {
      position = start
      throw error(ReportMessages.expected("a whole number", found: found))
    }
    return number
  }

  /// `true` or `false`.
  mutating func bool() throws(Diagnostic) -> Bool {
    for (word, value) in [("true", true), ("false", false)] where starts(with: word) {
      position += word.utf8.count
      return value
    }
    throw error(ReportMessages.expected("true or false", found: found))
  }

  private mutating func starts(with word: String) -> Bool {
    _ = peek()
    var index = position
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }

  /// Any value, checked and passed over (a member this version does not know).
  mutating func skipValue(depth: Int = 0) throws(Diagnostic) {
    guard depth < Self.maxDepth else { throw error(ReportMessages.tooDeep(Self.maxDepth)) }
    switch peek() {
    case UInt8(ascii: "{"):
      guard try openObject() else { return }
      repeat {
        _ = try key()
        try skipValue(depth: depth + 1)
      } while try another(closing: UInt8(ascii: "}"))
    case UInt8(ascii: "["):
      guard try openArray() else { return }
      repeat { try skipValue(depth: depth + 1) } while try another(closing: UInt8(ascii: "]"))
    case UInt8(ascii: "\""):
      var skipped: [UInt8] = []
      try stringBytes(into: &skipped)
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n") where starts(with: "null"): position += 4
    default: try number()
    }
  }

  /// A number of any form, checked.
  private mutating func number() throws(Diagnostic) {
    let start = position
    while position < bytes.count, "+-.eE0123456789".utf8.contains(bytes[position]) {
      position += 1
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard !text.isEmpty, !text.hasPrefix("+"), Double(text) != nil else {
      position = start
      throw error(ReportMessages.expected("a value", found: found))
    }
  }

  /// Only white space is left.
  mutating func end() throws(Diagnostic) {
    guard peek() == nil else { throw error(ReportMessages.trailing) }
  }
}
