import Foundation
import Testing

@testable import ScreenSpecCLI

/// Item 9 of issue #38: a bundle with a mistake Settings shows without a word (a stored
/// value that is none of its picker's) is drawn as Settings draws it, with the error on
/// standard error and exit 1; other errors still stop drawing.
@Suite struct PreviewableMistakeTests {
  /// A picker whose default, `blue`, is none of its values, as the import keeps it.
  func importedApp() throws -> Workspace {
    let ws = try Workspace()
    try ws.write("App/app.yaml", "start: root\nstate:\n  theme: blue\n")
    try ws.write(
      "App/root.yaml",
      "title: Settings\nsections:\n  - rows:\n      - {title: Theme, push: theme}\n")
    try ws.write(
      "App/theme.yaml",
      "title: Theme\nbind: theme\nchoices:\n  - {title: Light, value: light}\n  - {title: Dark, value: dark}\n"
    )
    return ws
  }

  @Test func renderDrawsTheRowWithNoTitleAndThePickerWithNoCheckmark() throws {
    let ws = try importedApp()
    let root = ws.run("render", "@App")
    #expect(root.status == 1)
    #expect(root.stderr.contains("error: state key 'theme' holds a value its control cannot"))
    let row = root.stdout.split(separator: "\n").first { $0.contains("Theme") }
    #expect(row.map { !$0.contains("Light") && !$0.contains("Dark") && $0.contains("›") } == true)
    let picker = ws.run("render", "@App", "--screen", "theme")
    #expect(picker.status == 1)
    #expect(picker.stdout.contains("Light"))
    #expect(!picker.stdout.contains("✓"))
  }

  @Test func snapshotAndGalleryDrawItAndFail() throws {
    let ws = try importedApp()
    let snapshot = ws.run("snapshot", "@App", "--record", "all")
    #expect(snapshot.status == 1)
    #expect(snapshot.stderr.contains("holds a value its control cannot"))
    #expect(ws.read("App/__snapshots__/root.snap") != nil)
    #expect(ws.read("App/__snapshots__/theme.snap") != nil)
    // No case is named for app.yaml, whose error draws.
    #expect(!snapshot.stdout.contains("app.snap"))
    let gallery = ws.run("gallery", "@App", "--out", "@Site")
    #expect(gallery.status == 1)
    #expect(ws.read("Site/index.html") != nil)
  }

  @Test func exportWritesTheMistakeBackAsItWasReadAndFails() throws {
    let ws = try importedApp()
    let export = ws.run("export", "@App", "--out", "@Back.bundle")
    #expect(export.status == 1)
    #expect(export.stderr.contains("holds a value its control cannot"))
    #expect(export.stdout.contains("wrote "))
    let root = ws.read("Back.bundle/Root.plist") ?? ""
    #expect(root.contains("<string>blue</string>"), "\(root)")
  }

  @Test func anErrorThatIsNoSuchMistakeStillStopsDrawing() throws {
    let ws = try importedApp()
    try ws.write("App/root.yaml", "title: Settings\nsections:\n  - rows:\n      - {titel: Theme}\n")
    let result = ws.run("render", "@App")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("'titel'"))
  }
}
