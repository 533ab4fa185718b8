/// Finds the nearest known name to a misspelled one, for "did you mean" hints.
package enum Suggestion {
  /// The candidate nearest to `name` by edit distance (case differences count half),
  /// or nil when none is near enough to be a plausible typo.
  package static func nearest(to name: String, in candidates: [String]) -> String? {
    var suggester = Suggester(candidates)
    return suggester.nearest(to: name)
  }

  /// The end of a message that offers `suggestion`: "; did you mean 'NAME'?", or
  /// `otherwise` when there is none.
  package static func didYouMean(_ suggestion: String?, otherwise: String = "") -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
  }

  /// Edit distance over characters, counting a swap of neighbours as one edit
  /// (optimal string alignment).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    var suggester = Suggester([b])
    let a = suggester.letters(of: a, adding: false)
    return suggester.distance(a, suggester.candidates[0].letters, limit: Int.max)
  }
}

/// ``Suggestion/nearest(to:in:)`` for many names against one list of candidates: the
/// candidates are lowercased and split into characters once, a candidate whose length
/// differs by more than the allowed distance is skipped without comparing, and the
/// comparison stops as soon as the distance is past it. So a name costs the candidates'
/// count plus its own length, not a full comparison with each.
///
/// A `budget` bounds what a file with thousands of unknown names against thousands of
/// candidates (state keys, screen ids) may cost: each candidate looked at spends one, and
/// each compared spends the size of its comparison (the product of the two lengths); once
/// it is spent no more suggestions are made. Ordinary files spend a tiny part of it.
package struct Suggester {
  package struct Candidate {
    package var name: String
    /// The lowercased name's characters, as ``letters(of:adding:)`` numbers them.
    var letters: [Int]
  }

  package private(set) var candidates: [Candidate] = []
  /// Non-ASCII characters by the number that stands for them (ASCII ones are their byte).
  private var numbers: [Character: Int] = [:]
  /// Rows of the comparison, reused.
  private var rows: [Int] = []
  /// Candidates that may still be looked at.
  package private(set) var budget: Int

  /// The budget a file's suggestions are given: far more than any real file spends (a
  /// hundred misspelt names against a thousand state keys spend a tenth of it), and about
  /// a twentieth of a second's work.
  package static let fileBudget = 20_000_000

  /// A suggester over `candidates`, in their order (the first of equally near ones wins).
  package init(_ candidates: [String], budget: Int = .max) {
    self.budget = budget
    self.candidates.reserveCapacity(candidates.count)
    for name in candidates {
      self.candidates.append(
        Candidate(name: name, letters: letters(of: name.lowercased(), adding: true)))
    }
  }

  /// The candidate nearest to `name`, as ``Suggestion/nearest(to:in:)`` finds it; nil also
  /// once the budget is spent.
  package mutating func nearest(to name: String) -> String? {
    guard spend(candidates.count) else { return nil }
    let letters = letters(of: name.lowercased(), adding: false)
    if let same = candidates.first(where: { $0.letters == letters }) { return same.name }
    let count = name.count
    let limit = count <= 2 ? 0 : count <= 3 ? 1 : count <= 6 ? 2 : 3
    var best: (name: String, distance: Int)?
    for candidate in candidates where abs(candidate.letters.count - letters.count) <= limit {
      guard spend(candidate.letters.count * letters.count) else { return nil }
      let distance = distance(letters, candidate.letters, limit: limit)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate.name, distance)
      }
    }
    if let best { return best.name }
    // A name cut short ('ap' for 'app') is offered what it begins; one letter says too little.
    guard count >= 2 else { return nil }
    return candidates.first { $0.letters.starts(with: letters) }?.name
  }

  /// The candidate that differs from `name` only in case, if any.
  package mutating func sameLetters(as name: String) -> String? {
    let letters = letters(of: name.lowercased(), adding: false)
    return candidates.first { $0.letters == letters }?.name
  }

  /// Takes `cost` from the budget, or empties it and says false when it holds less.
  private mutating func spend(_ cost: Int) -> Bool {
    guard budget >= cost else {
      budget = 0
      return false
    }
    budget -= cost
    return true
  }

  /// The characters of a text as numbers: equal characters (as `Character` compares them)
  /// get equal numbers. A character no candidate has gets one of its own when `adding`,
  /// else one that matches nothing.
  mutating func letters(of text: String, adding: Bool) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(text.utf8.count)
    for character in text {
      if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
        out.append(Int(ascii))
      } else if let number = numbers[character] {
        out.append(number)
      } else if adding {
        let number = 256 + numbers.count
        numbers[character] = number
        out.append(number)
      } else {
        out.append(-1 - out.count)
      }
    }
    return out
  }

  /// The optimal-string-alignment distance of `a` and `b`, or any number past `limit` as
  /// soon as every way on is past it.
  mutating func distance(_ a: [Int], _ b: [Int], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
    return rows.withUnsafeMutableBufferPointer { rows in
      // Rows i-2, i-1 and i of the table, taking turns in one buffer.
      var (beforePrevious, previous, current) = (0, width, 2 * width)
      for j in 0...b.count { rows[previous + j] = j }
      for i in 1...a.count {
        rows[current] = i
        var smallest = i
        for j in 1...b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(
            rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, rows[beforePrevious + j - 2] + 1)
          }
          rows[current + j] = value
          smallest = min(smallest, value)
        }
        // Every entry of the next row is at least the smallest of this one, less the one a
        // swap may save, which needs this row's neighbour too.
        if smallest > limit, i < a.count, smallest - 1 > limit { return smallest }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return rows[previous + b.count]
    }
  }
}

/// A ``Suggester`` made at its first question, for a check that usually has none to ask:
/// its candidates (every state key of an app) are listed and lowercased once, not once a
/// name, and it shares one budget across the check.
package struct LazySuggester {
  private let candidates: () -> [String]
  private let budget: Int
  private var suggester: Suggester?

  /// A suggester over what `candidates` gives when it is first asked.
  package init(budget: Int = Suggester.fileBudget, _ candidates: @escaping () -> [String]) {
    self.candidates = candidates
    self.budget = budget
  }

  /// ``Suggester/nearest(to:)``.
  package mutating func nearest(to name: String) -> String? {
    var made = suggester ?? Suggester(candidates(), budget: budget)
    suggester = nil  // so that `made` is the one reference to its buffers
    defer { suggester = made }
    return made.nearest(to: name)
  }
}
