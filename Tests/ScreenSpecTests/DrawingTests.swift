import Fixtures
import ScreenSpec
import Testing

/// Issue #39, item 1: one output type and one drawing call, which render, snapshot, the
/// gallery and play make, and which a library user makes as LIBRARY's example does.
@Suite struct DrawingContract {
  let app: App

  init() throws {
    app = try App.load(from: Fixtures.root.path + "/Screens")
  }

  @Test func everyFormatIsDrawnByOneCall() throws {
    let session = try Session(app: app, screen: "settings")
    let options = DrawingOptions(appearance: .dark, textSize: .ax3)
    let picture = session.draw(as: .svg, options: options)
    #expect(picture.hasPrefix("<svg"))
    #expect(picture == SVGRenderer.render(session.view, appearance: .dark, textSize: .ax3))
    #expect(session.draw(as: .text) == Renderer.render(session, options: RenderOptions()))
    let page = session.draw(as: .html, options: options, path: "Screens/settings.yaml")
    #expect(page.contains("<h1>Settings</h1>"))
    #expect(page.contains("<div class=\"path\">Screens/settings.yaml</div>"))
    #expect(page.contains(picture))
    #expect(page.contains(session.draw(as: .voiceover, options: options).split(separator: "\n")[0]))
    #expect(OutputFormat.allCases.map(\.rawValue) == ["text", "svg", "html", "voiceover"])
  }

  @Test func aSessionStartsWhereTheOptionsSay() throws {
    let german = try Session(
      app: app, screen: "settings", drawing: DrawingOptions(device: .pad, locale: "de"))
    #expect(german.device == .pad)
    #expect(german.draw(as: .text) != (try Session(app: app, screen: "settings")).draw(as: .text))
    // A pad's picture is a pad's width unless the options name one.
    #expect(german.draw(as: .svg).contains("width=\"768\""))
    #expect(
      german.draw(as: .svg, options: DrawingOptions(pictureWidth: 500)).contains("width=\"500\""))
    // An HTML page is in the language drawn (a new user's trial: German pages said English).
    #expect(german.draw(as: .html).contains("<html lang=\"de\">"))
    #expect(
      try Session(app: app, screen: "settings").draw(as: .html).contains("<html lang=\"en\">"))
    #expect(throws: ActionError.self) {
      try Session(app: app, screen: "settings", drawing: DrawingOptions(locale: "fr"))
    }
  }

  @Test func textOptionsAreClampedAsTheRenderersAre() {
    #expect(DrawingOptions(width: 5).width == RenderOptions.minimumWidth)
    #expect(DrawingOptions(width: 5000).width == RenderOptions.maximumWidth)
  }
}
