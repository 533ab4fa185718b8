/// A decimal number held exactly, as written: `0.3` is three tenths, not a binary fraction.
/// Sliders and steppers compare, step and print with it.
///
/// The YAML spelling is a plain number: `5`, `-2`, `0.25`.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The value times 10^`scale`.
  public package(set) var units: Int
  /// How many digits follow the decimal point.
  public package(set) var scale: Int

  /// The largest scale read (digits after the point).
  package static let maximumScale = 9

  /// Creates a decimal from units and a scale: `ExactDecimal(units: 25, scale: 2)` is 0.25.
  package init(units: Int, scale: Int) {
    self.units = units
    self.scale = scale
  }

  /// Parses a plain decimal: optional `-`, digits, optional `.` and digits; the digits
  /// before the point may be left out (`.1`, as a Settings.bundle may write a slider's
  /// `MinimumValue`, which Settings reads as 0.1). Nil for anything else (exponents, `+`,
  /// spaces, a lone `.`, more than 9 decimals or 15 digits).
  package init?(_ text: String) {
    var digits = Substring(text)
    var negative = false
    if digits.first == "-" {
      negative = true
      digits = digits.dropFirst()
    }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let fraction = parts.count == 2 ? parts[1] : ""
    guard let whole = parts.first, !whole.isEmpty || !fraction.isEmpty,
      whole.allSatisfy(\.isASCIIDigitCharacter)
    else { return nil }
    guard parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigitCharacter),
      fraction.count <= ExactDecimal.maximumScale, whole.count + fraction.count <= 15,
      let value = Int((whole.isEmpty ? "0" : whole) + fraction)
    else { return nil }
    units = negative ? -value : value
    scale = fraction.count
  }

  /// Both numbers brought to one scale.
  private static func aligned(_ a: ExactDecimal, _ b: ExactDecimal) -> (Int, Int, Int) {
    let scale = max(a.scale, b.scale)
    return (a.units * power(scale - a.scale), b.units * power(scale - b.scale), scale)
  }

  private static func power(_ exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }

  /// Whether `a` is less than `b`, exactly.
  public static func < (a: ExactDecimal, b: ExactDecimal) -> Bool {
    let (x, y, _) = aligned(a, b)
    return x < y
  }

  /// Whether two decimals are equal, whatever their scales (`0.30 == 0.3`).
  public static func == (a: ExactDecimal, b: ExactDecimal) -> Bool {
    let (x, y, _) = aligned(a, b)
    return x == y
  }

  /// Hashes the value, so that equal decimals of different scales hash alike.
  public func hash(into hasher: inout Hasher) {
    var units = self.units
    var scale = self.scale
    while scale > 0, units % 10 == 0 {
      units /= 10
      scale -= 1
    }
    hasher.combine(units)
    hasher.combine(scale)
  }

  /// The exact sum.
  package static func + (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
    let (x, y, scale) = aligned(a, b)
    return ExactDecimal(units: x + y, scale: scale)
  }

  /// The exact difference.
  package static func - (a: ExactDecimal, b: ExactDecimal) -> ExactDecimal {
    let (x, y, scale) = aligned(a, b)
    return ExactDecimal(units: x - y, scale: scale)
  }

  /// Whether `self` is a whole multiple of `step` (counted from zero); a step of zero
  /// divides nothing.
  package func isMultiple(of step: ExactDecimal) -> Bool {
    let (x, y, _) = ExactDecimal.aligned(self, step)
    return y != 0 && x % y == 0
  }

  /// The number printed with exactly `digits` decimals (rounding never happens: callers
  /// print values on the step with the step's decimals).
  package func formatted(decimals digits: Int) -> String {
    var value = self
    if digits > scale {
      value = ExactDecimal(units: units * ExactDecimal.power(digits - scale), scale: digits)
    } else if digits < scale {
      value = ExactDecimal(units: units / ExactDecimal.power(scale - digits), scale: digits)
    }
    let negative = value.units < 0
    var text = String(negative ? -value.units : value.units)
    if value.scale > 0 {
      if text.count <= value.scale {
        text = String(repeating: "0", count: value.scale - text.count + 1) + text
      }
      text.insert(".", at: text.index(text.endIndex, offsetBy: -value.scale))
    }
    return (negative ? "-" : "") + text
  }

  /// As written.
  public var description: String { formatted(decimals: scale) }
}

extension Character {
  /// Whether the character is an ASCII digit, `0` to `9`.
  package var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
