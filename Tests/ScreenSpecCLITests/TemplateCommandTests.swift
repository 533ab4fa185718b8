import Foundation
import Testing

@testable import ScreenSpecCLI

/// An app whose home screen uses a template that pushes a screen, beside a broken template
/// and a broken screen it does not reach.
private func templateApp() throws -> Workspace {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "state: {wifi: true}\n")
  try ws.write(
    "app/templates/switch.yaml",
    "parameters: [label, key]\nrows:\n  - {title: \"{label}\", toggle: \"{key}\"}\n"
      + "  - {title: \"About {label}\", push: about}\n")
  try ws.write("app/templates/broken.yaml", "rows: [\n")
  try ws.write("app/about.yaml", "title: About\nrows: [Version]\n")
  try ws.write("app/other.yaml", "title: [\n")
  try ws.write(
    "app/home.yaml", "title: Home\nrows:\n  - use: switch\n    with: {label: Wi-Fi, key: wifi}\n")
  return ws
}

@Test func aScreenFileAloneLoadsTheTemplatesItUsesAndWhatTheyReach() throws {
  let ws = try templateApp()
  let render = ws.run("render", "@app/home.yaml", "--do", "tap About Wi-Fi")
  #expect(render.status == 0, "\(render.stderr)")
  #expect(render.stdout.contains("Version"))
  let check = ws.run("check", "@app/home.yaml")
  #expect(check.status == 0, "\(check.stderr)")
  let folder = ws.run("check", "@app")
  #expect(folder.status == 1)
  #expect(folder.stderr.contains("templates/broken.yaml:2:1: error"))
  #expect(
    folder.stderr.contains(
      "templates/broken.yaml:1:1: warning: template 'broken' is used by no screen") == false)
}

@Test func aMistakeInATemplateFailsTheScreenFileThatUsesIt() throws {
  let ws = try templateApp()
  try ws.write(
    "app/templates/switch.yaml",
    "parameters: [label, key]\nrows:\n  - {title: \"{label}\", toggle: \"{key}\", min: 1}\n")
  let check = ws.run("check", "@app/home.yaml")
  #expect(check.status == 1)
  #expect(check.stderr.contains("app/templates/switch.yaml:3:41: error:"), "\(check.stderr)")
  #expect(check.stderr.contains("app/home.yaml:3:10: note: in template 'switch' used here"))
  // A template file named on its own is checked with its app, and shows its own reports.
  let alone = ws.run("check", "@app/templates/switch.yaml")
  #expect(alone.status == 1)
  #expect(alone.stderr.contains("app/templates/switch.yaml:3:41: error:"))
  #expect(!alone.stderr.contains("other.yaml"))
}

/// An app's `strings/` and `templates/` folders, and a template file, are checked as what
/// they are; a command that draws or snapshots screens is told to name the app instead of
/// taking each table for a broken screen (or snapshotting the whole app into the folder).
@Test func tablesAndTemplatesAreNotScreens() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "start: home\n")
  try ws.write("app/home.yaml", "title: Home\nrows:\n  - use: switch\n    with: {label: Sound}\n")
  try ws.write("app/templates/switch.yaml", "parameters: [label]\nrows:\n  - \"{label}\"\n")
  try ws.write("app/strings/de.yaml", "strings:\n  Home: Start\n  Sound: Ton\n")
  for path in ["@app/strings", "@app/templates", "@app/templates/switch.yaml"] {
    let check = ws.run("check", path)
    #expect(check.status == 0, "\(path): \(check.stderr)")
  }
  let table = ws.run("snapshot", "--ci", "@app/strings")
  #expect(table.status == 2)
  #expect(table.stderr.contains("app/strings holds the strings tables of "), "\(table.stderr)")
  #expect(!table.stdout.contains("FAILED"))
  let folder = ws.run("snapshot", "--ci", "@app/templates")
  #expect(folder.status == 2)
  #expect(folder.stderr.contains("app/templates holds the templates of "), "\(folder.stderr)")
  let file = ws.run("render", "@app/templates/switch.yaml")
  #expect(file.status == 2)
  #expect(file.stderr.contains("app/templates/switch.yaml is a template of "), "\(file.stderr)")
  #expect(!ws.exists("app/templates/__snapshots__"))
  // A broken table is still found by check of the folder.
  try ws.write("app/strings/fr.yaml", "strings:\n  Home: [x]\n")
  #expect(ws.run("check", "@app/strings").status == 1)
}
