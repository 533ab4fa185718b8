import ScreenFormat
import ScreenModel

/// A table's lines as `import --update` of a catalog changes them: an entry's value
/// replaced on its line, a plain text's or a plural's flow mapping.
extension TableMerge {
  /// The table's lines with each replaced entry's value changed on its line, its key as
  /// written (`import --update` of a catalog).
  static func replacing(
    _ lines: [String], _ replaced: [String: String], at places: [String: (line: Int, column: Int)]
  ) -> [String] {
    var out = lines
    for (key, value) in replaced {
      guard let place = places[key], place.line < out.count else { continue }
      let scalars = Array(out[place.line].unicodeScalars)
      let end = valueEnd(scalars, from: place.column)
      out[place.line] =
        String(String.UnicodeScalarView(scalars.prefix(place.column))) + value
        + String(String.UnicodeScalarView(scalars[end...]))
    }
    return out
  }

  /// Where a one-line value starting at `start` ends: a flow mapping's after its closing
  /// brace, a scalar's after its closing quote, or, plain, before a comment (` #`) and the
  /// spaces before it; what follows (a comment) stays.
  static func valueEnd(_ line: [Unicode.Scalar], from start: Int) -> Int {
    guard start < line.count else { return line.count }
    var at = start + 1
    switch line[start] {
    case "{":
      return flowEnd(line, from: start) ?? line.count
    case "\"":
      while at < line.count, line[at] != "\"" { at += line[at] == "\\" ? 2 : 1 }
      return min(at + 1, line.count)
    case "'":
      while at < line.count {
        if line[at] == "'", at + 1 < line.count, line[at + 1] == "'" {
          at += 2
        } else if line[at] == "'" {
          break
        } else {
          at += 1
        }
      }
      return min(at + 1, line.count)
    default:
      while at < line.count, !(line[at] == "#" && line[at - 1] == " ") { at += 1 }
      while at > start, line[at - 1] == " " { at -= 1 }
      return at
    }
  }

  /// Whether the value starting at `start` ends on its line (a flow mapping may go on).
  static func valueEnds(_ line: [Unicode.Scalar], from start: Int) -> Bool {
    start < line.count && (line[start] != "{" || flowEnd(line, from: start) != nil)
  }

  /// Where a flow mapping starting at `start` ends, after its closing brace, on this line;
  /// nil when it goes on past it. Quoted texts' braces and quotes are skipped.
  static func flowEnd(_ line: [Unicode.Scalar], from start: Int) -> Int? {
    var depth = 0
    var at = start
    while at < line.count {
      switch line[at] {
      case "\"", "'": at = valueEnd(line, from: at) - 1
      case "{", "[": depth += 1
      case "}", "]":
        depth -= 1
        if depth == 0 { return at + 1 }
      default: break
      }
      at += 1
    }
    return nil
  }

  /// An imported entry's value as the table writes it: its text, or its plural forms as
  /// a flow mapping.
  static func written(_ entry: TranslationImport.Entry, _ spell: (String) -> String) -> String {
    entry.forms.map { forms in
      "{"
        + PluralCategory.allCases.compactMap { category in
          forms[category].map { "\(category.rawValue): \(YAMLText.quoted($0))" }
        }.joined(separator: ", ") + "}"
    } ?? spell(entry.translation)
  }
}
