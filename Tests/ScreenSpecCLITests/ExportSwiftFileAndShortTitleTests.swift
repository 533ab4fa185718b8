import Foundation
import Testing

@testable import ScreenSpecCLI

/// An app with one picker whose choices have a short title only in part.
private func workspace() throws -> Workspace {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: settings\nstate:\n  level: 1\n")
  try ws.write(
    "App/settings.yaml",
    "title: Settings\nstyle: grouped\nrows:\n  - {title: Level, push: level}\n")
  try ws.write(
    "App/level.yaml",
    """
    title: Level
    bind: level
    choices:
      - {title: Low, value: 1}
      - {title: Medium, value: 2}
      - {title: High, value: 3, shortTitle: Hi}

    """)
  return ws
}

/// A trial: a folder at `--swift`'s path was found only after the bundle was written, a
/// missing folder was said of the temporary file, and a path inside the bundle overwrote
/// the `Root.plist` export had just written.
@Test func theSwiftFilesPathIsCheckedBeforeTheBundleIsWritten() throws {
  let ws = try workspace()
  try ws.write("Defaults/keep.txt", "")
  let folder = ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@Defaults")
  #expect(folder.status == 2)
  #expect(folder.stderr.contains("is a folder, not the file for the Swift defaults"))
  #expect(!ws.exists("S.bundle"))

  let inside = ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@S.bundle/Root.plist")
  #expect(inside.status == 2)
  #expect(inside.stderr.contains("inside the bundle export writes"))
  #expect(!ws.exists("S.bundle"))

  let alone = ws.run("export", "@App", "--swift", "@D.swift")
  #expect(alone.status == 2)
  #expect(alone.stderr.contains("--swift writes the defaults of a bundle's specifiers beside it"))

  let nested = ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@new/dir/D.swift")
  #expect(nested.status == 0, "\(nested.stderr)")
  #expect(ws.read("new/dir/D.swift")?.contains("\"level\": 1") == true)
  #expect(!nested.stderr.contains(".tmp"))
}

/// A trial: a picker whose choices have a short title only in part was written with empty
/// short titles, which Settings shows as a blank row; the title fills them, and import
/// reads back only the short title that differs.
@Test func aChoiceWithoutAShortTitleExportsItsTitle() throws {
  let ws = try workspace()
  #expect(ws.run("export", "@App", "--out", "@S.bundle").status == 0)
  let plist = try #require(ws.read("S.bundle/Root.plist"))
  #expect(
    plist.contains(
      "<key>ShortTitles</key>\n\t\t\t<array>\n\t\t\t\t<string>Low</string>\n\t\t\t\t<string>Medium</string>\n\t\t\t\t<string>Hi</string>"
    ), "\(plist)")
  let back = ws.run("import", "@S.bundle", "--out", "@Back")
  #expect(back.status == 0, "\(back.stderr)")
  let level = try #require(ws.read("Back/level.yaml"))
  #expect(level.contains("shortTitle: Hi"))
  #expect(!level.contains("shortTitle: Low") && !level.contains("shortTitle: Medium"), "\(level)")
  // And the same bundle again from what import wrote.
  #expect(ws.run("export", "@Back", "--out", "@S.bundle").stdout.contains("unchanged"))
  #expect(ws.read("S.bundle/Root.plist") == plist)
}

/// A trial: `--out` naming the app's own folder, or another app's, wrote plists among its
/// screens (and said only that it kept them); it is a usage error, nothing written.
@Test func anOutThatHoldsScreensIsRefused() throws {
  let ws = try workspace()
  let own = ws.run("export", "@App", "--out", "@App")
  #expect(own.status == 2)
  #expect(own.stderr.contains("a folder of YAML files (it holds"))
  #expect(own.stderr.contains("app.yaml"))
  #expect(!ws.exists("App/Root.plist"))
  // Nor a folder that holds the app.
  let parent = ws.run("export", "@App", "--out", "@.")
  #expect(parent.status == 2)
  #expect(parent.stderr.contains("which holds the app"), "\(parent.stderr)")
  try ws.write("Other/home.yaml", "title: Home\n")
  let other = ws.run("export", "@App", "--out", "@Other", "--iask")
  #expect(other.status == 2)
  #expect(other.stderr.contains("home.yaml"))
  #expect(ws.list("Other") == ["home.yaml"])
}

/// A trial: export's errors on one line were printed column 49, 69, then 6; they are in
/// the order of their places, as `check` prints.
@Test func exportErrorsArePrintedInTheOrderOfTheirPlaces() throws {
  let ws = try Workspace()
  try ws.write("E/app.yaml", "start: root\nstate:\n  v: 1\n  adv: false\n")
  try ws.write(
    "E/root.yaml",
    "title: S\nrows:\n  - {title: Volume, slider: v, min: 0, max: 10, step: 1, visibleIf: adv}\n")
  let result = ws.run("export", "@E", "--out", "@E.bundle")
  #expect(result.status == 1)
  let places = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map {
    $0.split(separator: ":")[2]
  }
  #expect(places == ["6", "49", "69"], "\(result.stderr)")
}

/// A trial: `check` said "no problems" of an app `export` then refused seven ways; `check
/// --export` reports them first, and `--iask` as `export --iask` would.
@Test func checkExportReportsWhatExportRefuses() throws {
  let ws = try Workspace()
  try ws.write("E/app.yaml", "start: root\nstate:\n  v: 1\n")
  try ws.write(
    "E/root.yaml",
    "title: S\nrows:\n  - {slider: v, min: 0, max: 10, step: 1}\n  - {title: Help, url: \"https://example.com\"}\n"
  )
  #expect(ws.run("check", "@E").status == 0)
  let plain = ws.run("check", "@E", "--export")
  #expect(plain.status == 1)
  #expect(plain.stderr.contains("E/root.yaml:3:34: error: Settings has no element for 'step'"))
  #expect(plain.stderr.contains("export with --iask to write it"))
  let iask = ws.run("check", "@E", "--export", "--iask")
  #expect(iask.status == 1)
  #expect(iask.stderr.contains("'step'"))
  #expect(!iask.stderr.contains("export with --iask to write it"), "\(iask.stderr)")
  let alone = ws.run("check", "@E", "--iask")
  #expect(alone.status == 2)
  #expect(alone.stderr.contains("'check --iask' is an option of --export"))
}

/// A second trial: `--swift` wrote over the app's own `app.yaml` (and any other file), and a
/// file where its folder should be was found only after the bundle was written.
@Test func theSwiftFileNeverWritesOverAFileItDidNotWrite() throws {
  let ws = try workspace()
  let app = try #require(ws.read("App/app.yaml"))
  let over = ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@App/app.yaml")
  #expect(over.status == 2)
  #expect(over.stderr.contains("a file 'export --swift' did not write"))
  #expect(ws.read("App/app.yaml") == app)
  #expect(!ws.exists("S.bundle"))
  try ws.write("notes.txt", "mine")
  let under = ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@notes.txt/D.swift")
  #expect(under.status == 2)
  #expect(under.stderr.contains("is a file, not a folder"))
  #expect(!ws.exists("S.bundle"))
  // A file it wrote is written again.
  #expect(ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@D.swift").status == 0)
  #expect(ws.run("export", "@App", "--out", "@S.bundle", "--swift", "@D.swift").status == 0)
}
