import Basics

extension XMLPlistReader {
  /// A start or end tag as read.
  struct Tag {
    var name: String
    var closing: Bool
    var selfClosing: Bool
    var mark: Mark
    var shown: String { "'<\(closing ? "/" : "")\(name)\(selfClosing ? "/" : "")>'" }
  }

  /// Reads `<name …>`, `</name>` or `<name/>` (attributes are skipped).
  mutating func readTag() throws(Failure) -> Tag {
    let start = mark
    guard position < bytes.count else { throw failure(PlistMessages.unexpectedEnd("the plist")) }
    guard bytes[position] == UInt8(ascii: "<") else {
      throw failure(PlistMessages.expected("an element", found: "text"))
    }
    advance()
    var closing = false
    if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
      closing = true
      advance()
    }
    let nameStart = position
    while position < bytes.count, !Self.isSpace(bytes[position]),
      bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "/")
    {
      advance()
    }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    var quote: UInt8?
    var selfClosing = false
    while position < bytes.count {
      let byte = bytes[position]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        advance()
        return Tag(name: name, closing: closing, selfClosing: selfClosing, mark: start)
      } else if byte == UInt8(ascii: "/") {
        selfClosing = true
      } else if !Self.isSpace(byte) {
        selfClosing = false
      }
      advance()
    }
    throw Failure(message: PlistMessages.unexpectedEnd("a tag"), mark: start)
  }

  /// Parses the next value element.
  mutating func parseValue(depth: Int) throws(Failure) -> PlistNode {
    try skipMisc()
    let tag = try readTag()
    return try parseValue(after: tag, depth: depth)
  }

  /// Parses a value element whose start tag has been read.
  mutating func parseValue(after tag: Tag, depth: Int) throws(Failure) -> PlistNode {
    guard !tag.closing else {
      throw Failure(message: PlistMessages.expected("a value", found: tag.shown), mark: tag.mark)
    }
    nodes += 1
    guard nodes <= limits.maxNodes else {
      throw Failure(
        message: PlistMessages.tooManyNodes(limits.maxNodes), mark: tag.mark)
    }
    let at = PlistLocation.mark(tag.mark)
    switch tag.name {
    case "dict":
      guard depth < limits.maxDepth else {
        throw Failure(message: PlistMessages.tooDeep(limits.maxDepth), mark: tag.mark)
      }
      return PlistNode(.dictionary(tag.selfClosing ? [] : try dictEntries(depth: depth)), at: at)
    case "array":
      guard depth < limits.maxDepth else {
        throw Failure(message: PlistMessages.tooDeep(limits.maxDepth), mark: tag.mark)
      }
      var items: [PlistNode] = []
      if !tag.selfClosing {
        while true {
          try skipMisc()
          let next = try readTag()
          if next.closing {
            try expectClose(next, "array")
            break
          }
          items.append(try parseValue(after: next, depth: depth + 1))
        }
      }
      return PlistNode(.array(items), at: at)
    case "string":
      return PlistNode(.string(try text(of: tag)), at: at)
    case "integer":
      let written = trimmed(try text(of: tag))
      guard let value = Self.integerText(written) else {
        throw Failure(message: PlistMessages.badInteger(written), mark: tag.mark)
      }
      return PlistNode(.integer(value), at: at)
    case "real":
      let written = trimmed(try text(of: tag))
      guard Double(written) != nil || ["nan", "inf", "-inf", "+inf"].contains(written.lowercased())
      else {
        throw Failure(message: PlistMessages.badReal(written), mark: tag.mark)
      }
      return PlistNode(.real(written), at: at)
    case "true", "false":
      if !tag.selfClosing, !trimmed(try text(of: tag)).isEmpty {
        throw Failure(message: PlistMessages.notEmpty, mark: tag.mark)
      }
      return PlistNode(.boolean(tag.name == "true"), at: at)
    case "date":
      return PlistNode(.date(trimmed(try text(of: tag))), at: at)
    case "data":
      guard let data = Base64.decode(try text(of: tag)) else {
        throw Failure(message: PlistMessages.badData, mark: tag.mark)
      }
      return PlistNode(.data(data), at: at)
    case "key":
      throw Failure(message: PlistMessages.keyOutsideDict, mark: tag.mark)
    default:
      throw Failure(message: PlistMessages.unknownElement(tag.name), mark: tag.mark)
    }
  }

  /// The entries of a `<dict>` up to its end tag.
  mutating func dictEntries(depth: Int) throws(Failure) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    var seen: [String: Int] = [:]
    while true {
      try skipMisc()
      let keyTag = try readTag()
      if keyTag.closing {
        try expectClose(keyTag, "dict")
        return entries
      }
      guard keyTag.name == "key" else {
        throw Failure(
          message: PlistMessages.expected("'<key>'", found: keyTag.shown), mark: keyTag.mark)
      }
      let key = try text(of: keyTag)
      let value = try parseValue(depth: depth + 1)
      if let first = seen[key] {
        warnings.append(
          .warning(
            PlistMessages.duplicateKey(key), at: keyTag.mark,
            notes: [.init(PlistMessages.firstKey, at: entries[first].keyLocation.mark)]))
        entries[first] = PlistEntry(key: key, at: .mark(keyTag.mark), value: value)
      } else {
        seen[key] = entries.count
        entries.append(PlistEntry(key: key, at: .mark(keyTag.mark), value: value))
      }
    }
  }

  mutating func expectClose(_ tag: Tag, _ name: String) throws(Failure) {
    guard tag.name == name else {
      throw Failure(message: PlistMessages.mismatchedEnd(tag.name, open: name), mark: tag.mark)
    }
  }

  /// The text of a leaf element up to its end tag, entities and CDATA resolved.
  mutating func text(of tag: Tag) throws(Failure) -> String {
    if tag.selfClosing { return "" }
    var out: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw Failure(message: PlistMessages.unexpectedEnd("'<\(tag.name)>'"), mark: tag.mark)
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") {
        if peek("<![CDATA[") {
          moveTo(position + 9)
          let start = position
          try skip(past: "]]>", what: "CDATA")
          out.append(contentsOf: bytes[start..<position - 3])
        } else if peek("<!--") {
          try skip(past: "-->", what: "a comment")
        } else {
          let end = try readTag()
          guard end.closing else {
            throw Failure(
              message: PlistMessages.expected("'</\(tag.name)>'", found: end.shown), mark: end.mark)
          }
          try expectClose(end, tag.name)
          return String(decoding: out, as: UTF8.self)
        }
      } else if byte == UInt8(ascii: "&") {
        out.append(contentsOf: try entity())
      } else if byte == 0x0D {
        // XML normalises \r\n and \r to \n.
        advance()
        if position < bytes.count, bytes[position] == 0x0A { advance() }
        out.append(0x0A)
      } else {
        out.append(byte)
        advance()
      }
    }
  }

  /// Reads `&name;` or `&#N;` / `&#xN;` and returns its UTF-8.
  mutating func entity() throws(Failure) -> [UInt8] {
    let start = mark
    advance()
    let nameStart = position
    while position < bytes.count, bytes[position] != UInt8(ascii: ";"), position - nameStart < 12 {
      advance()
    }
    guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
      throw Failure(message: PlistMessages.bareAmpersand, mark: start)
    }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    advance()
    switch name {
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "amp": return [UInt8(ascii: "&")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      var value: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        value = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        value = UInt32(name.dropFirst(), radix: 10)
      }
      guard let value, let scalar = Unicode.Scalar(value),
        value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
      else {
        throw Failure(message: PlistMessages.unknownEntity(name), mark: start)
      }
      return Array(String(Character(scalar)).utf8)
    }
  }

  func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
    let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? start
    return String(scalars[start..<max(start, end)])
  }

  /// The decimal text of an integer written in decimal or `0x` hex, or nil.
  static func integerText(_ text: String) -> String? {
    var digits = Substring(text)
    var negative = false
    if digits.first == "-" || digits.first == "+" {
      negative = digits.first == "-"
      digits = digits.dropFirst()
    }
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      guard let value = UInt64(digits.dropFirst(2), radix: 16) else { return nil }
      return (negative && value != 0 ? "-" : "") + String(value)
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return (negative ? "-" : "") + digits
  }
}
