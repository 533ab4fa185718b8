/// A colour: one of the named colours or `#RRGGBB`.
///
/// The YAML spelling is `red` or `"#FF3B30"` (quote it: `#` starts a comment).
public enum Colour: Sendable, Hashable {
  /// A named colour.
  case named(NamedColour)
  /// An exact colour from `#RRGGBB`.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// Parses a colour name or `#RRGGBB`; nil when it is neither.
  package init?(_ text: String) {
    if let named = NamedColour(rawValue: text) {
      self = .named(named)
      return
    }
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
    func byte(_ at: Int) -> UInt8? {
      UInt8(String(decoding: digits[at..<at + 2], as: UTF8.self), radix: 16)
    }
    guard let red = byte(1), let green = byte(3), let blue = byte(5) else { return nil }
    self = .rgb(red: red, green: green, blue: blue)
  }

  /// The colour as a screen file spells it: `blue`, `#FF9500` (hex digits in capitals).
  package var spelling: String {
    switch self {
    case .named(let name): return name.rawValue
    case .rgb(let red, let green, let blue):
      return "#"
        + [red, green, blue].map { byte in
          let digits = String(byte, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
  }
}

/// The colour names a screen may use.
public enum NamedColour: String, Sendable, Hashable, CaseIterable {
  /// Black.
  case black
  /// White.
  case white
  /// Red.
  case red
  /// Green.
  case green
  /// Blue.
  case blue
  /// Yellow.
  case yellow
  /// Orange.
  case orange
  /// Purple.
  case purple
  /// Gray.
  case gray
  /// Light gray.
  case lightGray
  /// Dark gray.
  case darkGray
  /// No colour: what is behind shows through.
  case clear
}
