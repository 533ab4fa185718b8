import ScreenBehavior
import ScreenModel

/// Drawing controls, buttons and links: every state is told apart in plain text and in
/// ASCII; colour adds the iOS tints. Every switch over ``ControlView`` in the text drawing
/// is here, so a new kind's control is drawn in this file.
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

  /// A row drawn across its whole cell, with no title line: a text view's text, a custom
  /// view's frame; nil for a row drawn with a title line.
  func wholeRowLines(_ row: RowView, width: Int, selection: SelectionStyle) -> [StyledLine]? {
    switch row.control {
    case .textView(let text, let placeholder)?:
      return textViewLines(row, text: text, placeholder: placeholder, width: width)
    case .custom(let name, let height)?:
      return customLines(row, name: name, height: height, width: width, selection: selection)
    case nil, .toggle?, .textField?, .slider?, .stepper?, .button?, .link?, .datePicker?,
      .segments?:
      return nil
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
}
