extension RandomAccessCollection where Index == Int {
  /// The first index whose element `isBefore` does not hold for, in a collection where it
  /// holds for a first run of elements and no others (a sorted array and "less than a
  /// value"): a binary search. `endIndex` when it holds for every element.
  @inlinable package func insertionPoint(before isBefore: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
