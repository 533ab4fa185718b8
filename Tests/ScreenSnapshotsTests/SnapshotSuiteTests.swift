import Foundation
import ScreenFiles
import ScreenFormat
import ScreenModel
import ScreenSnapshots
import SnapshotReports
import Testing

/// The snapshot suite as a library value: a folder's cases, the variants its app declares,
/// one broken screen hiding no other, each case once, shards and orphans.
@Suite struct SnapshotSuiteTests {
  /// A folder of its own under the temporary folder, read as `snapshot` reads it.
  struct Folder {
    let root: String

    init() throws {
      root =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "snapshot-suite-\(UUID().uuidString)"
        ).path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
      let url = URL(fileURLWithPath: path(relative))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The suite of `paths` drawn as `drawing`.
    func suite(
      _ paths: String..., drawing: SnapshotSuite.Drawing = .init(), declared: Bool = true
    ) throws -> SnapshotSuite {
      // A reader a run: a reader keeps the folders it loaded.
      let reader = AppReader(files: DiskFiles(), settings: SnapshotSuite.readerSettings)
      var suite = SnapshotSuite(
        drawing: drawing, runsDeclaredVariants: declared, reach: reader.screenFile)
      for each in paths { try suite.add(try reader.load(path(each))) }
      return suite
    }
  }

  static func names(_ cases: [SnapshotCase]) -> [String] { cases.map(\.name) }

  static func failed(_ snapshotCase: SnapshotCase) -> Bool {
    if case .failure = snapshotCase.content { return true }
    return false
  }

  @Test func aFoldersCasesAreItsScreensAndScenariosInOrder() throws {
    let folder = try Folder()
    try folder.write("app/app.yaml", "start: b\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/tap.yaml", "app: .\nsteps: [tap 1]\n")
    let suite = try folder.suite("app")
    #expect(Self.names(suite.cases) == ["a", "b", "tap.scenario"])
    #expect(!suite.cases.contains(where: Self.failed))
    #expect(suite.completeFolders == [folder.path("app/__snapshots__")])
    #expect(suite.everyVariantIn == [folder.path("app/__snapshots__")])
    // A screen file is its screen's case alone, and covers no folder whole.
    let one = try folder.suite("app/a.yaml")
    #expect(Self.names(one.cases) == ["a"])
    #expect(one.completeFolders.isEmpty)
  }

  @Test func theDeclaredVariantsAreRunUnlessAFlagChoosesOne() throws {
    let folder = try Folder()
    try folder.write(
      "app/app.yaml",
      "start: a\nsnapshotVariants:\n  - {appearance: dark}\n  - {locale: de, format: svg}\n")
    try folder.write("app/strings/de.yaml", "strings:\n  Ay: Ä\n")
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    let suite = try folder.suite("app")
    #expect(Self.names(suite.cases) == ["a", "a@dark", "a@de"])
    #expect(suite.cases.map(\.format) == [.text, .text, .svg])
    let chosen = try folder.suite(
      "app", drawing: .init(variant: Variant(device: .pad)), declared: false)
    #expect(Self.names(chosen.cases) == ["a@pad"])
    #expect(chosen.everyVariantIn.isEmpty)
  }

  @Test func oneBrokenScreenHidesNoOtherAndDropsNoVariant() throws {
    let folder = try Folder()
    try folder.write("app/app.yaml", "start: a\nsnapshotVariants:\n  - {appearance: dark}\n")
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B\n")
    let suite = try folder.suite("app")
    // The default variant's cases, then the declared one's, each in the order of names.
    #expect(Self.names(suite.cases) == ["a", "b", "a@dark", "b@dark"])
    #expect(suite.cases.map(Self.failed) == [false, true, false, true])
  }

  @Test func aFolderNamedTwiceAddsItsCasesOnce() throws {
    let folder = try Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    let suite = try folder.suite("app", "app/", "app/a.yaml")
    #expect(Self.names(suite.cases) == ["a", "b"])
    #expect(suite.completeFolders.count == 1)
  }

  @Test func twoAppsSharingAReferenceAreAProblem() throws {
    let folder = try Folder()
    try folder.write("one/s.yaml", "title: One\nrows: [A]\n")
    try folder.write("two/s.yaml", "title: Two\nrows: [B]\n")
    let shared = SnapshotSuite.Drawing(snapshots: folder.path("refs"))
    #expect(throws: SnapshotSuite.Problem.self) { try folder.suite("one", "two", drawing: shared) }
    // Each with a folder of its own is two suites' worth of cases.
    #expect(try folder.suite("one", "two").cases.count == 2)
  }

