import ScreenBehavior
import ScreenModel
import YAMLTree

/// Runs a scenario's steps and draws the screen as first shown and after each step.
public enum ScenarioRunner {
  /// One drawn frame and the caption above it.
  public struct Frame: Sendable, Hashable {
    /// `start: fight-card` or `step 2: tap Welterweight`.
    public var caption: String
    /// The rendered screen.
    public var text: String
  }

  /// A step that could not apply: where it is, and why.
  public struct StepFailure: Error, Sendable, Equatable {
    /// The 1-based step number.
    public var step: Int
    /// Where the step is written.
    public var mark: Mark
    /// Why it failed.
    public var error: ActionError

    /// The failure as a diagnostic located at the step.
    public var diagnostic: Diagnostic {
      .error("step \(step) fails: \(error)", at: mark)
    }
  }

  /// The session as first shown and after each step, or the first step that fails.
  /// Nothing is drawn: checking a scenario needs only this.
  public static func sessions(_ scenario: Scenario, app: App) throws(StepFailure) -> [Session] {
    var session: Session
    do {
      session = try Session(app: app, screen: scenario.screen)
    } catch {
      throw StepFailure(step: 0, mark: .start, error: error)
    }
    var sessions = [session]
    for (index, step) in scenario.steps.enumerated() {
      do {
        try session.apply(step.action)
      } catch {
        throw StepFailure(step: index + 1, mark: step.mark, error: error)
      }
      sessions.append(session)
    }
    return sessions
  }

  /// The frames of a scenario, or the first step that fails.
  public static func run(_ scenario: Scenario, app: App, color: Bool = false) throws(StepFailure)
    -> [Frame]
  {
    let options = RenderOptions(width: scenario.width, ascii: scenario.ascii, color: color)
    let sessions = try sessions(scenario, app: app)
    return sessions.enumerated().map { index, session in
      let caption =
        index == 0
        ? "start: \(session.top.screenID ?? "")"
        : "step \(index): \(scenario.steps[index - 1].action)"
      return Frame(caption: caption, text: Renderer.render(session, options: options))
    }
  }

  /// Frames joined into one text, each under a `# caption` line.
  public static func transcript(_ frames: [Frame]) -> String {
    frames.map { "# \($0.caption)\n\($0.text)" }.joined(separator: "\n")
  }
}
