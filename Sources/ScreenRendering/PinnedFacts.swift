import ScreenBehavior
import ScreenModel

/// What a drawing does not show, written out after it, so that a text snapshot pins it:
/// the look the drawing resolves, the texts it cut, the rows it does not draw, each row's
/// icon by its symbol and colour, what each row does when tapped or dragged (the value a
/// choice stores, the key a switch or field writes and the rules it keeps, a slider's or
/// stepper's range, the screen a row pushes, a detail's body, a link's address, a
/// button's sheet and writes), and the texts only other states draw (`empty`,
/// `searchEmpty`, title and unread title, an insert row's, each form of a plural text).
///
/// Every row of the screen is pinned, drawn or not: `icons:` and `taps:` list the drawn
/// rows in the order they are drawn, and `not drawn:` each other row, in written order,
/// on one line: why it is not drawn (`(hidden)`, `(not loaded)`, `(deleted)`,
/// `(no match)`), its subtitle, detail and icon, and its tap. A row is named by its title
/// as shown (translated, in single quotes). Values are as stored, in double quotes when
/// empty or holding `,`, `=`, `|` or `"`; every text is escaped as the drawing escapes
/// it, with a newline written `\n`.
///
/// ```
/// look: insetGrouped, selection blue
/// full texts:
///   "A subtitle too long for its line, cut in the drawing"
/// not drawn:
///   'Advanced' (hidden) → toggles advanced: true | false
///   'Older Post' (not loaded): subtitle "Nov 6", icon star on blue → shows "Hello."
/// icons:
///   'Wi-Fi': wifi on blue
/// taps:
///   'Sounds' → toggles sounds: on | off
///   'Name' → edits displayName (maxLength 40, autocapitalization words)
///   'Volume' → slides volume from 0 to 1 by 0.1
///   'Dark' → theme = dark
///   'Help' → opens https://example.com/help
///   'Reset' → asks "Reset all settings?" "Your name is kept." [Reset] → sets volume = 0.7
/// texts:
///   empty: "No posts"
///   footer: zero "All read", one "{unread} unread post", other "{unread} unread posts"
/// ```
public enum PinnedFacts {
  /// The `look:` line: the table style as written (text draws `insetGrouped` as
  /// `grouped`) and the selection style a highlighted row is drawn with.
  package static func look(of screen: PinnedScreen) -> String {
    "look: " + screen.style.rawValue + ", selection " + spelled(screen.selectionStyle)
  }

  /// The `not drawn:` entries, without a header: each row the drawing leaves out, with
  /// why, its subtitle, detail and icon, and what tapping it does.
  package static func notDrawn(of screen: PinnedScreen, ascii: Bool = false) -> [String] {
    let arrow = ascii ? " -> " : " → "
    return screen.rows.compactMap { row in
      guard row.absence != nil else { return nil }
      var facts = [("subtitle", row.subtitle), ("detail", row.detail)].compactMap { name, text in
        text.map { name + " " + quoted($0) }
      }
      if let icon = row.icon { facts.append("icon " + described(icon)) }
      if let read = row.read { facts.append(read ? "read" : "unread") }
      if row.deletable { facts.append("deletable") }
      return named(row) + (facts.isEmpty ? "" : ": " + facts.joined(separator: ", "))
        + (row.tap.map { arrow + described($0, arrow: arrow) } ?? "")
    }
  }

  /// The `icons:` entries of the drawn rows, without a header.
  package static func icons(of screen: PinnedScreen) -> [String] {
    screen.rows.compactMap { row in
      guard row.absence == nil, let icon = row.icon else { return nil }
      return named(row) + ": " + described(icon)
    }
  }

  /// The `deletable:` entries: the drawn rows a swipe deletes (no drawing shows which),
  /// listed only when the screen's drawn rows differ in it or some can be deleted.
  package static func deletable(of screen: PinnedScreen) -> [String] {
    screen.rows.compactMap { row in
      guard row.absence == nil, row.deletable else { return nil }
      return named(row)
    }
  }

  /// The `taps:` entries of the drawn rows, without a header.
  package static func taps(of screen: PinnedScreen, ascii: Bool = false) -> [String] {
    let arrow = ascii ? " -> " : " → "
    return screen.rows.compactMap { row in
      guard row.absence == nil, let tap = row.tap else { return nil }
      var entry = named(row)
      entry += arrow
      entry += described(tap, arrow: arrow)
      return entry
    }
  }

  /// The `texts:` entries, without a header.
  package static func texts(of screen: PinnedScreen) -> [String] {
    screen.stateTexts.map { text in
      text.name + ": "
        + text.forms.map { ($0.category.map { $0 + " " } ?? "") + quoted($0.text) }
        .joined(separator: ", ")
    }
  }

