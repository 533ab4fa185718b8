/// Which mapping of the format a key belongs to, for the error of a key written in the
/// wrong one (`prompt:` on a row).
extension FieldTable {
  /// The mappings, each with how a message names it, in the order they are looked in.
  static let owners: [(what: String, keys: Set<String>)] = [
    ("a screen's, written at the top of its file", Set(names(screen + screenTemplate))),
    ("a section's", Set(names(section))),
    ("a row's", Set(names(row))),
    ("app.yaml's", Set(names(app))),
  ]

  /// How a message names the mapping `key` belongs to when it is not one of `known`;
  /// nil when it belongs to none of them, or to this one.
  static func owner(ofKey key: String, besides known: [String]) -> String? {
    owners.first { $0.keys.contains(key) && !known.contains(key) }?.what
  }
}
