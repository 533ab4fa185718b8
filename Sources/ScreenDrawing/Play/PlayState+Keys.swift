import ScreenBehavior
import ScreenModel

/// What `play` does with a key outside the table: typing a text, an action sheet, and the
/// cursors kept across pushes and pops.
extension PlayState {
  /// A key while a text is typed: Enter sets it (a search, a new list item, or the
  /// row's text), Esc drops it, Backspace and characters edit it.
  package mutating func handleTyping(_ key: PlayKey, _ editing: (row: Int, text: String)) {
    switch key {
    case .enter:
      input = nil
      // Row -1 is the search field, row -2 a new list item.
      switch editing.row {
      case -1: apply(.search(editing.text))
      case -2: apply(.add(editing.text))
      default: apply(typedAction(row: editing.row, text: editing.text))
      }
    case .escape: input = nil
    case .backspace: input?.text = String(editing.text.dropLast())
    case .character(let character): input?.text.append(character)
    default: break
    }
  }

  /// After a key moved from a screen `depth` deep: a pushed screen starts at its first row
  /// and keeps the cursor of the one under it; a popped one gets its cursor back.
  package mutating func keepCursors(from depth: Int) {
    let newDepth = session.stack.count
    if newDepth > depth {
      // Screens started under this one (by --do) had no cursor: their first row.
      cursors = Array(cursors.prefix(depth - 1))
      while cursors.count < depth - 1 { cursors.append(0) }
      cursors.append(cursor)
      while cursors.count < newDepth - 1 { cursors.append(0) }
      cursor = 0
      scroll = 0
    } else if newDepth < depth {
      cursor = cursors.indices.contains(newDepth - 1) ? cursors[newDepth - 1] : 0
      cursors = Array(cursors.prefix(newDepth - 1))
      scroll = 0
    }
  }

  /// An action sheet has the cursor: Up/Down choose a button, Enter (or Right) presses it,
  /// `1` and `2` press the first and second, Esc, `b` or Left cancel; the table waits.
  package mutating func handleInSheet(_ key: PlayKey) {
    switch key {
    case .up: sheetCursor = 0
    case .down: sheetCursor = 1
    case .enter, .right: apply(.tap(.position(sheetCursor + 1)))
    case .character("1"): apply(.tap(.position(1)))
    case .character("2"), .escape, .left, .character("b"): apply(.tap(.title("Cancel")))
    case .character("q"): quit = true
    default: message = "keys: " + PlayState.sheetHelp
    }
    if session.top.sheet == nil { sheetCursor = 0 }
  }
}
