import Fixtures
import Foundation
import ScreenChecks
import ScreenSpec
import Testing

/// `CheckRun` is `check` as a value: what the command line prints and the language server
/// publishes, asserted on from a test.
@Suite struct CheckRunContract {
  let root = Fixtures.root.path

  @Test func theSeedAppChecksClean() throws {
    let report = try CheckRun(paths: [root + "/Screens", root + "/Scenarios"]).run()
    #expect(report.errors == 0, "\(report)")
    #expect(report.warnings == 0, "\(report)")
    #expect(report.checkedPaths == 2)
  }

  @Test func aFileTwoPathsReachIsReportedOnceWithEveryDiagnostic() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "checkrun-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "title: A\nrows:\n  - {title: B, push: b}\n  - {title: X, tilte: y}\n".write(
      to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "title: B\nrows: [x]\n".write(
      to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let report = try CheckRun(paths: [folder.path, folder.appendingPathComponent("a.yaml").path])
      .run()
    #expect(report.checkedPaths == 2)
    #expect(report.files.count == 1, "\(report)")
    #expect(report.errors == 1)
    #expect(report.description.contains("a.yaml:4:16: error: unknown key 'tilte'"))
  }

  @Test func aLocaleWithoutATableCannotBeChecked() {
    #expect(throws: CheckRun.Failure.locale(.noStringsTable("fr"))) {
      try CheckRun(paths: [root + "/Screens"], locale: "fr").run()
    }
    #expect(throws: CheckRun.Failure.locale(.notALocale("not a locale"))) {
      try CheckRun(paths: [root + "/Screens"], locale: "not a locale").run()
    }
  }
}
