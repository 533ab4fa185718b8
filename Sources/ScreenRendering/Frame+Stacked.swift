import ScreenBehavior
import ScreenModel

extension Frame {
  /// A row at an accessibility text size, as UIKit lays out its cells there: the title
  /// wraps over as many lines as it needs instead of being cut, the subtitle under it, and
  /// the detail, value or control on a line of its own (at the trailing edge; mirrored
  /// right to left).
  func stackedLines(
    _ row: RowView, width: Int, base: ANSIStyle, gutter: String, lead: String,
    right: [(String, ANSIStyle)], highlighted: Bool
  ) -> [StyledLine] {
    let indent = 1 + TextLayout.width(lead)
    // An accessory alone (a chevron, a checkmark) stays at the trailing end of the title's
    // first line, as a cell's does; a detail, value or control gets a line of its own.
    let accessoryOnly =
      row.control == nil && row.detail == nil && row.badge == nil && !row.showsDelete
    var right = right
    let accessory = accessoryOnly ? right : []
    if accessoryOnly { right = [] }
    let accessoryWidth = accessory.reduce(0) { $0 + TextLayout.width($1.0) }
    let room = max(1, width - indent - 1 - (accessoryWidth > 0 ? accessoryWidth + 1 : 0))
    var lines: [StyledLine] = []
    let titleStyle = row.unread ? base.adding(.bold) : base
    for (index, piece) in TextLayout.wrapped(text(row.title), to: room).enumerated() {
      var line = StyledLine(options: options)
      if rightToLeft {
        if index == 0, !accessory.isEmpty {
          line.append(" ", base)
          for (span, style) in accessory.reversed() { line.append(mirroredSpan(span), style) }
        }
        line.pad(to: width - 1 - TextLayout.width(piece) - (index == 0 ? indent - 1 : 0), base)
        line.append(piece, titleStyle)
        if index == 0 {
          let marks = lead.split(separator: " ").reversed().joined(separator: " ")
          appendMarks(marks + (lead.isEmpty ? "" : " "), to: &line, base: base, icon: row.icon)
        }
        line.pad(to: width - 1, base)
        line.append(gutter, base)
      } else {
        if index == 0 {
          appendMarks(gutter + lead, to: &line, base: base, icon: row.icon)
        } else {
          line.append(TextLayout.spaces(indent), base)
        }
        line.append(piece, titleStyle)
        if index == 0, !accessory.isEmpty {
          line.pad(to: width - 1 - accessoryWidth, base)
          for (span, style) in accessory { line.append(span, style) }
        }
      }
      line.pad(to: width, base)
      lines.append(line)
    }
    if let subtitle = row.subtitle {
      let style = highlighted || row.focused ? base : base.adding(.dim)
      for piece in TextLayout.wrapped(text(subtitle), to: room) {
        var line = StyledLine(options: options)
        if rightToLeft {
          line.pad(to: width - indent - TextLayout.width(piece), base)
        } else {
          line.append(TextLayout.spaces(indent), base)
        }
        line.append(piece, style)
        line.pad(to: width, base)
        lines.append(line)
      }
    }
    lines += detailLines(right, width: width, indent: indent, base: base)
    return lines
  }

  /// A stacked row's detail, value or control, on lines of their own under the title: a
  /// detail or a field's text alone wraps over as many lines as it needs (a word too long
  /// for a line breaks where the line is full); a control keeps to one line.
  private func detailLines(
    _ right: [(String, ANSIStyle)], width: Int, indent: Int, base: ANSIStyle
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    var parts = [right]
    let partRoom = max(1, width - indent - 1)
    if right.count == 1, let (text, style) = right.first, TextLayout.width(text) > partRoom {
      parts = TextLayout.wrapped(text, to: partRoom).map { [($0, style)] }
    }
    for part in parts where !part.isEmpty {
      var line = StyledLine(options: options)
      let partWidth = part.reduce(0) { $0 + TextLayout.width($1.0) }
      if rightToLeft {
        line.append(" ", base)
        for (span, style) in part.reversed() { line.append(mirroredSpan(span), style) }
      } else {
        line.pad(to: max(indent, width - 1 - partWidth), base)
        for (span, style) in part { line.append(span, style) }
      }
      line.pad(to: width, base)
      lines.append(line)
    }
    return lines
  }
}
