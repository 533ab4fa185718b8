import ScreenBehavior
import ScreenModel

/// Draws a scenario: the screen as first shown and after each step.
public enum ScenarioRunner {
  /// One drawn frame and the caption above it.
  public struct Frame: Sendable, Hashable {
    /// `start: fight-card` or `step 2: tap Welterweight`.
    public var caption: String
    /// The rendered screen.
    public var text: String

    /// Creates a frame.
    public init(caption: String, text: String) {
      self.caption = caption
      self.text = text
    }
  }

  /// The frames of a scenario, or the first step that fails.
  public static func run(_ scenario: Scenario, app: App, color: Bool = false)
    throws(ScenarioRun.Failure) -> [Frame]
  {
    let options = RenderOptions(scenario: scenario, color: color)
    var frames: [Frame] = []
    try ScenarioRun.forEachFrame(scenario, app: app) { caption, session in
      frames.append(Frame(caption: caption, text: Renderer.render(session, options: options)))
    }
    return frames
  }

  /// Frames joined into one text, each under a `# caption` line.
  public static func transcript(_ frames: [Frame]) -> String {
    frames.map { "# \($0.caption)\n\($0.text)" }.joined(separator: "\n")
  }
}
