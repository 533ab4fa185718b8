import Foundation
import Testing

@testable import ScreenSpecCLI

/// Every screen and scenario writes a snapshot and a gallery page of its own, and every
/// report says which file each of its notes is in.
@Suite struct DistinctNames {
  @Test(arguments: [
    (
      ["bar.scenario.yaml": "title: Bar\nrows: [A]\n", "bar.yaml": "app: .\nsteps: [tap 1]\n"],
      "bar.yaml:1:1: error: scenario 'bar' writes the same snapshot file as screen 'bar.scenario', 'bar.scenario.snap'; rename one",
      "bar.scenario.yaml:1:1: note: the other name is here"
    ),
    (
      ["x.yaml": "title: X\nrows: [A]\n", "x@pad.yaml": "title: X\nrows: [A]\n"],
      "x@pad.yaml:1:1: error: 'x@pad' cannot name a snapshot: '@' starts a variant's suffix",
      "x.yaml:1:1: note: 'x' is here"
    ),
    (
      ["x.yaml": "title: X\nrows: [A]\n", "y.yaml": "id: x@de\ntitle: X\nrows: [A]\n"],
      "y.yaml:1:1: error: 'x@de' cannot name a snapshot", "x.yaml:1:1: note: 'x' is here"
    ),
    (
      ["Inbox.yaml": "title: In\nrows: [A]\n", "inbox.yaml": "title: In\nrows: [A]\n"],
      "inbox.yaml:1:1: error: screen 'inbox' and screen 'Inbox' differ only in case",
      "Inbox.yaml:1:1: note: the other name is here"
    ),
  ])
  func namesThatShareASnapshotFileAreErrors(
    files: [String: String], error: String, note: String
  ) throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: \(files.keys.sorted()[0].dropLast(5))\n")
    for (name, text) in files { try ws.write("app/\(name)", text) }
    let check = ws.run("check", "@app")
    #expect(check.status == 1)
    #expect(check.stderr.contains(error), "\(check.stderr)")
    #expect(check.stderr.contains(note), "\(check.stderr)")
    #expect(check.stderr.components(separatedBy: ": error: ").count == 2, "one error")
  }

  @Test func galleryPagesNeverCollide() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: a-b-c-d\n")
    for name in ["a b c d", "a'b\"c&d", "a-b-c-d", "-a-b-c-d"] {
      try ws.write("app/\(name).yaml", "title: \"T \(name.count)\"\nrows: [A]\n")
    }
    let run = ws.run("gallery", "@app", "--out", "@site")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote 5 pages"), "\(run.stdout)")
    let pages = try FileManager.default.subpathsOfDirectory(atPath: ws.path("site"))
      .filter { $0.hasSuffix(".html") && $0 != "index.html" }
    #expect(Set(pages).count == 4, "\(pages)")
    #expect(Set(pages.compactMap { ws.read("site/\($0)") }).count == 4)
  }

  @Test func aGalleryOfAnAppThatFailsToLoadWritesNothingAndFails() throws {
    let ws = try Workspace()
    try ws.write("app/a.yaml", "title: [broken\n")
    let run = ws.run("gallery", "@app", "--out", "@site")
    #expect(run.status == 1)
    #expect(run.stderr.contains("a.yaml:2:1: error:"), "\(run.stderr)")
    #expect(!ws.exists("site"))
  }

  @Test func everyNoteInJSONCarriesItsPath() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "start: b1\nstate:\n  wifi: maybe\n")
    try ws.write("app/b1.yaml", "title: B\nrows:\n  - {title: Wi-Fi, toggle: wifi}\n")
    let run = ws.run("check", "--format", "json", "@app")
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let files = try #require(object?["files"] as? [[String: Any]])
    let app = try #require(files.first { ($0["path"] as? String)?.hasSuffix("app.yaml") == true })
    let diagnostics = try #require(app["diagnostics"] as? [[String: Any]])
    let notes = diagnostics.flatMap { ($0["notes"] as? [[String: Any]]) ?? [] }
    #expect(!notes.isEmpty)
    #expect(notes.contains { ($0["path"] as? String)?.hasSuffix("b1.yaml") == true }, "\(notes)")
    #expect(notes.allSatisfy { $0["path"] is String })
  }
}

extension DistinctNames {
  /// `check FILE` reports what `check DIR` reports about the ids the file reaches: a pushed
  /// id that a sibling's `id:` also declares, or that `id.yml` beside `id.yaml` holds.
  @Test(arguments: [
    ("a.yaml", "id: home\ntitle: A\nrows: [x]\n"), ("home.yml", "title: H\nrows: [x]\n"),
  ])
  func aScreenFileCheckedAloneSeesDuplicatesOfTheIdsItReaches(name: String, text: String) throws {
    let ws = try Workspace()
    try ws.write("app/c.yaml", "title: C\nrows: [{title: go, push: home}]\n")
    try ws.write("app/home.yaml", "title: Home\nrows: [y]\n")
    try ws.write("app/\(name)", text)
    let folder = ws.run("check", "@app")
    let file = ws.run("check", "@app/c.yaml")
    #expect(folder.status == 1)
    #expect(file.status == 1)
    #expect(file.stderr.contains("error: two screens have the id 'home'"), "\(file.stderr)")
    #expect(file.stderr == folder.stderr)
    #expect(ws.run("render", "@app/c.yaml", "--do", "tap go").status == 1)
  }
}

extension DistinctNames {
  /// Two screen files that reach one app.yaml with different problems report both.
  @Test func twoFilesReachingOneFileReportEveryDiagnosticOnce() throws {
    let ws = try Workspace()
    try ws.write("app/app.yaml", "state:\n  wifi: maybe\n  level: loud\n")
    try ws.write("app/a.yaml", "title: A\nrows: [{title: Wi-Fi, toggle: wifi}]\n")
    try ws.write("app/b.yaml", "title: B\nrows: [{title: Level, slider: level, min: 0, max: 1}]\n")
    let both = ws.run("check", "@app/a.yaml", "@app/b.yaml")
    #expect(both.stderr.contains("app.yaml:2:9: error:"), "\(both.stderr)")
    #expect(both.stderr.contains("app.yaml:3:10: error:"), "\(both.stderr)")
    #expect(both.stderr.components(separatedBy: "app.yaml:2:9: error:").count == 2, "once")
  }
}
