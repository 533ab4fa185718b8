import ScreenBehavior
import ScreenModel

extension Frame {
  /// Everything under the navigation bar.
  mutating func content(_ view: ScreenView) {
    let grouped = view.style.isGrouped
    let indent = grouped ? 2 : 1
    if let prompt = view.prompt {
      blank()
      drawing(.prompt) { $0.paragraph(prompt, indent: indent, style: .dim) }
    }
    if let body = view.body {
      blank()
      drawing(.body) { $0.paragraph(body, indent: 1, style: .plain) }
    }
    let marks = RowMarks(
      unread: view.sections.contains { $0.rows.contains(where: \.unread) },
      deleteControls: view.sections.contains {
        $0.rows.contains { $0.deleteControl || $0.isInsert }
      })
    for (index, section) in view.sections.enumerated() {
      if grouped || index > 0 || view.prompt != nil || section.header != nil { blank() }
      if let header = section.header {
        drawing(.header(section: index)) { $0.paragraph(header, indent: indent, style: .dim) }
      }
      if grouped {
        groupedRows(section.rows, section: index, view: view, marks: marks)
      } else {
        plainRows(section.rows, section: index, view: view, marks: marks)
      }
      if let footer = section.footer {
        drawing(.sectionFooter(section: index)) {
          $0.paragraph(footer, indent: indent, style: .dim)
        }
      }
    }
    if let empty = view.emptyText {
      blank()
      drawing(.empty) { $0.paragraph(empty, indent: 1, style: .dim, centered: true) }
    }
    if let footer = view.footer {
      blank()
      drawing(.footer) { $0.paragraph(footer, indent: indent, style: .dim) }
    }
    blank()
  }

  private mutating func plainRows(
    _ rows: [RowView], section: Int, view: ScreenView, marks: RowMarks
  ) {
    var rule = StyledLine(options: options)
    rule.append(rule: glyphs.horizontal, times: inner - 2, between: " ", and: " ")
    for (index, row) in rows.enumerated() {
      if index > 0 { framed(rule) }
      let drawn = drawnRow(row, width: inner, view: view, marks: marks)
      drawing(.row(section: section, row: index)) { frame in
        for line in drawn { frame.framed(line) }
      }
    }
  }

  private mutating func groupedRows(
    _ rows: [RowView], section: Int, view: ScreenView, marks: RowMarks
  ) {
    guard !rows.isEmpty else { return }
    let boxWidth = inner - 2
    let rowWidth = boxWidth - 2
    func rule(_ left: String, _ right: String) -> StyledLine {
      var line = StyledLine(options: options)
      line.append(rule: glyphs.horizontal, times: rowWidth, between: " " + left, and: right)
      return line
    }
    framed(rule(glyphs.topLeft, glyphs.topRight))
    let sides = Sides(left: " " + glyphs.vertical, right: glyphs.vertical)
    let separator = rule(glyphs.teeLeft, glyphs.teeRight)
    for (index, row) in rows.enumerated() {
      if index > 0 { framed(separator) }
      let drawn = drawnRow(row, width: rowWidth, view: view, marks: marks)
      drawing(.row(section: section, row: index)) { frame in
        for content in drawn { frame.framed(content, inside: sides) }
      }
    }
    framed(rule(glyphs.bottomLeft, glyphs.bottomRight))
  }

  /// Which marks a screen's rows leave room for, so that titles line up: the unread dot,
  /// and in editing mode the delete control (rows that cannot be deleted get its width in
  /// spaces).
  struct RowMarks {
    var unread: Bool
    var deleteControls: Bool
  }

  /// A row's lines, each `width` columns: a text view's text across the cell, else the
  /// title line and the subtitle's, then an open date picker's wheel or calendar.
  func drawnRow(_ row: RowView, width: Int, view: ScreenView, marks: RowMarks) -> [StyledLine] {
    if let lines = wholeRowLines(row, width: width, selection: view.selectionStyle) {
      return lines
    }
    var lines = rowLines(row, width: width, view: view, marks: marks)
    let opened = openedLines(row, width: width)
    if !opened.isEmpty { lines += opened }
    return lines
  }

