import ScreenBehavior
import ScreenModel

/// Draws a scenario: the screen as first shown and after each step.
public enum ScenarioFrames {
  /// One drawn frame and the caption above it.
  package struct Frame: Sendable, Hashable {
    /// `start: fight-card` or `step 2: tap Welterweight`.
    package var caption: String
    /// The rendered screen.
    package var text: String
  }

  /// The frames of a scenario drawn as text, or the first step that fails.
  package static func run(_ scenario: Scenario, app: App, color: Bool = false)
    throws(ScenarioRun.Failure) -> [Frame]
  {
    try run(scenario, app: app, options: RenderOptions(scenario: scenario, color: color)) {
      Renderer.render($0, options: $1)
    }
  }

  /// The frames of a scenario, each drawn by `draw` at the scenario's options as it is
  /// shown (the text drawing, a snapshot's drawing and legend, a VoiceOver transcript), or
  /// the first step that fails. No frame's session is kept.
  package static func run(
    _ scenario: Scenario, app: App, options: RenderOptions,
    draw: (Session, RenderOptions) -> String
  ) throws(ScenarioRun.Failure) -> [Frame] {
    var frames: [Frame] = []
    try ScenarioRun.forEachFrame(scenario, app: app) { caption, session in
      frames.append(Frame(caption: caption, text: draw(session, options)))
    }
    return frames
  }

  /// The transcript of ``transcript(_:)``, handed to `write` a frame at a time as each is
  /// drawn, so that a run holds one frame however many steps it has. The steps are run
  /// once without drawing first: a step that fails throws before anything is written.
  package static func stream(
    _ scenario: Scenario, app: App, options: RenderOptions, to write: (String) -> Void,
    draw: (Session, RenderOptions) -> String
  ) throws(ScenarioRun.Failure) {
    try ScenarioRun.check(scenario, app: app)
    var first = true
    try ScenarioRun.forEachFrame(scenario, app: app) { caption, session in
      write((first ? "" : "\n") + "# \(caption)\n" + draw(session, options))
      first = false
    }
  }

  /// Frames joined into one text, each under a `# caption` line.
  package static func transcript(_ frames: [Frame]) -> String {
    frames.map { "# \($0.caption)\n\($0.text)" }.joined(separator: "\n")
  }
}
