import Fixtures
import Foundation
import FuzzChecks
import JSON
import LanguageServer
import Testing

/// The fuzzers' properties hold for every input of the corpora kept in the repository, so a
/// change that breaks one fails here before any fuzzing.
@Suite struct FuzzChecksOnCorpora {
  /// The seed screens, their templates and our hostile screen files.
  static let screenFiles =
    Fixtures.files(in: Fixtures.root.appendingPathComponent("Screens"))
    + Fixtures.files(in: Fixtures.root.appendingPathComponent("Screens/templates"))
    + Fixtures.files(in: Fixtures.hostile)

  @Test(arguments: screenFiles)
  func theLoadPathHolds(file: URL) {
    let findings = FuzzChecks.load(Fixtures.source(file).bytes)
    #expect(findings.isEmpty, "\(file.lastPathComponent): \(findings)")
  }

  /// What a scenario's `app:` may name, and file names with control characters: the reach
  /// check's seeds (the fuzzer's alphabet of paths and links), then every screen file.
  static let reachSeeds: [String] =
    [
      "app: ../app\nsteps: [tap go]\n", "app: /secret/passwd\nsteps: [tap 1]\n",
      "app: ../../secret\nsteps: [tap 1]\n", "app: ../elsewhere\nsteps: [tap 1]\n",
      "app: ../elsewhere/s.yaml\n", "app: up/secret\n", "app: ../app/notes.txt\n",
      "app: ../app/out.yaml\nsteps: [tap 1]\n", "app: ../app/home.yaml\nsteps: [tap go]\n",
      "\u{1B}]0;x\u{07}\napp: ../app\nsteps: [tap go]\n", "app: .\n", "app: \"..\"\n",
      "\u{1B}[2J: 1\napp: ../app\n",
    ]
    + screenFiles.map { String(decoding: Fixtures.source($0).bytes, as: UTF8.self) }

  @Test(arguments: reachSeeds)
  func nothingOutsideTheRepositoryIsReached(text: String) {
    let findings = FuzzChecks.reach(Array(text.utf8))
    #expect(findings.isEmpty, "\(text.debugDescription): \(findings)")
  }

  @Test(
    arguments: Fixtures.files(in: Fixtures.corpora.appendingPathComponent("plists"), suffix: ""))
  func theBundlePathHolds(file: URL) {
    let findings = FuzzChecks.plist(Fixtures.source(file).bytes)
    #expect(findings.isEmpty, "\(file.lastPathComponent): \(findings)")
  }

  /// The language server's messages: each seed screen sent whole as a `didChange` in
  /// pieces of several sizes, then as raw bytes where frames belong.
  @Test(arguments: screenFiles)
  func theLanguageServerHolds(file: URL) {
    let text = String(decoding: Fixtures.source(file).bytes, as: UTF8.self)
    let change: JSONValue = .object([
      ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
      (
        "params",
        .object([
          ("textDocument", .object([("uri", .string("file:///app/a.yaml"))])),
          ("contentChanges", .array([.object([("text", .string(text))])])),
        ])
      ),
    ])
    let framed = MessageWriter.frame(change.text)
    for step: UInt8 in [1, 7, 255] {
      let findings =
        FuzzChecks.lsp([step] + framed) + FuzzChecks.lsp([step] + Fixtures.source(file).bytes)
      #expect(findings.isEmpty, "\(file.lastPathComponent): \(findings)")
    }
  }

  /// Incremental changes the input places anywhere, past the end of the text and inside
  /// multi-byte characters, never leave the document invalid nor the server broken.
  @Test func incrementalChangesAnywhereHold() {
    var generator = SeededGenerator(seed: 40)
    for _ in 0..<200 {
      let bytes = (0..<24).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let findings = FuzzChecks.lsp(bytes)
      #expect(findings.isEmpty, "\(bytes): \(findings)")
    }
    // Ranges far past the end: every line and character at its largest.
    #expect(FuzzChecks.lsp([1] + Array(repeating: 255, count: 20)).isEmpty)
  }

  /// Sequences of every action from every screen of the seed app, at every width.
  @Test func actionSequencesHold() throws {
    let app = try Fixtures.app()
    var generator = SeededGenerator(seed: 2026)
    for start in 0..<app.screens.count {
      for _ in 0..<8 {
        let bytes =
          [UInt8(start)] + (0..<24).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let findings = FuzzChecks.actions(bytes, on: app)
        #expect(findings.isEmpty, "\(bytes): \(findings)")
      }
    }
  }

  /// A broken property is a finding, not passed over: a line wider than its frame.
  @Test func aBrokenPropertyIsAFinding() {
    let findings = FuzzChecks.frameWidthFindings(["ab", "abc"], width: 2)
    #expect(findings == ["a line of the frame is not 2 columns wide: abc"])
  }
}

/// The shard reports `merge-reports` reads: whole, cut short, with escapes and with a name
/// listed twice.
@Test(
  arguments: Fixtures.files(in: Fixtures.corpora.appendingPathComponent("reports"), suffix: ""))
func theReportReaderHolds(file: URL) {
  let findings = FuzzChecks.report(Fixtures.source(file).bytes)
  #expect(findings.isEmpty, "\(file.lastPathComponent): \(findings)")
}
