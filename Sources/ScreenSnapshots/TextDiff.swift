/// A line diff in unified format: hunks with 3 lines of context and line numbers.
///
/// When a changed line differs from its counterpart only in white space, both are shown
/// with spaces as `·` and tabs as `→`, and the hunk says so.
public enum TextDiff {
  /// The unified diff from `old` to `new`, or an empty string when they are equal.
  public static func unified(
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

  /// The shortest edit script, by longest common subsequence on the middle part that
  /// differs (common prefix and suffix trimmed first). Very large middles are shown as
  /// one deletion and one insertion rather than spend quadratic time.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [Edit] = (0..<prefix).map {
      Edit(kind: .same, text: a[$0], oldLine: $0, newLine: $0)
    }
    let midA = Array(a[prefix..<(a.count - suffix)])
    let midB = Array(b[prefix..<(b.count - suffix)])
    if midA.count * midB.count > 4_000_000 {
      edits += midA.enumerated().map {
        Edit(kind: .delete, text: $1, oldLine: prefix + $0, newLine: prefix)
      }
      edits += midB.enumerated().map {
        Edit(kind: .insert, text: $1, oldLine: prefix, newLine: prefix + $0)
      }
    } else {
      edits += lcs(midA, midB, offset: prefix)
    }
    for offset in 0..<suffix {
      let oldLine = a.count - suffix + offset
      let newLine = b.count - suffix + offset
      edits.append(Edit(kind: .same, text: a[oldLine], oldLine: oldLine, newLine: newLine))
    }
    return edits
  }

  private static func lcs(_ a: [String], _ b: [String], offset: Int) -> [Edit] {
    let n = a.count
    let m = b.count
    var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * (m + 1) + j] =
          a[i] == b[j]
          ? table[(i + 1) * (m + 1) + j + 1] + 1
          : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[i] == b[j] {
        edits.append(Edit(kind: .same, text: a[i], oldLine: offset + i, newLine: offset + j))
        i += 1
        j += 1
      } else if j < m, i == n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j] {
        edits.append(Edit(kind: .insert, text: b[j], oldLine: offset + i, newLine: offset + j))
        j += 1
      } else {
        edits.append(Edit(kind: .delete, text: a[i], oldLine: offset + i, newLine: offset + j))
        i += 1
      }
    }
    // Deletions before insertions within a run of changes, as diff(1) prints them.
    var ordered: [Edit] = []
    var run: [Edit] = []
    for edit in edits {
      if edit.kind == .same {
        ordered += run.filter { $0.kind == .delete } + run.filter { $0.kind == .insert }
        run = []
        ordered.append(edit)
      } else {
        run.append(edit)
      }
    }
    return ordered + run.filter { $0.kind == .delete } + run.filter { $0.kind == .insert }
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
