import ScreenBehavior
import ScreenModel
import ScreenRendering

/// What `render`, `watch` and `play` are asked to draw, as a value: the screen to start on,
/// the text's width and glyphs, colour, the actions to apply first, the variant and the
/// format. The shells parse their flags into it; what the flags mean is decided here.
///
/// ```swift
/// let request = RenderRequest(actions: [try Action(parsing: "tap Wi-Fi")], format: .svg)
/// let session = try request.session(app, screen: nil).get()
/// print(session.draw(as: request.format, options: request.drawing))
/// ```
package struct RenderRequest: Sendable {
  /// The screen to start on (`--screen`); nil starts where the PATH or the app says.
  package var screen: String?
  /// The text's width (else a scenario's or the terminal's width may apply, unless
  /// ``widthGiven``).
  package var width = 40
  /// Whether the width was asked for.
  package var widthGiven = false
  /// Whether text is drawn with ASCII only.
  package var ascii = false
  /// Whether text is drawn with ANSI colour.
  package var color = false
  /// The actions applied before drawing (`--do`).
  package var actions: [Action] = []
  /// What to draw for: the device, host, locale, appearance and text size.
  package var variant = Variant()
  /// Text, an SVG picture, an HTML page or what VoiceOver reads.
  package var format: OutputFormat = .text

  /// A request for the actions, variant and format; the rest is the default until set.
  package init(actions: [Action] = [], variant: Variant = Variant(), format: OutputFormat = .text) {
    self.actions = actions
    self.variant = variant
    self.format = format
  }

  /// The text renderer's options for the request.
  package var options: RenderOptions {
    RenderOptions(
      width: width, ascii: ascii, color: color, appearance: variant.appearance,
      textSize: variant.textSize)
  }

  /// The drawing options for the request.
  package var drawing: DrawingOptions {
    DrawingOptions(
      width: width, ascii: ascii, color: color, device: variant.device, host: variant.host,
      locale: variant.locale, appearance: variant.appearance, textSize: variant.textSize)
  }

  /// The session on `app` the request starts: on ``screen`` (else `screen`), in the
  /// variant, after the actions; an action that cannot apply (or a start that cannot) is
  /// the failure.
  ///
  /// - Throws: ``LocaleProblem`` first, when the locale names no strings table of the app
  ///   (the session would take it for a failed start).
  package func session(_ app: App, screen: String?) throws(LocaleProblem)
    -> Result<Session, ActionError>
  {
    if let locale = variant.locale { _ = try app.localisation(resolving: locale) }
    return Result { () throws(ActionError) in
      var session = try Session(app: app, screen: self.screen ?? screen, drawing: drawing)
      try session.apply(actions)
      return session
    }
  }

  /// The id of `screen` when, drawn for Settings, it shows nothing that the app would show
  /// (every section of an in-app-only bundle's pane is `{host: app}`): the shell notes that
  /// `--host app` draws it. Nil otherwise.
  package func appOnly(_ screen: Screen?) -> String? {
    guard variant.host == .settings, let screen, screen.showsOnlyInApp(on: variant.device)
    else { return nil }
    return screen.id
  }

  /// A scenario as the request runs it: the width when one was asked for, the glyphs and
  /// the variant where the scenario names none, from ``screen`` when given.
  package func running(_ scenario: Scenario) -> Scenario {
    var adjusted = scenario.runningWith(
      width: widthGiven ? width : nil, ascii: ascii, variant: variant)
    if let screen { adjusted.screen = screen }
    return adjusted
  }

  /// A scenario as `play` runs it: at the terminal's width, on the request's device, host
  /// and locale where it names none, from ``screen`` when given.
  package func playing(_ scenario: Scenario) -> Scenario {
    var adjusted = scenario.runningWith(
      width: nil, ascii: ascii, device: variant.device, host: variant.host,
      locale: variant.locale)
    if let screen { adjusted.screen = screen }
    return adjusted
  }
}
