/// A CLDR plural rule's condition (UTS #35, "Plural rules syntax"), parsed once:
/// `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`. Of the syntax, the rules of
/// ``PluralRules`` use operands `n i v w f t e`, `%`, `=`, `!=`, value lists and ranges,
/// `and` and `or` (`and` binding closer).
package struct PluralCondition: Sendable, Hashable {
  /// One `expr = list` or `expr != list`.
  struct Relation: Sendable, Hashable {
    /// The operands of UTS #35 the rules use (`c` and `e`, the compact exponent, are 0).
    enum Operand: String, Sendable, Hashable {
      case n, i, v, w, f, t, e
    }
    var operand: Operand
    var modulus: Int?
    var negated: Bool
    var ranges: [ClosedRange<Int>]
  }

  /// Relations: any of the groups, all of each group.
  var groups: [[Relation]]

  /// Parses a condition; nil when it is not one (a mistake in ``PluralRules``' data, which
  /// its tests read whole).
  package init?(_ text: String) {
    var groups: [[Relation]] = []
    for group in text.split(separator: " or ").map(String.init) {
      var relations: [Relation] = []
      for part in group.split(separator: " and ").map(String.init) {
        guard let relation = Self.relation(part) else { return nil }
        relations.append(relation)
      }
      groups.append(relations)
    }
    guard !groups.isEmpty else { return nil }
    self.groups = groups
  }

  static func relation(_ text: String) -> Relation? {
    let words = text.split(separator: " ").map(String.init)
    var index = 0
    guard index < words.count, let operand = Relation.Operand(rawValue: words[index]) else {
      return nil
    }
    index += 1
    var modulus: Int?
    if index + 1 < words.count, words[index] == "%" {
      modulus = Int(words[index + 1])
      guard let value = modulus, value > 0 else { return nil }
      index += 2
    }
    guard index + 1 < words.count, words[index] == "=" || words[index] == "!=" else { return nil }
    let negated = words[index] == "!="
    var ranges: [ClosedRange<Int>] = []
    for item in words[index + 1].split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = item.split(separator: "..", omittingEmptySubsequences: false).map {
        Int($0)
      }
      guard bounds.count <= 2, let low = bounds.first ?? nil, let high = bounds.last ?? nil,
        low <= high
      else { return nil }
      ranges.append(low...high)
    }
    guard index + 2 == words.count, !ranges.isEmpty else { return nil }
    return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
  }

  /// Whether a number meets the condition.
  package func holds(for number: PluralOperands) -> Bool {
    for group in groups {
      var all = true
      for relation in group where !relation.holds(for: number) {
        all = false
        break
      }
      if all { return true }
    }
    return false
  }
}

extension PluralCondition.Relation {
  func holds(for number: PluralOperands) -> Bool {
    let inRange: Bool
    switch operand {
    case .n:
      // A value with a fraction is in no range of whole numbers.
      inRange = number.t == 0 && contains(number.i, huge: number.huge)
    case .i: inRange = contains(number.i, huge: number.huge)
    case .v: inRange = contains(number.v, huge: false)
    case .w: inRange = contains(number.w, huge: false)
    case .f: inRange = contains(number.f, huge: false)
    case .t: inRange = contains(number.t, huge: false)
    case .e: inRange = contains(0, huge: false)  // no compact exponent
    }
    return inRange != negated
  }

  /// Whether a value (its last 18 digits, when `huge`) is in a range, taken modulo first.
  func contains(_ value: Int, huge: Bool) -> Bool {
    let value = modulus.map { value % $0 } ?? value
    // A number too long to hold is larger than any range's bound.
    if modulus == nil, huge { return false }
    for range in ranges where range.contains(value) { return true }
    return false
  }
}