  @Test func shardsSplitTheSuiteByScreenAndCoverIt() throws {
    let folder = try Folder()
    try folder.write("app/app.yaml", "start: s0\nsnapshotVariants:\n  - {appearance: dark}\n")
    for index in 0..<12 {
      try folder.write("app/s\(index).yaml", "title: Screen \(index)\nrows: [A]\n")
    }
    let suite = try folder.suite("app")
    #expect(suite.cases.count == 24)
    #expect(suite.cases(inShard: nil).count == 24)
    let shards = (1...3).map { suite.cases(inShard: (index: $0, count: 3)) }
    #expect(shards.map(\.count).reduce(0, +) == 24)
    #expect(Set(shards.flatMap { Self.names($0) }) == Set(Self.names(suite.cases)))
    #expect(shards.filter { !$0.isEmpty }.count > 1)
    // A screen's variants share its shard.
    for shard in shards {
      let names = Set(Self.names(shard))
      for name in names where !name.contains("@") { #expect(names.contains(name + "@dark")) }
    }
  }

  @Test func aReferenceNoCaseProducesIsAnOrphanAlsoOfADroppedVariant() throws {
    let folder = try Folder()
    try folder.write("app/app.yaml", "start: a\nsnapshotVariants:\n  - {appearance: dark}\n")
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    let recorded = try folder.suite("app")
    let record = recorded.run(recorded.cases, mode: .all, isCI: false, deleteOrphans: false)
    #expect(record.results.count == 4)
    let clean = try folder.suite("app")
    #expect(clean.run(clean.cases, mode: .never, isCI: true, deleteOrphans: false).orphans == [])
    try FileManager.default.removeItem(atPath: folder.path("app/b.yaml"))
    try folder.write("app/app.yaml", "start: a\n")
    let suite = try folder.suite("app")
    // A shard judges orphans against the whole suite: the other shard's cases are no orphans.
    for index in 1...2 {
      let run = suite.run(
        suite.cases(inShard: (index: index, count: 2)), mode: .never, isCI: true,
        deleteOrphans: false)
      #expect(
        Set(run.orphans.map { URL(fileURLWithPath: $0).lastPathComponent })
          == ["a@dark.snap", "b.snap", "b@dark.snap"])
    }
  }
}

/// What a run's JSON report says of its cases: each verdict's word, a broken file's
/// diagnostics once, the rest of the suite by name.
@Suite struct SnapshotRunReports {
  @Test func aBrokenFilesDiagnosticsAreWrittenOnceAndTheRestNamed() throws {
    let failure = SnapshotCase.Content.failure(.init(diagnostics: "b.yaml:1:1: error: no\n"))
    let cases = ["b", "b@dark"].map {
      SnapshotCase(directory: "S", name: $0, content: failure)
    }
    let run = SnapshotRun(
      cases: cases, mode: .never, isCI: true, completeFolders: [], deleteOrphans: false)
    let report = run.report(
      suite: ["S/a.snap", "S/b.snap", "S/b@dark.snap"], shard: .whole, version: "1")
    #expect(report.cases.map(\.status) == ["failed", "failed"])
    #expect(
      report.cases.map { $0.details.map(\.value) } == [
        ["b.yaml:1:1: error: no\n"], ["the same diagnostics as S/b.snap, above\n"],
      ])
    #expect(report.elsewhere == ["S/a.snap"])
  }
}

/// A PATH with no screen and no scenario is no suite: a run of it would pass having checked
/// nothing (a new user's finding: `snapshot MyApp/app.yaml` printed "0 snapshots").
@Test func aPathWithNothingToSnapshotIsAProblem() throws {
  let folder = try SnapshotSuiteTests.Folder()
  try folder.write("app/app.yaml", "state: {a: \"1\"}\n")
  #expect(throws: SnapshotSuite.Problem.nothingToSnapshot(folder.path("app"))) {
    try folder.suite("app")
  }
  try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
  #expect(SnapshotSuiteTests.names(try folder.suite("app").cases) == ["a"])
}
