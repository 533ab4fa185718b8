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

  /// Whether a row stacks: every row but the load-more row, buttons, whose one centred
  /// title only wraps, and a row without a title (a Settings slider), which has nothing to
  /// stack under (as in text).
  static func stacks(_ row: RowView) -> Bool {
    if row.isLoadMore || row.title.isEmpty { return false }
    if case .button? = row.control { return false }
    return true
  }

  /// The title's lines at the room a row leaves it: beside a switch, which keeps its
  /// 51 points at the trailing edge at every `scale`, what the switch leaves.
  static func titleLines(_ row: RowView, width: Double, scale: Double = 1) -> [String] {
    let beside = keepsSwitch(row) ? (51 + 8) / scale : 0
    let lines = SVGRenderer.wrap(
      row.title, width: max(40, width - 32 / scale - lead(row) - beside), size: 17)
    return lines.isEmpty ? [""] : lines
  }

  /// A button's centred title, wrapped at a cell's width.
  static func buttonLines(_ row: RowView, width: Double, scale: Double = 1) -> [String] {
    let room = max(40, width - 32 / scale)
    return SVGRenderer.wrap(row.title, width: room, size: 17).flatMap { broken($0, room) }
  }

  /// The height of a button whose title takes `lines` lines: a plain row's for one.
  static func buttonHeight(_ lines: Int) -> Double {
    max(44, 2 * padding + lineHeight * Double(lines))
  }

  /// The part's lines at a cell's width: wrapped as the title is, and a word too long for
  /// a line broken where the line is full (`mike@example.com` whole, never `mike@exam…`).
  static func partLines(_ row: RowView, width: Double, scale: Double = 1) -> [String] {
    guard let part = part(row) else { return [] }
    let room = max(40, width - 32 / scale - lead(row))
    return SVGRenderer.wrap(part, width: room, size: 17).flatMap { broken($0, room) }
  }

  /// A line cut into pieces no wider than `room`, at characters.
  static func broken(_ line: String, _ room: Double) -> [String] {
    guard SVGWriter.textWidth(line, size: 17) > room else { return [line] }
    var pieces: [String] = []
    var current = ""
    var used = 0.0
    for character in line {
      let width = TextMetrics.width(character, size: 17)
      if used + width > room, !current.isEmpty {
        pieces.append(current)
        (current, used) = ("", 0)
      }
      current.append(character)
      used += width
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// The row's height: padding, the title's lines, the subtitle's, the part's lines and
  /// the control's line.
  static func height(_ row: RowView, width: Double, scale: Double = 1) -> Double {
    if case .button? = row.control {
      let lines = buttonLines(row, width: width, scale: scale).count
      return buttonHeight(lines) + (row.subtitle == nil ? 0 : 20)
    }
    guard stacks(row) else { return row.subtitle == nil ? 44 : 58 }
    var height =
      2 * padding + lineHeight * Double(titleLines(row, width: width, scale: scale).count)
    if let subtitle = row.subtitle {
      height +=
        18 * Double(max(1, SVGRenderer.wrap(subtitle, width: width - 32 / scale, size: 13).count))
    }
    let parts = partLines(row, width: width, scale: scale).count
    if parts > 0 { height += partHeight + lineHeight * Double(parts - 1) }
    if hasControlLine(row) { height += partHeight }
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
    let left = inset + svg.margin + lead(row)
    let right = width - inset - svg.margin
    if row.unread { svg.circle(cx: inset + 8, cy: y + padding + 11, r: 5, fill: palette.tint) }
    if let icon = row.icon {
      // Beside the title's first line, as at the other sizes.
      RowDrawing.drawIcon(icon, x: left - 41, middle: y + padding + 11, &svg)
    }
    var top = y + padding
    for line in titleLines(row, width: width - 2 * inset, scale: svg.scale) {
      svg.text(line, x: left, y: top + 17, color: color, bold: row.unread)
      top += lineHeight
    }
    if let subtitle = row.subtitle {
      for line in SVGRenderer.wrap(subtitle, width: width - 2 * (inset + svg.margin), size: 13) {
        svg.text(line, x: left, y: top + 14, size: 13, color: palette.gray)
        top += 18
      }
    }
    if row.accessory == .disclosure {
      svg.text(
        svg.mirrored ? "‹" : "›", x: right, y: y + padding + 18, size: 22,
        color: palette.gray, anchor: "end", symbol: true)
    } else if row.accessory == .checkmark {
      svg.text("✓", x: right, y: y + padding + 17, color: palette.tint, anchor: "end", bold: true)
    }
    var shade = row.highlighted ? color : palette.gray
    if case .textField(nil, _, _)? = row.control { shade = palette.faint }
    let parts = partLines(row, width: width - 2 * inset, scale: svg.scale)
    for (index, line) in parts.enumerated() {
      svg.text(line, x: left, y: top + 26 + lineHeight * Double(index), color: shade)
    }
    if !parts.isEmpty { top += partHeight + lineHeight * Double(parts.count - 1) }
    if case .toggle(let on)? = row.control {
      // As a cell's accessory view: at the trailing edge, centred on the wrapped title.
      RowDrawing.toggle(on, right: right, middle: y + height / 2, &svg)
    }
    guard hasControlLine(row), let control = row.control else { return }
    drawControlLine(
      control, view: view, top: top, left: left, right: right, inset: inset, width: width, &svg)
  }

  /// Whether a row's switch stays beside its title (it never takes a line of its own).
  static func keepsSwitch(_ row: RowView) -> Bool {
    if case .toggle? = row.control { return true }
    return false
  }

  /// The room an editing control or an icon takes before the title.
  static func lead(_ row: RowView) -> Double {
    (row.deleteControl || row.isInsert ? 32 : 0) + (row.icon != nil ? 41 : 0)
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
