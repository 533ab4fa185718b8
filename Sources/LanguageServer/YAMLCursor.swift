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
  /// The scalar before the word (`{` for `{name}`, `.` for `user.name`, `@` for a step's
  /// `@KEY`), if any.
  var before: Unicode.Scalar?
  /// Whether the word is inside a scalar's text (so a `{` before it opens an interpolation,
  /// not a flow mapping).
  var inText: Bool
  /// Whether the word is an item of a list (`- wifi`, `[wifi, beta]`), not a key or a value.
  var isItem: Bool
  /// The entry's text before the word (`toggle @` in `- toggle @wifi`).
  var lead: String

  private static let stops: Set<Unicode.Scalar> = [
    " ", "\t", ":", ",", "{", "}", "[", "]", "\"", "'", "#", ".", "@",
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
    let scan = Self.scan(text, from: content, to: first)
    valueOf = scan.key
    inText = scan.inText
    let dashed = content >= 2 && text[content - 2] == "-"
    let after = text[end...].drop { $0 == " " }
    let isKey = after.first == ":" && (after.count == 1 || after.dropFirst().first == " ")
    isItem = !isKey && scan.key == nil && (scan.flow.last.map { $0.isList } ?? dashed)
    lead = YAMLCursor.trimmed(text[scan.entryStart..<first])
    let blank = text[..<first].allSatisfy { $0 == " " }
    parents =
      Self.blockParents(lines: lines, line: line, indent: blank ? first : indent)
      + scan.flow.compactMap(\.key)
  }

  /// What a line's text from `start` up to `end` leaves open: the flow collections (each
  /// with the key it is the value of), the key whose value is being written, where the
  /// entry's text starts, and whether `end` is inside a scalar's text (a quoted scalar, or a
  /// plain one that has begun, where `{` is text, not a flow mapping).
  static func scan(_ text: [Unicode.Scalar], from start: Int, to end: Int) -> (
    flow: [(key: String?, isList: Bool)], key: String?, entryStart: Int, inText: Bool
  ) {
    var flow: [(key: String?, isList: Bool)] = []
    var entryStart = start
    var pendingKey: String?
    var quote: Unicode.Scalar?
    var plain = false
    var index = start
    while index < end {
      let scalar = text[index]
      let endsKey = scalar == ":" && (index + 1 >= text.count || text[index + 1] == " ")
      if let open = quote {
        if scalar == open { quote = nil }
      } else if endsKey {
        pendingKey = trimmed(text[entryStart..<index])
        entryStart = index + 1
        plain = false
      } else if plain {
        // A block plain scalar's text runs on: braces and commas are part of it.
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "{" || scalar == "[" {
        flow.append((pendingKey, scalar == "["))
        pendingKey = nil
        entryStart = index + 1
      } else if scalar == "}" || scalar == "]" {
        _ = flow.popLast()
        pendingKey = nil
        entryStart = index + 1
      } else if scalar == "," {
        pendingKey = nil
        entryStart = index + 1
      } else if scalar != " ", flow.isEmpty {
        plain = true
      }
      index += 1
    }
    return (flow, pendingKey, entryStart, quote != nil || plain)
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
