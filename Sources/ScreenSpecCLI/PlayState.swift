import ScreenBehavior
import ScreenModel
import ScreenRendering

/// A key of the interactive preview.
enum Key: Equatable {
  case up, down, left, right, enter
  case character(Character)

  /// Decodes the bytes a terminal sends in raw mode: arrows as `ESC [ A`…`D`.
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        switch bytes[index + 2] {
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        default: break
        }
        index += 3
        continue
      }
      if byte == 0x0D || byte == 0x0A {
        keys.append(.enter)
      } else if byte >= 0x20, byte < 0x7F {
        keys.append(.character(Character(Unicode.Scalar(byte))))
      }
      index += 1
    }
    return keys
  }
}

/// The interactive preview's state: a session, the cursor and the last message. Pure, so
/// the whole of `play` but the terminal is tested without one.
struct PlayState {
  var session: Session
  var cursor = 0
  var message: String?
  var quit = false

  static let keysHelp = "↑↓ move · ⏎ tap · d swipe/delete · m more · b back · e edit · q quit"

  var rows: [RowView] { session.view.sections.flatMap(\.rows) }

  mutating func handle(_ key: Key) {
    message = nil
    let depth = session.stack.count
    switch key {
    case .up: cursor = max(0, cursor - 1)
    case .down: cursor = min(max(0, rows.count - 1), cursor + 1)
    case .enter, .right: apply(.tap(.position(cursor + 1)))
    case .left, .character("b"): apply(.back)
    case .character("m"): apply(.loadMore)
    case .character("e"):
      let view = session.view
      apply(view.editButton == .done ? .done : .edit)
    case .character("d"):
      let focused = rows.indices.contains(cursor) ? rows[cursor] : nil
      apply(
        focused?.showsDelete == true
          ? .delete(.position(cursor + 1)) : .swipe(.position(cursor + 1)))
    case .character("q"): quit = true
    case .character: message = "keys: " + PlayState.keysHelp
    }
    if session.stack.count != depth { cursor = 0 }
    cursor = min(cursor, max(0, rows.count - 1))
  }

  private mutating func apply(_ action: Action) {
    do {
      try session.apply(action)
    } catch {
      message = error.description
    }
  }

  /// The screen with the cursor's row marked, then the keys and the last message.
  func frame(options: RenderOptions) -> String {
    var view = session.view
    var index = 0
    for section in view.sections.indices {
      for row in view.sections[section].rows.indices {
        if index == cursor { view.sections[section].rows[row].focused = true }
        index += 1
      }
    }
    var text = Renderer.render(view, options: options)
    text += TextLayout.wrapped(PlayState.keysHelp, to: options.width).joined(separator: "\n") + "\n"
    if let message { text += TextLayout.escaped(message) + "\n" }
    return text
  }
}
