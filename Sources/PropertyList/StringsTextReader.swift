import Basics

/// Reads the old-style text form of a `.strings` file: `KEY = VALUE;` pairs, keys and
/// values quoted (`"…"`, with `\"`, `\\`, `\n`, `\t`, `\r`, `\UXXXX`, `\uXXXX` and octal
/// escapes) or bare words, `/* … */` and `// …` comments, optionally inside `{ … }`.
/// A `"KEY";` alone translates to itself. The first malformed pair is a located error.
struct StringsTextReader {
  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var column = 1
  var entries: [StringsFile.Entry] = []
  var problems: [PropertyList.Problem] = []
  /// Where each entry of `entries` lies, in scalars: kept only when `keepsSpans` is set
  /// (the splice of ``StringsSplice`` needs them, a plain read does not).
  var spans: [StringsSpan] = []
  var keepsSpans = false

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  struct Failure: Error {
    var message: Diagnostic.Message
    var mark: Mark
  }

  var mark: Mark { Mark(line: line, column: column) }

  mutating func read() {
    do throws(Failure) {
      try skipSpace()
      var braced = false
      if peek == "{" {
        braced = true
        advance()
      }
      while true {
        try skipSpace()
        guard let next = peek else {
          if braced {
            throw Failure(message: PlistMessages.expected("'}'", found: "the end"), mark: mark)
          }
          return
        }
        if braced, next == "}" {
          advance()
          try skipSpace()
          if peek != nil { throw Failure(message: PlistMessages.trailing, mark: mark) }
          return
        }
        let keyMark = mark
        let start = index
        let key = try word()
        try skipSpace()
        if peek == ";" {
          advance()
          entries.append(.init(key: key, value: key, at: .mark(keyMark)))
          if keepsSpans { spans.append(StringsSpan(start: start, value: nil, end: index)) }
          continue
        }
        guard peek == "=" else {
          throw Failure(message: PlistMessages.expected("'=' or ';'", found: found), mark: mark)
        }
        advance()
        try skipSpace()
        let valueStart = index
        let value = try word()
        let valueEnd = index
        let valueEndMark = mark
        try skipSpace()
        guard peek == ";" else {
          // Told where the `;` is missing, not where the next line's entry starts.
          // At the file's end too, when the value ended on an earlier line.
          if mark.line > valueEndMark.line {
            throw Failure(message: PlistMessages.noSemicolon, mark: valueEndMark)
          }
          throw Failure(message: PlistMessages.expected("';'", found: found), mark: mark)
        }
        advance()
        entries.append(.init(key: key, value: value, at: .mark(keyMark)))
        if keepsSpans {
          spans.append(StringsSpan(start: start, value: valueStart..<valueEnd, end: index))
        }
      }
    } catch {
      problems.append(.init(.error, error.message, at: .mark(error.mark)))
    }
  }

  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  var found: String {
    guard let peek else { return "the end" }
    return peek.properties.isWhitespace || peek.value < 0x20
      ? PlistMessages.hex(peek.value) : "'\(Character(peek))'"
  }

  mutating func advance() {
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" || (scalar == "\r" && peek != "\n") {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  /// Skips whitespace and comments.
  mutating func skipSpace() throws(Failure) {
    while let scalar = peek {
      if Self.isSpace(scalar) {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = mark
        advance()
        advance()
        while true {
          guard let next = peek else {
            throw Failure(message: PlistMessages.unterminatedComment, mark: start)
          }
          advance()
          if next == "*", peek == "/" {
            advance()
            break
          }
        }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while let next = peek, next != "\n", next != "\r" { advance() }
      } else {
        return
      }
    }
  }

  /// White space: ASCII's without a table lookup, else Unicode's (and the BOM).
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
        || scalar.value == 0x0B
        || scalar.value == 0x0C
    }
    return scalar.properties.isWhitespace || scalar == "\u{FEFF}"
  }

  /// Text being unescaped, kept as UTF-8 bytes (appending a scalar to a string's view
  /// costs several times more).
  struct Output {
    var bytes: [UInt8] = []
    mutating func append(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || "_$+/:.-".unicodeScalars.contains(scalar)
  }

  /// A quoted text or a bare word.
  mutating func word() throws(Failure) -> String {
    guard let first = peek else {
      throw Failure(message: PlistMessages.expected("a quoted text", found: "the end"), mark: mark)
    }
    if first == "\"" || first == "'" { return try quoted(first) }
    var out = String.UnicodeScalarView()
    while let scalar = peek, Self.isWordScalar(scalar) {
      out.append(scalar)
      advance()
    }
    guard !out.isEmpty else {
      throw Failure(message: PlistMessages.expected("a quoted text", found: found), mark: mark)
    }
    return String(out)
  }

  mutating func quoted(_ quote: Unicode.Scalar) throws(Failure) -> String {
    let start = mark
    advance()
    var out = Output()
    while true {
      // A run of scalars that are neither the quote, an escape nor a line break, copied
      // at once: the column moves on by its length.
      var end = index
      while end < scalars.count {
        let scalar = scalars[end]
        if scalar == quote || scalar == "\\" || scalar == "\n" || scalar == "\r" { break }
        end += 1
      }
      if end > index {
        for scalar in scalars[index..<end] { out.append(scalar) }
        column += end - index
        index = end
      }
      guard let scalar = peek else {
        throw Failure(message: PlistMessages.unterminatedString, mark: start)
      }
      advance()
      if scalar == quote { return out.text }
      guard scalar == "\\" else {
        out.append(scalar)
        continue
      }
      let escapeMark = Mark(line: line, column: column - 1)
      guard let next = peek else {
        throw Failure(message: PlistMessages.unterminatedString, mark: start)
      }
      advance()
      switch next {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "a": out.append("\u{07}")
      case "b": out.append("\u{08}")
      case "f": out.append("\u{0C}")
      case "v": out.append("\u{0B}")
      case "U", "u":
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = peek, digit.isASCII, let number = UInt32(String(digit), radix: 16)
          else { throw Failure(message: PlistMessages.badEscape(String(next)), mark: escapeMark) }
          value = value << 4 | number
          advance()
        }
        // A surrogate pair written as two escapes.
        if (0xD800..<0xDC00).contains(value), peek == "\\", index + 5 < scalars.count,
          scalars[index + 1] == "U" || scalars[index + 1] == "u",
          let low = UInt32(
            String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16),
          (0xDC00..<0xE000).contains(low)
        {
          for _ in 0..<6 { advance() }
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let decoded = Unicode.Scalar(value) else {
          throw Failure(message: PlistMessages.badEscape(String(next)), mark: escapeMark)
        }
        out.append(decoded)
      case "0"..."7":
        var value = next.value - 48
        for _ in 0..<2 {
          guard let digit = peek, ("0"..."7").contains(digit) else { break }
          value = value * 8 + digit.value - 48
          advance()
        }
        out.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
      default:
        out.append(next)
      }
    }
  }
}

/// Where one entry of a text `.strings` file lies, in Unicode scalars of its text: from its
/// key to just after its `;`, and its value (nil for a `"KEY";` that translates to itself).
struct StringsSpan: Equatable {
  /// The first scalar of the key.
  var start: Int
  /// The value's scalars, quotes included.
  var value: Range<Int>?
  /// Just after the `;`.
  var end: Int
}
