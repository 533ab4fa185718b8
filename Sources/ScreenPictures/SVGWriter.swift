import Basics
import ScreenBehavior

/// An SVG document being written: shapes and text, every text escaped for XML and for the
/// reader (bidi and invisible characters shown as `<U+202E>`, as in the text renderer).
struct SVGWriter {
  private(set) var body = ""
  /// Whether x positions mirror (a right-to-left locale).
  let mirrored: Bool
  /// The width drawn in, for mirroring (in points before `scale`).
  let width: Double
  /// The colours drawn with.
  let palette: Palette
  /// How much every length written is multiplied by: a Dynamic Type size's scale, so the
  /// layout is drawn in `width` points and written `width × scale` wide (larger text and
  /// rows on the same device, as iOS draws them).
  let scale: Double

  init(width: Double, mirrored: Bool, palette: Palette = .light, scale: Double = 1) {
    self.width = width
    self.mirrored = mirrored
    self.palette = palette
    self.scale = scale
  }

  /// Another writer with the same layout settings.
  func blank() -> SVGWriter {
    SVGWriter(width: width, mirrored: mirrored, palette: palette, scale: scale)
  }

  /// A length UIKit keeps at every text size (a switch, a stepper, inset margins, corner
  /// radii), in the layout's points: written back at `points` pixels whatever the scale.
  func fixed(_ points: Double) -> Double { points / scale }

  /// A cell's content margin, 16 points at every text size (``fixed(_:)``).
  var margin: Double { fixed(16) }

  /// An x position, mirrored when the layout is right to left.
  func x(_ value: Double) -> Double { mirrored ? width - value : value }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, radius: Double = 0,
    stroke: String? = nil, opacity: Double? = nil
  ) {
    let left = mirrored ? self.width - x - width : x
    body +=
      "<rect x=\"\(len(left))\" y=\"\(len(y))\" width=\"\(len(width))\" height=\"\(len(height))\""
    if radius > 0 { body += " rx=\"\(len(radius))\"" }
    body += " fill=\"\(fill)\""
    if let stroke { body += " stroke=\"\(stroke)\" stroke-width=\"0.5\"" }
    if let opacity { body += " opacity=\"\(n(opacity))\"" }
    body += "/>\n"
  }

  mutating func line(x1: Double, x2: Double, y: Double, color: String) {
    body +=
      "<line x1=\"\(len(x(x1)))\" y1=\"\(len(y))\" x2=\"\(len(x(x2)))\" y2=\"\(len(y))\" stroke=\"\(color)\" stroke-width=\"0.5\"/>\n"
  }

  mutating func circle(
    cx: Double, cy: Double, r: Double, fill: String, stroke: String? = nil,
    opacity: Double? = nil
  ) {
    let edge = stroke.map { " stroke=\"\($0)\" stroke-width=\"0.5\"" } ?? ""
    let alpha = opacity.map { " fill-opacity=\"\(n($0))\"" } ?? ""
    body +=
      "<circle cx=\"\(len(x(cx)))\" cy=\"\(len(cy))\" r=\"\(len(r))\" fill=\"\(fill)\"\(alpha)\(edge)/>\n"
  }

  /// Text at a position. `anchor` is `start`, `middle` or `end` in the layout's reading
  /// order: when mirrored, the text is written right to left (`direction="rtl"`, so `start`
  /// is its right edge and a chevron mirrors), as UIKit lays out a right-to-left locale. A
  /// text whose own direction differs from the layout's (English in an Arabic screen) is
  /// isolated, so it keeps its order and its ellipsis at its end. A `symbol` (a chevron) is
  /// drawn as written, never mirrored by a renderer's bidi: left to right, its anchor
  /// swapped when mirrored. The text is cut to `maxWidth` points. `monospaced` text keeps its spaces and sets its columns in a
  /// fixed-width face (a calendar's).
  mutating func text(
    _ raw: String, x: Double, y: Double, size: Double = 17, color: String? = nil,
    anchor: String = "start", bold: Bool = false, maxWidth: Double? = nil,
    monospaced: Bool = false, symbol: Bool = false
  ) {
    let color = color ?? palette.label
    var shown = DisplayText.escaped(raw)
    if let maxWidth { shown = SVGWriter.fit(shown, maxWidth, size: size, bold: bold) }
    guard !shown.isEmpty else { return }
    let rightToLeft = mirrored && !symbol
    let side =
      mirrored && symbol ? (anchor == "start" ? "end" : anchor == "end" ? "start" : anchor) : anchor
    if Bidi.isolates(shown, rightToLeft: rightToLeft) {
      shown = "\u{2068}" + shown + "\u{2069}"
    }
    body +=
      "<text x=\"\(len(self.x(x)))\" y=\"\(len(y))\" font-size=\"\(len(size))\" fill=\"\(color)\""
    if rightToLeft { body += " direction=\"rtl\"" }
    if side != "start" { body += " text-anchor=\"\(side)\"" }
    if bold { body += " font-weight=\"600\"" }
    if monospaced {
      body += " font-family=\"ui-monospace, Menlo, monospace\" xml:space=\"preserve\""
    }
    body += ">" + XMLText.escaped(shown) + "</text>\n"
  }

  /// Markup written as it is (already escaped).
  mutating func raw(_ markup: String) { body += markup }

  /// A text's width in points as the pictures' face draws it (``TextMetrics``).
  static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
    TextMetrics.width(text, size: size, bold: bold)
  }

  /// The text cut with `…` to fit a width.
  static func fit(_ text: String, _ maxWidth: Double, size: Double, bold: Bool = false) -> String {
    if textWidth(text, size: size, bold: bold) <= maxWidth { return text }
    let room = maxWidth - textWidth("…", size: size, bold: bold)
    var out = ""
    var used = 0.0
    for character in text {
      used += TextMetrics.width(character, size: size, bold: bold)
      if used > room { break }
      out.append(character)
    }
    while out.last?.isWhitespace == true { out.removeLast() }
    return out + "…"
  }

  /// A length as SVG writes it: scaled, at most one decimal, no trailing zero.
  func len(_ value: Double) -> String { n(value * scale) }

  /// A number as SVG writes it: at most one decimal, no trailing zero.
  func n(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
