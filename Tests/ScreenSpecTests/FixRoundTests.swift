import Foundation
import ScreenFiles
import ScreenFormat
import Testing

@testable import ScreenChecks

/// One round of `check --fix` (``FixRound``): what it wrote, and whether the check fixes
/// again.
struct FixRoundTests {
  static func file(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "round-\(UUID().uuidString).yaml"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func fixes(_ path: String) -> FileFixes {
    FileFixes(
      file: SourceFile(path: path, text: "titel: A\n"), fixed: Array("title: A\n".utf8), made: [])
  }

  @Test func aRoundThatWroteFixesAgainUntilTheLastRound() throws {
    let round = FixRound(writing: [Self.fixes(try Self.file("titel: A\n"))])
    #expect(round.wrote && !round.failed)
    #expect(round.fixesAgain(after: 1))
    #expect(!round.fixesAgain(after: FixRound.most))
  }

  @Test func aFileChangedSinceCheckedFailsTheRoundAndEndsTheFixing() throws {
    let round = FixRound(writing: [
      Self.fixes(try Self.file("titel: A\n")), Self.fixes(try Self.file("titel: B\n")),
    ])
    #expect(round.written.map(\.written) == [.wrote, .changedSinceChecked])
    #expect(round.wrote && round.failed)
    #expect(!round.fixesAgain(after: 1))
  }

  @Test func aRoundThatWroteNothingEndsTheFixing() {
    #expect(!FixRound(writing: []).fixesAgain(after: 1))
  }
}
