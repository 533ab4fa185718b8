/// Where a place in a YAML document is, read from its lines alone, so a half-typed file
/// (which does not parse) still answers: the keys of the mappings around it, whether it is
/// at a key or in a key's value, and the word there.
struct YAMLCursor: Equatable {
  /// The keys of the enclosing mappings, outermost first (a list item adds none).
  var parents: [String]
  /// The key whose value the place is in, or nil at a key.
  var valueOf: String?
  /// The word there (up to a space, YAML punctuation, a quote, a brace or a dot).
  var word: String
  /// The 1-based columns where the word starts and ends (exclusive), in Unicode scalars.
  var first: Int
  var end: Int
  /// The scalar before the word (`{` for `{name}`, `.` for `user.name`), if any.
  var before: Unicode.Scalar?

  private static let stops: Set<Unicode.Scalar> = [
    " ", "\t", ":", ",", "{", "}", "[", "]", "\"", "'", "#", ".",
  ]

  /// The cursor at a 1-based line and column of `lines` (a column past the end is the end).
  init(lines: (Int) -> String, line: Int, column: Int) {
    let text = Array(lines(line).unicodeScalars)
    let at = min(max(column - 1, 0), text.count)
    var first = at
    while first > 0, !Self.stops.contains(text[first - 1]) { first -= 1 }
    var end = at
    while end < text.count, !Self.stops.contains(text[end]) { end += 1 }
    word = String(String.UnicodeScalarView(text[first..<end]))
    self.first = first + 1
    self.end = end + 1
    before = first > 0 ? text[first - 1] : nil
    // The line's own part before the word: list dashes, then flow collections and keys.
    let (indent, content) = Self.content(of: text)
    var flowParents: [String] = []
    var entryStart = content
    var pendingKey: String?
    var index = content
    var quote: Unicode.Scalar?
    while index < first {
      let scalar = text[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "{" {
        if let key = pendingKey { flowParents.append(key) }
        pendingKey = nil
        entryStart = index + 1
      } else if scalar == "," || scalar == "[" {
        pendingKey = nil
        entryStart = index + 1
      } else if scalar == ":", index + 1 >= text.count || text[index + 1] == " " {
        pendingKey = Self.trimmed(text[entryStart..<index])
        entryStart = index + 1
      }
      index += 1
    }
    valueOf = pendingKey
    let blank = text[..<first].allSatisfy { $0 == " " }
    parents =
      Self.blockParents(lines: lines, line: line, indent: blank ? first : indent) + flowParents
  }

  /// A line's indentation after its list dashes (`  - - a: 1` → the column of `a`), and
  /// where its content starts.
  static func content(of text: [Unicode.Scalar]) -> (indent: Int, start: Int) {
    var index = 0
    while true {
      while index < text.count, text[index] == " " { index += 1 }
      guard index < text.count, text[index] == "-",
        index + 1 == text.count || text[index + 1] == " "
      else { return (index, index) }
      index += 1
    }
  }

  /// The keys of the block mappings above a line whose content starts at `indent`: each
  /// line further left that is only `key:` opens one.
  static func blockParents(lines: (Int) -> String, line: Int, indent: Int) -> [String] {
    var parents: [String] = []
    var indent = indent
    var number = line - 1
    while number >= 1, indent > 0 {
      let text = Array(lines(number).unicodeScalars)
      number -= 1
      let (column, start) = content(of: text)
      guard start < text.count, text[start] != "#", column < indent else { continue }
      indent = column
      guard let colon = keyColon(text, from: start) else { continue }
      let rest = text[(colon + 1)...].drop { $0 == " " }
      if rest.isEmpty || rest.first == "#" || rest.first == "|" || rest.first == ">"
        || rest.first == "&"
      {
        parents.insert(trimmed(text[start..<colon]), at: 0)
      }
    }
    return parents
  }

  /// The colon ending a plain key at `start` (`key: …`, `key:` at the end of the line).
  static func keyColon(_ text: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start
    if text[index] == "\"" || text[index] == "'" {
      let quote = text[index]
      index += 1
      while index < text.count, text[index] != quote { index += 1 }
      index += 1
    }
    while index < text.count {
      if text[index] == ":", index + 1 == text.count || text[index + 1] == " " { return index }
      if text[index] == "{" || text[index] == "[" || text[index] == "#" { return nil }
      index += 1
    }
    return nil
  }

  static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var slice = scalars.drop { $0 == " " }
    while slice.last == " " { slice = slice.dropLast() }
    if let quote = slice.first, quote == "\"" || quote == "'", slice.count >= 2, slice.last == quote
    {
      slice = slice.dropFirst().dropLast()
    }
    return String(String.UnicodeScalarView(slice))
  }
}
