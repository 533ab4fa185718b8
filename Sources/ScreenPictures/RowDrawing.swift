import ScreenBehavior
import ScreenModel

/// One row of a picture: highlight, marks, title and subtitle, then what sits on the right
/// (detail and accessory, a control, a badge, a Delete button).
enum RowDrawing {
  static func draw(
    _ row: RowView, view: ScreenView, y: Double, height: Double, inset: Double, width: Double,
    _ svg: inout SVGWriter
  ) {
    let right = width - inset - svg.margin
    let palette = svg.palette
    var textColor = palette.label
    if row.highlighted, let fill = highlight(view.selectionStyle, palette) {
      svg.rect(x: inset, y: y, width: width - 2 * inset, height: height, fill: fill.background)
      textColor = fill.text
    }
    let slid = row.showsDelete
    if slid { slide(row, view: view, y: y, height: height, inset: inset, &svg) }
    defer { if slid { svg.raw("</g>\n</svg>\n") } }
    let left = drawLeading(row, y: y, height: height, inset: inset, &svg)
    if row.disabled { svg.raw("<g opacity=\"0.4\">\n") }
    defer { if row.disabled { svg.raw("</g>\n") } }
    if row.isLoadMore {
      svg.text(row.title, x: width / 2, y: y + 28, color: palette.tint, anchor: "middle")
      return
    }
    if case .button(let destructive)? = row.control {
      _ = drawBadge(row, end: right, y: y, height: height, &svg)
      drawButton(
        row, destructive: destructive, y: y, height: height, inset: inset, width: width, &svg)
      return
    }
    if case .slider(let position, _, let minImage, let maxImage)? = row.control, row.title.isEmpty {
      SliderDrawing.wide(
        position, value: nil, minImage: minImage, maxImage: maxImage, left: left, right: right,
        middle: y + height / 2, &svg)
      return
    }
    var end = right
    if let control = row.control {
      end = drawControl(control, y: y, height: height, right: right, &svg)
    } else {
      end = drawAccessory(row, y: y, right: right, &svg)
    }
    end = drawBadge(row, end: end, y: y, height: height, &svg)
    if let detail = row.detail, row.control == nil {
      let room = max(20, (end - left) / 2)
      svg.text(
        detail, x: end, y: y + 28, color: row.highlighted ? textColor : palette.gray, anchor: "end",
        maxWidth: room)
      end -= min(room, SVGWriter.textWidth(detail, size: 17)) + 8
    }
    let titleY = row.subtitle == nil ? y + 28 : y + 24
    svg.text(
      row.title, x: left, y: titleY, color: textColor, bold: row.unread,
      maxWidth: max(20, end - left))
    if let subtitle = row.subtitle {
      svg.text(
        subtitle, x: left, y: y + 44, size: 13, color: row.highlighted ? textColor : palette.gray,
        maxWidth: max(20, right - left))
    }
  }

  /// A row's badge, a red pill ending at `end`; gives where what is left of it ends.
  private static func drawBadge(
    _ row: RowView, end: Double, y: Double, height: Double, _ svg: inout SVGWriter
  ) -> Double {
    guard let badge = row.badge else { return end }
    let pill = max(22, SVGWriter.textWidth(badge, size: 15) + 14)
    svg.rect(
      x: end - pill, y: y + height / 2 - 11, width: pill, height: 22, fill: svg.palette.red,
      radius: 11)
    svg.text(
      badge, x: end - pill / 2, y: y + height / 2 + 5, size: 15, color: "#FFFFFF",
      anchor: "middle")
    return end - pill - 8
  }

  /// A button: its title centred, red when destructive; wrapped when the row was made
  /// tall enough for its lines (at the accessibility sizes, ``StackedRow/height(_:width:scale:)``),
  /// else cut.
  private static func drawButton(
    _ row: RowView, destructive: Bool, y: Double, height: Double, inset: Double, width: Double,
    _ svg: inout SVGWriter
  ) {
    let color = destructive ? svg.palette.red : svg.palette.tint
    let room = width - 2 * (inset + svg.margin)
    let lines = StackedRow.buttonLines(row, width: width - 2 * inset, scale: svg.scale)
    // IASK draws a button's `IASKSubtitle` under its title, smaller and grey.
    func subtitle(at baseline: Double) {
      guard let subtitle = row.subtitle else { return }
      svg.text(
        subtitle, x: width / 2, y: baseline, size: 13, color: svg.palette.gray, anchor: "middle",
        maxWidth: room)
    }
    guard lines.count > 1, height >= StackedRow.buttonHeight(lines.count) else {
      svg.text(
        row.title, x: width / 2, y: y + (row.subtitle == nil ? 28 : 24), color: color,
        anchor: "middle", maxWidth: room)
      subtitle(at: y + 44)
      return
    }
    for (index, line) in lines.enumerated() {
      svg.text(
        line, x: width / 2,
        y: y + StackedRow.padding + 17 + StackedRow.lineHeight * Double(index),
        color: color, anchor: "middle", maxWidth: room)
    }
    subtitle(at: y + StackedRow.padding + StackedRow.lineHeight * Double(lines.count) + 14)
  }

