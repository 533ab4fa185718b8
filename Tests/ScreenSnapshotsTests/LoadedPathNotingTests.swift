import Basics
import ScreenFormat
import Testing

/// A shell's note on every diagnostic of a loaded PATH: its app's, its scenarios' and
/// their apps'.
struct LoadedPathNotingTests {
  static func note(_ diagnostic: Diagnostic) -> Diagnostic {
    var noted = diagnostic
    noted.notes.append(Diagnostic.Note("noted"))
    return noted
  }

  static func allNoted(_ reports: [FileDiagnostics]) -> Bool {
    reports.allSatisfy { $0.diagnostics.allSatisfy { $0.notes.contains { $0.message == "noted" } } }
  }

  @Test func everyDiagnosticOfAFolderAndItsScenariosIsNoted() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: A\nrows: [A]\nbogus: 1\n")
    try folder.write("app/run.yaml", "app: .\nsteps: [tap Nine]\nbogus: 2\n")
    let loaded = try GalleryPathsTests.load(folder, "app")
    let scenarioReports = loaded.scenarios.flatMap(\.reports)
    #expect(loaded.reports.count == 1 && !scenarioReports.isEmpty)
    #expect(!Self.allNoted(loaded.reports))
    let noted = loaded.noting(Self.note)
    #expect(Self.allNoted(noted.reports))
    #expect(Self.allNoted(noted.scenarios.flatMap(\.reports)))
    #expect(noted.reports.map(\.diagnostics.count) == loaded.reports.map(\.diagnostics.count))
  }

  @Test func aScenarioPathsDiagnosticsAreNoted() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: A\nrows: [A]\nbogus: 1\n")
    try folder.write("app/run.yaml", "app: .\nsteps: [tap A]\nbogus: 2\n")
    let loaded = try GalleryPathsTests.load(folder, "app/run.yaml")
    #expect(!loaded.reports.isEmpty)
    #expect(Self.allNoted(loaded.noting(Self.note).reports))
  }
}
