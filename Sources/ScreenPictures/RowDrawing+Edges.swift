import ScreenBehavior
import ScreenModel

/// What a row draws at its two edges: before the title, and its accessory at the end.
extension RowDrawing {
  /// What comes before the title: an editing control (delete or insert), the unread dot,
  /// the icon; returns where the title starts.
  static func drawLeading(
    _ row: RowView, y: Double, height: Double, inset: Double, _ svg: inout SVGWriter
  ) -> Double {
    let palette = svg.palette
    var left = inset + svg.margin
    if row.deleteControl {
      svg.circle(cx: left + 10, cy: y + height / 2, r: 10, fill: palette.red)
      svg.rect(x: left + 4, y: y + height / 2 - 1.5, width: 12, height: 3, fill: "#FFFFFF")
      left += 32
    } else if row.isInsert {
      svg.circle(cx: left + 10, cy: y + height / 2, r: 10, fill: palette.green)
      svg.text(
        "+", x: left + 10, y: y + height / 2 + 6, color: "#FFFFFF", anchor: "middle", bold: true)
      left += 32
    }
    if row.unread { svg.circle(cx: inset + 8, cy: y + height / 2, r: 5, fill: palette.tint) }
    if let icon = row.icon {
      drawIcon(icon, x: left, middle: y + height / 2, &svg)
      left += 29 + 12
    }
    return left
  }

  /// A swiped row: its Delete action at the trailing edge, and the row's content slid
  /// toward the leading edge by the action's width, cut at the cell (a nested `<svg>`, which
  /// clips, with no id to clash in a strip). The caller closes the `</g></svg>` opened here.
  static func slide(
    _ row: RowView, view: ScreenView, y: Double, height: Double, inset: Double,
    _ svg: inout SVGWriter
  ) {
    let width = svg.width
    let action = 80.0
    svg.rect(x: width - inset - action, y: y, width: action, height: height, fill: svg.palette.red)
    svg.text(
      view.texts.delete, x: width - inset - action / 2, y: y + height / 2 + 6, color: "#FFFFFF",
      anchor: "middle")
    let room = width - 2 * inset - action
    let left = svg.mirrored ? inset + action : inset
    let shift = svg.mirrored ? action : -action
    svg.raw(
      "<svg x=\"\(svg.len(left))\" y=\"\(svg.len(y))\" width=\"\(svg.len(room))\" height=\"\(svg.len(height))\" overflow=\"hidden\">\n"
        + "<g transform=\"translate(\(svg.len(shift - left)),\(svg.len(-y)))\">\n")
  }

  /// The accessory (disclosure, checkmark, detail button) and a reordering grip, at the
  /// trailing edge; returns where what comes before them ends.
  static func drawAccessory(
    _ row: RowView, y: Double, right: Double, _ svg: inout SVGWriter
  ) -> Double {
    let palette = svg.palette
    var end = right
    switch row.grip ? Accessory.none : row.accessory {
    case .disclosure:
      svg.text(
        svg.mirrored ? "‹" : "›", x: right, y: y + 29, size: 22, color: palette.gray,
        anchor: "end", symbol: true)
      end -= 18
    case .checkmark:
      svg.text("✓", x: right, y: y + 28, color: palette.tint, anchor: "end", bold: true)
      end -= 24
    case .detail:
      svg.text("ⓘ", x: right, y: y + 28, color: palette.tint, anchor: "end")
      end -= 26
    case .none: break
    }
    if row.grip {
      svg.text("≡", x: right, y: y + 28, color: palette.gray, anchor: "end")
      end -= 24
    }
    return end
  }

  /// Settings' icon: a rounded square in the icon's colour, its symbol in white (the
  /// symbol's first letter, as SF Symbols cannot be embedded), 29 points wide.
  static func drawIcon(_ icon: RowIcon, x: Double, middle: Double, _ svg: inout SVGWriter) {
    svg.rect(
      x: x, y: middle - 14.5, width: 29, height: 29, fill: css(icon.background, svg.palette),
      radius: 7)
    svg.text(
      String(icon.symbol.prefix { $0.isLetter || $0.isNumber }.prefix(1)).uppercased(),
      x: x + 14.5, y: middle + 5.5, size: 15, color: "#FFFFFF", anchor: "middle", bold: true)
  }
}
