import Basics
import Testing

@testable import ScreenFormat
@testable import ScreenModel

@Test func sortedIDsAnswerAsASetWould() {
  let ids = ["a", "b-2", "feed", "feed", "inbox", "Zeta", "é"].sorted()
  let sorted = SortedIDs(sorted: ids)
  for id in ids + ["", "b", "feeds", "inbo", "zeta", "e", "ü"] {
    #expect(sorted.contains(id) == Set(ids).contains(id), "\(id)")
  }
  #expect(sorted.hasRepeats)
  #expect(!SortedIDs(sorted: Array(Set(ids)).sorted()).hasRepeats)
  #expect(!SortedIDs(sorted: []).contains("a"))
  #expect(!SortedIDs(sorted: []).hasRepeats)
}

@Test func twoScreensWithOneIDAreStillFoundAmongManyScreens() {
  var files = (0..<100).map { SourceFile(path: "s\($0).yaml", text: "title: S\($0)\nrows: [A]\n") }
  files.append(SourceFile(path: "t.yaml", text: "id: s7\ntitle: T\nrows: [A]\n"))
  let result = AppAssembler.load(files)
  let report = result.reports.first { $0.file.path == "t.yaml" }
  #expect(report?.diagnostics.map(\.message) == ["two screens have the id 's7'"])
  #expect(result.app == nil)
}

@Test(arguments: [
  ("Wi-Fi", true), ("→", false), ("...", false), ("Ünïcode", true), ("🎉", false), ("", false),
  ("42", true), ("- +", false), ("日本", true),
])
func aLabelHasAWordWhenItHasALetterOrDigit(text: String, expected: Bool) {
  #expect(InterpolatedText(literal: text).hasLetterOrDigit == expected)
  #expect(InterpolatedText(literal: text).isEmpty == text.isEmpty)
}

@Test func theFirstOfRepeatedIDsIsFound() {
  let ids = ["a", "b", "b", "b", "c"]
  #expect(SortedIDs.firstIndex(of: "b", count: ids.count) { ids[$0] } == 1)
  #expect(SortedIDs.firstIndex(of: "c", count: ids.count) { ids[$0] } == 4)
  #expect(SortedIDs.firstIndex(of: "d", count: ids.count) { ids[$0] } == nil)
  #expect(SortedIDs.firstIndex(of: "0", count: 0) { ids[$0] } == nil)
}
