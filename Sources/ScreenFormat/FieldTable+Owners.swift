/// Which mapping of the format a key belongs to, for the error of a key written in the
/// wrong one (`prompt:` on a row).
extension FieldTable {
  /// How a message names each mapping, in the order a key is looked for in them.
  static let ownerNames = [
    "a screen's, written at the top of its file", "a section's", "a row's", "app.yaml's",
  ]

  /// For each key of a screen, section, row or `app.yaml`, the first of them it belongs to
  /// (an index of ``ownerNames``): one lookup an unknown key (a file of 60,000 of them pays
  /// it 60,000 times).
  static let ownerOfKey: [String: Int] = {
    var owners: [String: Int] = [:]
    for (index, table) in [screen + screenTemplate, section, row, app].enumerated() {
      for key in names(table) where owners[key] == nil { owners[key] = index }
    }
    return owners
  }()

  /// How a message names the mapping `key` belongs to when it is not one of `known`;
  /// nil when it belongs to none of them, or to this one.
  static func owner(ofKey key: String, besides known: [String]) -> String? {
    guard let index = ownerOfKey[key], !known.contains(key) else { return nil }
    // A template file's top level holds a screen's keys under its `screen:`.
    if index == 0, known.contains("screen") { return screenKeyInTemplate }
    return ownerNames[index]
  }

  /// How a message names a screen's key written at the top of a template file.
  static let screenKeyInTemplate =
    "a screen's: in a template file, a screen's keys go under 'screen:'"
}