  /// A row's lines, each exactly `width` columns: the title line, then the subtitle's.
  func rowLines(_ row: RowView, width: Int, view: ScreenView, marks: RowMarks) -> [StyledLine] {
    let highlighted = row.highlighted && view.selectionStyle != .none
    var base: ANSIStyle = highlighted ? .highlight(view.selectionStyle) : .plain
    if row.disabled { base = base.adding(.dim) }
    if row.focused { base = base.adding(.reverse) }
    // Colour shows these rows; plain text (and a drawing with plain marks) marks them.
    let marked = !options.color || options.plainMarks
    var gutter = highlighted && marked ? glyphs.highlight : " "
    if row.focused, marked { gutter = glyphs.focus }
    let lead = leadMarks(row, marks: marks)
    if case .button(let destructive)? = row.control {
      return buttonLines(
        row, destructive: destructive, width: width, base: base, gutter: gutter,
        wraps: options.textSize.isAccessibilitySize)
    }
    let stacked =
      options.textSize.isAccessibilitySize && !row.isLoadMore && !row.title.isEmpty
    let side = rightSide(
      row, width: width, view: view, lead: lead, base: base, stacked: stacked)
    let (right, rightStyle, rightSpans, readingParts) = (
      side.text, side.style, side.spans, side.readingParts
    )
    let rightWidth = TextLayout.width(right)
    let titleRoom = width - 1 - TextLayout.width(lead) - (rightWidth > 0 ? rightWidth + 1 : 0) - 1
    // The built-in load-more text is a glyph of ours, so ASCII output spells it in ASCII;
    // a title the screen sets is kept as written.
    let shownTitle =
      row.isLoadMore && options.ascii && row.title == Paging.defaultLoadMoreTitle
      ? Paging.defaultLoadMoreTitleASCII : row.title

    if stacked {
      var parts = rightSpans
      if parts.isEmpty, !right.isEmpty {
        parts = row.showsDelete ? [(right, rightStyle)] : readingParts
      }
      return stackedLines(
        row, width: width, base: base, gutter: gutter, lead: lead, right: parts,
        highlighted: highlighted)
    }
    let title = fit(text(shownTitle), max(titleRoom, 1))
    if rightToLeft, !row.isLoadMore {
      // The parts of the right side, in reading order, so that mirroring reverses them.
      var parts = rightSpans
      if parts.isEmpty, !right.isEmpty {
        parts = row.showsDelete ? [(right, rightStyle)] : readingParts
      }
      return mirroredLines(
        row, width: width, base: base, gutter: gutter, lead: lead, title: title, right: parts)
    }
    var first = StyledLine(options: options)
    first.append(gutter, base)
    appendMarks(lead, to: &first, base: base, icon: row.icon)
    if row.isLoadMore {
      let offset = max(0, (width - 2 - TextLayout.width(lead) - TextLayout.width(title)) / 2)
      first.append(" ", times: offset, base)
      first.append(title, base.adding(.tint))
    } else {
      first.append(title, row.unread ? base.adding(.bold) : base)
    }
    first.pad(to: width - 1 - rightWidth, base)
    if !rightSpans.isEmpty {
      for (span, style) in rightSpans { first.append(span, style) }
    } else if !right.isEmpty {
      let isCheck = row.accessory == .checkmark && !row.showsDelete && !highlighted
      first.append(right, isCheck ? rightStyle.adding(.tint) : rightStyle)
    }
    first.pad(to: width, base)
    guard let subtitle = row.subtitle else { return [first] }
    var second = StyledLine(options: options)
    second.append(" ", times: 1 + TextLayout.width(lead), base)
    // A highlighted subtitle keeps the highlight's colours; dimming would change them.
    second.append(
      fit(text(subtitle), max(width - 2 - TextLayout.width(lead), 1)),
      highlighted || row.focused ? base : base.adding(.dim))
    second.pad(to: width, base)
    return [first, second]
  }

  /// The marks before a row's title: its delete or insert control (or the room for one),
  /// its unread dot, its disabled mark and its icon.
  func leadMarks(_ row: RowView, marks: RowMarks) -> String {
    var lead = ""
    if row.deleteControl {
      lead += glyphs.deleteControl + " "
    } else if row.isInsert {
      lead += glyphs.insertControl + " "
    } else if marks.deleteControls, !row.isLoadMore {
      lead += TextLayout.spaces(TextLayout.width(glyphs.deleteControl) + 1)
    }
    if marks.unread { lead += row.unread ? glyphs.unread + " " : "  " }
    // A disabled row is marked, so plain text and ASCII show it too (dimmed in colour).
    if row.disabled { lead += glyphs.disabled + " " }
    // An icon is a one-column mark before the title, in its square's colour.
    if row.icon != nil { lead += glyphs.icon + " " }
    return lead
  }

  /// Appends a row's marks, its icon's in the icon's colour, so the colour legend pins
  /// the square Settings draws (`line 7: 3-3 red`).
  func appendMarks(_ marks: String, to line: inout StyledLine, base: ANSIStyle, icon: RowIcon?) {
    // The icon's glyph is one character, and no other mark is drawn with it.
    guard let icon, let mark = marks.lastIndex(where: { String($0) == glyphs.icon }) else {
      line.append(marks, base)
      return
    }
    let colour = ANSIStyle(codes: [ANSIStyle.foreground(icon.background)])
    line.append(String(marks[..<mark]), base)
    line.append(glyphs.icon, base.adding(colour))
    line.append(String(marks[marks.index(after: mark)...]), base)
  }

  func glyph(_ accessory: Accessory) -> String {
    switch accessory {
    case .none: return ""
    case .checkmark: return glyphs.checkmark
    case .disclosure: return glyphs.disclosure
    case .detail: return glyphs.detailButton
    }
  }
}
