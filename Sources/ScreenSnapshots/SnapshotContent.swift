import ScreenBehavior
import ScreenDrawing
import ScreenModel

/// What a snapshot of a screen or a scenario holds: the settings that say what was drawn
/// (header fields) and the drawn text. Shared by the test library and `screenspec snapshot`.
/// Everything is drawn through the library's one drawing call (``OutputFormat``,
/// ``DrawingOptions``); this only adds the header.
public enum SnapshotContent {
  /// Header fields, in order, and the text.
  package typealias Content = (header: [(key: String, value: String)], text: String)

  /// The screen on top of a session's stack as a snapshot pins it in `format`: text with
  /// its colours' legend and what no drawing shows (`PinnedFacts`: its look, cut texts,
  /// every row's icon and tap, other states' texts), VoiceOver's transcript, or the SVG picture at the options' picture width (the
  /// device's by default). The header says what was drawn, and the format unless it is
  /// text (a picture's header is never written: its file is its SVG).
  package static func screen(
    _ session: Session, as format: OutputFormat = .text, options: DrawingOptions
  ) -> Content {
    var header = screenHeader(session, options: options)
    header += formatHeader(format)
    return (header, session.drawPinned(as: format, options: options))
  }

  /// What a screen snapshot's header says was drawn: the stack, width, glyphs, and the
  /// device and locale when they are not the defaults.
  static func screenHeader(_ session: Session, options: DrawingOptions) -> [(
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

  /// Every frame of a scenario in `format`: text frames with their colours' legend, each
  /// frame's VoiceOver transcript, or one SVG strip. A step that fails throws: a failure is
  /// never recorded.
  package static func scenario(
    _ scenario: Scenario, app: App, as format: OutputFormat = .text
  ) throws(ScenarioRun.Failure) -> Content {
    (scenarioHeader(scenario, as: format), try scenario.drawPinned(as: format, app: app))
  }

  /// A scenario's frames as ``scenario(_:app:as:)`` joins them, handed to `write` one at a
  /// time as each is drawn. A step that fails throws before anything is written.
  package static func streamScenario(
    _ scenario: Scenario, app: App, as format: OutputFormat = .text,
    to write: (String) -> Void
  ) throws(ScenarioRun.Failure) {
    try scenario.streamPinned(as: format, app: app, to: write)
  }

  /// What a scenario snapshot's header says: width, glyphs, steps, the device and locale
  /// when they are not the defaults, and the format unless it is text.
  package static func scenarioHeader(_ scenario: Scenario, as format: OutputFormat = .text)
    -> [(key: String, value: String)]
  {
    var header: [(key: String, value: String)] = [
      (SnapshotFile.Key.width.rawValue, String(DrawingOptions(width: scenario.width).width)),
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
    return header + formatHeader(format)
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

  /// `format: voiceover` or `format: svg`; nothing for text, the default, so references
  /// made before formats stay as they are.
  static func formatHeader(_ format: OutputFormat) -> [(key: String, value: String)] {
    format == .text ? [] : [(SnapshotFile.Key.format.rawValue, format.rawValue)]
  }
}
