/// An app's screen ids in sorted order, asked by binary search: a folder of thousands of
/// screens is checked without hashing every id into a set.
package struct SortedIDs {
  /// The ids, sorted (an id may appear twice: two files may declare one id).
  let ids: [String]

  /// The ids of `ids`, which must already be sorted.
  package init(sorted ids: [String]) {
    self.ids = ids
  }

  /// Whether `id` is one of the ids.
  package func contains(_ id: String) -> Bool {
    Self.firstIndex(of: id, count: ids.count) { ids[$0] } != nil
  }

  /// The first of `count` ids in ascending order (the id at each index is `idAt`) that is
  /// `id`, found by halving; nil when none is. The ids are read by index, so that a list of
  /// screens is searched without copying one.
  package static func firstIndex(of id: String, count: Int, idAt: (Int) -> String) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if idAt(middle) < id { low = middle + 1 } else { high = middle }
    }
    return low < count && idAt(low) == id ? low : nil
  }

  /// Whether some id appears twice (next to itself, once sorted).
  package var hasRepeats: Bool {
    ids.indices.dropFirst().contains { ids[$0 - 1] == ids[$0] }
  }
}
