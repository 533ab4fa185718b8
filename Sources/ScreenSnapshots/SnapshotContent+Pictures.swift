import ScreenBehavior
import ScreenDrawing
import ScreenModel
import ScreenPictures
import ScreenRendering

extension SnapshotContent {
  /// The SVG picture of the screen on top of a session's stack, as `render --format svg`
  /// draws it: the device's width (or `width` pixels), the options' appearance and text
  /// size. The header (never written: a picture's file is its SVG) says what was drawn and
  /// `format: svg`.
  package static func svg(_ session: Session, options: RenderOptions, width: Double? = nil)
    -> Content
  {
    var header = screenHeader(session, options: options)
    header.append((SnapshotFile.Key.format.rawValue, SnapshotFormat.svg.rawValue))
    return (header, session.draw(as: .svg, options: DrawingOptions(options, pictureWidth: width)))
  }

  /// A scenario's frames as one SVG strip, as `render SCENARIO --format svg` draws it. A
  /// step that fails throws.
  package static func svgScenario(_ scenario: Scenario, app: App) throws(ScenarioRun.Failure)
    -> Content
  {
    var header = scenarioHeader(scenario)
    header.append((SnapshotFile.Key.format.rawValue, SnapshotFormat.svg.rawValue))
    let frames = try ScenarioRun.views(scenario, app: app)
    let strip = SVGRenderer.strip(
      frames, width: SVGRenderer.width(for: scenario.device ?? .phone),
      appearance: scenario.appearance ?? .light, textSize: scenario.textSize ?? .large)
    return (header, strip)
  }
}
