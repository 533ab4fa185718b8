import Fixtures
import Foundation
import FuzzChecks
import ScreenCompiled
import Testing

/// The compiled reader's fuzz check (`Fuzz/Sources/FuzzCompiled`) holds for the repository's
/// apps compiled, for every cut of one, and for corruptions of it (bytes changed, which the
/// reader must refuse or read into an app the runtime runs without trapping).
@Suite struct CompiledCheckOnCorpora {
  static let apps = ["Screens", "Examples/FightcardSettings", "Examples/Plurals"]

  @Test(arguments: apps)
  func aCompiledAppHolds(_ name: String) throws {
    let bytes = try Fixtures.app(folder: name).compiled
    #expect(FuzzChecks.compiled(bytes).isEmpty)
  }

  @Test func everyCutOfACompiledAppHolds() throws {
    let bytes = try Fixtures.app(folder: "Examples/FightcardSettings").compiled
    for length in 0..<bytes.count {
      let findings = FuzzChecks.compiled(Array(bytes.prefix(length)))
      #expect(findings.isEmpty, "cut at \(length): \(findings)")
    }
  }

  @Test(arguments: 0..<60)
  func aCorruptedCompiledAppHolds(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let bytes = random.corrupting(
      try Fixtures.app(folder: "Screens").compiled, changes: 1...6, from: 5)
    let findings = FuzzChecks.compiled(bytes)
    #expect(findings.isEmpty, "seed \(seed): \(findings)")
  }
}

/// Every input the fuzzer once found breaking the compiled reader or the runtime holds
/// (`Tests/Corpora/compiled`).
@Test(
  arguments: Fixtures.files(
    in: Fixtures.root.appendingPathComponent("Tests/Corpora/compiled"), suffix: ".sspc"))
func aCompiledFindingHolds(_ file: URL) throws {
  let bytes = try #require(FileManager.default.contents(atPath: file.path))
  #expect(FuzzChecks.compiled(Array(bytes)).isEmpty)
}
