import Basics
import ScreenModel
import YAMLTree

extension StateDecode {
  /// The decode after a splice (``TreeSplice``) of its mapping, `pairs` after it; false
  /// when it cannot be patched (a dotted key, whose paths may meet another key's), and the
  /// mapping is then decoded again.
  mutating func patch(_ splice: TreeSplice, pairs: [Pair]) -> Bool {
    let range = splice.replaced
    let new = pairs[range.lowerBound..<(range.lowerBound + splice.inserted)]
    func dotted(_ key: String) -> Bool { key.utf8.contains(UInt8(ascii: ".")) }
    if !undotted {
      undotted = !pairs.contains { $0.key.scalar.map { dotted($0.text) } ?? false }
    }
    guard undotted, !splice.keys.contains(where: dotted) else { return false }
    moveLines(after: splice.lastOldLine, by: splice.lineDelta)
    // A key's paths (`key`, `key.…`) are its pairs' alone, as no key is dotted: those of
    // the keys replaced go, and those of every pair with one of the keys are made again.
    let keys = Array(splice.keys)
    let group = pairs.filter { pair in
      guard case .scalar(let scalar) = pair.key.content else { return false }
      return keys.contains { sameKey($0, scalar.text) }
    }
    for path in AppFileDecoder.marks(Node(.mapping(splice.removed), at: .start), prefix: "").keys {
      marks[path] = nil
      types[path] = nil
    }
    let node = Node(.mapping(group), at: .start)
    marks.merge(AppFileDecoder.marks(node, prefix: "")) { _, new in new }
    types.merge(AppFileDecoder.types(node, prefix: "")) { _, new in new }
    var decoded = StateDecode()
    var context = DecodeContext()
    let entries = new.indices.compactMap { decoded.decode(pairs[$0], at: $0, &context) }
    let before = excluded.count { $0 < range.lowerBound }
    let within = excluded.count { range.contains($0) }
    let first = range.lowerBound - before
    mapping.replaceEntries(
      first..<(first + range.count - within), with: entries, keys: splice.keys)
    let shift = splice.inserted - range.count
    problems = Self.spliced(problems, range, shift: shift, with: decoded.problems)
    shadows = Self.spliced(shadows, range, shift: shift, with: decoded.shadows)
    excluded =
      excluded.filter { $0 < range.lowerBound } + decoded.excluded
      + excluded.filter { $0 >= range.upperBound }.map { $0 + shift }
    return true
  }

  /// Problems by pair after the pairs `range` were replaced: those before kept, those
  /// after moved `shift` places, the new ones (by their new index) put in.
  private static func spliced(
    _ old: [Int: [Diagnostic]], _ range: Range<Int>, shift: Int, with new: [Int: [Diagnostic]]
  ) -> [Int: [Diagnostic]] {
    var found = new
    for (index, problems) in old where !range.contains(index) {
      found[index < range.lowerBound ? index : index + shift] = problems
    }
    return found
  }

  /// Every mark after line `line` moved `delta` lines.
  mutating func moveLines(after line: Int, by delta: Int) {
    guard delta != 0 else { return }
    var index = marks.startIndex
    while index != marks.endIndex {
      if marks.values[index].line > line { marks.values[index].line += delta }
      marks.formIndex(after: &index)
    }
    problems = problems.mapValues { $0.map { $0.movingLines(after: line, by: delta) } }
    shadows = shadows.mapValues { $0.map { $0.movingLines(after: line, by: delta) } }
  }
}
