/// The string literals of Swift source, in order, each as its literal pieces between
/// interpolations: `"Servers (\(model.servers.count))"` is `["Servers (", ")"]`.
struct SourceLiterals {
  var literals: [[String]]

  static func of(_ source: String) -> SourceLiterals {
    var literals: [[String]] = []
    var characters = Array(source)[...]
    while let quote = characters.firstIndex(of: "\"") {
      characters = characters[(quote + 1)...]
      literals.append(read(&characters))
    }
    return SourceLiterals(literals: literals)
  }

  /// Reads one literal after its opening quote, up to and past its closing quote.
  private static func read(_ characters: inout ArraySlice<Character>) -> [String] {
    var pieces = [""]
    while let character = characters.popFirst() {
      switch character {
      case "\"": return pieces
      case "\\":
        guard let next = characters.popFirst() else { return pieces }
        switch next {
        case "n": pieces[pieces.count - 1].append("\n")
        case "t": pieces[pieces.count - 1].append("\t")
        case "(":
          skipInterpolation(&characters)
          pieces.append("")
        default: pieces[pieces.count - 1].append(next)
        }
      default: pieces[pieces.count - 1].append(character)
      }
    }
    return pieces
  }

  /// Skips an interpolation's expression, with the literals and parentheses inside it.
  private static func skipInterpolation(_ characters: inout ArraySlice<Character>) {
    var depth = 1
    while let character = characters.popFirst() {
      switch character {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return }
      case "\"": _ = read(&characters)
      default: break
      }
    }
  }

  /// Whether a shown text is what a literal's pieces print with something in each gap.
  static func matches(_ text: String, _ pieces: [String]) -> Bool {
    guard pieces.count > 1 else { return text == pieces[0] }
    guard text.hasPrefix(pieces[0]), let last = pieces.last, text.hasSuffix(last) else {
      return false
    }
    var rest = Substring(text.dropFirst(pieces[0].count).dropLast(last.count))
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let range = rest.firstRange(of: piece) else { return false }
      rest = rest[range.upperBound...]
    }
    return text.count >= pieces.reduce(0) { $0 + $1.count }
  }

  /// Whether every text is shown by a literal, each after the last one's (or anywhere).
  func holdInOrder(_ texts: [String], ordered: Bool) -> Bool {
    var start = 0
    for text in texts {
      let from = ordered ? start : 0
      guard
        let found = literals[from...].firstIndex(where: { Self.matches(text, $0) })
      else { return false }
      start = found + 1
    }
    return true
  }
}
