import ScreenBehavior
import ScreenModel

extension Frame {
  /// A row laid out right to left: its accessory and detail (or control) on the left, the
  /// title aligned right, the marks after it; chevrons point left. The characters of a text
  /// keep their order.
  func mirroredLines(
    _ row: RowView, width: Int, base: ANSIStyle, gutter: String, lead: String, title: String,
    right: [(String, ANSIStyle)]
  ) -> [StyledLine] {
    let marks = lead.split(separator: " ").reversed().joined(separator: " ")
    let tail = (marks.isEmpty ? "" : " " + marks) + gutter
    var first = StyledLine(options: options)
    first.append(" ", base)
    for (span, style) in right.reversed() { first.append(mirroredSpan(span), style) }
    first.pad(to: width - TextLayout.width(title) - TextLayout.width(tail), base)
    first.append(title, row.unread ? base.adding(.bold) : base)
    appendMarks(tail, to: &first, base: base, icon: row.icon)
    first.pad(to: width, base)
    guard let subtitle = row.subtitle else { return [first] }
    let shown = fit(text(subtitle), max(width - 2 - TextLayout.width(tail), 1))
    var second = StyledLine(options: options)
    second.pad(to: width - TextLayout.width(shown) - TextLayout.width(tail), base)
    second.append(shown, row.highlighted || row.focused ? base : base.adding(.dim))
    second.pad(to: width, base)
    return [first, second]
  }

  /// A span of a row's right side placed on its left: its glyphs mirrored, and the spaces
  /// that part it from its neighbour moved to the other end (`" 0.7"` → `"0.7 "`), so a
  /// value keeps its gap from its control.
  func mirroredSpan(_ span: String) -> String {
    let leading = span.prefix { $0 == " " }.count
    guard leading < span.count else { return span }
    let trailing = span.reversed().prefix { $0 == " " }.count
    let core = span.dropFirst(leading).dropLast(trailing)
    return TextLayout.spaces(trailing) + mirrored(String(core)) + TextLayout.spaces(leading)
  }

  /// A glyph pointing the other way: chevrons and the back arrow.
  func mirrored(_ span: String) -> String {
    String(
      span.map { character -> Character in
        switch character {
        case "›": return "‹"
        case "‹": return "›"
        case ">": return "<"
        case "<": return ">"
        default: return character
        }
      })
  }
}
