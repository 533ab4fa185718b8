import Basics
import ScreenBehavior
import ScreenModel

/// Draws a screen as an SVG picture, like an iOS table view: a navigation bar, plain or
/// grouped (inset, rounded) sections, separators, details and accessories, controls, the
/// highlight in its selection style. A pure function of a ``ScreenView``; the text renderer
/// is its sibling, and neither imports the other.
///
/// ```swift
/// let svg = SVGRenderer.render(session.view)
/// ```
public enum SVGRenderer {
  /// The picture's width in pixels for a device.
  package static func width(for device: Device) -> Double { device == .pad ? 768 : 375 }

  /// One screen as a self-contained SVG document, `width` pixels wide, in an appearance
  /// and at a Dynamic Type size: fonts and rows grow with the size (17 pt body text at
  /// `large`) on the same width, and at the accessibility sizes rows stack their parts.
  public static func render(
    _ view: ScreenView, width: Double = 375, appearance: Appearance = .light,
    textSize: TextSize = .large
  ) -> String {
    let (content, height) = body(view, width: width, appearance: appearance, textSize: textSize)
    return document(content, width: width, height: height, title: view.title)
  }

  /// Frames side by side, each under its caption: a scenario's strip.
  public static func strip(
    _ frames: [(caption: String, view: ScreenView)], width: Double = 375,
    appearance: Appearance = .light, textSize: TextSize = .large
  ) -> String {
    let palette = Palette.of(appearance)
    var out = ""
    var tallest = 0.0
    for (index, frame) in frames.enumerated() {
      let (content, height) = body(
        frame.view, width: width, appearance: appearance, textSize: textSize)
      let left = Double(index) * (width + 24)
      var caption = SVGWriter(width: width, mirrored: false, palette: palette)
      caption.text(frame.caption, x: 0, y: 14, size: 13, color: palette.gray, maxWidth: width)
      out += "<g transform=\"translate(\(Int(left)),0)\">\n" + caption.body
      out +=
        "<g transform=\"translate(0,24)\">\n" + framed(content, width, height, palette)
        + "</g>\n</g>\n"
      tallest = max(tallest, height + 24)
    }
    let total = Double(max(frames.count, 1)) * (width + 24) - 24
    return document(out, width: total, height: tallest, title: frames.first?.view.title ?? "")
  }

  private static func framed(
    _ content: String, _ width: Double, _ height: Double, _ palette: Palette
  ) -> String {
    "<rect width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"none\" stroke=\"\(palette.separator)\"/>\n"
      + content
  }

  /// Draws a row at `y` (stacked at the accessibility sizes), then an open date picker's
  /// wheel or calendar under it; returns the height drawn.
  private static func drawRow(
    _ row: RowView, view: ScreenView, y: Double, inset: Double, width: Double, stacked: Bool,
    _ svg: inout SVGWriter
  ) -> Double {
    if let height = RowDrawing.drawWholeRow(row, view: view, y: y, inset: inset, width: width, &svg)
    {
      return height
    }
    let height =
      stacked
      ? StackedRow.height(row, width: width - 2 * inset, scale: svg.scale)
      : row.subtitle == nil ? 44.0 : 58.0
    if stacked, StackedRow.stacks(row) {
      StackedRow.draw(row, view: view, y: y, height: height, inset: inset, width: width, &svg)
    } else {
      RowDrawing.draw(row, view: view, y: y, height: height, inset: inset, width: width, &svg)
    }
    RowDrawing.drawOpened(row, y: y + height, inset: inset, width: width, &svg)
    return height + RowDrawing.openedHeight(row)
  }

