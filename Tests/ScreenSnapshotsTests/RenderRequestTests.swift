import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenSnapshots
import Testing

/// `render` and `play` of a loaded PATH, as a value: what is drawn, what fails, what is
/// refused, and where `play` starts.
struct RenderRequestTests {
  static func load(_ folder: SnapshotSuiteTests.Folder, _ path: String) throws -> LoadedPath {
    try GalleryPathsTests.load(folder, path)
  }

  /// The state `play` starts in on `path`, or what it prints when it cannot start.
  static func play(_ folder: SnapshotSuiteTests.Folder, _ path: String) throws -> (
    state: PlayState?, cannot: RenderRequest.Rendered?
  ) {
    switch try RenderRequest().playing(try load(folder, path)) {
    case .playing(let state): (state, nil)
    case .cannotStart(let cannot): (nil, cannot)
    }
  }

  @Test func theActionsApplyBeforeTheScreenIsDrawn() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows:\n  - {title: Next, push: b}\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    try folder.write("app/app.yaml", "start: a\n")
    let request = RenderRequest(actions: [try Action(parsing: "tap Next")])
    let drawn = try request.draw(try Self.load(folder, "app"))
    #expect(!drawn.failed, "\(drawn.diagnostics)")
    #expect(drawn.text.contains("Bee") && !drawn.text.contains("Next"), "\(drawn.text)")
    #expect(drawn.failure == nil && drawn.appOnly == nil)
  }

  @Test func anActionThatCannotApplyIsTheFailure() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    let request = RenderRequest(actions: [try Action(parsing: "tap Nowhere")])
    let drawn = try request.draw(try Self.load(folder, "app"))
    #expect(drawn.failed)
    #expect(drawn.text.isEmpty)
    #expect("\(try #require(drawn.failure))".contains("Nowhere"))
  }

  @Test func aPaneOnlyTheAppShowsIsNotedForSettingsOnly() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write(
      "app/root.yaml", "title: S\nsections:\n  - visibleIf: {host: app}\n    rows: [Sound]\n")
    let input = try Self.load(folder, "app")
    #expect(try RenderRequest().draw(input).appOnly == "root")
    let inApp = try RenderRequest(variant: Variant(host: .app)).draw(input)
    #expect(inApp.appOnly == nil)
    #expect(inApp.text.contains("Sound"))
  }

  @Test func actionsOnAScenarioAndAFolderOfScenariosAreRefused() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    try folder.write(".git/HEAD", "")  // the project's top: a scenario reads the app beside it
    try folder.write("runs/tap.yaml", "app: ../app\nsteps: [tap A]\n")
    let request = RenderRequest(actions: [try Action(parsing: "tap A")])
    #expect(throws: RenderRequest.Refusal.actionsOnScenario) {
      try request.draw(try Self.load(folder, "runs/tap.yaml"))
    }
    #expect(throws: RenderRequest.Refusal.actionsOnScenario) {
      try request.playing(try Self.load(folder, "runs/tap.yaml"))
    }
    #expect {
      try RenderRequest().draw(try Self.load(folder, "runs"))
    } throws: { error in
      guard case .onlyScenarios(_, let names)? = error as? RenderRequest.Refusal else {
        return false
      }
      return names.count == 1 && names[0].hasSuffix("tap.yaml")
    }
  }

  @Test func aLocaleWithNoTableIsRefused() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows: [A]\n")
    let request = RenderRequest(variant: Variant(locale: "xx"))
    #expect {
      try request.draw(try Self.load(folder, "app"))
    } throws: { error in
      if case .locale? = error as? RenderRequest.Refusal { true } else { false }
    }
  }

  @Test func aScenarioDrawsItsFramesOrItsFailedStep() throws {
    let folder = try SnapshotSuiteTests.Folder()
    try folder.write("app/a.yaml", "title: Ay\nrows:\n  - {title: Next, push: b}\n")
    try folder.write("app/b.yaml", "title: Bee\nrows: [B]\n")
    try folder.write("app/app.yaml", "start: a\n")
    try folder.write(".git/HEAD", "")  // the project's top: a scenario reads the app beside it
    try folder.write("runs/next.yaml", "app: ../app\nsteps: [tap Next]\n")
    try folder.write("runs/bad.yaml", "app: ../app\nsteps: [tap Nine]\n")
    let drawn = try RenderRequest().draw(try Self.load(folder, "runs/next.yaml"))
    #expect(!drawn.failed)
    #expect(drawn.text.contains("Ay") && drawn.text.contains("Bee"), "\(drawn.text)")
    var streamed = ""
    let sent = try RenderRequest().draw(
      try Self.load(folder, "runs/next.yaml"), output: { streamed += $0 })
    #expect(sent.text.isEmpty)
    #expect(streamed.contains("Bee"))
    let bad = try RenderRequest().draw(try Self.load(folder, "runs/bad.yaml"))
    #expect(bad.failed)
    #expect(bad.diagnostics.contains("bad.yaml:2:9: error: step 1 fails"), "\(bad.diagnostics)")
    #expect(try Self.play(folder, "runs/next.yaml").state?.session.view.title == "Bee")
    let cannot = try #require(try Self.play(folder, "runs/bad.yaml").cannot)
    #expect(cannot.failed && cannot.diagnostics.contains("tap Nine"), "\(cannot.diagnostics)")
  }

  @Test func theRequestsWidthAppliesToAScenarioOnlyWhenAskedFor() throws {
    let scenario = Scenario(app: "app", steps: [])
    var request = RenderRequest()
    request.width = 60
    #expect(request.running(scenario).width != 60)
    request.widthGiven = true
    #expect(request.running(scenario).width == 60)
    request.screen = "b"
    #expect(request.playing(scenario).screen == "b")
  }
}
