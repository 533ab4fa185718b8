import Foundation
import Testing

@testable import ScreenSpecCLI

/// Issue #38, item 1: where a screen shows, `host: settings|app`, a condition dimension
/// beside `device`, as InAppSettingsKit shows a bundle in the app.
@Suite struct HostTests {
  func app() throws -> Workspace {
    let ws = try Workspace()
    try ws.write(
      "App/root.yaml",
      """
      title: Settings
      sections:
        - rows:
            - Everywhere
            - {title: In the app, visibleIf: {host: app}}
            - {title: In Settings, visibleIf: {not: {host: app}}}

      """)
    return ws
  }

  /// A new user's finding: an in-app-only pane drawn for Settings is empty, and says why.
  @Test func aPaneOnlyTheAppShowsSaysToDrawItWithHostApp() throws {
    let ws = try Workspace()
    try ws.write(
      "App/root.yaml",
      "title: S\nsections:\n  - visibleIf: {host: app}\n    rows: [Sound]\n")
    let settings = ws.run("render", "@App")
    #expect(settings.status == 0)
    #expect(!settings.stdout.contains("Sound"))
    #expect(settings.stderr.contains("'root' shows nothing in Settings"), "\(settings.stderr)")
    #expect(settings.stderr.contains("--host app"))
    let inApp = ws.run("render", "@App", "--host", "app")
    #expect(inApp.stdout.contains("Sound"))
    #expect(inApp.stderr.isEmpty)
    // A pane Settings shows some of says nothing.
    let partly = try self.app()
    #expect(partly.run("render", "@App").stderr.isEmpty)
  }

  @Test func settingsIsTheDefaultAndAppIsAskedFor() throws {
    let ws = try app()
    let settings = ws.run("render", "@App")
    #expect(settings.status == 0)
    #expect(settings.stdout.contains("In Settings"))
    #expect(!settings.stdout.contains("In the app"))
    let inApp = ws.run("render", "@App", "--host", "app")
    #expect(inApp.status == 0)
    #expect(inApp.stdout.contains("In the app"))
    #expect(!inApp.stdout.contains("In Settings"))
    #expect(inApp.stdout.contains("Everywhere"))
  }

  @Test func anUnknownHostIsAUsageErrorAndALocatedOne() throws {
    let ws = try app()
    let flag = ws.run("render", "@App", "--host", "springboard")
    #expect(flag.status == 2)
    #expect(flag.stderr.contains("'--host'") || flag.stderr.contains("--host"))
    try ws.write("App/root.yaml", "title: A\nrows:\n  - {title: B, visibleIf: {host: inApp}}\n")
    let file = ws.run("check", "@App")
    #expect(file.status == 1)
    #expect(file.stderr.contains("root.yaml:3:34: error:"))
    #expect(file.stderr.contains("'inApp'"))
  }

  @Test func exportNamesTheHostConditionItCannotWrite() throws {
    let ws = try app()
    let export = ws.run("export", "@App", "--out", "@Out.bundle")
    #expect(export.status == 1)
    // Settings has no host of its own: the row goes to the pane's in-app plist, if listed.
    #expect(export.stderr.contains("Settings has no host of its own"), "\(export.stderr)")
    #expect(export.stderr.contains("add 'plists: [Root.plist, Root.inApp.plist]'"))
  }

  @Test func aRowOnlyNoHostShowsIsAWarning() throws {
    let ws = try Workspace()
    try ws.write(
      "App/root.yaml",
      "title: A\nsections:\n  - visibleIf: {all: [{host: app}, {host: settings}]}\n    rows: [B]\n  - rows: [C]\n"
    )
    let result = ws.run("check", "@App")
    #expect(result.stderr.contains("warning:"))
    #expect(result.stderr.contains("root.yaml:3:"))
  }

  @Test func aScenarioAndAVariantNameTheirHost() throws {
    let ws = try app()
    try ws.write(
      "App/app.yaml",
      "start: root\nsnapshotVariants:\n  - {host: app}\n  - {device: pad, host: app}\n")
    try ws.write("Flows/in-app.yaml", "app: ../App\nhost: app\nsteps: []\n")
    let scenario = ws.run("render", "@Flows/in-app.yaml")
    #expect(scenario.status == 0)
    #expect(scenario.stdout.contains("In the app"))
    let snapshot = ws.run("snapshot", "@App", "--record", "all")
    #expect(snapshot.stdout.contains("3 snapshots"), "\(snapshot.stdout)")
    #expect(ws.list("App/__snapshots__") == ["root.snap", "root@app.snap", "root@pad@app.snap"])
    let inApp = ws.read("App/__snapshots__/root@app.snap") ?? ""
    #expect(inApp.contains("\nhost: app\n"))
    #expect(inApp.contains("In the app"))
    #expect(ws.read("App/__snapshots__/root.snap")?.contains("host:") == false)
    #expect(ws.run("snapshot", "@App", "--ci").status == 0)
    // The scenario's own host wins over each variant's; the pad variant still draws a pad.
    _ = ws.run("snapshot", "@Flows", "--record", "all")
    #expect(
      ws.list("Flows/__snapshots__") == [
        "in-app.scenario@app.snap", "in-app.scenario@pad@app.snap",
      ])
    #expect(ws.run("snapshot", "@Flows", "--ci").status == 0)
  }
}
