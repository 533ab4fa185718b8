/// Something a user does to a screen.
///
/// Written as on the command line: `tap 2`, `tap Weight Class`, `tap "Weight Class"`,
/// `swipe 2`, `delete 1`, `loadMore`, `back`, `edit`, `done`.
public enum Action: Sendable, Hashable, CustomStringConvertible {
  /// Tap a row.
  case tap(RowReference)
  /// Swipe a row to reveal its Delete button.
  case swipe(RowReference)
  /// Delete a row.
  case delete(RowReference)
  /// Load the next page.
  case loadMore
  /// Pop the current screen.
  case back
  /// Enter editing mode.
  case edit
  /// Leave editing mode.
  case done

  /// The action's verbs, as written.
  public static let verbs = ["tap", "swipe", "delete", "loadMore", "back", "edit", "done"]

  /// Parses an action as written on the command line or in a scenario step.
  public init(parsing text: String) throws(ActionSyntaxError) {
    let trimmed = text.trimmingSpaces()
    let verb = String(trimmed.prefix { $0 != " " })
    let rest = String(trimmed.dropFirst(verb.count)).trimmingSpaces()
    switch verb {
    case "tap", "swipe", "delete":
      guard !rest.isEmpty else { throw ActionSyntaxError(Messages.actionNeedsRow(verb)) }
      let row = RowReference(parsing: rest)
      self = verb == "tap" ? .tap(row) : verb == "swipe" ? .swipe(row) : .delete(row)
    case "loadMore", "back", "edit", "done":
      guard rest.isEmpty else { throw ActionSyntaxError(Messages.actionTakesNoRow(verb)) }
      self =
        verb == "loadMore" ? .loadMore : verb == "back" ? .back : verb == "edit" ? .edit : .done
    default:
      throw ActionSyntaxError(
        Messages.unknownAction(verb, suggestion: Suggestion.nearest(to: verb, in: Action.verbs)))
    }
  }

  /// The action as written.
  public var description: String {
    switch self {
    case .tap(let row): return "tap \(row)"
    case .swipe(let row): return "swipe \(row)"
    case .delete(let row): return "delete \(row)"
    case .loadMore: return "loadMore"
    case .back: return "back"
    case .edit: return "edit"
    case .done: return "done"
    }
  }
}

/// How an action names a row: a 1-based position over the visible rows in display order,
/// or a row's exact title. A quoted number (`tap "3"`) is a title.
public enum RowReference: Sendable, Hashable, CustomStringConvertible {
  /// A 1-based position.
  case position(Int)
  /// An exact title.
  case title(String)

  /// Parses a position or a (possibly quoted) title.
  public init(parsing text: String) {
    let chars = Array(text)
    if chars.count >= 2, let first = chars.first, first == "\"" || first == "'",
      chars.last == first
    {
      self = .title(String(chars[1..<chars.count - 1]))
    } else if let number = Int(text) {
      self = .position(number)
    } else {
      self = .title(text)
    }
  }

  /// The reference as written: a position, or a title quoted when it has spaces or digits.
  public var description: String {
    switch self {
    case .position(let number): return String(number)
    case .title(let title):
      return Int(title) != nil || title.contains(" ") || title.isEmpty ? "\"\(title)\"" : title
    }
  }
}

/// An action that could not be read.
public struct ActionSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, lowercase.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension String {
  /// The string without leading and trailing spaces and tabs (Foundation-free).
  package func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
