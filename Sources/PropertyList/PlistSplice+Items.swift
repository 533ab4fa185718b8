extension PlistSplice.Splicer {
  /// Edits an array's items into `after`'s. Items are matched by what they are before by
  /// position: one that ``identity(_:)`` alone names on each side, or else means the same,
  /// is the same item. The longest run of matched items in order stays where it is, each
  /// edited in place; another matched item takes its bytes, edited, to where it moved.
  /// Between those, items that match nothing are paired by position and edited in place
  /// when they are of one kind (``mayPair(_:_:)``: a specifier is not rewritten into one of
  /// another `Type`); the new items left are written fresh, the old ones left removed.
  mutating func changeItems(
    _ before: [PlistNode], at layout: XMLPlistLayout, to after: [PlistNode]
  ) {
    guard before.count * after.count <= 1_000_000 else {
      return replace(layout.range, with: PlistNode(.array(after)))
    }
    let matched = Self.matchedItems(before, after)
    let kept = Self.inOrder(matched)
    let (pairedOld, pairedNew) = (Set(matched.map(\.0)), Set(matched.map(\.1)))
    var anchors: [(Int, Int)] = []
    let bounds = [(-1, -1)] + kept + [(before.count, after.count)]
    for (start, end) in zip(bounds, bounds.dropFirst()) {
      if start.0 >= 0 { anchors.append(start) }
      let gone = ((start.0 + 1)..<end.0).filter { !pairedOld.contains($0) }
      let new = ((start.1 + 1)..<end.1).filter { !pairedNew.contains($0) }
      anchors += zip(gone, new).filter { Self.mayPair(before[$0.0], after[$0.1]) }
    }
    let moved = Dictionary(
      matched.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
    // Insertions first: one at the line an item removed or rewritten starts goes before it.
    var previous: (Int, Int)? = nil
    var next = anchors.startIndex
    for item in after.indices {
      if next < anchors.endIndex, anchors[next].1 == item {
        previous = anchors[next]
        next += 1
        continue
      }
      let neighbour = previous?.0 ?? anchors.first?.0 ?? 0
      let indent =
        edits.indent(at: layout.children[neighbour].range.lowerBound) ?? Array(unit.utf8)
      let text =
        moved[item].flatMap { movedLines(before[$0], at: layout.children[$0], to: after[item]) }
        ?? lines(after[item], key: nil, indent: indent)
      if let previous {
        edits.insert(text, after: layout.children[previous.0].range.upperBound)
      } else {
        edits.insert(text, before: layout.children[neighbour].range.lowerBound)
      }
    }
    for (old, new) in anchors {
      change(before[old], at: layout.children[old], to: after[new])
    }
    let stays = Set(anchors.map(\.0))
    for old in before.indices where !stays.contains(old) {
      edits.removeLines(layout.children[old].range)
    }
  }

  /// An item's lines, as the file has them, edited into `new`: what a moved item takes
  /// with it. Nil when its edits would reach past it.
  func movedLines(_ old: PlistNode, at layout: XMLPlistLayout, to new: PlistNode) -> [[UInt8]]? {
    var alone = Self(edits: ByteSplice(edits.bytes), unit: unit)
    alone.change(old, at: layout, to: new)
    guard let body = alone.edits.applied(in: layout.range),
      let indent = edits.indent(at: layout.range.lowerBound)
    else { return nil }
    var lines: [[UInt8]] = []
    var line = indent
    var at = body.startIndex
    let newline = edits.newline
    while at < body.endIndex {
      if body[at...].starts(with: newline) {
        lines.append(line)
        line = []
        at += newline.count
      } else {
        line.append(body[at])
        at += 1
      }
    }
    return lines + [line]
  }

  /// What a specifier is, whatever else changes: its `Key`, else the `File` of a child
  /// pane, else its `Type` and `Title`. Nil for another item.
  static func identity(_ item: PlistNode) -> String? {
    guard item.dictionary != nil else { return nil }
    if let key = item["Key"]?.string { return "Key\u{0}" + key }
    if let file = item["File"]?.string { return "File\u{0}" + file }
    guard let type = item["Type"]?.string, let title = item["Title"]?.string else { return nil }
    return "Type\u{0}" + type + "\u{0}" + title
  }

  /// Whether an old item that matches nothing may be edited into a new one at its place:
  /// two dictionaries of one `Type` (or both without), or two items that are neither.
  static func mayPair(_ old: PlistNode, _ new: PlistNode) -> Bool {
    switch (old.dictionary, new.dictionary) {
    case (nil, nil): true
    case (.some, .some): old["Type"]?.string == new["Type"]?.string
    default: false
    }
  }

  /// Where each identity that only one item has is, by identity.
  static func identities(_ items: [PlistNode]) -> [String: Int] {
    var found: [String: Int] = [:]
    var repeated: Set<String> = []
    for (index, item) in items.enumerated() {
      guard let identity = identity(item) else { continue }
      if found.updateValue(index, forKey: identity) != nil { repeated.insert(identity) }
    }
    return found.filter { !repeated.contains($0.key) }
  }

  /// The pairs of the same item, old and new, in no one order: the same identity, else
  /// the same meaning in a longest common subsequence of the items without one.
  static func matchedItems(_ a: [PlistNode], _ b: [PlistNode]) -> [(Int, Int)] {
    let named = identities(b)
    let pairs = identities(a).compactMap { identity, old in named[identity].map { (old, $0) } }
    let (left, right) = (Set(pairs.map(\.0)), Set(pairs.map(\.1)))
    let restA = a.indices.filter { !left.contains($0) }
    let restB = b.indices.filter { !right.contains($0) }
    let same = sameItems(restA.map { a[$0] }, restB.map { b[$0] })
    return pairs + same.map { (restA[$0.0], restB[$0.1]) }
  }

  /// The longest run of pairs in order on both sides (a longest increasing subsequence),
  /// in order.
  static func inOrder(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
    let sorted = pairs.sorted { $0.0 < $1.0 }
    var ends: [Int] = []
    var previous = [Int](repeating: -1, count: sorted.count)
    for (index, pair) in sorted.enumerated() {
      var (low, high) = (0, ends.count)
      while low < high {
        let middle = (low + high) / 2
        if sorted[ends[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = ends[low - 1] }
      if low == ends.count { ends.append(index) } else { ends[low] = index }
    }
    var run: [(Int, Int)] = []
    var at = ends.last ?? -1
    while at >= 0 {
      run.append(sorted[at])
      at = previous[at]
    }
    return run.reversed()
  }

  /// The pairs of items that mean the same in a longest common subsequence, in order.
  static func sameItems(_ a: [PlistNode], _ b: [PlistNode]) -> [(Int, Int)] {
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i].means(b[j])
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i].means(b[j]) {
        pairs.append((i, j))
        (i, j) = (i + 1, j + 1)
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
