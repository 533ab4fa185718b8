import ScreenBehavior
import ScreenModel

/// A row as UIKit lays it out at the accessibility text sizes (`ax1` and above): the title
/// wraps over as many lines as it needs instead of being cut, the subtitle under it, then
/// the detail, value or control on a line of its own, leading-aligned (a control keeps to
/// the trailing edge).
enum StackedRow {
  static let lineHeight = 22.0
  static let padding = 11.0
  static let partHeight = 40.0

  /// Whether a row stacks: every row but the load-more row and buttons, whose one centred
  /// title only wraps.
  static func stacks(_ row: RowView) -> Bool {
    if row.isLoadMore { return false }
    if case .button? = row.control { return false }
    return true
  }

  /// The title's lines at the room a row leaves it.
  static func titleLines(_ row: RowView, width: Double) -> [String] {
    let lines = SVGRenderer.wrap(row.title, width: max(40, width - 32 - lead(row)), size: 17)
    return lines.isEmpty ? [""] : lines
  }

  /// What sits under the title, as text (a control draws itself instead).
  static func part(_ row: RowView) -> String? {
    if case .textField(let text, let placeholder, let secure)? = row.control {
      return text.map { secure ? String(repeating: "•", count: $0.count) : $0 } ?? placeholder
    }
    if row.control != nil { return nil }
    return [row.detail, row.badge.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
      .nilIfEmpty
  }

  /// The row's height: padding, the title's lines, the subtitle's, and the line of its part.
  static func height(_ row: RowView, width: Double) -> Double {
    guard stacks(row) else { return row.subtitle == nil ? 44 : 58 }
    var height = 2 * padding + lineHeight * Double(titleLines(row, width: width).count)
    if let subtitle = row.subtitle {
      height += 18 * Double(max(1, SVGRenderer.wrap(subtitle, width: width - 32, size: 13).count))
    }
    if row.control != nil || part(row) != nil { height += partHeight }
    return height
  }

  static func draw(
    _ row: RowView, view: ScreenView, y: Double, height: Double, inset: Double, width: Double,
    _ svg: inout SVGWriter
  ) {
    let palette = svg.palette
    var color = palette.label
    if row.highlighted, let fill = RowDrawing.highlight(view.selectionStyle, palette) {
      svg.rect(x: inset, y: y, width: width - 2 * inset, height: height, fill: fill.background)
      color = fill.text
    }
    if row.disabled { svg.raw("<g opacity=\"0.4\">\n") }
    defer { if row.disabled { svg.raw("</g>\n") } }
    let left = inset + 16 + lead(row)
    let right = width - inset - 16
    if row.unread { svg.circle(cx: inset + 8, cy: y + padding + 11, r: 5, fill: palette.tint) }
    var top = y + padding
    for line in titleLines(row, width: width - 2 * inset) {
      svg.text(line, x: left, y: top + 17, color: color, bold: row.unread)
      top += lineHeight
    }
    if let subtitle = row.subtitle {
      for line in SVGRenderer.wrap(subtitle, width: width - 2 * inset - 32, size: 13) {
        svg.text(line, x: left, y: top + 14, size: 13, color: palette.gray)
        top += 18
      }
    }
    if row.accessory == .disclosure {
      svg.text(
        view.rightToLeft ? "‹" : "›", x: right, y: y + padding + 18, size: 22,
        color: palette.gray, anchor: "end")
    } else if row.accessory == .checkmark {
      svg.text("✓", x: right, y: y + padding + 17, color: palette.tint, anchor: "end", bold: true)
    }
    if let part = part(row) {
      var shade = row.highlighted ? color : palette.gray
      if case .textField(nil, _, _)? = row.control { shade = palette.faint }
      svg.text(part, x: left, y: top + 26, color: shade, maxWidth: right - left)
    } else if let control = row.control {
      // The control on its own line, at the trailing edge, as a cell's accessory view.
      var line = RowView(title: "")
      line.control = control
      RowDrawing.draw(
        line, view: view, y: top - 2, height: partHeight, inset: inset, width: width, &svg)
    }
  }

  /// The room an editing control or an icon takes before the title.
  private static func lead(_ row: RowView) -> Double {
    (row.deleteControl || row.isInsert ? 32 : 0) + (row.icon != nil ? 41 : 0)
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
