/// A count with its noun, for messages: "1 row", "2 rows".
package enum Plural {
  /// The number and the noun, with an `s` unless the number is one.
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
