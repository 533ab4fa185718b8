import ScreenBehavior
import ScreenModel

/// Drawing what is no row: the action sheet, the search field and the notice.
extension Frame {
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
