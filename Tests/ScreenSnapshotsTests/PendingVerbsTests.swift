import Foundation
import ScreenSnapshots
import Testing

/// What `snapshot review|accept|reject` does with a pending file, as values: the verbs, the
/// answers `review` takes, and the line each settled file prints.
struct PendingVerbsTests {
  @Test func theVerbsAreTheSubcommands() {
    #expect(PendingSnapshot.Verb.allCases.map(\.rawValue) == ["review", "accept", "reject"])
    #expect(PendingSnapshot.Verb(rawValue: "approve") == nil)
  }

  @Test(arguments: [
    ("a", PendingSnapshot.Answer.accept), (" Accept ", .accept), ("r", .reject),
    ("REJECT", .reject), ("s", .skip), ("skip", .skip), ("", .skip), ("  ", .skip),
  ])
  func anAnswerIsTypedShortOrLong(typed: String, answer: PendingSnapshot.Answer) {
    #expect(PendingSnapshot.Answer(typed: typed) == answer)
  }

  @Test func anythingElseIsAskedAgain() {
    for typed in ["yes", "ar", "x", "accepted"] {
      #expect(PendingSnapshot.Answer(typed: typed) == nil, "\(typed)")
    }
  }

  @Test func aRejectedFileIsRemovedAndSaidSo() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("S/__snapshots__/home.snap.new", "not checked\n")
    let pending = PendingSnapshot(path: folder.path("S/__snapshots__/home.snap.new"))
    #expect(try pending.settle(accepting: false) == "rejected \(pending.path)\n")
    #expect(!FileManager.default.fileExists(atPath: pending.path))
  }

  @Test func aFileThatIsNoSnapshotIsNotAccepted() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("S/__snapshots__/home.snap.new", "not a snapshot\n")
    let pending = PendingSnapshot(path: folder.path("S/__snapshots__/home.snap.new"))
    #expect(throws: PendingSnapshot.Failure.self) { try pending.settle(accepting: true) }
    #expect(!FileManager.default.fileExists(atPath: pending.referencePath))
  }
}
