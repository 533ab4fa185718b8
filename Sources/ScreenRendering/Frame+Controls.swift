import ScreenBehavior
import ScreenModel

/// Drawing controls, buttons, links, the action sheet and the notice: every state is told
/// apart in plain text and in ASCII; colour adds the iOS tints.
extension Frame {
  /// The spans on the right of a control's row, at most `room` columns wide.
  func controlSpans(_ control: ControlView, base: ANSIStyle, room: Int) -> [(String, ANSIStyle)] {
    switch control {
    case .toggle(let on):
      // The mark is ours; the word beside it is a built-in text, translated.
      return on
        ? [(glyphs.switchOn + " " + text(texts.on), base.adding(.green))]
        : [(glyphs.switchOff + " " + text(texts.off), base)]
    case .textField(let value, let placeholder, let secure):
      guard let value else {
        // As UIKit: an empty field with no placeholder shows nothing.
        guard let placeholder, !placeholder.isEmpty else { return [] }
        let shown = glyphs.placeholderOpen + text(placeholder) + glyphs.placeholderClose
        return [(fit(shown, room), base.adding(.dim))]
      }
      let shown = secure ? String(repeating: glyphs.mask, count: value.count) : text(value)
      return [(fit(shown, room), base)]
    case .slider(let position, let value, _, _):
      return sliderSpans(
        position, value, base: base, track: max(4, min(12, room - 1 - TextLayout.width(value))))
    case .stepper(let value, let canDecrement, let canIncrement):
      let minus = canDecrement ? glyphs.minus : " "
      let plus = canIncrement ? glyphs.plus : " "
      return [
        (fit(text(value), max(1, room - 6)) + " ", base),
        ("[" + minus + "|" + plus + "]", base.adding(.tint)),
      ]
    case .link(_, let chevron):
      return chevron ? [(glyphs.disclosure, base)] : [(glyphs.link, base.adding(.tint))]
    case .button, .textView, .custom:
      // Drawn across the whole row instead (``buttonLines``, ``textViewLines``).
      return []
    case .datePicker(let value, let opened):
      // As IASK: the value in the tint, plain while the picker is open under the row.
      guard let value else { return [] }
      return [(fit(text(value), room), opened == nil ? base.adding(.tint) : base)]
    case .segments(let titles, let selected):
      // ` A |[B]| C `: the chosen segment in brackets (reversed in colour).
      let each = max(1, (room - titles.count + 1) / max(1, titles.count) - 2)
      var spans: [(String, ANSIStyle)] = []
      for (index, title) in titles.enumerated() {
        if index > 0 { spans.append(("|", base.adding(.dim))) }
        let shown = fit(text(title), each)
        spans.append(
          index == selected
            ? ("[" + shown + "]", base.adding(.tint).adding(.reverse)) : (" " + shown + " ", base))
      }
      return spans
    }
  }

