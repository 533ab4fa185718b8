import Foundation
import Testing

/// Issue #54, item 20: messages that say what is wrong and where to look.

@Test func mergeReportsPointsAtItsOwnHelp() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - title: One\n")
  _ = ws.run("snapshot", "@App", "--record", "missing")
  #expect(ws.run("snapshot", "@App", "--report", "@r.json").status == 0)
  let merged = ws.run("merge-reports", "@r.json", "--report", "@r.json")
  #expect(merged.status == 2)
  #expect(merged.stderr.hasSuffix("see 'screenspec help merge-reports'\n"), "\(merged.stderr)")
}

@Test func aMoveSaysToQuoteATitleAndWhenThereIsNoPosition() throws {
  let ws = try Workspace()
  try ws.copySeedScreens()
  let unquoted = ws.run("render", "@Screens/servers.yaml", "--do", "move Tech Talk to 1")
  #expect(
    unquoted.stderr.contains(
      "'move' takes one word for its row; quote a title with spaces: move \"Tech Talk\" to 1"),
    "\(unquoted.stderr)")
  let huge = ws.run("render", "@Screens/servers.yaml", "--do", "move 1 to 99999999999999999999")
  #expect(
    huge.stderr.contains("'move': there is no position 99999999999999999999"), "\(huge.stderr)")
}

@Test func aLinkedStringsFolderIsOneErrorNotAnEmptyFileToo() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\n")
  try ws.write("App/root.yaml", "title: Root\nrows:\n  - title: One\n")
  try ws.write("elsewhere/de.yaml", "strings:\n  One: Eins\n")
  try FileManager.default.createSymbolicLink(
    atPath: ws.path("App/strings"), withDestinationPath: ws.path("elsewhere"))
  let check = ws.run("check", "@App")
  #expect(check.stderr.contains("it is a symbolic link that leads out of the app folder"))
  #expect(!check.stderr.contains("the file is empty"), "\(check.stderr)")
}

@Test func asciiMarksADisabledRowApartFromTheSearchField() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nstate: {on: false}\n")
  try ws.write(
    "App/root.yaml",
    "title: Root\nsearchable: true\nrows:\n  - {title: One, enabledIf: on}\n")
  let drawn = ws.run("render", "@App", "--ascii").stdout
  #expect(drawn.contains("| / Search "), "\(drawn)")
  #expect(drawn.contains("| ~ One "), "\(drawn)")
}

/// `{speed}` of a key a picker binds shows the chosen choice's title, as a list of chosen
/// choices already does, not the value stored.
@Test func aPickerBoundKeyInterpolatesAsItsChoicesTitle() throws {
  let ws = try Workspace()
  try ws.write("App/app.yaml", "start: root\nstate: {speed: \"1.0\"}\n")
  try ws.write(
    "App/root.yaml",
    "title: Root\nrows:\n  - {title: Speed, push: speed}\nfooter: \"Playing at {speed}.\"\n")
  try ws.write(
    "App/speed.yaml",
    "title: Speed\nbind: speed\nchoices:\n  - {title: Normal, value: \"1.0\"}\n  - {title: Fast, value: \"1.5\"}\n"
  )
  let drawn = ws.run("render", "@App")
  #expect(drawn.stdout.contains("Playing at Normal."), "\(drawn.stdout)\(drawn.stderr)")
}
