import ScreenModel
import Testing

@testable import ScreenSpecCLI

/// Item 16 of issue #25: each command's usage names every option it takes, and render's
/// `--do` list every action.
private func usage(_ text: String) -> String {
  text.components(separatedBy: "\n\n").first ?? ""
}

@Test(arguments: [
  ("check", Help.check, CheckCommand.options.map(\.name)),
  ("render", Help.render, RenderCommand.options.map(\.name)),
  ("watch", Help.watch, RenderCommand.options.map(\.name)),
  ("play", Help.play, RenderCommand.options.map(\.name).filter { $0 != "format" }),
  ("gallery", Help.gallery, GalleryCommand.options.map(\.name)),
  ("import", Help.importHelp, ImportCommand.options.map(\.name)),
  ("export", Help.exportHelp, ExportCommand.options.map(\.name)),
])
func aUsageLineNamesEveryOption(command: String, help: String, options: [String]) {
  let line = usage(help)
  for option in options {
    #expect(line.contains("--\(option)"), "\(command): --\(option) is not in\n\(line)")
  }
}

@Test func snapshotsHelpNamesEveryOption() {
  for option in SnapshotCommand.options.map(\.name) {
    #expect(Help.snapshot.contains("--\(option)"), "--\(option)")
  }
}

@Test func rendersDoListNamesEveryAction() {
  let list = Help.render.components(separatedBy: "--do ACTION").dropFirst().joined()
  for verb in Action.verbs {
    #expect(list.contains("'\(verb)"), "'\(verb)' is not in render's --do list")
  }
}

@Test func theGallerySaysItsWidthRange() {
  #expect(Help.gallery.contains("240 to 1600"))
}

@Test func playRefusesAPictureFormat() {
  let result = ScreenSpecCommand.run(
    ["play", "Screens", "--format", "svg"], environment: Environment())
  #expect(result.status == 2)
  #expect(result.stderr.contains("'play' draws text"), "\(result.stderr)")
}

/// Item 16 of issue #25: a folder of screens inside an app folder is not loaded, and
/// `check` says so once (strings, templates and snapshot folders are the app's own).
@Test func aFolderInsideAnAppIsSaidToBeNotLoaded() throws {
  let ws = try Workspace()
  try ws.write("app/a.yaml", "title: A\nrows: [x]\n")
  try ws.write("app/more/b.yml", "title: B\nrows: [x]\n")
  try ws.write("app/strings/de.yaml", "strings: {A: Ah}\n")
  try ws.write("app/__snapshots__/a.yaml", "not: a screen\n")
  let check = ws.run("check", "@app", "@app")
  #expect(check.status == 0)
  let warnings = check.stderr.split(separator: "\n").filter { $0.contains("warning:") }
  #expect(warnings.count == 1, "\(check.stderr)")
  #expect(
    warnings.first?.hasSuffix(
      "more: warning: the YAML files in this folder are not loaded: an app's screens are the files directly in its folder (\(ws.path("app"))); move them there, or check this folder as an app of its own"
    ) == true, "\(check.stderr)")
  #expect(check.stderr.hasSuffix("checked 2 paths: 0 errors, 1 warning\n"), "\(check.stderr)")
}

@Test func ymlFilesAreScreensToo() throws {
  let ws = try Workspace()
  try ws.write("app/a.yml", "title: Alpha\nrows: [x]\n")
  let render = ws.run("render", "@app")
  #expect(render.stdout.contains("Alpha"), "\(render.stderr)")
}

/// Item 18 of issue #25: what Settings has no element for (an icon, a UIKit-only keyboard)
/// is an export error at its key, and nothing is written.
@Test func exportRefusesIconsAndUIKitOnlyKeyboards() throws {
  let ws = try Workspace()
  try ws.write("app/app.yaml", "state: {n: \"\", t: \"true\"}\n")
  try ws.write(
    "app/root.yaml",
    "title: Root\nrows:\n  - {title: N, textField: n, keyboard: twitter}\n  - {title: W, icon: {symbol: wifi}, toggle: t}\n"
  )
  let result = ws.run("export", "@app", "--out", "@out.bundle")
  #expect(result.status == 1)
  #expect(
    result.stderr.contains(
      "root.yaml:3:40: error: Settings has no element for 'keyboard: twitter'"), "\(result.stderr)")
  #expect(
    result.stderr.contains("root.yaml:4:16: error: Settings has no element for 'icon'"),
    "\(result.stderr)")
  #expect(!ws.exists("out.bundle"))
}

/// Each help text's prose runs on to its width: no line of a sentence stops where the next
/// word would have fit (a new user's finding: `help help` broke "says" from "the same.").
@Test(arguments: [
  Help.main, Help.check, Help.render, Help.schema, Help.watch, Help.play, Help.lsp, Help.help,
  Help.gallery, Help.importHelp, Help.exportHelp, Help.snapshot, Help.mergeReports,
])
func helpProseIsNotBrokenShort(help: String) {
  // Prose is wrapped at 90 columns; a line may stop a word or two short of it.
  let width = 90
  let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  for (line, next) in zip(lines, lines.dropFirst()) where !line.hasPrefix(" ") {
    #expect(line.count <= width, "'\(line)' is longer than \(width) columns")
    // Prose: a line of words at the left edge, the next one going on with the sentence.
    guard !line.isEmpty, !line.hasSuffix(":"), !next.hasPrefix(" "),
      let word = next.split(separator: " ").first, word.first?.isLowercase == true
    else { continue }
    #expect(line.count + 1 + word.count > width - 14, "'\(line)' is broken before '\(word)'")
  }
}