  /// A text view across the whole cell, as IASK draws one: no title, its text's lines
  /// wrapped (the placeholder, faint, while it is empty), 22 points a line; returns the
  /// row's height.
  static func drawTextView(
    _ row: RowView, text: String?, placeholder: String?, y: Double, inset: Double, width: Double,
    _ svg: inout SVGWriter
  ) -> Double {
    let palette = svg.palette
    let room = width - 2 * (inset + svg.margin)
    let lines = (text ?? placeholder ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { SVGRenderer.wrap(String($0), width: room, size: 17) }
    if row.disabled { svg.raw("<g opacity=\"0.4\">\n") }
    for (index, line) in lines.enumerated() {
      svg.text(
        line, x: inset + svg.margin, y: y + 28 + 22 * Double(index),
        color: text == nil ? palette.faint : palette.label, maxWidth: room)
    }
    if row.disabled { svg.raw("</g>\n") }
    return max(44, 22 + 22 * Double(lines.count))
  }

  /// A custom view's placeholder, its own height: a dashed frame with the row's title and
  /// the view's name and height centred in it; returns the height.
  static func drawCustom(
    _ row: RowView, name: String, points: Int, view: ScreenView, y: Double, inset: Double,
    width: Double, _ svg: inout SVGWriter
  ) -> Double {
    let palette = svg.palette
    let height = Double(points)
    var textColor = palette.label
    if row.highlighted, let fill = highlight(view.selectionStyle, palette) {
      svg.rect(x: inset, y: y, width: width - 2 * inset, height: height, fill: fill.background)
      textColor = fill.text
    }
    svg.raw(
      "<rect x=\"\(svg.len(inset + 8))\" y=\"\(svg.len(y + 4))\" width=\"\(svg.len(width - 2 * inset - 16))\""
        + " height=\"\(svg.len(max(8, height - 8)))\" rx=\"\(svg.len(6))\" fill=\"none\""
        + " stroke=\"\(palette.gray)\" stroke-dasharray=\"\(svg.len(4)) \(svg.len(3))\"/>\n")
    let middle = y + height / 2
    let about = name + ", \(points) pt"
    if height < 60 {
      let line = row.title.isEmpty ? about : row.title + " · " + about
      svg.text(
        line, x: width / 2, y: middle + 5, size: 15, color: textColor, anchor: "middle",
        maxWidth: width - 2 * inset - 32)
    } else {
      svg.text(
        row.title, x: width / 2, y: middle - 4, color: textColor, anchor: "middle",
        maxWidth: width - 2 * inset - 32)
      svg.text(
        about, x: width / 2, y: middle + 16, size: 13,
        color: row.highlighted ? textColor : palette.gray, anchor: "middle",
        maxWidth: width - 2 * inset - 32)
    }
    return height
  }

  /// The height an open date picker's wheel or calendar adds under its row.
  static func openedHeight(_ row: RowView) -> Double {
    guard case .datePicker(_, let opened?)? = row.control else { return 0 }
    return 16 + 24 * Double(opened.count)
  }

  /// An open date picker's wheel or calendar, under its row from `y`: a shaded band with
  /// its lines centred, in a fixed-width face so that a calendar's columns line up.
  static func drawOpened(
    _ row: RowView, y: Double, inset: Double, width: Double, _ svg: inout SVGWriter
  ) {
    guard case .datePicker(_, let opened?)? = row.control else { return }
    let palette = svg.palette
    svg.rect(
      x: inset + svg.margin, y: y + 4, width: width - 2 * (inset + svg.margin),
      height: openedHeight(row) - 8,
      fill: palette.control, radius: 8)
    for (index, line) in opened.enumerated() {
      svg.text(
        line, x: width / 2, y: y + 26 + 24 * Double(index), size: 15, color: palette.label,
        anchor: "middle", maxWidth: width - 2 * inset - 48, monospaced: true)
    }
  }

  /// A switch, 51 × 31 as UISwitch at every text size, against `right`, centred on
  /// `middle`: the knob at the trailing end when on.
  static func toggle(_ on: Bool, right: Double, middle: Double, _ svg: inout SVGWriter) {
    let palette = svg.palette
    let (width, height) = (svg.fixed(51), svg.fixed(31))
    svg.rect(
      x: right - width, y: middle - height / 2, width: width, height: height,
      fill: on ? palette.green : palette.control, radius: height / 2)
    svg.circle(
      cx: on ? right - height / 2 : right - width + height / 2, cy: middle, r: svg.fixed(13.5),
      fill: "#FFFFFF")
  }

  /// A stepper's two buttons, `width` points wide (94 as UIStepper), against `right`: 32
  /// high, its glyphs and corners their size at every text size.
  static func stepper(
    _ canDecrement: Bool, _ canIncrement: Bool, right: Double, width: Double, middle: Double,
    _ svg: inout SVGWriter
  ) {
    let palette = svg.palette
    let height = svg.fixed(32)
    svg.rect(
      x: right - width, y: middle - height / 2, width: width, height: height,
      fill: palette.control, radius: svg.fixed(8))
    svg.text(
      "−", x: right - width * 0.745, y: middle + svg.fixed(7), size: svg.fixed(20),
      color: canDecrement ? palette.label : palette.faint, anchor: "middle")
    svg.text(
      "+", x: right - width * 0.245, y: middle + svg.fixed(7), size: svg.fixed(20),
      color: canIncrement ? palette.label : palette.faint, anchor: "middle")
  }
}
