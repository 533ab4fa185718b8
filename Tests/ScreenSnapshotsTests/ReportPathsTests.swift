import ScreenSnapshots
import Testing

/// Where a run's reports may go: never over an input, and under CI never over a file that
/// is there already.
struct ReportPathsTests {
  @Test func aReportNamingAnInputIsRefusedFirstInTheOrderGiven() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("S/a.yaml", "title: A\n")
    let inputs = [folder.path("S")]
    #expect(throws: ReportPaths.Refusal.namesAnInput("junit", folder.path("S/a.yaml"))) {
      try ReportPaths.check(
        [("junit", folder.path("S/a.yaml")), ("report", folder.path("S"))], inputs: inputs,
        isCI: false)
    }
    #expect(throws: ReportPaths.Refusal.namesAnInput("report", folder.path("S"))) {
      try ReportPaths.check(
        [("report", folder.path("S")), ("junit", folder.path("S/a.yaml"))], inputs: inputs,
        isCI: false)
    }
    try ReportPaths.check([("report", folder.path("r.json"))], inputs: inputs, isCI: true)
  }

  @Test func underCIAReportIsWrittenOnlyWhereNoneIs() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("r.json", "{}")
    try folder.write("j.xml", "<x/>")
    let reports = [("report", folder.path("r.json")), ("junit", folder.path("j.xml"))]
    try ReportPaths.check(reports, inputs: [], isCI: false)
    #expect(throws: ReportPaths.Refusal.exists(folder.path("r.json"))) {
      try ReportPaths.check(reports, inputs: [], isCI: true)
    }
    try ReportPaths.check([("junit", folder.path("j.xml"))], inputs: [], isCI: true)
  }
}
