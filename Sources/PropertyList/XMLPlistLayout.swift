/// Where each element of an XML plist lies in its bytes: the layout ``PlistSplice`` edits.
///
/// A light scan of a file that ``PropertyList/parse(_:limits:)`` already read without an
/// error: it gives each value's element the same shape as the parsed node (a dictionary's
/// keys and values, an array's items), skipping comments, processing instructions, the
/// DOCTYPE and `<plist>`. Nil when the bytes are not a UTF-8 XML plist it can follow.
struct XMLPlistLayout: Equatable {
  /// Where an element starts (its `<`) and ends (just after its last `>`).
  var range: Range<Int>
  /// A dictionary's `<key>` elements, in order.
  var keys: [Range<Int>] = []
  /// A dictionary's values or an array's items, in order.
  var children: [XMLPlistLayout] = []

  /// The root value's layout.
  static func read(_ bytes: [UInt8]) -> XMLPlistLayout? {
    var scanner = Scanner(bytes: bytes, index: 0)
    guard scanner.skipMarkup() else { return nil }
    if scanner.starts(with: "<plist") {
      guard let close = scanner.tagEnd() else { return nil }
      scanner.index = close
    }
    return scanner.element()
  }

  struct Scanner {
    let bytes: [UInt8]
    var index: Int

    func starts(with text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return text.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    /// Just after the `>` that ends the tag at `index`.
    func tagEnd() -> Int? {
      var at = index
      while at < bytes.count, bytes[at] != UInt8(ascii: ">") { at += 1 }
      return at < bytes.count ? at + 1 : nil
    }

    /// Skips white space, comments, `<?…?>` and `<!DOCTYPE …>` up to the next element or
    /// closing tag; false at the end or on something else.
    mutating func skipMarkup() -> Bool {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if index == 0, starts(with: "\u{FEFF}") {
          index += 3
        } else if starts(with: "<!--") {
          guard let end = find("-->", from: index + 4) else { return false }
          index = end
        } else if starts(with: "<?") || starts(with: "<!") {
          guard let end = tagEnd() else { return false }
          index = end
        } else {
          return byte == UInt8(ascii: "<")
        }
      }
      return false
    }

    /// Just after the first `text` from `start`.
    func find(_ text: StaticString, from start: Int) -> Int? {
      var scanner = self
      scanner.index = start
      while scanner.index < bytes.count {
        if scanner.starts(with: text) { return scanner.index + text.utf8CodeUnitCount }
        scanner.index += 1
      }
      return nil
    }

    /// The element at the next `<`, and its children.
    mutating func element() -> XMLPlistLayout? {
      guard skipMarkup(), !starts(with: "</"), let end = tagEnd() else { return nil }
      let start = index
      var nameEnd = index + 1
      while nameEnd < end - 1, ![0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[nameEnd]) {
        nameEnd += 1
      }
      let name = Array(bytes[(start + 1)..<nameEnd])
      index = end
      if bytes[end - 2] == UInt8(ascii: "/") { return XMLPlistLayout(range: start..<end) }
      if name == Array("dict".utf8) || name == Array("array".utf8) {
        return container(from: start, isDictionary: name == Array("dict".utf8))
      }
      return leaf(name, from: start)
    }

    /// A dictionary's or array's children, up to its closing tag.
    mutating func container(from start: Int, isDictionary: Bool) -> XMLPlistLayout? {
      var layout = XMLPlistLayout(range: start..<start)
      while true {
        guard skipMarkup() else { return nil }
        if starts(with: "</") {
          guard let end = tagEnd() else { return nil }
          index = end
          layout.range = start..<end
          return layout
        }
        if isDictionary {
          guard starts(with: "<key"), let key = element() else { return nil }
          layout.keys.append(key.range)
        }
        guard let child = element() else { return nil }
        layout.children.append(child)
      }
    }

    /// A text element, up to its closing tag (a CDATA section in it may hold `<`).
    mutating func leaf(_ name: [UInt8], from start: Int) -> XMLPlistLayout? {
      while index < bytes.count {
        if starts(with: "<![CDATA[") {
          guard let end = find("]]>", from: index) else { return nil }
          index = end
        } else if starts(with: "</") {
          let nameStart = index + 2
          guard nameStart + name.count <= bytes.count,
            bytes[nameStart..<(nameStart + name.count)].elementsEqual(name),
            let end = tagEnd()
          else { return nil }
          index = end
          return XMLPlistLayout(range: start..<end)
        } else {
          index += 1
        }
      }
      return nil
    }
  }
}
