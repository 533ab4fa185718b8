/// The shortest edit script between two lists of lines, by Myers' algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986), with a budget: it stops, and gives nil,
/// once it has compared more lines and visited more diagonals than ``budget`` allows, so a
/// diff costs at most that much whatever the files hold (a screen whose 32,000 rows all
/// changed, a committed 2.6 MB reference of junk against a one-row drawing).
///
/// Within the budget the script is the shortest one, the standard library's
/// `difference(from:)` gives (a test compares the two); the work is about (n + m) · d for d
/// changed lines, and the memory (d + 1)² 32-bit integers for the path back, d at most
/// ``maximumChanges`` (16 MB).
struct EditScript {
  /// One step of the script.
  enum Step: Equatable {
    /// The next line of both.
    case same
    /// The next line of the old list is removed.
    case delete
    /// The next line of the new list is inserted.
    case insert
  }

  /// The units of work a diff may spend: each comparison of two lines and each diagonal
  /// visited costs one. Enough for thousands of changed lines in a long drawing; a few
  /// tens of milliseconds at most.
  static let budget = 10_000_000

  /// The most changed lines (deleted plus inserted) a script may hold before the search
  /// stops: what bounds the memory of the path back.
  static let maximumChanges = 2_000

  /// The units of work spent (at most ``budget``, plus one diagonal's snake).
  private(set) var spent = 0
  private let limit: Int
  private let maximumChanges: Int

  /// Creates a script finder with a budget.
  init(budget: Int = EditScript.budget, maximumChanges: Int = EditScript.maximumChanges) {
    self.limit = budget
    self.maximumChanges = maximumChanges
  }

  /// The steps from `a` to `b` (lines as numbers: equal lines, equal numbers), or nil when
  /// the budget ran out first.
  mutating func steps(_ a: [Int], _ b: [Int]) -> [Step]? {
    let (n, m) = (a.count, b.count)
    // Lists that differ in length by more than the changes allowed need more changes.
    guard abs(n - m) <= maximumChanges else { return nil }
    let reach = min(n + m, maximumChanges)
    // v[k + offset]: the furthest x reached on diagonal k = x - y.
    let offset = reach + 1
    var v = [Int](repeating: 0, count: 2 * reach + 3)
    var trace: [[Int32]] = []
    for d in 0...reach {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
          spent += 1
        }
        spent += 1
        v[offset + k] = x
        if x >= n, y >= m {
          trace.append(v[(offset - d)...(offset + d)].map { Int32($0) })
          return Self.path(trace, n: n, m: m)
        }
      }
      trace.append(v[(offset - d)...(offset + d)].map { Int32($0) })
      if spent > limit { return nil }
    }
    return nil
  }

  /// The steps back from the end along the furthest reaching paths kept in `trace` (the
  /// row of each d, diagonals -d through d).
  private static func path(_ trace: [[Int32]], n: Int, m: Int) -> [Step] {
    var steps: [Step] = []
    var (x, y) = (n, m)
    for d in stride(from: trace.count - 1, to: 0, by: -1) {
      let previous = trace[d - 1]
      func reached(_ k: Int) -> Int { Int(previous[k + d - 1]) }
      let k = x - y
      let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
      let previousK = down ? k + 1 : k - 1
      let (startX, startY) = (reached(previousK), reached(previousK) - previousK)
      // The snake after the edit, then the edit itself.
      let (editX, editY) = down ? (startX, startY + 1) : (startX + 1, startY)
      while x > editX, y > editY {
        steps.append(.same)
        x -= 1
        y -= 1
      }
      steps.append(down ? .insert : .delete)
      (x, y) = (startX, startY)
    }
    steps += repeatElement(.same, count: x)
    return steps.reversed()
  }
}
