import ScreenModel

/// The first of each key seen, for finding repeats (two choices with one title): a linear
/// scan while there are few, so that a picker's ten choices hash and allocate nothing, and
/// a dictionary beyond.
struct FirstSeen<Value> {
  /// The most keys held in a list before they move to a dictionary.
  static var listLimit: Int { 16 }
  private var few: [(key: String, first: UInt8, value: Value)] = []
  private var many: [String: Value]?

  /// Records `value` for `key` unless the key was seen; returns the earlier value if so.
  mutating func insert(_ key: String, _ value: Value) -> Value? {
    if many != nil {
      if let earlier = many?[key] { return earlier }
      many?[key] = value
      return nil
    }
    // Two texts whose first scalars are different ASCII characters are never equal (no
    // ASCII character is another's canonical equivalent), so most pairs are told apart
    // by one byte, without comparing strings.
    let first = key.utf8.first ?? 0
    for entry in few
    where (entry.first == first || entry.first >= 0x80 || first >= 0x80)
      && entry.key == key
    {
      return entry.value
    }
    if few.count < Self.listLimit {
      if few.isEmpty { few.reserveCapacity(Self.listLimit) }
      few.append((key, first, value))
      return nil
    }
    var dictionary = Dictionary(few.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    dictionary[key] = value
    many = dictionary
    few = []
    return nil
  }
}
