import Basics
import Fixtures
import Foundation
import ScreenChecks
import ScreenFormat
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

  @Test func aFileIsPrintedInLineOrderWhateverOrderItsChecksFoundIt() {
    let file = SourceFile(path: "a.yaml", text: "a: 1\nb: 2\nc: 3\n")
    func at(_ line: Int, _ text: String) -> Diagnostic {
      Diagnostic(.error, Diagnostic.Message(.unknownKey, text), at: Mark(line: line, column: 1))
    }
    var report = CheckReport()
    report.add([FileDiagnostics(file: file, diagnostics: [at(3, "three"), at(1, "one")])])
    #expect(report.files.first?.diagnostics.map { $0.message } == ["one", "three"])
    report.add([FileDiagnostics(file: file, diagnostics: [at(2, "two"), at(3, "three again")])])
    #expect(report.files.count == 1)
    #expect(
      report.files[0].diagnostics.map { $0.message } == ["one", "two", "three", "three again"])
    let printed = report.description
    let lines = ["a.yaml:1:1", "a.yaml:2:1", "a.yaml:3:1: error: three", "three again"]
    let offsets = lines.compactMap { printed.range(of: $0)?.lowerBound }
    #expect(offsets.count == 4 && offsets == offsets.sorted(), "\(printed)")
  }

  /// A scenario is told as one by its `app` or its `steps`, so a misspelt `app` is a
  /// scenario's unknown key with the fix, not a screen's five errors.
  @Test func aScenarioWithAMisspeltAppIsToldAsAScenario() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "checkrun-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("cancel.yaml")
    try "ap: ../Screens\nscreen: home\nsteps: [back]\n".write(
      to: file, atomically: true, encoding: .utf8)
    let report = try CheckRun(paths: [file.path]).run()
    #expect(report.errors == 1, "\(report)")
    #expect(
      report.description.contains("cancel.yaml:1:1: error: unknown key 'ap'; did you mean 'app'?"))
  }

  /// A picker file checked alone says what the folder's check says of it: the screens
  /// that push it (back to the start) are loaded when its bindings would disagree, so a
  /// picker only the app's rows reach may bind a key otherwise than Settings' picker does.
  @Test func aFileAloneKnowsTheHostsItsPushersShowItIn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "checkrun-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let choices = "[{title: Light, value: light}, {title: Dark, value: dark}"
    let files = [
      "app.yaml": "start: root\nstate:\n  theme: light\n",
      "root.yaml": """
      title: S
      rows:
        - {title: Theme, push: theme, visibleIf: {host: settings}}
        - {title: Extras, push: extras, visibleIf: {host: app}}

      """,
      "extras.yaml": "title: Extras\nrows:\n  - {title: Appearance, push: app-theme}\n",
      "theme.yaml": "title: Theme\nbind: theme\nchoices: \(choices)]\n",
      "app-theme.yaml":
        "title: App Theme\nbind: theme\nchoices: \(choices), {title: System, value: system}]\n",
    ]
    func write(_ files: [String: String]) throws {
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
    try write(files)
    for name in ["theme.yaml", "app-theme.yaml", "extras.yaml"] {
      let report = try CheckRun(paths: [folder.appendingPathComponent(name).path]).run()
      #expect(report.errors == 0, "\(name): \(report)")
    }
    // Pushed by a row both hosts show as well, the app's picker is Settings' too.
    try write([
      "root.yaml": files["root.yaml"]! + "  - {title: More, push: extras}\n"
    ])
    let alone = try CheckRun(paths: [folder.appendingPathComponent("app-theme.yaml").path]).run()
    #expect(alone.description.contains("lacks 'system'"), "\(alone)")
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
