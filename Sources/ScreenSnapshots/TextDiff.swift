/// A line diff in unified format: hunks with 3 lines of context and line numbers.
///
/// When a changed line differs from its counterpart only in white space, both are shown
/// with spaces as `·` and tabs as `→`, and the hunk says so.
package enum TextDiff {
  /// The unified diff from `old` to `new`, or an empty string when they are equal.
  package static func unified(
    old: String, new: String, oldName: String = "reference", newName: String = "actual",
    context: Int = 3
  ) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard a != b else { return "" }
    let edits = script(a, b)
    var out = "--- \(oldName)\n+++ \(newName)\n"
    // Group edits into hunks separated by more than 2 * context unchanged lines.
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
      let slice = edits[start..<stop]
      let oldStart = (slice.first { $0.kind != .insert }?.oldLine ?? 0)
      let newStart = (slice.first { $0.kind != .delete }?.newLine ?? 0)
      let oldCount = slice.count { $0.kind != .insert }
      let newCount = slice.count { $0.kind != .delete }
      out += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@"
      let whitespaceOnly = isWhitespaceOnly(slice)
      out += whitespaceOnly ? " white space only (· space, → tab)\n" : "\n"
      for edit in slice {
        let text = whitespaceOnly && edit.kind != .same ? visible(edit.text) : edit.text
        switch edit.kind {
        case .same: out += " \(text)\n"
        case .delete: out += "-\(text)\n"
        case .insert: out += "+\(text)\n"
        }
      }
      index = stop
    }
    return out
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var text: String
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script, from the standard library's `difference(from:)` (Myers'
  /// algorithm, O((n + m) · d) for d changed lines), with the common prefix and suffix
  /// trimmed first. Within a run of changes, deletions come before insertions, as diff(1)
  /// prints them.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let midA = a[prefix..<(a.count - suffix)]
    let midB = b[prefix..<(b.count - suffix)]
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in midB.difference(from: midA) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both sides: unchanged lines pair up in order between the changes.
    var edits: [Edit] = []
    edits.reserveCapacity(a.count + inserted.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      var deletions: [Edit] = []
      var insertions: [Edit] = []
      while i < a.count, i >= prefix, i < a.count - suffix, removed.contains(i - prefix) {
        deletions.append(Edit(kind: .delete, text: a[i], oldLine: i, newLine: j))
        i += 1
      }
      while j < b.count, j >= prefix, j < b.count - suffix, inserted.contains(j - prefix) {
        insertions.append(Edit(kind: .insert, text: b[j], oldLine: i, newLine: j))
        j += 1
      }
      if deletions.isEmpty, insertions.isEmpty {
        guard i < a.count, j < b.count else { break }
        edits.append(Edit(kind: .same, text: a[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else {
        edits += deletions + insertions
      }
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
