import Fixtures
import Foundation
import Testing

/// Issue #54, items 17 and 19: what the docs say of CI, Bazel and the editor holds.

private func page(_ path: String) -> String {
  (try? String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
}

/// A workspace with one screen and its recorded reference.
private func recorded() throws -> Workspace {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - title: One\n")
  #expect(ws.run("snapshot", "@App", "--record", "missing").status == 1)
  #expect(ws.exists("App/__snapshots__/root.snap"))
  return ws
}

/// `CI` counts only when true: `CI=false` (or `0`, or empty) is a local run that records,
/// and the docs say so rather than "`CI` set".
@Test(arguments: ["false", "0", ""])
func aFalseCIValueRecordsAsTheDocsSay(value: String) throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - title: One\n")
  _ = ws.run("snapshot", "@App", "--record", "missing", environment: ["CI": value])
  #expect(ws.exists("App/__snapshots__/root.snap"))
  let underTrue = try Workspace()
  try underTrue.write("App/app.yaml", "start: root\n")
  try underTrue.write("App/root.yaml", "title: Root\nrows:\n  - title: One\n")
  _ = underTrue.run("snapshot", "@App", "--record", "missing", environment: ["CI": "true"])
  #expect(!underTrue.exists("App/__snapshots__/root.snap"))
  #expect(!page("Docs/Snapshots.md").contains("`--ci` or `CI` set nothing is ever written"))
  #expect(page("Docs/Snapshots.md").contains("`CI=false` is a local run"))
}

/// Bazel's runfiles are symbolic links, which snapshot never reads a reference through: a
/// run in them fails, and a run in the copy the recipe makes (`cp -RL`) passes.
@Test func bazelRunfilesNeedTheCopyTheRecipeMakes() throws {
  let ws = try recorded()
  let manager = FileManager.default
  // The runfiles tree: the same folders, every file a link to the real one.
  for path in ["App/app.yaml", "App/root.yaml", "App/__snapshots__/root.snap"] {
    try manager.createDirectory(
      atPath: ws.path("runfiles/" + path).components(separatedBy: "/").dropLast().joined(
        separator: "/"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: ws.path("runfiles/" + path), withDestinationPath: ws.path(path))
  }
  #expect(ws.run("snapshot", "--ci", "@runfiles/App").status != 0)
  // `cp -RL`: the links followed, the files copied.
  for path in ["App/app.yaml", "App/root.yaml", "App/__snapshots__/root.snap"] {
    try ws.write("copy/" + path, try #require(ws.read("runfiles/" + path)))
  }
  #expect(ws.run("snapshot", "--ci", "@copy/App").status == 0)
  #expect(page("Docs/Snapshots.md").contains("cp -RL Screens Scenarios \"$TEST_TMPDIR\"/"))
}

/// Editors.md says for which screens a keystroke's cost does not grow with the app.
@Test func theEditorPageSaysWhichKeystrokesStayCheap() {
  let text = page("Docs/Editors.md").replacingOccurrences(of: "\n", with: " ")
  #expect(text.contains("a keystroke in a leaf screen"))
  #expect(!text.contains("so a keystroke in a 10,000-screen app costs"))
}

/// The README's first screen, written file by file as its comments name them, checks clean
/// and draws what the sentence after it says (a new user writes it from the README alone).
@Test func theReadmesFirstScreenChecksAndDraws() throws {
  let readme = page("README.md")
  let section = try #require(readme.range(of: "## Your first screen"))
  let block = try #require(
    readme[section.upperBound...].firstMatch(of: #/```yaml\n(?<body>[\s\S]*?)```/#))
  let ws = try Workspace()
  var files: [String: String] = [:]
  var current: String?
  for line in block.output.body.split(separator: "\n", omittingEmptySubsequences: false) {
    if let named = line.firstMatch(of: #/^# (?<path>MyApp/[a-z.-]+\.yaml)/#) {
      current = String(named.output.path)
    } else if let current, !line.isEmpty {
      files[current, default: ""] += line + "\n"
    }
  }
  #expect(files.keys.sorted() == ["MyApp/app.yaml", "MyApp/settings.yaml", "MyApp/theme.yaml"])
  for (path, text) in files { try ws.write(path, text) }
  let check = ws.run("check", "@MyApp")
  #expect(check.status == 0, "\(check.stderr)")
  let render = ws.run("render", "@MyApp", "--do", "tap Theme", "--do", "tap Dark")
  #expect(render.status == 0, "\(render.stderr)")
  #expect(render.stdout.contains("Theme") && render.stdout.contains("Dark ›"), "\(render.stdout)")
}

/// What `gallery` writes on an error is what Docs/CommandLine.md says (a new user's
/// finding: the doc said only "exits 1 and writes nothing"): an app that fails to load
/// writes nothing; an error the screen is drawn in spite of writes the whole site; both
/// exit 1.
@Test func galleryWritesOnAnErrorAsTheDocsSay() throws {
  let ws = try Workspace()
  // A state value that is none of its picker's: an error the screen is drawn in spite of.
  let app = [
    "app.yaml": "start: root\nstate:\n  q: ultra\n",
    "root.yaml": "title: Root\nrows:\n  - {title: Quality, push: quality}\n",
    "quality.yaml": "title: Quality\nbind: q\nchoices: [Low, High]\n",
  ]
  for (name, text) in app { try ws.write("App/" + name, text) }
  let drawn = ws.run("gallery", "@App", "--out", "@drawn")
  #expect(drawn.status == 1)
  #expect(drawn.stdout.hasPrefix("wrote 3 pages to "), "\(drawn.stdout)")
  #expect(ws.exists("drawn/index.html"))
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - {titel: Quality}\n")
  let failed = ws.run("gallery", "@App", "--out", "@failed")
  #expect(failed.status == 1)
  #expect(!ws.exists("failed"))
  let said = page("Docs/CommandLine.md").replacingOccurrences(of: "\n  ", with: " ")
  #expect(
    said.contains(
      "`gallery` of an app that fails to load, or with a scenario that cannot run, exits 1 and writes nothing;"
    ))
  #expect(
    said.contains(
      "is drawn as `render` draws it, so the whole site is written, and the run exits 1"))
}