  static func document(_ content: String, width: Double, height: Double, title: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
    viewBox="0 0 \(Int(width)) \(Int(height))" \
    font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK JP', sans-serif">
    <title>\(XMLText.escaped(DisplayText.escaped(title)))</title>
    \(content)</svg>

    """
  }

  /// The drawing of a view and its height, in pixels. The layout is drawn in `width ÷
  /// scale` points and written scaled (``SVGWriter/scale``).
  static func body(
    _ view: ScreenView, width pixels: Double, appearance: Appearance = .light,
    textSize: TextSize = .large
  ) -> (String, Double) {
    let palette = Palette.of(appearance)
    let scale = textSize.scale
    let width = pixels / scale
    // At the accessibility sizes a row's parts stack, as UIKit cells do.
    let stacked = textSize.isAccessibilitySize
    var svg = SVGWriter(width: width, mirrored: view.rightToLeft, palette: palette, scale: scale)
    // Grouped sections span the width; inset-grouped ones are inset and rounded (iOS 13+).
    let grouped = view.style.isGrouped
    let rounded = view.style == .insetGrouped
    var y = 44.0
    var drawn = svg.blank()
    navigationBar(view, &drawn)
    if let search = view.search {
      drawn.rect(x: 8, y: y + 8, width: width - 16, height: 36, fill: palette.field, radius: 10)
      drawn.text(
        "⌕ " + (search.text ?? search.prompt), x: 16, y: y + 31,
        color: search.text == nil ? palette.gray : palette.label, maxWidth: width - 32)
      y += 52
    }
    // Inset margins and corner radii keep their size at every text size, as UIKit's do.
    let inset = rounded ? svg.fixed(16) : 0
    if let prompt = view.prompt {
      y += 16
      drawn.text(
        prompt, x: inset + svg.margin, y: y + 14, size: 13, color: palette.gray,
        maxWidth: width - 2 * (inset + svg.margin))
      y += 24
    }
    if let body = view.body {
      y += 16
      for line in wrap(body, width: width - 32, size: 17) {
        drawn.text(line, x: 16, y: y + 18)
        y += 24
      }
    }
    for section in view.sections {
      y = drawSection(
        section, view: view, top: y, width: width, style: (grouped, rounded), stacked: stacked,
        &drawn)
    }
    if let empty = view.emptyText {
      y += 40
      drawn.text(
        empty, x: width / 2, y: y, color: palette.gray, anchor: "middle", maxWidth: width - 32)
      y += 20
    }
    if let footer = view.footer {
      y += 8
      for line in wrap(footer, width: width - 2 * (inset + svg.margin), size: 13) {
        drawn.text(line, x: inset + svg.margin, y: y + 14, size: 13, color: palette.gray)
        y += 18
      }
    }
    if let notice = view.notice {
      y += 12
      drawn.rect(x: 8, y: y, width: width - 16, height: 32, fill: palette.notice, radius: 8)
      drawn.text(
        "↗ " + notice, x: 16, y: y + 21, size: 15, color: palette.tint, maxWidth: width - 32)
      y += 40
    }
    y += 24
    if let sheet = view.sheet { drawSheet(sheet, cancel: view.texts.cancel, height: y, &drawn) }
    let background = grouped ? palette.groupedBackground : palette.background
    svg.rect(x: 0, y: 0, width: width, height: y, fill: background)
    svg.raw(drawn.body)
    return (svg.body, y * scale)
  }

  /// A section: its header, its rows (grouped in a cell, rounded when inset), and its
  /// footer, from `top`; returns where the next section starts.
  private static func drawSection(
    _ section: SectionView, view: ScreenView, top start: Double, width: Double,
    style: (grouped: Bool, rounded: Bool), stacked: Bool, _ drawn: inout SVGWriter
  ) -> Double {
    let palette = drawn.palette
    let (grouped, rounded) = style
    let inset = rounded ? drawn.fixed(16) : 0
    var y = start
    y += grouped ? 20 : 0
    if let header = section.header {
      drawn.text(
        header.uppercased(), x: inset + drawn.margin, y: y + 22, size: 13, color: palette.gray,
        maxWidth: width - 2 * (inset + drawn.margin))
      y += 30
    }
    let top = y
    var rowsDrawn = drawn.blank()
    for (index, row) in section.rows.enumerated() {
      if index > 0 {
        rowsDrawn.line(x1: inset + drawn.margin, x2: width - inset, y: y, color: palette.separator)
      }
      y += drawRow(
        row, view: view, y: y, inset: inset, width: width, stacked: stacked, &rowsDrawn)
    }
    if grouped, !section.rows.isEmpty {
      drawn.rect(
        x: inset, y: top, width: width - 2 * inset, height: y - top, fill: palette.cell,
        radius: rounded ? drawn.fixed(10) : 0)
      if !rounded {
        drawn.line(x1: 0, x2: width, y: top, color: palette.separator)
        drawn.line(x1: 0, x2: width, y: y, color: palette.separator)
      }
    }
    drawn.raw(rowsDrawn.body)
    if let footer = section.footer {
      for line in wrap(footer, width: width - 2 * (inset + drawn.margin), size: 13) {
        drawn.text(line, x: inset + drawn.margin, y: y + 18, size: 13, color: palette.gray)
        y += 18
      }
      y += 6
    }

    return y
  }

  /// Text broken into lines that fit a width.
  static func wrap(_ text: String, width: Double, size: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if SVGWriter.textWidth(candidate, size: size) > width, !current.isEmpty {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
