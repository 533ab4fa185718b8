import Fixtures
import Foundation
import ScreenSpec
import Testing

/// The library as `LIBRARY.md` promises it: one import, apps read from disk as `check`
/// reads them, actions written as on the command line, scenarios loaded and asserted.
@Suite struct LibraryContract {
  let screens = Fixtures.root.appendingPathComponent("Screens").path
  let scenarios = Fixtures.root.appendingPathComponent("Scenarios").path

  @Test func pickingAWeightClass() throws {
    let app = try App.load(from: screens)
    var session = try Session(app: app, screen: "fight-card")
    try session.apply("tap Weight Class", "tap Welterweight")
    #expect(session.top.screenID == "fight-card")
    #expect(Renderer.render(session).contains("Welterweight"))
    assertSnapshot(of: session, as: .screen(width: 40), named: "picked")
  }

  @Test func aScreenFileLoadsWhatItReachesAndStartsThere() throws {
    let app = try App.load(from: screens + "/fight-card.yaml")
    #expect(app.start == "fight-card")
    let ids = Set(app.screens.map(\.id))
    #expect(ids.isSuperset(of: ["fight-card", "weight-class", "rounds", "referee"]))
    #expect(!ids.contains("posts"), "a screen it does not reach is not loaded")
    #expect(try Session(app: app).top.screenID == "fight-card")
  }

  @Test func aBrokenScreenNamesItsFileLineAndColumn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenspec-library-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "title: Home\nrows: [A]\n".write(
      to: folder.appendingPathComponent("home.yaml"), atomically: true, encoding: .utf8)
    try "title: Broken\nrwos: [A]\n".write(
      to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let error = #expect(throws: LoadError.self) { try App.load(from: folder.path) }
    let description = error?.description ?? ""
    #expect(description.contains("broken.yaml:2:1: error: unknown key 'rwos'"), "\(description)")
    #expect(description.contains(" 2 | rwos: [A]"))
    // The screen that reaches nothing broken still loads on its own.
    #expect(try App.load(from: folder.path + "/home.yaml").start == "home")
  }

  /// A Settings.bundle loads as the app `import` makes of it, as `check` and `render` read
  /// one; its errors are at their places in its plists.
  @Test func aSettingsBundleLoadsAsTheAppItsImportMakes() throws {
    let bundle = Fixtures.root.appendingPathComponent("Examples/Player/Settings.bundle").path
    let app = try App.load(from: bundle)
    #expect(app.start == "root")
    #expect(app.settingsBundle)
    var session = try Session(app: app)
    #expect(!session.view.sections.isEmpty)
    try session.apply("tap 1")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenspec-library-\(UUID().uuidString)/Broken.bundle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try "<plist><dict><key>PreferenceSpecifiers</key><array>\n<dict><key>Type</key></dict>\n"
      .write(to: folder.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
    let error = #expect(throws: LoadError.self) { try App.load(from: folder.path) }
    #expect(error?.description.contains("Broken.bundle/Root.plist:") == true, "\(error!)")
  }

  @Test func aPathThatIsNotAnAppSaysSo() {
    let missing = #expect(throws: LoadError.self) { try App.load(from: "/no/such/folder") }
    #expect(missing?.description == "error: no such file or folder: /no/such/folder\n")
    let scenario = #expect(throws: LoadError.self) {
      try App.load(from: scenarios + "/pick-weight-class.yaml")
    }
    #expect(scenario?.description.contains("is a scenario; load it with Scenario.load") == true)
  }

  @Test func actionsWrittenAsOnTheCommandLine() throws {
    var session = try Session(app: try App.load(from: screens), screen: "fight-card")
    let before = session
    let malformed = #expect(throws: ActionError.self) { try session.apply("tap") }
    #expect(malformed?.action == "tap")
    #expect(session == before)
    let impossible = #expect(throws: ActionError.self) {
      try session.apply("tap Weight Class", "tap 99")
    }
    #expect(impossible?.description.hasPrefix("tap 99: no row 99") == true, "\(impossible!)")
    #expect(session.top.screenID == "weight-class", "the first action applied")
  }

  @Test func scenariosLoadAndAssertInOneCall() throws {
    let run = try Scenario.load(from: scenarios + "/pick-weight-class.yaml")
    #expect(run.1.steps.count == 2)
    assertSnapshot(of: run, as: .scenario, named: "pick-weight-class")
  }
}
