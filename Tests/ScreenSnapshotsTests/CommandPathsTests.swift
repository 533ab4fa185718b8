import ScreenFiles
import Testing

/// Which paths a command reads and follows for a PATH.
struct CommandPathsTests {
  @Test func anAppFileIsReadAsItsFolderAndAnythingElseAsItIs() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("App/app.yaml", "start: a\n")
    try folder.write("App/a.yaml", "title: A\n")
    try folder.write("Other/app.yaml/a.yaml", "title: A\n")
    #expect(CommandPaths.app(folder.path("App/app.yaml")) == folder.path("App"))
    #expect(CommandPaths.app(folder.path("App/a.yaml")) == folder.path("App/a.yaml"))
    #expect(CommandPaths.app(folder.path("Other/app.yaml")) == folder.path("Other/app.yaml"))
    #expect(CommandPaths.app(folder.path("Gone/app.yaml")) == folder.path("Gone/app.yaml"))
  }

  @Test func watchFollowsTheAppItsTemplatesAndAScenariosApp() throws {
    let folder = try SnapshotSuiteTests.Folder()
    let files = [
      ".git/HEAD": "", "App/a.yaml": "title: A\nrows: [A]\n", "App/templates/t.yaml": "rows: [T]\n",
      "Runs/tap.yaml": "app: ../App\nsteps: [tap A]\n",
    ]
    for (path, text) in files { try folder.write(path, text) }
    #expect(CommandPaths.watched(folder.path("App")) == folder.path("App"))
    #expect(CommandPaths.watched(folder.path("App/a.yaml")) == folder.path("App"))
    #expect(
      CommandPaths.withTemplates(folder.path("App"))
        == [folder.path("App"), folder.path("App/templates")])
    #expect(CommandPaths.withTemplates(folder.path("Runs")) == [folder.path("Runs")])
    let scenario = try GalleryPathsTests.load(folder, "Runs/tap.yaml")
    #expect(
      CommandPaths.watched(by: scenario).map { $0.hasSuffix("App") || $0.hasSuffix("templates") }
        == [true, true], "\(CommandPaths.watched(by: scenario))")
    #expect(CommandPaths.watched(by: try GalleryPathsTests.load(folder, "App")).isEmpty)
  }
}
