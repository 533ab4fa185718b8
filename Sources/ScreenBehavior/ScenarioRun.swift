import Basics
import ScreenModel

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
        ? .error(Reasons.cannotStart(error), at: mark)
        : .error(Reasons.stepFails(step, error), at: mark)
    }
  }

  /// Runs the scenario, handing each frame to `body` as it is shown: its caption (`start:
  /// fight-card`, `step 2: tap Welterweight`) and the live session. No frame's session is
  /// kept, so a run's memory is the session's own plus what `body` keeps (a drawing, a
  /// view), linear in the steps however deep they push; keeping every frame's session
  /// would hold every frame's whole navigation stack. Throws at the first step that fails.
  package static func forEachFrame(
    _ scenario: Scenario, app: App, _ body: (_ caption: String, _ session: Session) -> Void
  ) throws(Failure) {
    var session: Session
    var localisation: Localisation?
    if let locale = scenario.locale {
      do throws(LocaleProblem) {
        localisation = try app.localisation(resolving: locale)
      } catch {
        throw Failure(
          step: 0, mark: scenario.localeMark ?? scenario.appMark,
          error: ActionError(nil, error.description))
      }
    }
    if let first = stateProblems(scenario, app: app).first { throw first }
    do {
      session = try Session(
        app: app, screen: scenario.screen, device: scenario.device ?? .phone,
        host: scenario.host ?? .settings, localisation: localisation, state: scenario.state)
    } catch {
      var error = error
      if error.needsScreen { error.reason += "; " + Reasons.nameScreenInScenario }
      throw Failure(step: 0, mark: scenario.screenMark ?? scenario.appMark, error: error)
    }
    body("start: \(session.top.screenID ?? "")", session)
    for (index, step) in scenario.steps.enumerated() {
      do {
        try session.apply(step.action)
      } catch {
        throw Failure(step: index + 1, mark: step.mark, error: error)
      }
      body("step \(index + 1): \(step.action)", session)
    }
  }

  /// Every value of the scenario's `state:` the app cannot start with, each at its place:
  /// an unknown key at the key, any other problem at the value.
  package static func stateProblems(_ scenario: Scenario, app: App) -> [Failure] {
    scenario.state.compactMap { override in
      guard let why = app.problem(setting: override.value, at: override.path) else { return nil }
      let unknown = app.state.value(at: override.path) == nil
      return Failure(
        step: 0, mark: unknown ? override.keyMark ?? override.mark : override.mark,
        error: ActionError(nil, why))
    }
  }

  /// What each frame shows, with its caption, or the first step that fails.
  public static func views(_ scenario: Scenario, app: App) throws(Failure) -> [(
    caption: String, view: ScreenView
  )] {
    var views: [(caption: String, view: ScreenView)] = []
    try forEachFrame(scenario, app: app) { views.append(($0, $1.view)) }
    return views
  }

  /// Checks that every step applies, keeping nothing of the frames.
  public static func check(_ scenario: Scenario, app: App) throws(Failure) {
    try forEachFrame(scenario, app: app) { _, _ in }
  }
}
