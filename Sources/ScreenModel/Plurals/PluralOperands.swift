/// A number as CLDR's plural rules see it (UTS #35, "Plural Operand Meanings"), read from its
/// decimal text: `n` its absolute value, `i` its integer digits, `v` and `w` the count of
/// visible fraction digits with and without trailing zeros, `f` and `t` those digits as an
/// integer with and without trailing zeros. `"1.50"` is n 1.5, i 1, v 2, w 1, f 50, t 5.
///
/// Integers past 18 digits keep their last 18 (every rule's modulus is at most a million),
/// and say so, so that `i = 1` is false of them.
package struct PluralOperands: Sendable, Hashable {
  /// The integer digits (the last 18 of a longer number).
  package var i: Int
  /// Whether the integer part had more than 18 digits.
  package var huge: Bool
  /// The visible fraction digits, trailing zeros included.
  package var v: Int
  /// The visible fraction digits without trailing zeros.
  package var w: Int
  /// The visible fraction digits as an integer (their first 18).
  package var f: Int
  /// `f` without trailing zeros.
  package var t: Int

  /// The operands of an integer: no fraction digits.
  package init(integer: Int) {
    let magnitude = integer.magnitude
    huge = magnitude > 999_999_999_999_999_999
    i = Int(magnitude % 1_000_000_000_000_000_000)
    v = 0
    w = 0
    f = 0
    t = 0
  }

  /// The operands of a decimal text (`3`, `-2.50`, `+1`); nil for anything else.
  package init?(_ text: String) {
    // Most numbers drawn are small plain integers: no substring work for them.
    if text.utf8.count <= 18, let value = Int(text) {
      self.init(integer: value)
      return
    }
    guard let decimal = Self.decimal(text) else { return nil }
    self = decimal
  }

  /// The operands of a text with a fraction or past 18 digits.
  private static func decimal(_ text: String) -> PluralOperands? {
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
      fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
    else { return nil }
    let significant = whole.drop { $0 == "0" }
    var operands = PluralOperands(integer: 0)
    operands.huge = significant.count > 18
    operands.i = Int(significant.suffix(18)) ?? 0
    operands.v = fraction.count
    let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
    operands.w = trimmed.count
    operands.f = Int(fraction.prefix(18)) ?? 0
    operands.t = Int(String(trimmed).prefix(18)) ?? 0
    return operands
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
