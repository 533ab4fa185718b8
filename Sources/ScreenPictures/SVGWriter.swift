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

  /// Text at a position. `anchor` is `start`, `middle` or `end` in reading order; it is
  /// swapped when mirrored. The text is cut to `maxWidth` pixels. `monospaced` text keeps
  /// its spaces and sets its columns in a fixed-width face (a calendar's).
  mutating func text(
    _ raw: String, x: Double, y: Double, size: Double = 17, color: String? = nil,
    anchor: String = "start", bold: Bool = false, maxWidth: Double? = nil,
    monospaced: Bool = false
  ) {
    let color = color ?? palette.label
    var shown = DisplayText.escaped(raw)
    if let maxWidth { shown = SVGWriter.fit(shown, maxWidth, size: size) }
    guard !shown.isEmpty else { return }
    let side = mirrored ? (anchor == "start" ? "end" : anchor == "end" ? "start" : anchor) : anchor
    body +=
      "<text x=\"\(len(self.x(x)))\" y=\"\(len(y))\" font-size=\"\(len(size))\" fill=\"\(color)\""
    if side != "start" { body += " text-anchor=\"\(side)\"" }
    if bold { body += " font-weight=\"600\"" }
    if monospaced {
      body += " font-family=\"ui-monospace, Menlo, monospace\" xml:space=\"preserve\""
    }
    body += ">" + XMLText.escaped(shown) + "</text>\n"
  }

  /// Markup written as it is (already escaped).
  mutating func raw(_ markup: String) { body += markup }

  /// An estimate of a text's width in pixels: half the font size per display column,
  /// with a little room (CJK and emoji count two columns).
  static func textWidth(_ text: String, size: Double) -> Double {
    Double(DisplayText.width(text)) * size * 0.56
  }

  /// The text cut with `…` to fit a width.
  static func fit(_ text: String, _ maxWidth: Double, size: Double) -> String {
    if textWidth(text, size: size) <= maxWidth { return text }
    var out = ""
    for character in text {
      if textWidth(out + String(character) + "…", size: size) > maxWidth { break }
      out.append(character)
    }
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
