import Basics

extension ParseHints {
  /// How many lines above an error a line missing its space is sought.
  private static let missingSpaceLookBack = 3

  /// libyaml's complaints a line missing its space leads to, below it.
  private static let missingSpaceErrors: Set<String> = [
    "mapping values are not allowed in this context", "could not find expected ':'",
    "did not find expected key", "did not find expected '-' indicator",
  ]

  /// A key or a list item written without its space (`title:Wi-Fi`, `-title: Wi-Fi`): YAML
  /// reads the line as one text, and libyaml stops a line or two below, where the next key
  /// cannot follow a text (a new user's finding). The error, reworded at the line missing
  /// its space, says where the space goes and spells the line with it.
  static func missingSpace(_ error: Diagnostic, context: Mark?, lines: SourceLines)
    -> Diagnostic?
  {
    guard missingSpaceErrors.contains(error.message) else { return nil }
    let first = max(
      1, min(context?.line ?? error.mark.line, error.mark.line - missingSpaceLookBack))
    for number in stride(from: error.mark.line, through: first, by: -1) {
      guard let text = lines.line(number), let found = unspaced(text) else { continue }
      var reworded = error
      reworded.reword(
        found.dash
          ? Messages.dashWithoutSpace(found.word, spaced: found.spaced)
          : Messages.colonWithoutSpace(found.word, spaced: found.spaced))
      reworded.mark = Mark(line: number, column: found.column)
      reworded.notes = []
      return reworded
    }
    return nil
  }

  /// The start of a line missing the space after a key's colon or an item's dash: its
  /// first word (`title:Wi-Fi`, `-title`), the column where the space goes, and the line's
  /// text from there with the space in.
  static func unspaced(_ line: String) -> (word: String, column: Int, spaced: String, dash: Bool)? {
    let scalars = Array(line.unicodeScalars)
    var index = 0
    while index < scalars.count, scalars[index] == " " { index += 1 }
    while index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
      index += 2
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }
    func isWordStart(_ at: Int) -> Bool {
      at < scalars.count && scalars[at].properties.isAlphabetic
    }
    func wordEnd(from start: Int) -> Int {
      var end = start
      while end < scalars.count,
        scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
          || scalars[end] == "_"
      {
        end += 1
      }
      return end
    }
    func text(_ range: Range<Int>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[range])
      return String(view)
    }
    var rest = scalars.count
    if let comment = line.firstRange(of: " #") {
      rest = line[..<comment.lowerBound].unicodeScalars.count
    }
    while rest > index, scalars[rest - 1] == " " || scalars[rest - 1] == "\r" { rest -= 1 }
    // `-title: Wi-Fi`: a dash then a word.
    if index < scalars.count, scalars[index] == "-", isWordStart(index + 1) {
      let end = wordEnd(from: index + 1)
      return (text(index..<end), index + 2, "- " + text((index + 1)..<rest), true)
    }
    // `title:Wi-Fi`: a word, a colon, and no space.
    guard index < rest, let split = UnspacedKey.split(text(index..<rest)) else { return nil }
    return (text(index..<rest), index + split.key.unicodeScalars.count + 1, split.spaced, false)
  }
}

/// A text written as a key and its value with no space after the colon (`title:Wi-Fi`),
/// which YAML reads as one text: the parse hints' rule for a line, and the screens' for a
/// row written as its title alone.
package enum UnspacedKey {
  /// The key and the text with the space in (`title: Wi-Fi`); nil unless the text starts
  /// with a word (letters, digits, `_`) and a colon followed by something other than a space
  /// (nor a link's `//`).
  package static func split(_ text: String) -> (key: String, spaced: String)? {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first, first.properties.isAlphabetic else { return nil }
    var end = 1
    while end < scalars.count,
      scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
        || scalars[end] == "_"
    {
      end += 1
    }
    guard end + 1 < scalars.count, scalars[end] == ":", scalars[end + 1] != " ",
      !(scalars[end + 1] == "/" && end + 2 < scalars.count && scalars[end + 2] == "/")
    else { return nil }
    let key = String(text.unicodeScalars.prefix(end))
    return (key, key + ": " + String(text.unicodeScalars.dropFirst(end + 1)))
  }
}
