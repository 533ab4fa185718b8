/// An app's screen ids in sorted order, asked by binary search: a folder of thousands of
/// screens is checked without hashing every id into a set.
struct SortedIDs {
  /// The ids, sorted (an id may appear twice: two files may declare one id).
  let ids: [String]

  /// The ids of `ids`, which must already be sorted.
  init(sorted ids: [String]) {
    self.ids = ids
  }

  /// Whether `id` is one of the ids.
  func contains(_ id: String) -> Bool {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < ids.count && ids[low] == id
  }

  /// Whether some id appears twice (next to itself, once sorted).
  var hasRepeats: Bool {
    ids.indices.dropFirst().contains { ids[$0 - 1] == ids[$0] }
  }
}
