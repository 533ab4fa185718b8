import ScreenBehavior
import ScreenModel
import ScreenPictures
import ScreenRendering
import ScreenVoiceOver

extension Scenario {
  /// A scenario's frames (the screen as first shown, then after each step) drawn as
  /// `format`, each as the scenario sets it (its width, glyphs, device, appearance and text
  /// size): text and VoiceOver as one transcript, each frame under its `# caption` line; a
  /// picture as one SVG strip, each frame `pictureWidth` wide (default the device's); an
  /// HTML page holding that strip, saying it was drawn from `path`. Only text takes
  /// `color`. A step that fails throws.
  public func draw(
    as format: OutputFormat, app: App, color: Bool = false, pictureWidth: Double? = nil,
    path: String = ""
  ) throws(ScenarioRun.Failure) -> String {
    switch format {
    case .text, .voiceover:
      let frames = try ScenarioFrames.run(
        self, app: app, options: frameOptions(format, color: color), draw: Self.frame(format))
      return ScenarioFrames.transcript(frames)
    case .svg: return try strip(app: app, pictureWidth: pictureWidth)
    case .html:
      return HTMLPage.scenario(strip: try strip(app: app, pictureWidth: pictureWidth), path: path)
    }
  }

  /// The drawing of ``draw(as:app:color:pictureWidth:path:)``, handed to `write`: text and
  /// VoiceOver a frame at a time as each is drawn (so a run holds one frame however many
  /// steps it has; the steps are run once first, so a step that fails throws before
  /// anything is written), a picture or a page whole.
  public func stream(
    as format: OutputFormat, app: App, color: Bool = false, pictureWidth: Double? = nil,
    path: String = "", to write: (String) -> Void
  ) throws(ScenarioRun.Failure) {
    switch format {
    case .text, .voiceover:
      try ScenarioFrames.stream(
        self, app: app, options: frameOptions(format, color: color), to: write,
        draw: Self.frame(format))
    case .svg, .html:
      write(try draw(as: format, app: app, pictureWidth: pictureWidth, path: path))
    }
  }

  /// The options a text or VoiceOver frame is drawn with: the scenario's, in colour only
  /// for text.
  package func frameOptions(_ format: OutputFormat, color: Bool) -> RenderOptions {
    RenderOptions(scenario: self, color: format == .text && color)
  }

  /// How one text or VoiceOver frame is drawn.
  static func frame(_ format: OutputFormat) -> (Session, RenderOptions) -> String {
    format == .voiceover
      ? { VoiceOverTranscript.render($0, options: $1) } : { Renderer.render($0, options: $1) }
  }

  /// The frames as one SVG strip.
  private func strip(app: App, pictureWidth: Double?) throws(ScenarioRun.Failure) -> String {
    SVGRenderer.strip(
      try ScenarioRun.views(self, app: app),
      width: pictureWidth ?? SVGRenderer.width(for: device ?? .phone),
      appearance: appearance ?? .light, textSize: textSize ?? .large)
  }
}
