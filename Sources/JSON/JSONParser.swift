import Basics

/// The state of one reading of `JSONReader`: where it is, the line it is on, the values
/// counted and the warnings found.
///
/// Arrays and objects being read are kept on a stack of its own (`OpenValue`), not the
/// thread's, so nesting is bounded only by `JSONLimits.maxDepth`, a located error. It reads
/// through an unsafe buffer, valid only while `JSONReader.parse` holds the text's array.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: JSONLimits
  var position = 0
  var line = 1
  var lineStart = 0
  var nodes = 0
  var warnings: [Diagnostic] = []
  /// How far into the current line `here()` has counted columns, and the column there:
  /// marks are taken in order, so each byte is counted once (a line of a message body may
  /// hold the whole megabyte).
  private var counted = (line: 0, position: 0, column: 1)

  init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
    position = JSONLexer.byteOrderMarkLength(bytes)
    lineStart = position
  }

  /// An array or object being read: where it starts and its items so far.
  struct OpenValue {
    var mark: Mark
    var isObject: Bool
    var items: [JSONNode] = []
    var members: [JSONMember] = []
    /// Each key's index in `members`.
    var seen: [String: Int] = [:]
    /// The key of the member whose value is being read, and its mark.
    var key = ""
    var keyMark = Mark.start
  }

  /// The mark of byte `offset` of the current line (at or before `position`), counted from
  /// the line's start: for errors, which end the reading.
  func mark(at offset: Int) -> Mark {
    Mark(line: line, column: JSONLexer.column(of: offset, in: bytes, lineStart: lineStart))
  }

  /// The mark of `position`, counting on from the last mark taken on this line, so that
  /// taking a mark for every value costs linear time in all.
  mutating func here() -> Mark {
    if counted.line != line || counted.position > position {
      counted = (line, lineStart, 1)
    }
    let column =
      counted.column - 1
      + JSONLexer.column(of: position, in: bytes, lineStart: counted.position)
    counted = (line, position, column)
    return Mark(line: line, column: column)
  }

  /// An error at `position`.
  func failure(_ message: Diagnostic.Message) -> Diagnostic {
    .error(message, at: mark(at: position))
  }

  /// What is at `position`, for a message.
  var found: String {
    guard position < bytes.count else { return "the end" }
    let byte = bytes[position]
    return byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : JSONMessages.hex(UInt32(byte))
  }

  mutating func skipSpace() {
    JSONLexer.skipSpace(bytes, &position, line: &line, lineStart: &lineStart)
  }

  /// The whole text: one value and nothing after it but white space.
  mutating func document() throws(Diagnostic) -> JSONNode {
    skipSpace()
    guard position < bytes.count else { throw failure(JSONMessages.empty) }
    var open: [OpenValue] = []
    while true {
      guard var node = try value(opening: &open) else { continue }
      // The value ends each array or object it is the last item of.
      while !open.isEmpty {
        guard let closed = try add(node, to: &open[open.count - 1]) else { break }
        node = closed
        open.removeLast()
      }
      if open.isEmpty {
        skipSpace()
        guard position == bytes.count else { throw failure(JSONMessages.trailing) }
        return node
      }
    }
  }

  /// The value at `position`: a scalar, or an empty array or object; nil when it opens an
  /// array or object with items to come, put on `open` (an object's first key read).
  mutating func value(opening open: inout [OpenValue]) throws(Diagnostic) -> JSONNode? {
    skipSpace()
    let at = here()
    nodes += 1
    guard nodes <= limits.maxNodes else {
      throw failure(JSONMessages.tooManyNodes(limits.maxNodes))
    }
    guard position < bytes.count else {
      throw failure(JSONMessages.expected("a value", found: "the end"))
    }
    let byte = bytes[position]
    guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else { return try scalar(at: at) }
    guard open.count < limits.maxDepth else {
      throw failure(JSONMessages.tooDeep(limits.maxDepth))
    }
    let isObject = byte == UInt8(ascii: "{")
    position += 1
    skipSpace()
    if position < bytes.count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    {
      position += 1
      return JSONNode(isObject ? .object([]) : .array([]), at: at)
    }
    var opened = OpenValue(mark: at, isObject: isObject)
    if isObject { (opened.key, opened.keyMark) = try memberKey() }
    open.append(opened)
    return nil
  }

  /// A member's key and the colon after it, and the key's mark.
  mutating func memberKey() throws(Diagnostic) -> (String, Mark) {
    skipSpace()
    let keyMark = here()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw failure(JSONMessages.expected("a quoted key", found: found))
    }
    let key = try string()
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw failure(JSONMessages.expected("':'", found: found))
    }
    position += 1
    return (key, keyMark)
  }

  /// Adds an item to the array or object being read, then takes the `,` after it (nil:
  /// another item follows, an object's next key read) or the closing bracket (the array or
  /// object, closed).
  mutating func add(_ node: JSONNode, to parent: inout OpenValue) throws(Diagnostic) -> JSONNode? {
    guard parent.isObject else {
      parent.items.append(node)
      guard try closes(UInt8(ascii: "]"), "an array") else { return nil }
      return JSONNode(.array(parent.items), at: parent.mark)
    }
    let member = JSONMember(key: parent.key, at: parent.keyMark, value: node)
    if let first = parent.seen[parent.key] {
      warnings.append(
        .warning(
          JSONMessages.duplicateKey(parent.key), at: parent.keyMark,
          notes: [.init(JSONMessages.firstKey, at: parent.members[first].keyMark)]))
      parent.members[first] = member
    } else {
      parent.seen[parent.key] = parent.members.count
      parent.members.append(member)
    }
    guard try closes(UInt8(ascii: "}"), "an object") else {
      (parent.key, parent.keyMark) = try memberKey()
      return nil
    }
    return JSONNode(.object(parent.members), at: parent.mark)
  }

  /// After an item of an object or array: a `,` (false: another item follows) or the
  /// closing bracket (true), each taken; anything else is an error.
  mutating func closes(_ closing: UInt8, _ what: String) throws(Diagnostic) -> Bool {
    skipSpace()
    guard position < bytes.count else { throw failure(JSONMessages.unexpectedEnd(what)) }
    if bytes[position] == UInt8(ascii: ",") {
      position += 1
      return false
    }
    guard bytes[position] == closing else {
      let expected = "',' or '\(String(UnicodeScalar(closing)))'"
      throw failure(JSONMessages.expected(expected, found: found))
    }
    position += 1
    return true
  }
}
