/// Prints diagnostics the way a compiler does.
///
/// ```
/// Screens/feed.yaml:3:8: error: unknown key 'titel'
///   3 | titel: Posts
///     | ^
///     = note: did you mean 'title'?
/// ```
public struct DiagnosticFormatter: Sendable {
  /// The path printed before each location, as the user named the file.
  public var path: String
  /// The file's lines, for the source excerpt under each diagnostic.
  private let lines: SourceLines
  /// Whether the file has no bytes (an empty or unreadable file shows no excerpt).
  private let isEmpty: Bool

  /// Creates a formatter for one file.
  public init(path: String, source: [UInt8]) {
    self.path = path
    self.lines = SourceLines(source)
    self.isEmpty = source.isEmpty
  }

  /// Formats one diagnostic: the headline, the source line with a caret, then notes.
  ///
  /// What comes from the file (names in messages, the source line, paths) is shown with its
  /// control, bidi and invisible characters escaped (`<U+001B>`), as the renderer shows
  /// them: a diagnostic cannot recolour, retitle or clear the terminal that prints it.
  public func format(_ diagnostic: Diagnostic) -> String {
    let path = VisibleText.escaped(self.path)
    var out =
      "\(path):\(diagnostic.mark): \(diagnostic.severity.rawValue): \(VisibleText.escaped(diagnostic.message))\n"
    out += excerpt(at: diagnostic.mark)
    for note in diagnostic.notes {
      let message = VisibleText.escaped(note.message)
      if let mark = note.mark, let other = note.path, other != self.path {
        out += "\(VisibleText.escaped(other)):\(mark): note: \(message)\n"
      } else if let mark = note.mark {
        out += "\(path):\(mark): note: \(message)\n"
        out += excerpt(at: mark)
      } else {
        out += "note: \(message)\n"
      }
    }
    return out
  }

  /// Formats every diagnostic, in order.
  public func format(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(format).joined()
  }

  /// The most characters of a source line an excerpt shows; a longer line is cut around
  /// the caret, with `…` where it was cut (an error on a 200 KB line prints a line, not
  /// the file).
  static let excerptWidth = 120

  private func excerpt(at mark: Mark) -> String {
    guard !isEmpty, let text = lines.line(mark.line) else { return "" }
    let number = String(mark.line)
    let gutter = String(repeating: " ", count: number.count)
    var characters = Array(text)
    var scalarsBefore = 0
    var cutBefore = false
    var cutAfter = false
    if characters.count > Self.excerptWidth {
      // The character holding the caret, then a window around it.
      var caret = 0
      var counted = 0
      while caret < characters.count,
        counted + characters[caret].unicodeScalars.count <= mark.column - 1
      {
        counted += characters[caret].unicodeScalars.count
        caret += 1
      }
      let start = max(0, min(caret - Self.excerptWidth / 2, characters.count - Self.excerptWidth))
      let end = min(characters.count, start + Self.excerptWidth)
      scalarsBefore = characters[..<start].reduce(0) { $0 + $1.unicodeScalars.count }
      cutBefore = start > 0
      cutAfter = end < characters.count
      characters = Array(characters[start..<end])
    }
    // Tabs keep the caret aligned; other characters before it are one column each, and an
    // escaped one as many as its escape. Escaped a character at a time, so an emoji
    // sequence keeps its joiners.
    var caretPad = cutBefore ? " " : ""
    var shown = cutBefore ? "…" : ""
    for character in characters {
      let visible = VisibleText.escaped(String(character), keepTabs: true)
      shown += visible
      let isEscaped = visible != String(character)
      for scalar in character.unicodeScalars where scalarsBefore < mark.column - 1 {
        scalarsBefore += 1
        if scalar == "\t" {
          caretPad += "\t"
        } else {
          let escape = VisibleText.escaped(String(scalar)).unicodeScalars.count
          caretPad += String(
            repeating: " ", count: isEscaped && VisibleText.isUnsafe(scalar) ? escape : 1)
        }
      }
    }
    if cutAfter { shown += "…" }
    return " \(number) | \(shown)\n \(gutter) | \(caretPad)^\n"
  }
}
