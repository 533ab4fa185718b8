import ScreenBehavior
import ScreenModel
import ScreenRendering

extension Session {
  /// The screen on top as a snapshot pins it. Text is its drawing, then the legend of its
  /// colours (``ColourLegend``), so a change of colour fails a snapshot as a change of text
  /// does, then what no drawing shows (``PinnedFacts``): its look, the texts it cut whole,
  /// every row of the screen (drawn or not) with its icon and what it does when tapped,
  /// and the texts other states draw; every other format is drawn as
  /// ``draw(as:options:path:)`` draws it.
  package func drawPinned(as format: OutputFormat, options: DrawingOptions) -> String {
    guard format == .text else { return draw(as: format, options: options) }
    var cuts: [String] = []
    let text = Self.pinnedText(view, options: options.text, cuts: &cuts)
    guard let pinned = pinnedScreen else { return text }
    return text + PinnedFacts.block(of: pinned, cuts: cuts, ascii: options.ascii)
  }

  /// A text drawing and its colours' legend. The screen is drawn once, in colour with plain
  /// text's marks and no escapes: the legend is made from the colours of its spans.
  static func pinnedText(_ view: ScreenView, options: RenderOptions) -> String {
    var cuts: [String] = []
    return pinnedText(view, options: options, cuts: &cuts)
  }

  /// ``pinnedText(_:options:)``, handing back the texts the drawing cut to fit, whole.
  static func pinnedText(_ view: ScreenView, options: RenderOptions, cuts: inout [String])
    -> String
  {
    var coloured = options
    coloured.plainMarks = true
    let drawn = Renderer.renderWithLegend(view, options: coloured)
    cuts = drawn.cuts
    return drawn.text + ColourLegend.block(entries: drawn.legend)
  }
}

extension Scenario {
  /// A scenario's frames as a snapshot pins them: text frames with their colours' legend
  /// (``Session/drawPinned(as:options:)``, without the pinned facts), every other format
  /// as ``draw(as:app:color:pictureWidth:path:)`` draws it. A step that fails throws.
  package func drawPinned(as format: OutputFormat, app: App) throws(ScenarioRun.Failure)
    -> String
  {
    guard format == .text else { return try draw(as: format, app: app) }
    let frames = try ScenarioFrames.run(self, app: app, options: RenderOptions(scenario: self)) {
      Session.pinnedText($0.view, options: $1)
    }
    return ScenarioFrames.transcript(frames)
  }

  /// The frames of ``drawPinned(as:app:)``, handed to `write` a frame at a time (text and
  /// VoiceOver) as each is drawn; a step that fails throws before anything is written.
  package func streamPinned(as format: OutputFormat, app: App, to write: (String) -> Void)
    throws(ScenarioRun.Failure)
  {
    guard format == .text else { return try stream(as: format, app: app, to: write) }
    try ScenarioFrames.stream(self, app: app, options: RenderOptions(scenario: self), to: write) {
      Session.pinnedText($0.view, options: $1)
    }
  }
}
