import ScreenBehavior
import ScreenDrawing
import ScreenModel
import ScreenSnapshots

/// How to turn a value into snapshot text and the header that describes it.
///
/// ```swift
/// let strategy: Snapshotting<Session> = .screen(width: 40)
/// let fallback = try Session(app: app)
/// let start: Snapshotting<App> = strategy.pullback { (try? Session(app: $0)) ?? fallback }
/// ```
public struct Snapshotting<Value>: Sendable {
  /// Header fields and text for a value; a value that cannot be drawn (a scenario whose
  /// step fails) throws, and nothing is recorded for it.
  public var snapshot:
    @Sendable (Value) throws -> (header: [(key: String, value: String)], text: String)

  /// Creates a strategy.
  public init(
    snapshot:
      @escaping @Sendable (Value) throws -> (header: [(key: String, value: String)], text: String)
  ) {
    self.snapshot = snapshot
  }

  /// A strategy for another type, through a function into this one.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value)
    -> Snapshotting<NewValue>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue> { try snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == String {
  /// Plain text, as it is.
  public static var text: Snapshotting<String> {
    Snapshotting { (header: [], text: $0) }
  }
}

extension Snapshotting where Value == Session {
  /// The screen on top of a session's stack, drawn at a width and glyph set, with its
  /// colours' legend and what no drawing shows (the look it resolves, texts it cut, and
  /// every row of the screen, drawn or not, with its icon and what its tap does; texts of
  /// other states); the header records the navigation stack, the width and the glyphs.
  public static func screen(width: Int = 40, ascii: Bool = false) -> Snapshotting<Session> {
    Snapshotting { SnapshotContent.screen($0, options: DrawingOptions(width: width, ascii: ascii)) }
  }
}

extension Snapshotting where Value == Session {
  /// The VoiceOver transcript of the screen on top of a session's stack, tied to the lines
  /// of its text drawing at `width`; the header also records `format: voiceover`.
  public static func voiceOver(width: Int = 40) -> Snapshotting<Session> {
    Snapshotting {
      SnapshotContent.screen($0, as: .voiceover, options: DrawingOptions(width: width))
    }
  }
}

extension Snapshotting where Value == Session {
  /// The SVG picture of the screen on top of a session's stack, as `render --format svg`
  /// draws it: `width` pixels (default the session's device's: 375, or 768 on the pad), in
  /// an appearance and at a Dynamic Type size. The reference is `<name>.svg`, the picture
  /// alone, so it opens in a browser.
  ///
  /// ```swift
  /// assertSnapshot(of: session, as: .svg(appearance: .dark), named: "settings-dark")
  /// ```
  public static func svg(
    width: Double? = nil, appearance: Appearance = .light, textSize: TextSize = .large
  ) -> Snapshotting<Session> {
    Snapshotting {
      SnapshotContent.screen(
        $0, as: .svg,
        options: DrawingOptions(pictureWidth: width, appearance: appearance, textSize: textSize))
    }
  }
}

extension Snapshotting where Value == (App, Scenario) {
  /// A scenario's frames as one SVG strip (`<name>.svg`), in the scenario's own device,
  /// appearance and text size; a failing step fails the assertion, and nothing is recorded.
  public static var svgScenario: Snapshotting<(App, Scenario)> {
    Snapshotting { value throws in try SnapshotContent.scenario(value.1, app: value.0, as: .svg) }
  }

  /// A scenario's VoiceOver transcripts, one per frame; a failing step fails the
  /// assertion, and nothing is recorded.
  public static var voiceOverScenario: Snapshotting<(App, Scenario)> {
    Snapshotting { value throws in
      try SnapshotContent.scenario(value.1, app: value.0, as: .voiceover)
    }
  }

  /// Every frame of a scenario run on an app; a failing step fails the assertion with the
  /// step's error, and nothing is recorded.
  public static var scenario: Snapshotting<(App, Scenario)> {
    Snapshotting { value throws in try SnapshotContent.scenario(value.1, app: value.0) }
  }
}
