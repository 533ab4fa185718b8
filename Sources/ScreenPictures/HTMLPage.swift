import Basics
import ScreenBehavior

/// Standalone HTML pages: inline CSS, no scripts, nothing loaded from the network. Every
/// text from a screen file is escaped, so a page from an untrusted pull request runs
/// nothing.
public enum HTMLPage {
  /// A page around some body markup, in a language (a BCP 47 tag: `de`, `pt-BR`).
  public static func page(title: String, body: String, language: String = "en") -> String {
    """
    <!DOCTYPE html>
    <html lang="\(escaped(language))">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escaped(title))</title>
    <style>
    body { font-family: -apple-system, 'Helvetica Neue', Arial, sans-serif; margin: 24px; background: #fff; color: #000; }
    h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; }
    .screens { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .screen { border: 1px solid #ddd; border-radius: 12px; padding: 12px; background: #fafafa; }
    .screen svg { display: block; max-width: 100%; height: auto; }
    .path { color: #666; font-size: 12px; font-family: ui-monospace, Menlo, monospace; }
    .rows { font-size: 12px; color: #444; margin: 6px 0 0 0; padding-left: 18px; }
    .strip { overflow-x: auto; }
    table.diff { border-collapse: collapse; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
    table.diff td { vertical-align: top; padding: 0 12px; white-space: pre; }
    .changed { background: #fff0c2; }
    table.pictures td { white-space: normal; padding: 6px 12px; }
    table.pictures img { display: block; max-width: 100%; height: auto; border: 1px solid #ddd; }
    </style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// An SVG document as an image (a `data:` URL): shown as a picture, never run as
  /// markup, so a picture file from a pull request can put nothing into the page.
  package static func picture(_ svg: String, alt: String) -> String {
    "<img alt=\"\(escaped(alt))\" src=\"data:image/svg+xml;base64,\(Base64.encode(Array(svg.utf8)))\">"
  }

  /// A screen's page: its title, the picture, and its texts as text; with a VoiceOver
  /// `transcript`, that too, beside the picture. `language` is the page's (what the screen
  /// is drawn in).
  public static func screen(
    _ view: ScreenView, svg: String, path: String, transcript: String? = nil,
    language: String = "en"
  ) -> String {
    page(
      title: view.title,
      body: figure(view, svg: svg, path: path, link: nil, transcript: transcript),
      language: language)
  }

  /// A scenario's page: its path, then its frames side by side (``SVGRenderer/strip(_:width:appearance:textSize:)``).
  public static func scenario(strip: String, path: String) -> String {
    page(
      title: path, body: "<h1>\(escaped(path))</h1>\n<div class=\"strip\">\n\(strip)</div>")
  }

  /// A screen as a figure: the picture with its title, path and row texts beside it, and
  /// what VoiceOver reads of it when a `transcript` is given.
  package static func figure(
    _ view: ScreenView, svg: String, path: String, link: String?, transcript: String? = nil
  ) -> String {
    // A right-to-left screen's texts read right to left around its picture; each text is
    // isolated, so a mixed one keeps its order.
    var out = "<div class=\"screen\"\(view.rightToLeft ? " dir=\"rtl\"" : "")>\n"
    let heading = isolated(view.title, view)
    out +=
      link.map { "<h3><a href=\"\(escaped($0))\">\(heading)</a></h3>\n" } ?? "<h1>\(heading)</h1>\n"
    out += "<div class=\"path\">\(escaped(path))</div>\n"
    out += svg
    // A row with no title (a Settings slider) is listed by its value, never as an empty item.
    let rows = view.sections.flatMap(\.rows).compactMap { row -> String? in
      if !row.title.isEmpty { return row.title }
      if case .slider(_, let value, _, _)? = row.control { return "slider: " + value }
      return nil
    }
    if !rows.isEmpty {
      out +=
        "<ul class=\"rows\">" + rows.map { "<li>\(isolated($0, view))</li>" }.joined() + "</ul>\n"
    }
    if let transcript {
      out +=
        "<details class=\"voiceover\"><summary>VoiceOver</summary><pre>"
        + XMLText.escaped(transcript) + "</pre></details>\n"
    }
    return out + "</div>\n"
  }

  /// A view's text escaped, in a `<bdi>` when its own direction runs against the view's
  /// (an English title in an Arabic screen), as the pictures isolate it.
  static func isolated(_ text: String, _ view: ScreenView) -> String {
    let shown = escaped(text)
    return Bidi.isolates(text, rightToLeft: view.rightToLeft) ? "<bdi>" + shown + "</bdi>" : shown
  }

  /// Text escaped for HTML, with bidi and invisible characters shown as escapes.
  package static func escaped(_ text: String) -> String {
    XMLText.escaped(DisplayText.escaped(text))
  }
}
