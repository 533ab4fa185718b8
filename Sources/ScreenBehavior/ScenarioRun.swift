import ScreenModel
import YAMLTree

/// Runs a scenario's steps: the session as first shown and after each step. Nothing is
/// drawn, so checking a scenario needs no renderer.
public enum ScenarioRun {
  /// A scenario that could not run: where in its file, and why.
  public struct Failure: Error, Sendable, Equatable {
    /// The 1-based step number; 0 when the scenario cannot start.
    public var step: Int
    /// Where the step (or the `screen`/`app` key that cannot start) is written.
    public var mark: Mark
    /// Why it failed.
    public var error: ActionError

    /// The failure as a diagnostic located in the scenario file.
    public var diagnostic: Diagnostic {
      step == 0
        ? .error("the scenario cannot start: \(error)", at: mark)
        : .error("step \(step) fails: \(error)", at: mark)
    }
  }

  /// The session as first shown and after each step, each with its caption (`start:
  /// fight-card`, `step 2: tap Welterweight`), or the first step that fails.
  public static func frames(_ scenario: Scenario, app: App) throws(Failure) -> [(
    caption: String, session: Session
  )] {
    try sessions(scenario, app: app).enumerated().map { index, session in
      let caption =
        index == 0
        ? "start: \(session.top.screenID ?? "")"
        : "step \(index): \(scenario.steps[index - 1].action)"
      return (caption, session)
    }
  }

  /// The session as first shown and after each step, or the first step that fails.
  public static func sessions(_ scenario: Scenario, app: App) throws(Failure) -> [Session] {
    var session: Session
    var localisation: Localisation?
    if let locale = scenario.locale {
      localisation = app.localisation(for: locale)
      guard localisation != nil else {
        throw Failure(
          step: 0, mark: scenario.localeMark ?? scenario.appMark,
          error: ActionError(nil, Reasons.noStringsTable(locale)))
      }
    }
    for override in scenario.state {
      if let why = app.problem(setting: override.value, at: override.path) {
        throw Failure(step: 0, mark: override.mark, error: ActionError(nil, why))
      }
    }
    do {
      session = try Session(
        app: app, screen: scenario.screen, device: scenario.device ?? .phone,
        localisation: localisation, state: scenario.state)
    } catch {
      throw Failure(step: 0, mark: scenario.screenMark ?? scenario.appMark, error: error)
    }
    var sessions = [session]
    for (index, step) in scenario.steps.enumerated() {
      do {
        try session.apply(step.action)
      } catch {
        throw Failure(step: index + 1, mark: step.mark, error: error)
      }
      sessions.append(session)
    }
    return sessions
  }
}
