/// Finds the nearest known name to a misspelled one, for "did you mean" hints.
package enum Suggestion {
  /// The candidate nearest to `name` by edit distance (case differences count half),
  /// or nil when none is near enough to be a plausible typo.
  package static func nearest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    let limit = max(1, min(3, name.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Levenshtein distance over characters.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
