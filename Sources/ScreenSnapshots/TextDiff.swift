/// A line diff in unified format: hunks with 3 lines of context and line numbers.
///
/// When a changed line differs from its counterpart only in white space, both are shown
/// with spaces as `·` and tabs as `→`, and the hunk says so.
package enum TextDiff {
  /// The unified diff from `old` to `new`, or an empty string when they are equal. Past
  /// the diff's budget (``EditScript``), the first hunk only, with how many lines differ.
  package static func unified(
    old: String, new: String, oldName: String = "reference", newName: String = "actual",
    context: Int = 3
  ) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a != b else { return "" }
    let out = "--- \(oldName)\n+++ \(newName)\n"
    guard let edits = script(a, b) else {
      return out + firstHunk(a, b, context: context)
    }
    return out + hunks(edits, context: context)
  }

  /// The hunks of an edit script: changes with `context` unchanged lines around them, those
  /// less than `2 * context` lines apart in one hunk.
  private static func hunks(_ edits: [Edit], context: Int) -> String {
    var out = ""
    var index = 0
    while index < edits.count {
      guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = firstChange
      var lastChange = firstChange
      while end < edits.count {
        if edits[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      let start = max(index, firstChange - context)
      let stop = min(edits.count, lastChange + context + 1)
      out += hunk(edits[start..<stop])
      index = stop
    }
    return out
  }

  private static func hunk(_ slice: ArraySlice<Edit>, note: String? = nil) -> String {
    let oldStart = (slice.first { $0.kind != .insert }?.oldLine ?? 0)
    let newStart = (slice.first { $0.kind != .delete }?.newLine ?? 0)
    let oldCount = slice.count { $0.kind != .insert }
    let newCount = slice.count { $0.kind != .delete }
    var out = "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@"
    let whitespaceOnly = note == nil && isWhitespaceOnly(slice)
    out += whitespaceOnly ? " white space only (· space, → tab)\n" : note.map { " \($0)\n" } ?? "\n"
    for edit in slice {
      let text = whitespaceOnly && edit.kind != .same ? visible(edit.text) : edit.text
      switch edit.kind {
      case .same: out += " \(text)\n"
      case .delete: out += "-\(text)\n"
      case .insert: out += "+\(text)\n"
      }
    }
    return out
  }

  /// How many lines of a side the hunk shown past the budget holds at most.
  static let firstHunkLines = 20

  /// Past the budget: the lines between the common start and end of the two texts differ
  /// as a whole, as far as the diff looked; the first ``firstHunkLines`` of each side are
  /// shown after the common start's last `context` lines, and the hunk says how many differ.
  private static func firstHunk(_ a: [String], _ b: [String], context: Int) -> String {
    let (prefix, suffix) = common(a, b)
    let (oldChanged, newChanged) = (a.count - prefix - suffix, b.count - prefix - suffix)
    var edits: [Edit] = []
    for line in max(0, prefix - context)..<prefix {
      edits.append(Edit(kind: .same, text: a[line], oldLine: line, newLine: line))
    }
    for line in prefix..<prefix + min(oldChanged, firstHunkLines) {
      edits.append(Edit(kind: .delete, text: a[line], oldLine: line, newLine: prefix))
    }
    for line in prefix..<prefix + min(newChanged, firstHunkLines) {
      edits.append(Edit(kind: .insert, text: b[line], oldLine: prefix, newLine: line))
    }
    let note = SnapshotMessages.pastDiffBudget(
      old: oldChanged, new: newChanged, from: prefix + 1, shown: firstHunkLines)
    return hunk(edits[...], note: note)
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var text: String
    var oldLine: Int
    var newLine: Int
  }

  /// The lines of `a` removed and of `b` inserted by the shortest edit script, by index;
  /// past the diff's budget, every line between the common start and end of the two.
  package static func changedLines(_ a: [String], _ b: [String]) -> (
    removed: Set<Int>, inserted: Set<Int>
  ) {
    guard let edits = script(a, b) else {
      let (prefix, suffix) = common(a, b)
      return (Set(prefix..<(a.count - suffix)), Set(prefix..<(b.count - suffix)))
    }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for edit in edits {
      switch edit.kind {
      case .same: break
      case .delete: removed.insert(edit.oldLine)
      case .insert: inserted.insert(edit.newLine)
      }
    }
    return (removed, inserted)
  }

  /// How many lines the two lists share at their start, and then at their end.
  static func common(_ a: [String], _ b: [String]) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The shortest edit script (``EditScript``: Myers' algorithm with a budget), with the
  /// common prefix and suffix trimmed first; nil past the budget. Within a run of changes,
  /// deletions come before insertions, as diff(1) prints them.
  static func script(_ a: [String], _ b: [String], budget: Int = EditScript.budget) -> [Edit]? {
    let (prefix, suffix) = common(a, b)
    // Lines as numbers, so that a comparison is one instruction.
    var numbers: [String: Int] = [:]
    func number(_ line: String) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let midA = a[prefix..<(a.count - suffix)].map(number)
    let midB = b[prefix..<(b.count - suffix)].map(number)
    var finder = EditScript(budget: budget)
    guard let steps = finder.steps(midA, midB) else { return nil }
    var edits: [Edit] = []
    edits.reserveCapacity(a.count + midB.count)
    for line in 0..<prefix {
      edits.append(Edit(kind: .same, text: a[line], oldLine: line, newLine: line))
    }
    var (i, j) = (prefix, prefix)
    var deletions: [Edit] = []
    var insertions: [Edit] = []
    // Unchanged lines pair up in order between the changes; a run of changes is written
    // deletions first, each numbered from where the run starts on the other side.
    for step in steps + [.same] {
      switch step {
      case .delete:
        deletions.append(Edit(kind: .delete, text: a[i], oldLine: i, newLine: j - insertions.count))
        i += 1
      case .insert:
        insertions.append(Edit(kind: .insert, text: b[j], oldLine: i, newLine: j))
        j += 1
      case .same:
        for index in insertions.indices { insertions[index].oldLine = i }
        edits += deletions + insertions
        deletions = []
        insertions = []
        guard i < a.count - suffix, j < b.count - suffix else { continue }
        edits.append(Edit(kind: .same, text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      }
    }
    for offset in 0..<suffix {
      let (x, y) = (a.count - suffix + offset, b.count - suffix + offset)
      edits.append(Edit(kind: .same, text: a[x], oldLine: x, newLine: y))
    }
    return edits
  }

  private static func isWhitespaceOnly(_ slice: ArraySlice<Edit>) -> Bool {
    let strip = { (text: String) in text.filter { $0 != " " && $0 != "\t" } }
    let deleted = slice.filter { $0.kind == .delete }.map { strip($0.text) }
    let inserted = slice.filter { $0.kind == .insert }.map { strip($0.text) }
    return !deleted.isEmpty && deleted.filter { !$0.isEmpty } == inserted.filter { !$0.isEmpty }
  }

  private static func visible(_ text: String) -> String {
    String(text.map { $0 == " " ? "·" : $0 == "\t" ? "→" : $0 })
  }
}
