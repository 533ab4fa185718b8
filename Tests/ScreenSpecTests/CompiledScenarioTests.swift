import Fixtures
import Foundation
import ScreenSpec
import ScreenSpecRuntime
import Testing

/// Issue #53: all behaviour is `Session`'s, so every scenario of the repository replayed on
/// its app read back from the compiled form (what the runtime loads) gives the transcripts
/// the CLI prints for the app loaded from its YAML: every frame's view, the text drawing,
/// in colour (the theme's selection colours), and what VoiceOver reads.

/// Every scenario file of the repository.
private let scenarioFiles: [String] = {
  let folder = Fixtures.root.appendingPathComponent("Scenarios")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".yaml") }.sorted()
}()

@Test func everyScenarioOfTheRepositoryIsFound() {
  #expect(scenarioFiles.count >= 20)
  #expect(scenarioFiles.contains("read-and-delete-posts.yaml"))
}

@Test(arguments: scenarioFiles)
func aScenarioReplaysTheSameOnTheCompiledApp(_ name: String) throws {
  let path = Fixtures.root.appendingPathComponent("Scenarios/" + name).path
  let (app, scenario) = try Scenario.load(from: path)
  let compiled = try App(compiled: app.compiled)
  let views = try ScenarioRun.views(scenario, app: app)
  let replayed = try ScenarioRun.views(scenario, app: compiled)
  #expect(views.count == scenario.steps.count + 1)
  #expect(replayed.map(\.caption) == views.map(\.caption))
  #expect(replayed.map(\.view) == views.map(\.view))
  for format in [OutputFormat.text, .voiceover] {
    let transcript = try scenario.draw(as: format, app: app, path: path)
    #expect(!transcript.isEmpty)
    #expect(try scenario.draw(as: format, app: compiled, path: path) == transcript, "\(format)")
  }
  let colour = try scenario.draw(as: .text, app: app, color: true)
  #expect(try scenario.draw(as: .text, app: compiled, color: true) == colour)
}

/// The mapping the runtime draws from, frame by frame: the same rows and actions for the
/// compiled app as for the YAML's.
@Test(arguments: ["read-and-delete-posts.yaml", "pick-weight-class.yaml", "selection-style.yaml"])
func aScenariosListModelsAreTheSameOnTheCompiledApp(_ name: String) throws {
  let path = Fixtures.root.appendingPathComponent("Scenarios/" + name).path
  let (app, scenario) = try Scenario.load(from: path)
  let compiled = try App(compiled: app.compiled)
  var yaml = try Session(app: app, screen: scenario.screen)
  var runtime = try Session(app: compiled, screen: scenario.screen)
  #expect(ListModel(runtime) == ListModel(yaml))
  for step in scenario.steps {
    try yaml.apply(step.action)
    try runtime.apply(step.action)
    #expect(ListModel(runtime) == ListModel(yaml), "\(step.action)")
  }
}
