import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenVoiceOver

/// The interactive preview's state: a session, the cursor and the last message. Pure, so
/// the whole of `play` but the terminal is tested without one.
package struct PlayState {
  /// The session played.
  package var session: Session
  /// The row with the cursor (0-based, over every section's rows).
  package var cursor = 0
  /// The last action's message, shown under the keys.
  package var message: String?
  /// Whether `q` was pressed.
  package var quit = false
  /// The first line below the navigation bar shown when the screen is taller than the
  /// terminal; it follows the cursor.
  package var scroll = 0

  /// The text being typed into a text field (Enter on one starts it), and the row.
  package var input: (row: Int, text: String)?
  /// While an action sheet shows, the button with the cursor: 0 confirms, 1 is Cancel.
  package var sheetCursor = 0
  /// The cursor of each screen under the top one, where it was when the next was pushed,
  /// so that going back returns to the row you came from.
  package var cursors: [Int] = []
  /// Whether the VoiceOver transcript of the screen is shown instead of the screen (`v`).
  package var showsVoiceOver = false

  /// The keys line, and the same in ASCII; a sheet's, VoiceOver's and typing's likewise.
  package static let keysHelp =
    "↑↓ move · ⏎ tap/type · ␣ toggle · +/- step · / search · d swipe/delete · m more · b back · e edit · a add · [/] reorder · v VoiceOver · q quit"
  package static let keysHelpASCII =
    "Up/Down move - Enter tap/type - Space toggle - +/- step - / search - d swipe/delete - m more - b back - e edit - a add - [/] reorder - v VoiceOver - q quit"
  /// The keys line of a terminal too short for the whole one: any other key lists them all.
  package static let shortKeysHelp = "↑↓ move · ⏎ tap · ? keys · q quit"
  package static let shortKeysHelpASCII = "Up/Down move - Enter tap - ? keys - q quit"
  package static let sheetHelp = "↑↓ choose · ⏎ press · Esc cancel · q quit"
  package static let sheetHelpASCII = "Up/Down choose - Enter press - Esc cancel - q quit"
  package static let voiceOverHelp = "v back to the screen · q quit"
  package static let voiceOverHelpASCII = "v back to the screen - q quit"
  package static let inputHelp = "type, then ⏎ to set or Esc to cancel"
  package static let inputHelpASCII = "type, then Enter to set or Esc to cancel"
  /// What a key `play` does not know shows: the keys line (in ASCII under `--ascii`).
  package static let unknownKeyMessage = "keys: " + keysHelp
  /// The smallest terminal `play` draws in.
  package static let minimumSize = (columns: 24, rows: 8)

  /// Starts playing `session`, the cursor on its first row.
  package init(session: Session) { self.session = session }

  /// Every row of the screen shown, in order.
  package var rows: [RowView] { session.view.sections.flatMap(\.rows) }

  /// The text Enter starts typing from on a row: a text field's, or nothing on an open
  /// date picker (whose value is typed in ISO 8601); nil where Enter taps.
  package static func typedText(_ control: ControlView?) -> String? { control?.typedText }

  /// What setting a row's typed text does: `select` on a date picker, else `type`.
  package func typedAction(row: Int, text: String) -> Action {
    if rows.indices.contains(row), case .datePicker? = rows[row].control {
      return .select(.position(row + 1), text)
    }
    return .type(.position(row + 1), text)
  }

  package mutating func handle(_ key: PlayKey) {
    message = nil
    if let editing = input {
      handleTyping(key, editing)
      return
    }
    if key == .character("v") {
      showsVoiceOver.toggle()
      return
    }
    if showsVoiceOver {
      // Only 'v' and 'q' act while the transcript shows.
      if key == .character("q") { quit = true }
      return
    }
    if session.top.sheet != nil {
      handleInSheet(key)
      return
    }
    let depth = session.stack.count
    let focused = rows.indices.contains(cursor) ? rows[cursor] : nil
    switch key {
    case .up: cursor = max(0, cursor - 1)
    case .down: cursor = min(max(0, rows.count - 1), cursor + 1)
    case .left, .right:
      if case .segments(let titles, let selected)? = focused?.control {
        // On a segmented row, Left and Right move between segments.
        let current = selected ?? (key == .left ? titles.count : -1)
        let next = key == .left ? current - 1 : current + 1
        if titles.indices.contains(next) { apply(.select(.position(cursor + 1), String(next + 1))) }
      } else if key == .left {
        apply(.back)
      } else {
        apply(.tap(.position(cursor + 1)))
      }
    case .enter:
      if let text = PlayState.typedText(focused?.control) {
        input = (cursor, text)
      } else {
        apply(.tap(.position(cursor + 1)))
      }
    case .character(" "): apply(.toggle(.position(cursor + 1)))
    case .character("a"):
      if session.top.editing {
        input = (-2, "")
      } else {
        message = "rows are added in editing mode; press 'e' first"
      }
    case .character("["), .character("]"):
      // Move the row up or down within its list.
      if let place = listPlace(of: cursor) {
        let target = key == .character("[") ? place - 1 : place + 1
        let before = session
        apply(.move(.position(cursor + 1), target))
        if session != before { cursor += target - place }
      }
    case .character("/"):
      if session.view.search != nil {
        input = (-1, session.top.search ?? "")
      } else {
        message = "the screen has no search field"
      }
    case .character("+"): apply(.increment(.position(cursor + 1)))
    case .character("-"): apply(.decrement(.position(cursor + 1)))
    case .backspace, .escape: break
    case .character("b"): apply(.back)
    case .character("m"): apply(.loadMore)
    case .character("e"):
      let view = session.view
      apply(view.editButton == .done ? .done : .edit)
    case .character("d"):
      apply(
        focused?.showsDelete == true
          ? .delete(.position(cursor + 1)) : .swipe(.position(cursor + 1)))
    case .character("q"): quit = true
    case .character: message = PlayState.unknownKeyMessage
    }
    keepCursors(from: depth)
    cursor = min(cursor, max(0, rows.count - 1))
  }

  package mutating func apply(_ action: Action) {
    do {
      try session.apply(action)
    } catch {
      message = PlayState.inPlayTerms(error.description)
    }
  }

  /// The 1-based place of a row within its section (its list), counted as drawn.
  package func listPlace(of index: Int) -> Int? {
    var seen = 0
    for section in session.view.sections {
      let count = section.rows.count
      if index < seen + count { return index - seen + 1 }
      seen += count
    }
    return nil
  }

  /// A behaviour message with the actions it names said as play's keys (play has no
  /// 'slide' or 'select' to type).
  package static func inPlayTerms(_ message: String) -> String {
    var text = message
    let keys = [
      ("leave editing with 'done'", "leave editing with the 'e' key"),
      ("leave editing with 'edit'", "leave editing with the 'e' key"),
      ("'edit' first", "press 'e' first"),
      ("use 'type ROW TEXT' or 'clear ROW'", "press Enter to type into it"),
      ("use 'slide ROW VALUE'", "use '+' or '-'"),
      ("use 'increment ROW' or 'decrement ROW'", "use '+' or '-'"),
      ("use 'select ROW CHOICE'", "use Left and Right"),
      ("clear it first with 'search \"\"'", "clear it first: '/', then Enter on an empty line"),
      ("'toggle' works on", "Space works on"),
      ("'increment' works on", "'+' works on"),
      ("'decrement' works on", "'-' works on"),
      ("'loadMore'", "'m'"),
    ]
    for (words, key) in keys { text = text.replacing(words, with: key) }
    return text
  }

  /// The footer's first line: the keys (one short line in a short terminal), a sheet's,
  /// VoiceOver's, or the line being typed.
  private func help(options: RenderOptions, height: Int?) -> String {
    var help = options.ascii ? PlayState.keysHelpASCII : PlayState.keysHelp
    // In a short terminal the whole keys line (three to six lines wrapped) would leave a
    // few rows of the screen: one short line instead, and `?` lists them all.
    if let height, TextLayout.wrapped(help, to: options.width).count > max(1, height / 6) {
      help = options.ascii ? PlayState.shortKeysHelpASCII : PlayState.shortKeysHelp
    }
    if let input {
      let prompt = options.ascii ? PlayState.inputHelpASCII : PlayState.inputHelp
      let label =
        input.row == -1
        ? "Search"
        : input.row == -2
          ? "New item" : rows.indices.contains(input.row) ? rows[input.row].title : ""
      help = "\(label): \(input.text)_  (\(prompt))"
    } else if session.top.sheet != nil {
      help = options.ascii ? PlayState.sheetHelpASCII : PlayState.sheetHelp
    }
    if showsVoiceOver {
      help = options.ascii ? PlayState.voiceOverHelpASCII : PlayState.voiceOverHelp
    }
    return help
  }

  /// The screen with the cursor's row marked, then the keys and the last message. When
  /// `height` (the terminal's rows) is too small for all of it, the navigation bar stays
  /// and the rows scroll to keep the cursor in view.
  package mutating func frame(options: RenderOptions, height: Int? = nil, columns: Int? = nil)
    -> String
  {
    let help = help(options: options, height: height)
    // The message wraps as the keys line does; the keys it lists are in ASCII under `--ascii`.
    let shown =
      options.ascii && message == PlayState.unknownKeyMessage
      ? "keys: " + PlayState.keysHelpASCII : message
    let footer =
      TextLayout.wrapped(help, to: options.width)
      + (shown.map { TextLayout.wrapped(TextLayout.escaped($0), to: options.width) } ?? [""])
    let minimum = PlayState.minimumSize
    if (height ?? minimum.rows) < minimum.rows || (columns ?? minimum.columns) < minimum.columns {
      return
        "The terminal is too small for play (\(columns ?? options.width)x\(height ?? 0)); it needs at least \(minimum.columns)x\(minimum.rows).\n"
    }
    if showsVoiceOver {
      // What VoiceOver reads of the screen under the cursor, its lines as the drawing's.
      let transcript = session.draw(as: .voiceover, options: DrawingOptions(options))
      var lines = transcript.split(separator: "\n").map(String.init)
      if let height, lines.count + footer.count > height - 1 {
        lines = Array(lines.prefix(max(1, height - 1 - footer.count)))
      }
      return (lines + footer).joined(separator: "\n") + "\n"
    }
    var view = session.view
    let plain = Renderer.render(view, options: options)
    if view.sheet != nil {
      // The sheet has the cursor, not the table under it.
      view.sheet?.focused = sheetCursor
    } else {
      var index = 0
      for section in view.sections.indices {
        for row in view.sections[section].rows.indices {
          if index == cursor { view.sections[section].rows[row].focused = true }
          index += 1
        }
      }
    }
    let text = Renderer.render(view, options: options)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    // A frame that ends on the terminal's last row scrolls it by one (every line ends in
    // a newline), and the top border would go: the last row stays free.
    if let height, lines.count + footer.count > height - 1 {
      // The cursor's lines are those the focus changed.
      let before = plain.split(separator: "\n", omittingEmptySubsequences: false)
      let changed = lines.indices.filter { $0 < before.count && before[$0] != lines[$0] }
      let bar = 3
      let room = max(1, height - 1 - bar - footer.count)
      if view.sheet != nil {
        // A sheet sits at the foot of the screen: it is shown whole.
        scroll = lines.count
      } else if let first = changed.first, let last = changed.last {
        if first - bar < scroll { scroll = max(0, first - bar - 1) }
        if last - bar >= scroll + room { scroll = last - bar - room + 2 }
      }
      scroll = min(max(0, scroll), max(0, lines.count - bar - room))
      lines =
        Array(lines[..<bar]) + Array(lines[(bar + scroll)..<min(lines.count, bar + scroll + room)])
    }
    return (lines + footer).joined(separator: "\n") + "\n"
  }
}
