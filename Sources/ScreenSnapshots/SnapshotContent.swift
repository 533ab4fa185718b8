import ScreenBehavior
import ScreenModel
import ScreenRendering

/// What a snapshot of a screen or a scenario holds: the settings that say what was drawn
/// (header fields) and the drawn text. Shared by the test library and `screenspec snapshot`.
public enum SnapshotContent {
  /// Header fields, in order, and the text.
  public typealias Content = (header: [(key: String, value: String)], text: String)

  /// The screen on top of a session's stack.
  public static func screen(_ session: Session, options: RenderOptions) -> Content {
    let stack = session.stack.map { $0.screenID ?? "detail" }.joined(separator: " > ")
    var header: [(key: String, value: String)] = [
      (SnapshotFile.Key.screen.rawValue, stack),
      (SnapshotFile.Key.width.rawValue, String(options.width)),
      (SnapshotFile.Key.glyphs.rawValue, options.ascii ? "ascii" : "unicode"),
    ]
    // The phone is the default and goes unsaid, so references made before devices stay.
    if session.device != .phone {
      header.append((SnapshotFile.Key.device.rawValue, session.device.rawValue))
    }
    if let locale = session.localisation?.locale {
      header.append((SnapshotFile.Key.locale.rawValue, locale))
    }
    return (header, drawing(session.view, options: options))
  }

  /// A drawing as a snapshot pins it: the text, then the legend of its colours
  /// (``ColourLegend``), so a change of colour fails a snapshot as a change of text does.
  public static func drawing(_ view: ScreenView, options: RenderOptions) -> String {
    var plain = options
    plain.color = false
    var coloured = options
    coloured.color = true
    let legend = ColourLegend.block(of: Renderer.render(view, options: coloured))
    return Renderer.render(view, options: plain) + legend
  }

  /// Every frame of a scenario. A step that fails throws: a failure is never recorded.
  public static func scenario(_ scenario: Scenario, app: App) throws(ScenarioRun.Failure)
    -> Content
  {
    var header: [(key: String, value: String)] = [
      (SnapshotFile.Key.width.rawValue, String(RenderOptions(width: scenario.width).width)),
      (SnapshotFile.Key.glyphs.rawValue, scenario.ascii ? "ascii" : "unicode"),
      (
        SnapshotFile.Key.steps.rawValue,
        scenario.steps.map(\.action.description).joined(separator: " | ")
      ),
    ]
    if let device = scenario.device, device != .phone {
      header.append((SnapshotFile.Key.device.rawValue, device.rawValue))
    }
    if let locale = scenario.locale {
      header.append((SnapshotFile.Key.locale.rawValue, locale))
    }
    let options = RenderOptions(width: scenario.width, ascii: scenario.ascii)
    var frames: [ScenarioRunner.Frame] = []
    try ScenarioRun.forEachFrame(scenario, app: app) { caption, session in
      frames.append(.init(caption: caption, text: drawing(session.view, options: options)))
    }
    return (header, ScenarioRunner.transcript(frames))
  }
}
