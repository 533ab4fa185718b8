import Basics

/// Reads JSON (RFC 8259) into plist nodes with marks: objects are dicts (keys in the order
/// written), arrays arrays, strings strings, numbers integers or reals as written, `true`
/// and `false` booleans, `null` an empty `data` node (nothing in a catalog is data). What
/// Xcode's String Catalogs (`.xcstrings`) need, with a located error for anything malformed
/// and the same limits as plists.
package enum JSONReader {
  /// Parses JSON text (UTF-8, an optional byte-order mark skipped).
  package static func parse(_ bytes: [UInt8], limits: PlistLimits = .default) -> PropertyList.Result
  {
    guard bytes.count <= limits.maxBytes else {
      return PropertyList.Result(
        root: nil,
        problems: [
          .tooLarge(bytes.count, limit: limits.maxBytes)
        ], isBinary: false)
    }
    var reader = Reader(bytes: bytes, limits: limits)
    do throws(XMLPlistReader.Failure) {
      let root = try reader.document()
      return PropertyList.Result(root: root, problems: reader.warnings, isBinary: false)
    } catch {
      return PropertyList.Result(
        root: nil,
        problems: reader.warnings + [.init(.error, error.message, at: .mark(error.mark))],
        isBinary: false)
    }
  }

  struct Reader {
    let bytes: [UInt8]
    let limits: PlistLimits
    var position = 0
    var line = 1
    var lineStart = 0
    var nodes = 0
    var warnings: [PropertyList.Problem] = []
    /// How far into the current line ``here()`` has counted columns, and the column there:
    /// marks are taken in order, so each byte is counted once (a line of a message body may
    /// hold the whole megabyte).
    private var counted = (line: 0, position: 0, column: 1)

    init(bytes: [UInt8], limits: PlistLimits) {
      self.bytes = bytes
      self.limits = limits
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        position = 3
        lineStart = 3
      }
    }

    var mark: Mark { mark(at: position) }

    /// The mark of byte `offset` of the current line (at or before `position`), counted
    /// from the line's start: for errors, which end the reading.
    func mark(at offset: Int) -> Mark {
      Mark.at(offset, in: bytes, line: line, lineStart: lineStart)
    }

    /// The mark of `position`, counting on from the last mark taken on this line, so that
    /// taking a mark for every value costs linear time in all.
    mutating func here() -> Mark {
      if counted.line != line || counted.position > position {
        counted = (line, lineStart, 1)
      }
      var column = counted.column
      var index = counted.position
      while index < position {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
      }
      counted = (line, position, column)
      return Mark(line: line, column: column)
    }

    func failure(_ message: String) -> XMLPlistReader.Failure {
      XMLPlistReader.Failure(message: message, mark: mark)
    }

    /// After an item of an object or array: a `,` (false: another item follows) or the
    /// closing bracket (true), each taken; anything else is an error.
    mutating func closes(_ closing: UInt8, _ what: String) throws(XMLPlistReader.Failure) -> Bool {
      skipSpace()
      guard position < bytes.count else { throw failure(PlistMessages.unexpectedEnd(what)) }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        return false
      }
      guard bytes[position] == closing else {
        let expected = "',' or '\(String(UnicodeScalar(closing)))'"
        throw failure(PlistMessages.expected(expected, found: found))
      }
      position += 1
      return true
    }

    var found: String {
      guard position < bytes.count else { return "the end" }
      let byte = bytes[position]
      return byte >= 0x20 && byte < 0x7F
        ? "'\(Character(Unicode.Scalar(byte)))'" : PlistMessages.hex(UInt32(byte))
    }

    mutating func skipSpace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0D: position += 1
        case 0x0A:
          position += 1
          line += 1
          lineStart = position
        default: return
        }
      }
    }

    mutating func document() throws(XMLPlistReader.Failure) -> PlistNode {
      skipSpace()
      guard position < bytes.count else { throw failure(PlistMessages.jsonEmpty) }
      let root = try value(depth: 0)
      skipSpace()
      guard position == bytes.count else { throw failure(PlistMessages.trailing) }
      return root
    }

    mutating func value(depth: Int) throws(XMLPlistReader.Failure) -> PlistNode {
      skipSpace()
      let at = here()
      nodes += 1
      guard nodes <= limits.maxNodes else {
        throw failure(PlistMessages.tooManyNodes(limits.maxNodes))
      }
      guard position < bytes.count else {
        throw failure(PlistMessages.expected("a value", found: "the end"))
      }
      switch bytes[position] {
      case UInt8(ascii: "{"):
        guard depth < limits.maxDepth else { throw failure(PlistMessages.tooDeep(limits.maxDepth)) }
        position += 1
        var entries: [PlistEntry] = []
        var seen: [String: Int] = [:]
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
          position += 1
          return PlistNode(.dictionary([]), at: .mark(at))
        }
        while true {
          skipSpace()
          let keyMark = here()
          guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw failure(PlistMessages.expected("a quoted key", found: found))
          }
          let key = try string()
          skipSpace()
          guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw failure(PlistMessages.expected("':'", found: found))
          }
          position += 1
          let item = try value(depth: depth + 1)
          if let first = seen[key] {
            warnings.append(
              .init(
                .warning, PlistMessages.duplicateKey(key), at: .mark(keyMark),
                notes: [.init(PlistMessages.firstKey, at: entries[first].keyLocation.mark)]))
            entries[first] = PlistEntry(key: key, at: .mark(keyMark), value: item)
          } else {
            seen[key] = entries.count
            entries.append(PlistEntry(key: key, at: .mark(keyMark), value: item))
          }
          guard try closes(UInt8(ascii: "}"), "an object") else { continue }
          return PlistNode(.dictionary(entries), at: .mark(at))
        }
      case UInt8(ascii: "["):
        guard depth < limits.maxDepth else { throw failure(PlistMessages.tooDeep(limits.maxDepth)) }
        position += 1
        var items: [PlistNode] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          position += 1
          return PlistNode(.array([]), at: .mark(at))
        }
        while true {
          items.append(try value(depth: depth + 1))
          guard try closes(UInt8(ascii: "]"), "an array") else { continue }
          return PlistNode(.array(items), at: .mark(at))
        }
      case UInt8(ascii: "\""):
        return PlistNode(.string(try string()), at: .mark(at))
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        for (word, content) in [
          ("true", PlistNode.Content.boolean(true)), ("false", .boolean(false)),
          ("null", .data([])),
        ]
        where bytes[position...].starts(with: word.utf8) {
          position += word.utf8.count
          return PlistNode(content, at: .mark(at))
        }
        throw failure(PlistMessages.expected("a value", found: found))
      default:
        let start = position
        while position < bytes.count, "+-.eE0123456789".utf8.contains(bytes[position]) {
          position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if let integer = XMLPlistReader.integerText(text), !text.hasPrefix("+"), !text.contains("x")
        {
          return PlistNode(.integer(integer), at: .mark(at))
        }
        guard !text.isEmpty, Double(text) != nil else {
          position = start
          throw failure(PlistMessages.expected("a value", found: found))
        }
        return PlistNode(.real(text), at: .mark(at))
      }
    }

    /// A quoted string, escapes resolved: `\uXXXX` surrogate pairs are joined, and a lone
    /// surrogate, which JSON allows, becomes U+FFFD (text holds only Unicode scalars).
    mutating func string() throws(XMLPlistReader.Failure) -> String {
      let start = position
      position += 1
      var out: [UInt8] = []
      while true {
        guard position < bytes.count else {
          throw XMLPlistReader.Failure(
            message: PlistMessages.unterminatedString, mark: mark(at: start))
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          position += 1
          return String(decoding: out, as: UTF8.self)
        }
        if byte < 0x20 { throw failure(PlistMessages.controlInJSON(UInt32(byte))) }
        guard byte == UInt8(ascii: "\\") else {
          out.append(byte)
          position += 1
          continue
        }
        try escape(into: &out)
      }
    }

    /// The escape at `position` (a backslash), resolved into `out`.
    private mutating func escape(into out: inout [UInt8]) throws(XMLPlistReader.Failure) {
      let escapeStart = position
      position += 1
      guard position < bytes.count else { throw failure(PlistMessages.unterminatedString) }
      let escaped = bytes[position]
      position += 1
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "u"):
        guard var value = hexUnit(at: position) else {
          throw XMLPlistReader.Failure(
            message: PlistMessages.badEscape("u"), mark: mark(at: escapeStart))
        }
        position += 4
        // A high surrogate joins the low one escaped right after it; any other surrogate
        // stands alone, and the escape after it is read as its own.
        if (0xD800..<0xDC00).contains(value), bytes[position...].starts(with: "\\u".utf8),
          let low = hexUnit(at: position + 2), (0xDC00..<0xE000).contains(low)
        {
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          position += 6
        }
        UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { out.append($0) }
      default:
        throw XMLPlistReader.Failure(
          message: PlistMessages.badEscape(String(Character(Unicode.Scalar(escaped)))),
          mark: mark(at: escapeStart))
      }
    }

    /// The four hex digits at `offset`, or nil.
    private func hexUnit(at offset: Int) -> UInt32? {
      HexDigits.unit(in: bytes, at: offset)
    }
  }
}
