import ScreenBehavior
import ScreenModel

/// What a snapshot of a screen or a scenario holds: header fields that say what was
/// rendered, and the rendered text. Shared by the test library and `screenspec snapshot`.
public enum SnapshotContent {
  /// Header fields, in order, and the text.
  public typealias Content = (header: [(key: String, value: String)], text: String)

  /// The screen on top of a session's stack.
  public static func screen(_ session: Session, options: RenderOptions) -> Content {
    let stack = session.stack.map { $0.screenID ?? "detail" }.joined(separator: " > ")
    return (
      [
        ("screen", stack), ("width", String(options.width)),
        ("glyphs", options.ascii ? "ascii" : "unicode"),
      ],
      Renderer.render(session, options: options)
    )
  }

  /// Every frame of a scenario; a step that fails is recorded as its error.
  public static func scenario(_ scenario: Scenario, app: App) -> Content {
    let header: [(key: String, value: String)] = [
      ("width", String(RenderOptions(width: scenario.width).width)),
      ("glyphs", scenario.ascii ? "ascii" : "unicode"),
      ("steps", scenario.steps.map(\.action.description).joined(separator: " | ")),
    ]
    do throws(ScenarioRunner.StepFailure) {
      return (header, ScenarioRunner.transcript(try ScenarioRunner.run(scenario, app: app)))
    } catch {
      return (header, "error: step \(error.step) fails: \(error.error)\n")
    }
  }
}
