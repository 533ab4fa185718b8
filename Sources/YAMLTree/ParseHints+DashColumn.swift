import Basics

extension ParseHints {
  /// libyaml's complaints when a list item's `- ` is a column off from the items above.
  private static let dashErrors: Set<String> = [
    "did not find expected key", "did not find expected '-' indicator",
  ]

  /// A list item whose `- ` is not at the column of the items above it (one space too few
  /// or too many): libyaml says only that it did not find a key or a `-`, and points at
  /// the mapping or list it was in. The error, reworded at the dash, names both columns.
  /// The items above are the nearest dash column among the lines above, up to the key the
  /// list belongs to (a line that is not an item, left of the dash); none is sought when
  /// one of them is at the dash's own column (the dash is not what is wrong).
  static func dashOffColumn(_ error: Diagnostic, lines: SourceLines) -> Diagnostic? {
    guard dashErrors.contains(error.message), let text = lines.line(error.mark.line),
      let dash = dashColumn(text), dash == error.mark.column
    else { return nil }
    var nearest: (line: Int, column: Int)?
    var number = error.mark.line - 1
    while number >= 1, let above = lines.line(number) {
      defer { number -= 1 }
      if case .blank = KeyLine(above) { continue }
      guard let column = dashColumn(above) else {
        if indent(above) < dash { break }
        continue
      }
      if column == dash { return nil }
      if nearest.map({ abs($0.column - dash) > abs(column - dash) }) ?? true {
        nearest = (number, column)
      }
    }
    guard let nearest else { return nil }
    var reworded = error
    reworded.reword(Messages.dashOffColumn(at: dash, itemsAt: nearest.column))
    reworded.notes = [
      .init(Messages.itemAboveStartsHere, at: Mark(line: nearest.line, column: nearest.column))
    ]
    return reworded
  }

  /// The column of a line's `-` when the line is a list item (`- x`, or a lone `-`).
  private static func dashColumn(_ line: String) -> Int? {
    let bytes = Array(line.utf8)
    let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
    guard start < bytes.count, bytes[start] == UInt8(ascii: "-") else { return nil }
    let next = start + 1 < bytes.count ? bytes[start + 1] : UInt8(ascii: " ")
    return next == UInt8(ascii: " ") || next == UInt8(ascii: "\r") ? start + 1 : nil
  }

  /// The column of a line's first character that is not a space.
  private static func indent(_ line: String) -> Int {
    (line.utf8.firstIndex { $0 != UInt8(ascii: " ") }.map {
      line.utf8.distance(from: line.utf8.startIndex, to: $0)
    } ?? 0) + 1
  }
}