  /// Everything as blocks to put after a drawing (the `look:` line, then `full texts:`,
  /// `not drawn:`, `icons:`, `taps:` and `texts:` with their entries, indented, each
  /// only when it has any); `cuts` are the texts the drawing cut to fit, whole.
  package static func block(of screen: PinnedScreen, cuts: [String] = [], ascii: Bool = false)
    -> String
  {
    var out = look(of: screen)
    out.reserveCapacity(1024)
    out += "\n"
    // Appended in place, piece by piece: a picker's every choice is an entry.
    func list(_ header: String, _ entries: [String]) {
      guard !entries.isEmpty else { return }
      out += header
      out += "\n"
      for entry in entries {
        out += "  "
        out += entry
        out += "\n"
      }
    }
    list("full texts:", cuts.map(quoted))
    list("not drawn:", notDrawn(of: screen, ascii: ascii))
    list("icons:", icons(of: screen))
    // The taps, one a drawn row, written straight in (no entry made of each).
    let arrow = ascii ? " -> " : " → "
    var tapped = false
    for row in screen.rows where row.absence == nil {
      guard let tap = row.tap else { continue }
      if !tapped { out += "taps:\n" }
      tapped = true
      out += "  '"
      out += shown(row.title)
      out += "'"
      out += arrow
      out += described(tap, arrow: arrow)
      out += "\n"
    }
    list("deletable:", deletable(of: screen))
    list("texts:", texts(of: screen))
    return out
  }

  /// A row as the lists name it: its title, and why it is not drawn.
  private static func named(_ row: PinnedRow) -> String {
    var name = "'"
    name += shown(row.title)
    name += "'"
    if let absence = row.absence { name += " (" + absence.rawValue + ")" }
    return name
  }

  /// An icon: its symbol and its square's colour.
  private static func described(_ icon: RowIcon) -> String {
    shown(icon.symbol) + " on " + icon.background.spelling
  }

  /// A selection style as the colours' legend names a highlight's colours.
  private static func spelled(_ style: SelectionStyle) -> String {
    switch style {
    case .blue: return "blue"
    case .gray: return "gray"
    case .none: return "none"
    case .custom(let background, let text): return text.spelling + " on " + background.spelling
    }
  }

  private static func described(_ tap: TapView, arrow: String) -> String {
    switch tap {
    case .chooses(let key, let value, let multiple):
      guard let key else { return "chooses " + stored(value) }
      return multiple
        ? "toggles " + stored(value) + " in " + shown(key) : shown(key) + " = " + stored(value)
    case .toggles(let key, let on, let off):
      return "toggles " + shown(key) + ": " + stored(on) + " | " + stored(off)
    case .edits(let key, let field):
      let rules = field.map(PinnedFacts.rules) ?? []
      return "edits " + shown(key)
        + (rules.isEmpty ? "" : " (" + rules.joined(separator: ", ") + ")")
    case .slides(let control): return "slides " + range(of: control)
    case .steps(let control): return "steps " + range(of: control)
    case .pushes(let screen): return "pushes " + shown(screen)
    case .shows(let body): return "shows " + quoted(body)
    case .opens(let url): return "opens " + shown(url)
    case .mails(let sheet):
      return (["mails", quoted(sheet.title ?? "")] + [sheet.message].compactMap { $0 }.map(quoted))
        .joined(separator: " ")
    case .button(let sheet, let writes):
      var parts: [String] = []
      if let sheet {
        let texts = [sheet.title, sheet.message].compactMap { $0 }.map(quoted)
        parts.append((["asks"] + texts + ["[" + shown(sheet.button) + "]"]).joined(separator: " "))
      }
      if !writes.isEmpty {
        let assignments = writes.map {
          shown($0.key.joined(separator: ".")) + " = " + stored($0.value)
        }
        parts.append("sets " + assignments.joined(separator: ", "))
      }
      return parts.isEmpty ? "does nothing" : parts.joined(separator: arrow)
    }
  }

  /// What a text field keeps that its drawing does not show, as written, when it is not
  /// the default: `maxLength 40`, `keyboard emailAddress`, `autocapitalization words`,
  /// `secure`, `autocorrection off`.
  private static func rules(_ field: TextField) -> [String] {
    var rules: [String] = []
    if let maxLength = field.maxLength { rules.append("maxLength \(maxLength)") }
    if field.keyboard != .default { rules.append("keyboard " + field.keyboard.rawValue) }
    if field.autocapitalization != .none {
      rules.append("autocapitalization " + field.autocapitalization.rawValue)
    }
    if field.secure { rules.append("secure") }
    if let on = field.autocorrection { rules.append("autocorrection " + (on ? "on" : "off")) }
    return rules
  }

  /// A slider's or stepper's key, range and step: `volume from 0 to 1 by 0.1`.
  private static func range(of control: NumberControl) -> String {
    shown(control.key.joined(separator: ".")) + " from \(control.min) to \(control.max)"
      + (control.step.map { " by \($0)" } ?? "")
  }

  /// A text as the drawing shows it, its newlines written `\n`.
  private static func shown(_ text: String) -> String {
    // By byte: every choice of every picker of a suite asks this. Printable ASCII shows
    // as it is written.
    if isPrintableASCII(text) { return text }
    guard text.utf8.contains(0x0A) else { return TextLayout.escaped(text) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return TextLayout.escaped(lines.joined(separator: "\\n"))
  }

  private static func quoted(_ text: String) -> String { "\"" + shown(text) + "\"" }

  /// A stored value: bare when it reads unambiguously, else quoted.
  private static func stored(_ value: String) -> String {
    // On the bytes: every choice of every picker of a suite asks this.
    var value = value
    let bare = value.withUTF8 { bytes in
      !bytes.isEmpty && bytes[0] != 0x20 && bytes[bytes.count - 1] != 0x20
        && !bytes.contains { $0 == 0x2C || $0 == 0x3D || $0 == 0x7C || $0 == 0x22 || $0 == 0x0A }
    }
    return bare ? shown(value) : quoted(value)
  }

  /// Whether a text is printable ASCII only (no control character, nothing to escape).
  private static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
  }
}
