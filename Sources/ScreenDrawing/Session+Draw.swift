import ScreenBehavior
import ScreenModel
import ScreenPictures
import ScreenRendering
import ScreenVoiceOver

extension Session {
  /// Starts an app on a screen (the app's start screen when `screen` is nil) on the
  /// options' device and host, in their locale.
  ///
  /// - Throws: ``ActionError`` when the screen is not in the app, the app has several
  ///   screens and no start, or the locale has no strings table.
  public init(app: App, screen: String? = nil, drawing options: DrawingOptions) throws(ActionError)
  {
    var localisation: Localisation?
    if let locale = options.locale {
      do throws(LocaleProblem) {
        localisation = try app.localisation(resolving: locale)
      } catch {
        throw ActionError(nil, error.description)
      }
    }
    try self.init(
      app: app, screen: screen, device: options.device, host: options.host,
      localisation: localisation)
  }

  /// The screen on top of the stack, drawn as `format`: the one drawing call that
  /// `render`, `snapshot`, the gallery, `play` and the snapshot assertions make. The
  /// session's own device, host and locale are drawn (those it started with); `path` is
  /// the file an HTML page says it was drawn from.
  public func draw(as format: OutputFormat, options: DrawingOptions = .init(), path: String = "")
    -> String
  {
    switch format {
    case .text: return Renderer.render(self, options: options.text)
    case .voiceover: return VoiceOverTranscript.render(self, options: options.text)
    case .svg: return picture(options)
    case .html:
      let view = self.view
      // The page is in the language drawn (a pseudo-localisation's is English).
      let language = localisation.flatMap { $0.pseudo ? nil : $0.locale } ?? "en"
      return HTMLPage.screen(
        view, svg: picture(options), path: path,
        transcript: VoiceOverTranscript.render(self, options: options.text), language: language)
    }
  }

  /// The screen on top as an SVG picture.
  private func picture(_ options: DrawingOptions) -> String {
    SVGRenderer.render(
      view, width: options.pictureWidth(on: device), appearance: options.appearance,
      textSize: options.textSize)
  }
}