  /// A text view, as IASK draws one: no title, its text across the whole cell, each of its
  /// lines wrapped (the placeholder, dim, while it is empty; one blank line without one).
  func textViewLines(_ row: RowView, text value: String?, placeholder: String?, width: Int)
    -> [StyledLine]
  {
    var base: ANSIStyle = row.disabled ? .dim : .plain
    if row.focused { base = base.adding(.reverse) }
    let marked = !options.color || options.plainMarks
    let gutter = row.focused && marked ? glyphs.focus : " "
    let lead = row.disabled ? glyphs.disabled + " " : ""
    let room = max(1, width - 2 - TextLayout.width(lead))
    let shown = value ?? placeholder ?? ""
    let style = value == nil ? base.adding(.dim) : base
    // Each of the text's own lines is wrapped; its line breaks are kept, not escaped.
    let pieces = shown.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      TextLayout.wrapped(text(String($0)), to: room)
    }
    return (pieces.isEmpty ? [""] : pieces).enumerated().map { index, piece in
      var line = StyledLine(options: options)
      line.append(
        index == 0 ? gutter + lead : " " + TextLayout.spaces(TextLayout.width(lead)), base)
      line.append(piece, style)
      line.pad(to: width, base)
      return line
    }
  }

  /// A custom view's placeholder, `width` columns wide: a dotted frame a line per 22 points
  /// high (at least three), the row's title centred in it, then the view's name and height.
  func customLines(
    _ row: RowView, name: String, height: Int, width: Int, selection: SelectionStyle
  ) -> [StyledLine] {
    let highlighted = row.highlighted && selection != .none
    var base: ANSIStyle = highlighted ? .highlight(selection) : .plain
    if row.disabled { base = base.adding(.dim) }
    if row.focused { base = base.adding(.reverse) }
    let marked = !options.color || options.plainMarks
    var gutter = highlighted && marked ? glyphs.highlight : " "
    if row.focused, marked { gutter = glyphs.focus }
    let count = max(3, (height + 11) / 22)
    let about = name + ", \(height) pt"
    var texts: [(String, ANSIStyle)] =
      count == 3
      ? [(row.title.isEmpty ? about : row.title + " · " + about, base)]
      : [(row.title, base), (about, base.adding(.dim))]
    while texts.count < count - 2 { texts.append(("", base)) }
    func rule(_ lead: String) -> StyledLine {
      var line = StyledLine(options: options)
      line.append(lead + String(repeating: glyphs.sheetRule, count: max(0, width - 2)) + " ", .dim)
      return line
    }
    var lines = [rule(gutter)]
    for (piece, style) in texts {
      var line = StyledLine(options: options)
      let shown = fit(text(piece), max(1, width - 4))
      line.append(" ", base)
      line.append(TextLayout.spaces(max(0, (width - 2 - TextLayout.width(shown)) / 2)), base)
      line.append(shown, style)
      line.pad(to: width, base)
      lines.append(line)
    }
    lines.append(rule(" "))
    return lines
  }

  /// An open date picker's lines under its row, `width` columns wide: its wheel's columns
  /// or its calendar, centred between dotted rules.
  func openedLines(_ row: RowView, width: Int) -> [StyledLine] {
    guard case .datePicker(_, let opened?)? = row.control else { return [] }
    var lines: [StyledLine] = []
    func rule() -> StyledLine {
      var line = StyledLine(options: options)
      line.append(" " + String(repeating: glyphs.sheetRule, count: max(0, width - 2)) + " ", .dim)
      return line
    }
    lines.append(rule())
    for piece in opened {
      var line = StyledLine(options: options)
      let shown = fit(text(piece), max(1, width - 2))
      line.append(TextLayout.spaces(max(0, (width - TextLayout.width(shown)) / 2)))
      line.append(shown, .tint)
      line.pad(to: width, .plain)
      lines.append(line)
    }
    lines.append(rule())
    return lines
  }

  /// A track of `track` columns with the knob where the value sits, then the value (if
  /// one is shown).
  func sliderSpans(_ position: Double, _ value: String?, base: ANSIStyle, track: Int) -> [(
    String, ANSIStyle
  )] {
    let length = max(2, track)
    let knob = Int((position * Double(length - 1)).rounded())
    let before = String(repeating: glyphs.track, count: knob)
    let after = String(repeating: glyphs.track, count: length - 1 - knob)
    var spans = [(before, base.adding(.tint)), (glyphs.knob, base), (after, base.adding(.dim))]
    if let value { spans.append((" " + text(value), base)) }
    return spans
  }

  /// A slider across `width` columns, as Settings draws one without a title: a mark for
  /// each end's image, the track between them, and no value.
  func wideSliderSpans(
    _ position: Double, minImage: String?, maxImage: String?, base: ANSIStyle, width: Int
  ) -> [(String, ANSIStyle)] {
    let mark = glyphs.sliderImage
    let ends = [minImage, maxImage].compactMap { $0 }.count * (TextLayout.width(mark) + 1)
    var spans = sliderSpans(position, nil, base: base, track: width - ends)
    if minImage != nil { spans.insert((mark + " ", base.adding(.dim)), at: 0) }
    if maxImage != nil { spans.append((" " + mark, base.adding(.dim))) }
    return spans
  }

  /// A button: its title centred and tinted; a destructive one red and marked with `!`.
  /// The title is cut to one line, or wrapped over several when `wraps` (at the
  /// accessibility sizes, where a cell grows with its text). A badge is drawn at the first
  /// line's end, and the title kept as far from the other edge.
  func buttonLines(
    _ row: RowView, destructive: Bool, width: Int, base: ANSIStyle, gutter: String,
    wraps: Bool = false
  ) -> [StyledLine] {
    var title = text(row.title)
    if destructive { title = glyphs.destructive + " " + title }
    if row.disabled { title = glyphs.disabled + " " + title }
    let badge = row.badge.map { "(" + text($0) + ")" } ?? ""
    let badgeRoom = badge.isEmpty ? 0 : TextLayout.width(badge) + 1
    let room = max(1, width - 2 - 2 * badgeRoom)
    let pieces = wraps ? TextLayout.wrapped(title, to: room) : [fit(title, room)]
    // IASK draws a button's `IASKSubtitle` under its title, dimmed.
    let subtitle =
      row.subtitle.map { text($0) }.map {
        wraps ? TextLayout.wrapped($0, to: room) : [fit($0, room)]
      } ?? []
    let colour = destructive ? base.adding(.red) : base.adding(.tint)
    let styled = pieces.map { ($0, colour) } + subtitle.map { ($0, base.adding(.dim)) }
    return styled.enumerated().map { index, piece in
      var line = StyledLine(options: options)
      line.append(index == 0 ? gutter : " ", base)
      let offset = max(0, (width - 2 - 2 * badgeRoom - TextLayout.width(piece.0)) / 2)
      line.append(TextLayout.spaces(offset), base)
      if badgeRoom > 0 { line.append(TextLayout.spaces(badgeRoom), base) }
      line.append(piece.0, piece.1)
      if index == 0, !badge.isEmpty {
        line.pad(to: width - badgeRoom, base)
        line.append(badge, base.adding(.badge))
      }
      line.pad(to: width, base)
      return line
    }
  }

  /// A button's action sheet, under a dotted rule at the foot of the screen: the title and
  /// message, the confirming button (red and marked when destructive), then Cancel.
  mutating func sheet(_ sheet: SheetView, cancel: String = "Cancel") {
    var rule = StyledLine(options: options)
    rule.append(" " + String(repeating: glyphs.sheetRule, count: inner - 2) + " ", .dim)
    framed(rule)
    if let title = sheet.title { drawing(.sheetTitle) { $0.centred(title, style: .bold) } }
    if let message = sheet.message {
      drawing(.sheetMessage) { $0.centred(message, style: .dim) }
    }
    var line = StyledLine(options: options)
    line.append("  " + String(repeating: glyphs.horizontal, count: inner - 4), .dim)
    framed(line)
    // An interactive preview's cursor marks its button (reversed in colour).
    func marked(_ text: String, _ index: Int) -> String {
      sheet.focused == index ? glyphs.focus + " " + text : text
    }
    func style(_ style: ANSIStyle, _ index: Int) -> ANSIStyle {
      sheet.focused == index ? style.adding(.reverse) : style
    }
    let button = (sheet.destructive ? glyphs.destructive + " " : "") + sheet.button
    let confirm = (marked(button, 0), style(sheet.destructive ? .red : .tint, 0))
    let dismiss = (marked(cancel, 1), style(.bold.adding(.tint), 1))
    drawing(.sheetButton) { $0.centred(confirm.0, style: confirm.1) }
    framed(line)
    drawing(.sheetCancel) { $0.centred(dismiss.0, style: dismiss.1) }
  }

  /// A searchable screen's field under the navigation bar: the placeholder (dim) or the
  /// text searched for.
  mutating func searchField(_ search: SearchView) {
    var line = StyledLine(options: options)
    line.append(" " + glyphs.search + " ", .dim)
    if let text = search.text {
      line.append(fit(self.text(text), inner - 4))
    } else {
      line.append(fit(self.text(search.prompt), inner - 4), .dim)
    }
    framed(line)
  }

  /// A tapped link's notice: one line, cut to fit.
  mutating func notice(_ notice: String) {
    blank()
    var line = StyledLine(options: options)
    line.append(" ")
    line.append(fit(glyphs.link + " " + text(notice), inner - 2), .tint)
    framed(line)
  }

  mutating func centred(_ raw: String, style: ANSIStyle) {
    // Each line of the text is wrapped (a mail sheet's recipients and body are lines).
    let pieces = raw.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      TextLayout.wrapped(text(String($0)), to: inner - 4)
    }
    for piece in pieces {
      var line = StyledLine(options: options)
      line.append(TextLayout.spaces(max(0, (inner - TextLayout.width(piece)) / 2)))
      line.append(piece, style)
      framed(line)
    }
  }
}
