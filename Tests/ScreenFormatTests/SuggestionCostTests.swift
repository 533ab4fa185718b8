import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// Item 9 of issue #36: a suggestion costs the candidates' count, not a full comparison
/// with each, and a file's suggestions share a bounded budget.

/// The suggestion as it was first written: every candidate lowercased and compared in full.
private func fullComparison(_ name: String, _ candidates: [String]) -> String? {
  func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
  let lowered = name.lowercased()
  if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
  let limit = name.count <= 2 ? 0 : name.count <= 3 ? 1 : name.count <= 6 ? 2 : 3
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let found = distance(Array(lowered), Array(candidate.lowercased()))
    if found <= limit, found < (best?.distance ?? Int.max) { best = (candidate, found) }
  }
  if let best { return best.name }
  guard name.count >= 2 else { return nil }
  return candidates.first { $0.lowercased().hasPrefix(lowered) }
}

private let candidates = [
  "title", "subtitle", "detail", "footer", "header", "rows", "sections", "toggle", "textField",
  "slider", "stepper", "visibleIf", "enabledIf", "ab", "x", "Größe", "café", "cafe\u{301}s",
  "naïve", "日本語", "paging", "pageSize", "accessory", "selectionStyle",
]

private let names = [
  "titel", "tilte", "Title", "TITLE", "subtitel", "detial", "fotter", "headr", "row", "rowz",
  "sectoins", "toggel", "textfield", "TextFeld", "slidr", "steper", "visibleif", "visible",
  "enabled", "a", "ab", "abc", "xy", "grösse", "größe", "cafe", "café", "cafés", "naive",
  "日本", "日本語s", "page", "pagesize", "acessory", "selectionstyle", "selection", "zzzzzz",
  "t", "", "titletitletitle", "sub", "foot",
]

@Test(arguments: names)
func aSuggesterFindsWhatTheFullComparisonFinds(name: String) {
  #expect(Suggestion.nearest(to: name, in: candidates) == fullComparison(name, candidates))
  var suggester = Suggester(candidates)
  #expect(suggester.nearest(to: name) == fullComparison(name, candidates))
}

@Test func theEditDistanceCountsASwapAsOneEdit() {
  #expect(Suggestion.editDistance("title", "tilte") == 1)
  #expect(Suggestion.editDistance("", "abc") == 3)
  #expect(Suggestion.editDistance("kitten", "sitting") == 3)
  #expect(Suggestion.editDistance("cafe\u{301}", "café") == 0)
}

@Test func aSuggesterStopsOnceItsBudgetIsSpent() {
  // Each name looks at both candidates (2) and compares 5 letters with 5 and 6 (55).
  var suggester = Suggester(["title", "footer"], budget: 2 * 57 + 1)
  #expect(suggester.nearest(to: "titel") == "title")
  #expect(suggester.nearest(to: "tilte") == "title")
  #expect(suggester.budget == 1)
  #expect(suggester.nearest(to: "titel") == nil)
  #expect(suggester.budget == 0)
}

/// 1,000 unknown names against 1,000 state keys once cost a million comparisons, each in
/// full; now the file's budget runs out after a few hundred names, and the rest are
/// reported without a suggestion.
@Test func manyUnknownNamesAgainstManyStateKeysSpendOneBudget() {
  let count = 1_000
  let state = "state:\n" + (0..<count).map { "  key\($0 + 10_000): x\n" }.joined()
  let screen =
    "title: Names\nrows:\n" + (0..<count).map { "  - title: \"{kez\($0 + 10_000)}\"\n" }.joined()
  let found = diagnostics(screen, app: state).filter { $0.contains("names neither") }
  #expect(found.count == count)
  let suggested = found.filter { $0.contains("did you mean") }.count
  #expect(found.first?.hasSuffix("did you mean 'key10000'?") == true, "\(found.first ?? "")")
  #expect(suggested > 100 && suggested < count / 2, "\(suggested)")
  #expect(found.last?.contains("did you mean") == false)
}
