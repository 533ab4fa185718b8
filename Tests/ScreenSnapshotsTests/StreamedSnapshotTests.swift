import Foundation
import ScreenSnapshots
import Testing

/// Item 10 of issue #36: a scenario's snapshot is compared frame by frame with its
/// reference, so a run that matches never holds the whole transcript; it is built whole
/// only to report and write a mismatch.
@Suite struct StreamedSnapshotTests {
  /// A stream of `pieces` that counts how often it is made.
  final class Counting: @unchecked Sendable {
    var runs = 0
  }

  func snapshot(_ pieces: [String], counting: Counting = Counting()) -> StreamedSnapshot {
    StreamedSnapshot(name: "flow.scenario", settings: [("width", "40")]) { write in
      counting.runs += 1
      pieces.forEach(write)
      return nil
    }
  }

  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "streamed-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func record(_ body: String, in folder: String) throws {
    let file = SnapshotFile(name: "flow.scenario", settings: [("width", "40")], body: body)
    try file.text.write(toFile: folder + "/flow.scenario.snap", atomically: true, encoding: .utf8)
  }

  @Test func aMatchingStreamIsComparedOnceAndNeverBuiltWhole() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try record("# start: a\none\n\n# step 1: tap One\ntwo\n", in: directory)
    let counting = Counting()
    let store = SnapshotStore(directory: directory, mode: .never, isCI: true)
    let outcome = store.verify(
      snapshot(["# start: a\none\n", "\n# step 1: tap One\ntwo\n"], counting: counting),
      named: "flow.scenario")
    #expect(outcome == .matched(note: nil))
    #expect(counting.runs == 1)
  }

  @Test func aMismatchIsReportedAsTheWholeSnapshotWouldBe() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let reference = "# start: a\none\n\n# step 1: tap One\ntwo\n"
    try record(reference, in: directory)
    let counting = Counting()
    let pieces = ["# start: a\none\n", "\n# step 1: tap One\nTWO\n"]
    let store = SnapshotStore(directory: directory, mode: .never, isCI: true)
    let outcome = store.verify(snapshot(pieces, counting: counting), named: "flow.scenario")
    let whole = SnapshotFile(
      name: "flow.scenario", settings: [("width", "40")], body: pieces.joined())
    #expect(outcome == store.verify(whole, named: "flow.scenario"))
    guard case .mismatch(let report, _) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(report.contains("-two\n+TWO"))
    // Compared once, then made whole once for the report.
    #expect(counting.runs == 2)
  }

  @Test func aChangedHeaderIsAMismatch() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try record("one\n", in: directory)
    let other = StreamedSnapshot(name: "flow.scenario", settings: [("width", "41")]) {
      $0("one\n")
      return nil
    }
    let store = SnapshotStore(directory: directory, mode: .never, isCI: true)
    guard case .mismatch(let report, _) = store.verify(other, named: "flow.scenario") else {
      Issue.record("a changed width must fail")
      return
    }
    #expect(report.contains("settings changed: width 40 → 41"))
  }

  @Test func aMissingReferenceIsRecordedWhole() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = SnapshotStore(directory: directory, mode: .missing, isCI: false)
    let outcome = store.verify(snapshot(["a\n", "\n", "b"]), named: "flow.scenario")
    #expect(outcome == .recorded(directory + "/flow.scenario.snap"))
    let written = try String(contentsOfFile: directory + "/flow.scenario.snap", encoding: .utf8)
    #expect(written.hasSuffix("---\na\n\nb\n"))
  }

  @Test func aStreamThatCannotBeMadeFailsToLoad() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try record("one\n", in: directory)
    let broken = StreamedSnapshot(name: "flow.scenario", settings: [("width", "40")]) { _ in
      "s.yaml:2:5: error: step 1 fails\n"
    }
    let store = SnapshotStore(directory: directory, mode: .never, isCI: true)
    #expect(
      store.verify(broken, named: "flow.scenario")
        == .failedToLoad("s.yaml:2:5: error: step 1 fails\n"))
  }

  /// Pieces are compared as the whole text would be once normalized: newlines that end
  /// a piece wait for what follows, and only one ends the file.
  @Test(arguments: [
    (["a\n", "\n", "b\n\n"], "a\n\nb\n", true),
    (["a"], "a\n", true),
    (["a\n", "b"], "a\nb\n", true),
    ([], "\n", true),
    (["\n\n"], "\n", true),
    (["a\n", "b"], "a\nc\n", false),
    (["a\n\n", "b"], "a\nb\n", false),
    (["ab"], "a\n", false),
    (["a"], "a\nb\n", false),
    // A carriage return is left to the whole comparison, which normalizes it.
    (["a\r\n"], "a\n", false),
  ])
  func piecesCompareAsTheirNormalizedWhole(pieces: [String], expected: String, equal: Bool) {
    let snapshot = StreamedSnapshot(name: "n", settings: []) { write in
      pieces.forEach(write)
      return nil
    }
    let reference = SnapshotFile(name: "n", settings: [], body: expected)
    #expect(snapshot.matches(referenceText: reference.text) == equal)
  }
}
