extension SwiftDefaults {
  /// A lower camel-case identifier made from a key, as a person would write it: its words
  /// are split at anything that is no letter or digit and where the case changes, a
  /// leading acronym is lowercased, and letters beyond ASCII are kept.
  ///
  /// `playback-speed` → `playbackSpeed`, `SDEventsShown` → `sdEventsShown`,
  /// `SETTINGS_CUSTOM_SPEED` → `settingsCustomSpeed`, `Über` → `über`, `_` → `key`.
  static func identifier(_ key: String) -> String {
    var out = ""
    for word in words(of: key) {
      if out.isEmpty {
        out = word.lowercased()
      } else if word.contains(where: \.isLowercase) || word.count > 1 && isShouting(key) {
        out += word.prefix(1).uppercased() + word.dropFirst().lowercased()
      } else {
        out += word  // an acronym inside a camel-case key keeps its capitals: `userID`
      }
    }
    if out.isEmpty { out = "key" }
    if let first = out.unicodeScalars.first, ("0"..."9").contains(first) { out = "_" + out }
    return out
  }

  /// Whether a key has no lowercase letter (`SETTINGS_CUSTOM_SPEED`): its words are
  /// capitalised, not kept as acronyms.
  private static func isShouting(_ key: String) -> Bool {
    !key.contains(where: \.isLowercase)
  }

  /// A key's words: runs of letters and digits, split where a lowercase letter or digit is
  /// followed by a capital (`events|Shown`) and before the last capital of a run followed by
  /// a lowercase letter (`SD|Events`).
  static func words(of key: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current = []
    }
    let characters = Array(key)
    for (index, character) in characters.enumerated() {
      guard isWordCharacter(character) else {
        flush()
        continue
      }
      if let last = current.last, character.isUppercase {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let acronymEnds = last.isUppercase && next?.isLowercase == true
        if !last.isUppercase || acronymEnds { flush() }
      }
      current.append(character)
    }
    flush()
    return words
  }

  /// A letter or an ASCII digit: what a Swift identifier may hold of a key.
  private static func isWordCharacter(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    if ("0"..."9").contains(scalar) { return true }
    return scalar.properties.isAlphabetic && scalar.properties.generalCategory != .nonspacingMark
      && scalar.properties.generalCategory != .spacingMark
  }
}

/// A `<date>` default as Swift source: the instant it names, written as seconds since
/// 1970 so that the file needs no date formatter (`Date(timeIntervalSince1970: …)`).
struct SwiftDate {
  /// Seconds since 1970-01-01T00:00:00Z.
  var seconds: Int64
  /// The ISO 8601 text it was read from, for the comment beside it.
  var text: String

  /// Reads `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, `…:SS` and `…Z` (a plist's `<date>` is UTC);
  /// nil for anything else (a time without a day names no instant).
  init?(iso8601 text: String) {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int64? {
      guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 0x30)
      }
      return value
    }
    guard bytes.count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D, let year = number(0..<4),
      let month = number(5..<7), let day = number(8..<10), (1...12).contains(month),
      (1...31).contains(day)
    else { return nil }
    var (hour, minute, second): (Int64, Int64, Int64) = (0, 0, 0)
    var rest = bytes[10...]
    if rest.first == 0x54 {  // T
      guard bytes.count >= 16, bytes[13] == 0x3A, let h = number(11..<13),
        let m = number(14..<16), h < 24, m < 60
      else { return nil }
      (hour, minute) = (h, m)
      rest = bytes[16...]
      if rest.first == 0x3A {
        guard let s = number(17..<19), s < 61 else { return nil }
        second = s
        rest = bytes[19...]
      }
    }
    if rest.first == 0x5A { rest = rest.dropFirst() }  // Z
    guard rest.isEmpty else { return nil }
    seconds =
      Self.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
      + second
    self.text = text
  }

  /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's
  /// `days_from_civil`).
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// `Date(timeIntervalSince1970: 1796117400) /* 2026-12-01T09:30:00Z */`.
  var source: String {
    "Date(timeIntervalSince1970: \(seconds)) /* \(text) */"
  }
}
