import Foundation
import ScreenBehavior
import ScreenModel
import ScreenSnapshotTesting
import Testing

@testable import ScreenSnapshots

@Test func unifiedDiffHasContextAndLineNumbers() {
  let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
  let new = old.replacingOccurrences(of: "line 5", with: "line five")
  #expect(
    TextDiff.unified(old: old, new: new) == """
      --- reference
      +++ actual
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
}

@Test func separateHunksForDistantChanges() {
  let old = (1...30).map { "l\($0)" }.joined(separator: "\n")
  let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(
    of: "l28", with: "L28")
  let diff = TextDiff.unified(old: old, new: new)
  #expect(
    diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == [
      "@@ -1,5 +1,5 @@", "@@ -25,6 +25,6 @@",
    ])
}

@Test func whitespaceOnlyChangesAreMadeVisible() {
  let diff = TextDiff.unified(old: "a\nb c\nd", new: "a\nb  c\nd")
  #expect(diff.contains("white space only"))
  #expect(diff.contains("-b·c"))
  #expect(diff.contains("+b··c"))
}

@Test func equalTextsHaveNoDiff() {
  #expect(TextDiff.unified(old: "same\n", new: "same\n") == "")
}

@Test func snapshotFileRoundTripsAndNormalises() throws {
  let file = SnapshotFile(header: [("name", "x"), ("width", "40")], body: "a\nb\n\n\n")
  #expect(file.body == "a\nb\n")
  let parsed = try #require(SnapshotFile(text: file.text))
  #expect(parsed == file)
  #expect(!parsed.hadCRLF)
  let crlf = try #require(
    SnapshotFile(text: file.text.replacingOccurrences(of: "\n", with: "\r\n")))
  #expect(crlf == file)
  #expect(crlf.hadCRLF)
  #expect(SnapshotFile(text: "not a snapshot\n") == nil)
}

@Test func settingsChangesAreReportedAboveTheDiff() {
  let reference = SnapshotFile(header: [("width", "40")], body: "a\n")
  let actual = SnapshotFile(header: [("width", "50")], body: "b\n")
  let report = SnapshotStore.report(reference: reference, actual: actual)
  #expect(report.hasPrefix("settings changed: width 40 → 50\n--- reference"))
}

private func temporaryTestFile() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "snap-\(UUID().uuidString)/SomeTests.swift"
  ).path
}

@Test func verifyRecordsThenMatchesThenFailsWithDiff() throws {
  let testFile = temporaryTestFile()
  defer {
    try? FileManager.default.removeItem(atPath: (testFile as NSString).deletingLastPathComponent)
  }
  let recorded = verifySnapshot(
    of: "hello\n", as: .text, named: "greeting", environment: [:], filePath: testFile)
  #expect(recorded?.hasPrefix("recorded a new snapshot at") == true)
  #expect(
    verifySnapshot(
      of: "hello\n", as: .text, named: "greeting", environment: [:], filePath: testFile) == nil)
  let failure = try #require(
    verifySnapshot(
      of: "hullo\n", as: .text, named: "greeting", environment: [:], filePath: testFile))
  #expect(failure.contains("-hello"))
  #expect(failure.contains("+hullo"))
  #expect(failure.contains("greeting.snap.new"))
  let ci = verifySnapshot(
    of: "new\n", as: .text, named: "other", environment: ["CI": "1"], filePath: testFile)
  #expect(ci?.contains("CI is set, so nothing was written") == true)
  #expect(
    !FileManager.default.fileExists(
      atPath: snapshotDirectory(forTestFile: testFile) + "/other.snap"))
}

@Test func assertSnapshotReallyFails() {
  withKnownIssue {
    assertSnapshot(
      of: "x\n", as: .text, named: "never-recorded", record: .never,
      filePath: "/tmp/screenspec-never/NeverTests.swift")
  }
}

@Test func pullbackDerivesStrategies() throws {
  let app = App(screens: [
    Screen(
      id: "s", title: InterpolatedText(literal: "Title"),
      sections: [Section(rows: [Row(title: InterpolatedText(literal: "Row"))])])
  ])
  let fallback = try Session(app: app)
  let strategy: Snapshotting<App> = Snapshotting<Session>.screen(width: 30).pullback { app in
    (try? Session(app: app)) ?? fallback
  }
  let (header, text) = try strategy.snapshot(app)
  #expect(header.map(\.key) == ["screen", "width", "glyphs"])
  #expect(text.contains("Title"))
}

@Test func aOneLineChangeInALargeSnapshotIsOneHunk() {
  // 3,000 lines against 3,000: a table of all pairs would hold 9 million cells.
  let old = (1...3_000).map { "row \($0)" }.joined(separator: "\n")
  let new = old.replacingOccurrences(of: "row 1500\n", with: "row fifteen hundred\n")
    .replacingOccurrences(of: "row 10\n", with: "")
  let diff = TextDiff.unified(old: old, new: new)
  let changed = diff.split(separator: "\n").filter {
    ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
  }
  #expect(changed == ["-row 10", "-row 1500", "+row fifteen hundred"])
  #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 2)
}

@Test func diffOfInsertionsAndDeletionsKeepsLineNumbers() {
  let diff = TextDiff.unified(old: "a\nb\nc\nd", new: "a\nx\nc\nd\ne")
  #expect(
    diff == """
      --- reference
      +++ actual
      @@ -1,4 +1,5 @@
       a
      -b
      +x
       c
       d
      +e

      """)
}

@Test func pendingFilesAreFoundBelowFoldersButNotThroughLinksOrHiddenFolders() throws {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "pending-\(UInt32.random(in: 0...UInt32.max))"
  ).path
  defer { try? FileManager.default.removeItem(atPath: root) }
  let files = [
    "a/__snapshots__/one.snap.new", "a/b/__snapshots__/two.snap.new", ".hidden/x.snap.new",
  ]
  for file in files {
    let path = root + "/" + file
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: path))
  }
  try FileManager.default.createSymbolicLink(
    atPath: root + "/link", withDestinationPath: root + "/a")
  let found = SnapshotFolder.pendingFiles(under: [root]).map(\.path)
  #expect(
    found == [root + "/a/__snapshots__/one.snap.new", root + "/a/b/__snapshots__/two.snap.new"])
}

/// Item 15 of issue #25: a bad `SCREENSPEC_RECORD` is said, not ignored.
@Test func aBadRecordVariableFailsTheAssertionAndSaysWhy() {
  let message = verifySnapshot(
    of: "text", as: .text, named: "record-variable", environment: ["SCREENSPEC_RECORD": "yes"],
    filePath: "/nonexistent/Tests/X/XTests.swift")
  #expect(
    message
      == "SCREENSPEC_RECORD is 'yes'; it is one of pending, missing, failed, all, never; nothing was compared or recorded"
  )
}

/// Item 15 of issue #25: a reference written by another version says so.
@Test func aReferenceOfAnotherVersionIsSaidToBeUnsupported() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenspec-version-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try "screenspec-snapshot: 3\nname: a\n---\nx\n".write(
    to: folder.appendingPathComponent("a.snap"), atomically: true, encoding: .utf8)
  let store = SnapshotStore(directory: folder.path, mode: .never, isCI: true)
  let outcome = store.verify(SnapshotFile(name: "a", settings: [], body: "x"), named: "a")
  #expect(
    outcome
      == .failedToWrite(
        "\(folder.path)/a.snap is a snapshot of unsupported version '3' (this screenspec reads versions 1 and 2); re-record it with '--record all'"
      ))
}

/// Item 15 of issue #25: a pending file that cannot be written is a failure to write,
/// never "wrote cannot write … for review".
@Test func aPendingFileThatCannotBeWrittenSaysSo() throws {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenspec-unwritable-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: root) }
  // The snapshot folder's place holds a file, so nothing can be written under it.
  let folder = root.appendingPathComponent("__snapshots__")
  try "not a folder".write(to: folder, atomically: true, encoding: .utf8)
  let store = SnapshotStore(directory: folder.path, mode: .pending, isCI: false)
  let outcome = store.verify(SnapshotFile(name: "a", settings: [], body: "x"), named: "a")
  guard case .failedToWrite(let problem) = outcome else {
    Issue.record("\(outcome)")
    return
  }
  #expect(problem.hasPrefix("cannot write"), "\(problem)")
}

/// Issue #48, item 14: a drawing whose 32,000 lines all changed took 215 s to diff (the
/// standard library's `difference(from:)` is quadratic in the changes, without a bound).
/// The diff has a budget: past it, it says how many lines differ and shows the first hunk.
@Test func aDiffPastItsBudgetShowsTheFirstHunkAndHowManyLinesDiffer() {
  let old = (0..<32_000).map { "row \($0)" }.joined(separator: "\n")
  let new = (0..<32_000).map { "Row \($0)" }.joined(separator: "\n")
  let diff = TextDiff.unified(old: old, new: new)
  let lines = diff.split(separator: "\n")
  #expect(
    lines.prefix(3) == [
      "--- reference", "+++ actual",
      "@@ -1,20 +1,20 @@ 64000 lines differ from line 1 on (32000 of the reference, 32000 now): more changes than the diff follows, so only the first 20 of each are shown",
    ])
  #expect(lines.count == 43)
  #expect(lines[3] == "-row 0" && lines[23] == "+Row 0")
  // A reference of junk against a short drawing: stopped before any search.
  let junk = (0..<100_000).map { "junk \($0)" }.joined(separator: "\n")
  #expect(TextDiff.unified(old: junk, new: "a\nb").contains("100002 lines differ from line 1 on"))
}

/// The budget is work counted, not time: the search stops once it has spent it, and within
/// it the script is as short as the standard library's.
@Test func theEditScriptStopsAtItsBudgetAndIsShortestWithinIt() {
  let a = (0..<5_000).map { $0 % 7 }
  let b = (0..<5_000).map { ($0 * 3) % 11 }
  var bounded = EditScript(budget: 100_000)
  #expect(bounded.steps(a, b) == nil)
  #expect(bounded.spent < 200_000, "at most one round of diagonals past the budget")
  var seed: UInt64 = 37
  func next(_ bound: Int) -> Int {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(seed >> 33) % bound
  }
  for _ in 0..<200 {
    let x = (0..<next(60)).map { _ in next(4) }
    let y = (0..<next(60)).map { _ in next(4) }
    var finder = EditScript()
    let steps = finder.steps(x, y) ?? []
    let changes = steps.count { $0 != .same }
    #expect(changes == y.difference(from: x).count, "\(x) → \(y)")
    // The script turns x into y.
    var (i, j, made) = (0, 0, [Int]())
    for step in steps {
      switch step {
      case .same:
        made.append(x[i])
        i += 1
        j += 1
      case .delete: i += 1
      case .insert:
        made.append(y[j])
        j += 1
      }
    }
    #expect(made == y && i == x.count)
  }
}

/// The gallery's changes page marks lines by the same bounded script: past the budget,
/// every line between the common start and end (it ran `difference(from:)` unbounded).
@Test func changedLinesPastTheBudgetAreTheMiddle() {
  let old = ["top"] + (0..<32_000).map { "row \($0)" } + ["end"]
  let new = ["top"] + (0..<32_000).map { "Row \($0)" } + ["end"]
  let (removed, inserted) = TextDiff.changedLines(old, new)
  #expect(removed == Set(1...32_000) && inserted == Set(1...32_000))
  let small = TextDiff.changedLines(["a", "b", "c"], ["a", "x", "c", "d"])
  #expect(small.removed == [1] && small.inserted == [1, 3])
}
