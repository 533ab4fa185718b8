import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenVoiceOver

/// What a snapshot of a screen or a scenario holds: the settings that say what was drawn
/// (header fields) and the drawn text. Shared by the test library and `screenspec snapshot`.
public enum SnapshotContent {
  /// Header fields, in order, and the text.
  package typealias Content = (header: [(key: String, value: String)], text: String)

  /// The screen on top of a session's stack: its drawing, then its rows' icons and what
  /// they do when tapped (``PinnedFacts``), which no drawing shows.
  package static func screen(_ session: Session, options: RenderOptions) -> Content {
    let view = session.view
    return (
      screenHeader(session, options: options),
      drawing(view, options: options) + PinnedFacts.block(of: view, ascii: options.ascii)
    )
  }

  /// What a screen snapshot's header says was drawn: the stack, width, glyphs, and the
  /// device and locale when they are not the defaults.
  static func screenHeader(_ session: Session, options: RenderOptions) -> [(
    key: String, value: String
  )] {
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
    if session.host != .settings {
      header.append((SnapshotFile.Key.host.rawValue, session.host.rawValue))
    }
    if let locale = session.localisation?.locale {
      header.append((SnapshotFile.Key.locale.rawValue, locale))
    }
    header += variantHeader(options.appearance, options.textSize)
    return header
  }

  /// A drawing as a snapshot pins it: the text, then the legend of its colours
  /// (``ColourLegend``), so a change of colour fails a snapshot as a change of text does.
  /// The screen is drawn once, in colour with plain text's marks: the text is that drawing
  /// without its escapes, the legend is read from its escapes.
  package static func drawing(_ view: ScreenView, options: RenderOptions) -> String {
    var coloured = options
    coloured.color = true
    coloured.plainMarks = true
    let base = options.appearance == .dark ? ColourLegend.darkBase : nil
    let drawn = Renderer.render(view, options: coloured)
    return ColourLegend.withoutEscapes(drawn) + ColourLegend.block(of: drawn, base: base)
  }

  /// Every frame of a scenario. A step that fails throws: a failure is never recorded.
  package static func scenario(_ scenario: Scenario, app: App) throws(ScenarioRun.Failure)
    -> Content
  {
    let header = scenarioHeader(scenario)
    let frames = try ScenarioRunner.run(
      scenario, app: app, options: RenderOptions(scenario: scenario)
    ) { drawing($0.view, options: $1) }
    return (header, ScenarioRunner.transcript(frames))
  }

  /// A scenario's frames as ``scenario(_:app:)`` joins them, handed to `write` one at a
  /// time as each is drawn. A step that fails throws before anything is written.
  package static func streamScenario(
    _ scenario: Scenario, app: App, to write: (String) -> Void
  ) throws(ScenarioRun.Failure) {
    try ScenarioRunner.stream(
      scenario, app: app, options: RenderOptions(scenario: scenario), to: write
    ) { drawing($0.view, options: $1) }
  }

  /// A scenario's VoiceOver transcripts as ``voiceOverScenario(_:app:)`` joins them, one
  /// frame at a time.
  package static func streamVoiceOverScenario(
    _ scenario: Scenario, app: App, to write: (String) -> Void
  ) throws(ScenarioRun.Failure) {
    try ScenarioRunner.stream(
      scenario, app: app, options: RenderOptions(scenario: scenario), to: write,
      draw: VoiceOverTranscript.render)
  }

  /// The header of a scenario's VoiceOver snapshot.
  package static func voiceOverScenarioHeader(_ scenario: Scenario) -> [(
    key: String, value: String
  )] {
    scenarioHeader(scenario) + [
      (SnapshotFile.Key.format.rawValue, SnapshotFormat.voiceover.rawValue)
    ]
  }

  /// What a scenario snapshot's header says: width, glyphs, steps, and the device and
  /// locale when they are not the defaults.
  package static func scenarioHeader(_ scenario: Scenario) -> [(key: String, value: String)] {
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
    if let host = scenario.host, host != .settings {
      header.append((SnapshotFile.Key.host.rawValue, host.rawValue))
    }
    if let locale = scenario.locale {
      header.append((SnapshotFile.Key.locale.rawValue, locale))
    }
    header += variantHeader(scenario.appearance ?? .light, scenario.textSize ?? .large)
    return header
  }

  /// The appearance and text size, when they are not the defaults (which go unsaid, so
  /// references made before variants stay as they are).
  static func variantHeader(_ appearance: Appearance, _ textSize: TextSize) -> [(
    key: String, value: String
  )] {
    var header: [(key: String, value: String)] = []
    if appearance != .light {
      header.append((SnapshotFile.Key.appearance.rawValue, appearance.rawValue))
    }
    if textSize != .large { header.append((SnapshotFile.Key.textSize.rawValue, textSize.rawValue)) }
    return header
  }

  /// The VoiceOver transcript of the screen on top of a session's stack; the header records
  /// the stack, the width and the format.
  package static func voiceOver(_ session: Session, options: RenderOptions) -> Content {
    var header = screenHeader(session, options: options)
    header.append((SnapshotFile.Key.format.rawValue, SnapshotFormat.voiceover.rawValue))
    return (header, VoiceOverTranscript.render(session, options: options))
  }

  /// A scenario's VoiceOver transcripts, one per frame. A step that fails throws.
  package static func voiceOverScenario(_ scenario: Scenario, app: App)
    throws(ScenarioRun.Failure) -> Content
  {
    (voiceOverScenarioHeader(scenario), try VoiceOverTranscript.scenario(scenario, app: app))
  }
}
