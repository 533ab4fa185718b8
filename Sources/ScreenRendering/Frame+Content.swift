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
    for (index, row) in rows.enumerated() {
      if index > 0 {
        var rule = StyledLine(options: options)
        rule.append(" " + TextLayout.repeated(glyphs.horizontal, count: inner - 2) + " ")
        framed(rule)
      }
      let drawn = rowLines(row, width: inner, view: view, marks: marks)
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
      line.append(" " + left + TextLayout.repeated(glyphs.horizontal, count: rowWidth) + right)
      return line
    }
    framed(rule(glyphs.topLeft, glyphs.topRight))
    for (index, row) in rows.enumerated() {
      if index > 0 { framed(rule(glyphs.teeLeft, glyphs.teeRight)) }
      let drawn = rowLines(row, width: rowWidth, view: view, marks: marks)
      drawing(.row(section: section, row: index)) { frame in
        for content in drawn {
          var line = StyledLine(options: frame.options)
          line.append(" " + frame.glyphs.vertical)
          line.append(content)
          line.append(frame.glyphs.vertical)
          frame.framed(line)
        }
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
    // An icon is a one-column mark before the title (its colour shows in pictures).
    if row.icon != nil { lead += glyphs.icon + " " }

    var right = ""
    var rightStyle = base
    var rightSpans: [(String, ANSIStyle)] = []
    let stacked =
      options.textSize.isAccessibilitySize && !row.isLoadMore && !row.title.isEmpty
    // Detail, badge and accessory as separate parts, for a mirrored layout.
    var readingParts: [(String, ANSIStyle)] = []
    if row.showsDelete {
      right = "[" + text(view.texts.delete) + "]"
      rightStyle = .deleteButton
    } else if let control = row.control, !row.isLoadMore {
      // The control takes what the title leaves, and at least half the row. A segmented
      // control keeps its segments whole, as UIKit does, and the title is cut instead (down
      // to a few columns).
      // Stacked (an accessibility text size), the control has a line of its own.
      let titleTaken = stacked ? 0 : TextLayout.width(text(row.title))
      let leftover = width - 4 - TextLayout.width(lead) - titleTaken
      var room = max(4, (width - 4) / 2, leftover)
      if case .segments(let titles, _) = control, !titles.isEmpty {
        let widest = titles.map { TextLayout.width(text($0)) }.max() ?? 0
        let whole = titles.count * (widest + 2) + titles.count - 1
        let titleWidth = min(TextLayout.width(text(row.title)), 4)
        room = max(room, min(whole, width - 3 - TextLayout.width(lead) - titleWidth))
      }
      rightSpans = controlSpans(control, base: base, room: room)
      if let badge = row.badge {
        rightSpans.insert(("(" + text(badge) + ") ", base.adding(.badge)), at: 0)
      }
      right = rightSpans.map(\.0).joined()
    } else if !row.isLoadMore {
      let accessory = row.grip ? glyphs.grip : glyph(row.accessory)
      let badge = row.badge.map { "(" + text($0) + ")" } ?? ""
      let detailRoom = max(
        0,
        (stacked ? width - 4 : (width - 4) / 2) - TextLayout.width(accessory)
          - TextLayout.width(badge))
      let detail = row.detail.map { fit(text($0), detailRoom) } ?? ""
      if !badge.isEmpty {
        if !detail.isEmpty { rightSpans.append((detail + " ", base)) }
        rightSpans.append((badge, base.adding(.badge)))
        if !accessory.isEmpty {
          rightSpans.append((" ", base))
          rightSpans.append((accessory, base))
        }
      }
      right = [detail, badge, accessory].filter { !$0.isEmpty }.joined(separator: " ")
      for part in [detail, badge, accessory] where !part.isEmpty {
        if !readingParts.isEmpty { readingParts.append((" ", base)) }
        readingParts.append((part, base))
      }
    }
    if case .button(let destructive)? = row.control {
      return [buttonLine(row, destructive: destructive, width: width, base: base, gutter: gutter)]
    }
    if case .slider? = row.control, row.title.isEmpty {
      // A slider without a title uses the whole line.
      if case .slider(let position, let value)? = row.control {
        rightSpans = sliderSpans(
          position, value, base: base, track: width - 4 - TextLayout.width(value))
        right = rightSpans.map(\.0).joined()
      }
    }
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
    first.append(lead, base)
    if row.isLoadMore {
      let offset = max(0, (width - 2 - TextLayout.width(lead) - TextLayout.width(title)) / 2)
      first.append(TextLayout.spaces(offset), base)
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
    second.append(TextLayout.spaces(1 + TextLayout.width(lead)), base)
    // A highlighted subtitle keeps the highlight's colours; dimming would change them.
    second.append(
      fit(text(subtitle), max(width - 2 - TextLayout.width(lead), 1)),
      highlighted || row.focused ? base : base.adding(.dim))
    second.pad(to: width, base)
    return [first, second]
  }

  private func glyph(_ accessory: Accessory) -> String {
    switch accessory {
    case .none: return ""
    case .checkmark: return glyphs.checkmark
    case .disclosure: return glyphs.disclosure
    case .detail: return glyphs.detailButton
    }
  }
}
