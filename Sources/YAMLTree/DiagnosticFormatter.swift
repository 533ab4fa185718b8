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

  /// Creates a formatter for one file.
  public init(path: String, source: [UInt8]) {
    self.path = path
    self.lines = SourceLines(source)
  }

  /// Formats one diagnostic: the headline, the source line with a caret, then notes.
  public func format(_ diagnostic: Diagnostic) -> String {
    var out = "\(path):\(diagnostic.mark): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    out += excerpt(at: diagnostic.mark)
    for note in diagnostic.notes {
      if let mark = note.mark, let other = note.path, other != path {
        out += "\(other):\(mark): note: \(note.message)\n"
      } else if let mark = note.mark {
        out += "\(path):\(mark): note: \(note.message)\n"
        out += excerpt(at: mark)
      } else {
        out += "note: \(note.message)\n"
      }
    }
    return out
  }

  /// Formats every diagnostic, in order.
  public func format(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(format).joined()
  }

  private func excerpt(at mark: Mark) -> String {
    guard let text = lines.line(mark.line) else { return "" }
    let number = String(mark.line)
    let gutter = String(repeating: " ", count: number.count)
    // Tabs keep the caret aligned; other characters before it are one column each.
    var caretPad = ""
    for (index, scalar) in text.unicodeScalars.enumerated() where index < mark.column - 1 {
      caretPad.append(scalar == "\t" ? "\t" : " ")
    }
    return " \(number) | \(text)\n \(gutter) | \(caretPad)^\n"
  }
}
