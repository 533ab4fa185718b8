import Basics
import ScreenModel
import YAMLTree

extension StateDecode {
  /// The decode after a splice (``TreeSplice``) of its mapping, `pairs` after it; false when it cannot be patched (a dotted key, whose paths
  /// may meet another key's), and the mapping is then decoded again.
  mutating func patch(
    _ splice: TreeSplice, pairs: [Pair], fileBytes: [UInt8]
  ) -> Bool {
    let new = pairs[splice.replaced.lowerBound..<(splice.replaced.lowerBound + splice.inserted)]
    guard dotted == 0, !splice.keys.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) })
    else { return false }
    moveLines(after: splice.lastOldLine, by: splice.lineDelta)
    let keys = Array(splice.keys)
    // Every pair of the mapping written with one of the keys, in order: a key's paths
    // (`key`, `key.…`) are its pairs' alone, as no key is dotted.
    let group = pairs.filter { pair in
      guard case .scalar(let scalar) = pair.key.content else { return false }
      return keys.contains { sameKey($0, scalar.text) }
    }
    let old = splice.removed
    for path in AppFileDecoder.marks(Node(.mapping(old), at: .start), prefix: "").keys {
      marks[path] = nil
      types[path] = nil
    }
    let node = Node(.mapping(group), at: .start)
    marks.merge(AppFileDecoder.marks(node, prefix: "")) { _, new in new }
    types.merge(AppFileDecoder.types(node, prefix: "")) { _, new in new }
    var decoded = StateDecode()
    var context = DecodeContext()
    context.fileBytes = fileBytes
    let entries = new.compactMap { decoded.decode($0, &context) }
    let first = included[..<splice.replaced.lowerBound].count { $0 }
    let count = included[splice.replaced].count { $0 }
    mapping.replaceEntries(first..<(first + count), with: entries, keys: splice.keys)
    problems.replaceSubrange(splice.replaced, with: decoded.problems)
    shadows.replaceSubrange(splice.replaced, with: decoded.shadows)
    included.replaceSubrange(splice.replaced, with: decoded.included)
    return true
  }

  /// Every mark after line `line` moved `delta` lines.
  mutating func moveLines(after line: Int, by delta: Int) {
    guard delta != 0 else { return }
    var index = marks.startIndex
    while index != marks.endIndex {
      if marks.values[index].line > line { marks.values[index].line += delta }
      marks.formIndex(after: &index)
    }
    for index in problems.indices where !problems[index].isEmpty {
      problems[index] = problems[index].map { $0.movingLines(after: line, by: delta) }
    }
    for index in shadows.indices where !shadows[index].isEmpty {
      shadows[index] = shadows[index].map { $0.movingLines(after: line, by: delta) }
    }
  }
}
