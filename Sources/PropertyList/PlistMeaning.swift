extension PlistNode {
  /// Whether two nodes mean the same to a reader of the plist, however each is spelled:
  /// the same types, texts, dates and data, numbers of the same value (`<real>1</real>` and
  /// `<real>1.0</real>`, `<integer>010</integer>` and `<integer>10</integer>`), arrays item by
  /// item, and dictionaries key by key in any order (a repeated key means its last value).
  /// Locations are not compared.
  package func means(_ other: PlistNode) -> Bool {
    switch (content, other.content) {
    case (.string(let a), .string(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b || Self.integer(a) == Self.integer(b)
    case (.real(let a), .real(let b)): return a == b || Self.real(a) == Self.real(b)
    case (.boolean(let a), .boolean(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.data(let a), .data(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.means($1) }
    case (.dictionary(let a), .dictionary(let b)):
      return Self.entriesMean(a, b)
    default: return false
    }
  }

  /// Whether two dictionaries' entries mean the same, a repeated key by its last value.
  static func entriesMean(_ a: [PlistEntry], _ b: [PlistEntry]) -> Bool {
    // Nearly always the same keys in the same order, each once: compared in one pass.
    if a.count == b.count, zip(a, b).allSatisfy({ $0.key == $1.key }),
      Set(a.map(\.key)).count == a.count
    {
      return zip(a, b).allSatisfy { $0.value.means($1.value) }
    }
    let left = Dictionary(a.map { ($0.key, $0.value) }) { _, last in last }
    let right = Dictionary(b.map { ($0.key, $0.value) }) { _, last in last }
    guard left.count == right.count else { return false }
    for (key, value) in left {
      guard let other = right[key], value.means(other) else { return false }
    }
    return true
  }

  /// An integer's value, when its text is one (a sign, then decimal digits).
  static func integer(_ text: String) -> Int64? {
    Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text)
  }

  /// A real's value, when its text is one.
  static func real(_ text: String) -> Double? {
    Double(text)
  }
}
