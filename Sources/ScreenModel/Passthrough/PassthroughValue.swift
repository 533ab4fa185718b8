/// A value of a `settings:` mapping: a plist value the screens do not model, kept in its
/// plist type so that export writes it back as it was (`infobuttonvalue` on a picker, a
/// pane's own `Title`, an IASK key of a later version).
///
/// The YAML spelling keeps the type: a plain `true`/`false` is a boolean, a plain whole
/// number (`5`, `-2`) an integer, a plain number with a point or an exponent (`1.0`,
/// `2.5e3`) a real, any other scalar (a quoted `"5"`, `YES`) a string, a list an array, a
/// mapping a dictionary; `{date: 2024-01-31T12:00:00Z}` is a date, `{data: SGk=}` data
/// (base64), and `{dict: {…}}` a dictionary whose only key is `date`, `data` or `dict`.
public indirect enum PassthroughValue: Sendable, Hashable {
  /// `<string>`.
  case string(String)
  /// `<integer>`, its digits as written.
  case integer(String)
  /// `<real>`, its text as written.
  case real(String)
  /// `<true/>` or `<false/>`.
  case boolean(Bool)
  /// `<date>`, ISO 8601 (`2024-01-31T12:00:00Z`).
  case date(String)
  /// `<data>`, base64.
  case data(String)
  /// `<array>`.
  case array([PassthroughValue])
  /// `<dict>`, keys in written order.
  case dictionary([PassthroughKey])
}

/// One key of a `settings:` mapping or of a dictionary in it.
public struct PassthroughKey: Sendable, Hashable {
  /// The plist key, as written.
  public package(set) var key: String
  /// Its value.
  public package(set) var value: PassthroughValue

  /// Creates a key.
  package init(key: String, value: PassthroughValue) {
    self.key = key
    self.value = value
  }
}
