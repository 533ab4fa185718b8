import ScreenBehavior
import ScreenModel

/// What a drawing does not show, written out after it, so that a text snapshot pins it:
/// each row's icon, by its symbol and colour, and what each row does when tapped (the
/// value a choice stores, the key a switch or field writes, the screen a row pushes, a
/// detail's body, a link's address, a button's sheet and writes).
///
/// One line per visible row that has an icon, or whose tap does any of these, in the order
/// they are drawn: the title as shown (translated, in single quotes), then the fact. Values
/// are as stored, in double quotes when empty or holding `,`, `=`, `|` or `"`; every text
/// is escaped as the drawing escapes it, with a newline written `\n`.
///
/// ```
/// icons:
///   'Wi-Fi': wifi on blue
/// taps:
///   'Sounds' → toggles sounds: on | off
///   'Dark' → theme = dark
///   'Weight Class' → pushes weight-class
///   'Help' → opens https://example.com/help
///   'Reset' → asks "Reset all settings?" "Your name is kept." [Reset] → sets volume = 0.7
/// ```
public enum PinnedFacts {
  /// The `icons:` entries, without a header.
  package static func icons(of view: ScreenView) -> [String] {
    view.sections.flatMap(\.rows).compactMap { row in
      row.icon.map {
        "'" + shown(row.title) + "': " + shown($0.symbol) + " on " + $0.background.spelling
      }
    }
  }

  /// The `taps:` entries, without a header.
  package static func taps(of view: ScreenView, ascii: Bool = false) -> [String] {
    let arrow = ascii ? " -> " : " → "
    return view.sections.flatMap(\.rows).compactMap { row in
      row.tap.map { "'" + shown(row.title) + "'" + arrow + described($0, arrow: arrow) }
    }
  }

  /// Both lists as blocks to put after a drawing (`icons:`, `taps:` and their entries,
  /// indented); "" when there is nothing to list.
  package static func block(of view: ScreenView, ascii: Bool = false) -> String {
    var out = ""
    for (header, entries) in [("icons:", icons(of: view)), ("taps:", taps(of: view, ascii: ascii))]
    where !entries.isEmpty {
      out += header + "\n" + entries.map { "  " + $0 + "\n" }.joined()
    }
    return out
  }

  private static func described(_ tap: TapView, arrow: String) -> String {
    switch tap {
    case .chooses(let key, let value, let multiple):
      guard let key else { return "chooses " + stored(value) }
      return multiple
        ? "toggles " + stored(value) + " in " + shown(key) : shown(key) + " = " + stored(value)
    case .toggles(let key, let on, let off):
      return "toggles " + shown(key) + ": " + stored(on) + " | " + stored(off)
    case .edits(let key): return "edits " + shown(key)
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

  /// A text as the drawing shows it, its newlines written `\n`.
  private static func shown(_ text: String) -> String {
    guard text.contains("\n") else { return TextLayout.escaped(text) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return TextLayout.escaped(lines.joined(separator: "\\n"))
  }

  private static func quoted(_ text: String) -> String { "\"" + shown(text) + "\"" }

  /// A stored value: bare when it reads unambiguously, else quoted.
  private static func stored(_ value: String) -> String {
    let bare =
      !value.isEmpty && value.first != " " && value.last != " "
      && !value.contains { ",=|\"\n".contains($0) }
    return bare ? shown(value) : quoted(value)
  }
}
