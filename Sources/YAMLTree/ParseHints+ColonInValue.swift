import Basics

extension ParseHints {
  /// libyaml's complaint at a `: ` it cannot take as a key's.
  private static let mappingValuesError = "mapping values are not allowed in this context"

  /// A plain value holding `: ` (`title: Note: read this`): libyaml stops at the second
  /// colon, saying only that mapping values are not allowed there. The error, reworded at
  /// the colon, says to quote the value, and spells it quoted.
  static func colonInValue(_ error: Diagnostic, lines: SourceLines) -> Diagnostic? {
    guard error.message == mappingValuesError, let text = lines.line(error.mark.line),
      case .key(let key) = KeyLine(text), key.hasValue
    else { return nil }
    let scalars = Array(text.unicodeScalars)
    let colon = error.mark.column - 1
    // The key's own colon comes before the one libyaml stopped at, on the same line.
    let valueStart = key.column - 1 + key.key.unicodeScalars.count + 1
    guard colon > valueStart, colon < scalars.count, scalars[colon] == ":" else { return nil }
    var start = valueStart
    while start < scalars.count, scalars[start] == " " { start += 1 }
    guard start < colon, !["\"", "'", "{", "[", "|", ">"].contains(scalars[start]) else {
      return nil
    }
    var value = String(String.UnicodeScalarView(scalars[start...]))
    if let comment = value.firstRange(of: " #") { value = String(value[..<comment.lowerBound]) }
    while value.last == " " { value.removeLast() }
    let quoted =
      "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    var reworded = error
    reworded.reword(Messages.colonInValue(key.key, quoted: quoted))
    reworded.notes.removeAll()
    return reworded
  }
}
