import ScreenSnapshots
import Testing

/// What a snapshot run prints on standard error, and which report paths it refuses.
struct SnapshotSuitePrintedTests {
  @Test func aBrokenFilesDiagnosticsArePrintedOnce() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: A\nrows: [A]\ntilte: x\n")
    try folder.write("app/b.yaml", "title: B\nrows: [B]\n")
    let suite = try folder.suite("app")
    let printed = suite.diagnostics(of: suite.cases)
    #expect(printed.contains("a.yaml:3:1: error: unknown key 'tilte'"), "\(printed)")
    #expect(suite.diagnostics(of: suite.cases + suite.cases) == printed)
    #expect(suite.diagnostics(of: suite.cases.filter { $0.name == "b" }).isEmpty)
  }

  @Test func aReportNeverNamesAnInput() {
    let inputs = ["Screens", "Scenarios/pick.yaml"]
    #expect(SnapshotSuite.namesAnInput("Screens", of: inputs))
    #expect(SnapshotSuite.namesAnInput("./Screens/", of: inputs), "however spelt")
    #expect(SnapshotSuite.namesAnInput("other.yaml", of: inputs), "a screen file")
    #expect(SnapshotSuite.namesAnInput("x/__snapshots__/a.snap", of: inputs))
    #expect(SnapshotSuite.namesAnInput("x/__snapshots__/a.svg", of: inputs))
    #expect(!SnapshotSuite.namesAnInput("snapshots.xml", of: inputs))
    #expect(!SnapshotSuite.namesAnInput("report.json", of: inputs))
  }
}
