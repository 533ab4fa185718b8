/// Finds the nearest known name to a misspelled one, for "did you mean" hints.
package enum Suggestion {
  /// The candidate nearest to `name` by edit distance (case differences count half),
  /// or nil when none is near enough to be a plausible typo.
  package static func nearest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    let limit = name.count <= 2 ? 0 : name.count <= 3 ? 1 : name.count <= 6 ? 2 : 3
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.name }
    guard name.count >= 3 else { return nil }
    return candidates.first { $0.lowercased().hasPrefix(lowered) }
  }

  /// The end of a message that offers `suggestion`: "; did you mean 'NAME'?", or
  /// `otherwise` when there is none.
  package static func didYouMean(_ suggestion: String?, otherwise: String = "") -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
  }

  /// Edit distance over characters, counting a swap of neighbours as one edit
  /// (optimal string alignment).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
