/// The first column of a report's line for a case: its verdict in capitals, padded to ten
/// characters (`MISMATCH   Screens/__snapshots__/posts.snap`), as `snapshot` and
/// `merge-reports` print it alike.
package enum StatusLabel {
  /// The width of the column.
  package static let width = 10

  /// `status` in capitals, padded with spaces to ``width`` (a longer one is left whole).
  package static func label(_ status: String) -> String {
    let upper = status.uppercased()
    return upper.count >= width ? upper : upper + String(repeating: " ", count: width - upper.count)
  }
}
