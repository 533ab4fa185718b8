import Testing

@testable import ScreenSpecCLI

/// `APP/app.yaml` given as the PATH names its app (a new user's finding: `snapshot
/// MyApp/app.yaml` printed "0 snapshots: 0 passed, 0 failed" and exited 0, and `render
/// MyApp/app.yaml` said the app had no screens): every command but `check` loads its folder,
/// as `export` does, and a PATH with nothing to snapshot fails rather than passing.
@Suite struct AppFilePathTests {
  /// An app of two screens, whose start is the first.
  static let files = [
    "app.yaml": "start: s\n", "s.yaml": "title: Settings\nrows: [Wi-Fi]\n",
    "t.yaml": "title: Other\nrows: [Bluetooth]\n",
  ]

  static func app() throws -> Workspace {
    let ws = try Workspace()
    for (name, text) in files { try ws.write("MyApp/" + name, text) }
    return ws
  }

  @Test func renderOfAppYAMLDrawsTheAppsStart() throws {
    let ws = try Self.app()
    let byFile = ws.run("render", "@MyApp/app.yaml", "--ascii")
    #expect(byFile.status == 0, "\(byFile.stderr)")
    #expect(byFile.stdout.contains("Wi-Fi"))
    #expect(byFile.stdout == ws.run("render", "@MyApp", "--ascii").stdout)
  }

  @Test func snapshotOfAppYAMLRunsTheAppsSnapshots() throws {
    let ws = try Self.app()
    _ = ws.run("snapshot", "--record", "all", "@MyApp/app.yaml")
    #expect(ws.list("MyApp/__snapshots__") == ["s.snap", "t.snap"])
    let again = ws.run("snapshot", "@MyApp/app.yaml")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("2 snapshots: 2 passed, 0 failed"), "\(again.stdout)")
  }

  @Test func aPathWithNothingToSnapshotIsAUsageError() throws {
    let ws = try Workspace()
    try ws.write("Empty/app.yaml", "state: {a: \"1\"}\n")
    for path in ["@Empty", "@Empty/app.yaml"] {
      let run = ws.run("snapshot", path)
      #expect(run.status == 2, "\(run.stdout)")
      #expect(run.stderr.contains("holds no screen and no scenario"), "\(run.stderr)")
    }
  }
}
