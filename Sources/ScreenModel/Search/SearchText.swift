/// A screen's search field: `searchable: true`, with `searchPrompt` and `searchEmpty`.
public struct Search: Sendable, Hashable {
  /// The field's placeholder; default `Search`.
  public package(set) var prompt: InterpolatedText?
  /// Shown when nothing matches; default `No Results`.
  public package(set) var empty: InterpolatedText?

  /// The field's placeholder when the screen sets none.
  package static let defaultPrompt = "Search"
  /// What shows when nothing matches and the screen sets nothing.
  package static let defaultEmpty = "No Results"

  /// Creates search settings.
  package init(prompt: InterpolatedText? = nil, empty: InterpolatedText? = nil) {
    self.prompt = prompt
    self.empty = empty
  }
}

/// Text compared the way a search field compares: ignoring case and diacritics, so
/// `cafe` finds `Café` and `ÉTÉ` finds `été`.
package enum SearchText {
  /// The text folded for comparison: lowercased, with the accents of Latin letters removed.
  /// Linear in the text: each scalar is appended to one string in place (appending a
  /// letter's base to a `String.UnicodeScalarView` copied the whole view each time, so
  /// 400,000 `é` took 20 seconds).
  package static func folded(_ text: String) -> String {
    let lowered = text.lowercased()
    var out = ""
    out.reserveCapacity(lowered.utf8.count)
    for scalar in lowered.unicodeScalars {
      if (0x300...0x36F).contains(scalar.value) { continue }  // combining marks
      if let base = baseLetter[scalar.value] {
        out += base
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` contains `query`, ignoring case and diacritics.
  package static func matches(_ text: String, _ query: String) -> Bool {
    matches(text, folded: folded(query))
  }

  /// Whether `text` contains a query already ``folded(_:)`` (a search folds its query once,
  /// not once a row).
  package static func matches(_ text: String, folded needle: String) -> Bool {
    needle.isEmpty || folded(text).contains(needle)
  }

  /// Lowercase Latin letters with diacritics (Latin-1 Supplement and Latin Extended-A) and
  /// the letters they are written on.
  static let baseLetter: [UInt32: String] = {
    let groups: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"),
      ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"),
      ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("ŕŗř", "r"), ("śŝşš", "s"), ("ţťŧ", "t"),
      ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"), ("æ", "ae"), ("œ", "oe"),
      ("ß", "ss"),
    ]
    var table: [UInt32: String] = [:]
    for (letters, base) in groups {
      for scalar in letters.unicodeScalars { table[scalar.value] = base }
    }
    return table
  }()
}
