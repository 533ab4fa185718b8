import Basics
import ScreenBehavior
import ScreenFormat
import ScreenModel

extension LoadedPath {
  /// What `screenspec check` reports for this path: every file's diagnostics (for a screen
  /// file, those of what it reaches, what breaks it as `render` shows), a warning at each
  /// text `localisation` does not translate, and for each scenario its own and its app's
  /// reports and the step that cannot apply, at that step. One policy for the command line
  /// and every other shell over the library.
  package func checkReports(localisation: Localisation? = nil) -> [FileDiagnostics] {
    var found = reports
    if let localisation, case .app(let result, _) = kind, result.app != nil {
      var merged = CheckReport()
      merged.add(found)
      merged.add(result.untranslated(in: localisation))
      found = merged.files
    }
    var scenarioReports: [FileDiagnostics] = []
    if case .scenario(let scenario) = kind { scenarioReports += scenario.stepFailures }
    for scenario in scenarios { scenarioReports += scenario.reports + scenario.stepFailures }
    guard !scenarioReports.isEmpty else { return found }
    // A scenario's own report and its failing step are one file's, printed as one.
    var merged = CheckReport()
    merged.add(found)
    merged.add(scenarioReports)
    return merged.files
  }
}

extension LoadedScenario {
  /// A valid scenario's steps applied (nothing is drawn): the step that cannot apply, as a
  /// diagnostic at that step; empty when every step applies or the scenario cannot run.
  package var stepFailures: [FileDiagnostics] {
    guard let (scenario, app) = runnable else { return [] }
    // Every state value it cannot start with is reported, not only the first.
    let state = ScenarioRun.stateProblems(scenario, app: app)
    if !state.isEmpty { return [FileDiagnostics(file: file, diagnostics: state.map(\.diagnostic))] }
    do {
      try ScenarioRun.check(scenario, app: app)
      return []
    } catch {
      return [FileDiagnostics(file: file, diagnostics: [error.diagnostic])]
    }
  }
}
