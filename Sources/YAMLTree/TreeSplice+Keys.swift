import Basics

extension TreeSplice {
  /// The new parse diagnostics: the old ones outside the run (moved with their lines), the
  /// fragment's, and each key of `affected` written twice in the mapping, found again against
  /// all of it as a parse of the whole finds it (at each later key, noting the first).
  /// `mapping` is the mapping before the splice.
  static func diagnostics(
    _ old: [Diagnostic], _ fragment: Fragment, mapping: [Pair], affected: Set<String>
  ) -> [Diagnostic] {
    let run = fragment.run
    let keys = Array(affected)
    // The affected keys outside the run, in order, before and after it.
    var before: [(key: String, mark: Mark)] = []
    var after: [(key: String, mark: Mark)] = []
    for index in mapping.indices where !run.entries.contains(index) {
      guard case .scalar(let scalar) = mapping[index].key.content,
        let key = keys.first(where: { sameText($0, scalar.text) })
      else { continue }
      let mark = mapping[index].key.mark
      if index < run.entries.lowerBound {
        before.append((key, mark))
      } else {
        after.append((key, mark))
      }
    }
    let outside = Set((before + after).map(\.mark))
    var found: [Diagnostic] = []
    found.reserveCapacity(old.count + fragment.diagnostics.count)
    for diagnostic in old where !run.lines.contains(diagnostic.mark.line) {
      if diagnostic.code == .duplicateKey, outside.contains(diagnostic.mark) { continue }
      found.append(
        fragment.lineDelta == 0
          ? diagnostic : diagnostic.movingLines(after: run.lines.upperBound, by: fragment.lineDelta)
      )
    }
    found += fragment.diagnostics
    let inside = fragment.pairs.compactMap { pair in
      pair.key.scalar.map { (key: $0.text, mark: pair.key.mark) }
    }
    let moved = after.map {
      ($0.key, Mark(line: $0.mark.line + fragment.lineDelta, column: $0.mark.column))
    }
    var first: [String: Mark] = [:]
    for (key, mark) in before + inside + moved where affected.contains(key) {
      guard let earlier = first[key] else {
        first[key] = mark
        continue
      }
      found.append(
        .error(Messages.duplicateKey(key), at: mark, notes: [.init(Messages.firstKey, at: earlier)])
      )
    }
    return found
  }

  /// Equal texts, their lengths compared first.
  @inline(__always)
  static func sameText(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b
  }
}
