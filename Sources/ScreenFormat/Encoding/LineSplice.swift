import YAMLTree

/// Carries a merge's changes onto the text an app's author wrote, so that their comments,
/// blank lines and layout stay wherever the bundle changed nothing.
///
/// `before` and `after` are the same writer's spelling of the file as the app holds it and
/// as merged; `written` is the file itself. The lines `before` shares with `written` are
/// found by a line diff (a line's trailing comment aside: the writer writes none), and each
/// change from `before` to `after` is made at the lines of `written` it falls on; a line
/// changed for one line keeps its trailing comment. Nil when a change falls on a line
/// `written` spells otherwise, or the files are too far apart to compare cheaply: the
/// caller writes `after` instead.
package enum LineSplice {
  /// The most line pairs compared once common starts and ends are set aside.
  static let comparisonBudget = 4_000_000

  /// `written` with the changes from `before` to `after` made at its lines, or nil.
  package static func carried(
    from before: [Substring], to after: [Substring], onto written: [Substring]
  ) -> [Substring]? {
    guard
      let found = matches(
        before.map(YAMLComments.withoutTrailing), written.map(YAMLComments.withoutTrailing)),
      let changes = matches(before, after)
    else {
      return nil
    }
    var inWritten: [Int: Int] = [:]
    for (line, at) in found { inWritten[line] = at }
    var removed = Set<Int>()
    var inserted: [Int: [Substring]] = [:]
    let anchors = [(-1, -1)] + changes + [(before.count, after.count)]
    for (start, end) in zip(anchors, anchors.dropFirst()) {
      let gone = (start.0 + 1)..<end.0
      let new = after[(start.1 + 1)..<end.1]
      if gone.isEmpty && new.isEmpty { continue }
      var places: [Int] = []
      for line in gone {
        guard let at = inWritten[line] else { return nil }
        places.append(at)
      }
      removed.formUnion(places)
      var placed = new
      // A `#` the writer wrote is text (a block scalar's): only the author's is carried.
      if places.count == 1, new.count == 1, trailingComment(before[gone.lowerBound]) == nil,
        let tail = trailingComment(written[places[0]])
      {
        placed = [Substring(String(new[new.startIndex]) + tail)]
      }
      let place: Int
      if let first = places.min() {
        place = first
      } else if start.0 >= 0 {
        guard let at = inWritten[start.0] else { return nil }
        place = at + 1
      } else {
        place = end.0 < before.count ? inWritten[end.0] ?? 0 : written.count
      }
      inserted[place, default: []] += placed
    }
    var out: [Substring] = []
    for (index, line) in written.enumerated() {
      out += inserted[index] ?? []
      if !removed.contains(index) { out.append(line) }
    }
    return out + (inserted[written.count] ?? [])
  }

  /// A line's trailing comment, with the spaces before it, if it has one.
  static func trailingComment(_ line: Substring) -> Substring? {
    YAMLComments.trailingStart(line).map { line[$0...] }
  }

  /// The pairs of equal lines of a longest common subsequence, in order; nil past the budget.
  static func matches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)]? {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head,
      a[a.count - 1 - tail] == b[b.count - 1 - tail]
    {
      tail += 1
    }
    let (rows, columns) = (a.count - head - tail, b.count - head - tail)
    guard rows * columns <= comparisonBudget else { return nil }
    // lengths[i][j]: the longest common subsequence of a's middle from i and b's from j.
    var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
    let width = columns + 1
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[head + i] == b[head + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var pairs = (0..<head).map { ($0, $0) }
    var (i, j) = (0, 0)
    while i < rows, j < columns {
      if a[head + i] == b[head + j] {
        pairs.append((head + i, head + j))
        (i, j) = (i + 1, j + 1)
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    for offset in 0..<tail { pairs.append((a.count - tail + offset, b.count - tail + offset)) }
    return pairs
  }
}
