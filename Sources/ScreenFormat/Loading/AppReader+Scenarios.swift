import Basics
import ScreenModel

extension AppReader {
  /// Finds the app a scenario drives. A missing app, or one that is itself a scenario, is
  /// an error at the scenario's `app` key; the app is never asked for its own scenarios,
  /// so a scenario inside the folder it drives loads that folder once.
  func resolve(_ found: AppAssembler.ScenarioFile, in folder: LoadedFolder) -> LoadedScenario {
    var input = LoadedScenario(
      file: found.file, scenario: found.scenario, diagnostics: found.diagnostics)
    guard var scenario = found.scenario else { return input }
    let target = FolderPath.collapsingParents(
      FolderPath.normalized(
        scenario.app.hasPrefix("/") ? scenario.app : FolderPath.join(folder.path, scenario.app)),
      unless: files.isSymbolicLink)
    if let problem = appProblem(scenario.app, target: target, from: folder.path) {
      input.scenario = nil
      input.diagnostics.append(.error(problem, at: scenario.appMark))
      return input
    }
    let problem: Diagnostic.Message
    switch files.kind(of: target) {
    case .directory:
      do {
        var loaded = try self.folder(target)
        // In a folder that fails to load, a scenario starting at a screen that reaches no
        // broken file still runs, on what that screen reaches.
        if loaded.result.app == nil, let screen = scenario.screen,
          let path = loaded.result.screenIDs.path(of: screen),
          !loaded.result.reports.contains(where: {
            $0.file.path == path && $0.diagnostics.contains { $0.severity == .error }
          })
        {
          let reached = try screenFile(path)
          if reached.result.app != nil { loaded = reached }
        }
        input.app = loaded.result
        input.appFolder = loaded.path
        input.scenario = scenario
        if !loaded.result.screenIDs.isEmpty { return input }
        input.app = nil
        problem = Messages.scenarioAppEmpty(scenario.app)
      } catch {
        problem = Messages.scenarioAppUnreadable(scenario.app, error.message)
      }
    case .file:
      do {
        let loaded = try self.folder(FolderPath.folder(of: target), including: target)
        let named = FolderPath.join(loaded.path, FolderPath.lastPart(target))
        if loaded.result.scenarioPaths.contains(named) {
          problem = Messages.scenarioAppIsScenario(scenario.app)
        } else {
          if scenario.screen == nil { scenario.screen = loaded.result.screenIDs[named] }
          input.scenario = scenario
          input.app = loaded.result
          input.appFolder = loaded.path
          return input
        }
      } catch {
        problem = Messages.scenarioAppUnreadable(scenario.app, error.message)
      }
    case .missing:
      // The entry nearest its name beside where it points, written as `app` is.
      let near = nearPath(to: target).map { found in
        let written = FolderPath.folder(of: scenario.app)
        let name = FolderPath.lastPart(found)
        return scenario.app.contains("/") ? FolderPath.join(written, name) : name
      }
      input.scenario = nil
      input.diagnostics.append(
        Diagnostic.error(
          Messages.scenarioAppMissing(scenario.app, suggestion: near), at: scenario.appMark
        ).fixed(by: near.map(Fix.replace)))
      return input
    case .other:
      problem = Messages.scenarioAppUnreadable(scenario.app, "not a file or folder")
    }
    input.scenario = nil
    input.diagnostics.append(.error(problem, at: scenario.appMark))
    return input
  }
}
