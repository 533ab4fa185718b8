import ScreenModel

/// How many of a screen's own rows are shown (or unread), as `Session` counts them: a row
/// hidden by its own or its section's `visibleIf` is not counted.
extension ScreenWriter {
  /// Each own row's test of being shown, in file order: its section's and its own
  /// `visibleIf` as the view reads them, nil for a row always shown.
  mutating func shownTests(of target: Screen) -> [String?] {
    var tests: [String?] = []
    for section in target.sections {
      let sectionTest = section.visibleIf.flatMap { condition($0, key: "visibleIf") }
      for row in section.rows {
        let rowTest = row.visibleIf.flatMap { condition($0, key: "visibleIf") }
        let parts = [sectionTest, rowTest].compactMap { $0 }.filter { $0 != "true" }
        tests.append(parts.isEmpty ? nil : parts.map { "(\($0))" }.joined(separator: " && "))
      }
    }
    return tests
  }

  /// The rows of `tests` grouped by their test, in the order each test first appears, with
  /// the positions of the rows `counts` keeps; and how many kept rows have no test.
  static func grouped(_ tests: [String?], counts: (Int) -> Bool) -> (
    always: Int, groups: [(test: String, rows: [Int])]
  ) {
    var always = 0
    var groups: [(test: String, rows: [Int])] = []
    for (index, test) in tests.enumerated() where counts(index) {
      guard let test else {
        always += 1
        continue
      }
      if let at = groups.firstIndex(where: { $0.test == test }) {
        groups[at].rows.append(index)
      } else {
        groups.append((test, [index]))
      }
    }
    return (always, groups)
  }

  /// A screen's rows as written (the app does not hold them): a number, and a term for
  /// each condition that hides some (`(beta ? 2 : 0)`).
  mutating func writtenCount(of target: Screen, unread: Bool) -> [String] {
    let rows = target.allRows
    let (always, groups) = Self.grouped(shownTests(of: target)) {
      !unread || rows[$0].value.read == false
    }
    var parts = always > 0 || (!unread && groups.isEmpty) ? [String(always)] : []
    parts += groups.map { "(\($0.test) ? \($0.rows.count) : 0)" }
    return parts
  }

  /// A screen's rows as the app holds them (`ScreenSpecRows`): those loaded (and unread),
  /// less those a condition hides now.
  mutating func heldCount(of target: Screen, rows: String, unread: Bool) -> String {
    let (_, groups) = Self.grouped(shownTests(of: target)) { _ in true }
    guard !groups.isEmpty else { return "\(rows).\(unread ? "unreadCount" : "count")" }
    let shown = groups.map { group in
      "(![\(group.rows.map(String.init).joined(separator: ", "))].contains($0) || \(group.test))"
    }
    let unreadOnes = unread ? ".filter(\(rows).unread.contains)" : ""
    return "\(rows).shown.filter { \(shown.joined(separator: " && ")) }\(unreadOnes).count"
  }
}
