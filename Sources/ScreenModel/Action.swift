import Basics

/// Something a user does to a screen.
///
/// Written as on the command line: `tap 2`, `tap Weight Class`, `tap "Weight Class"`,
/// `swipe 2`, `delete 1`, `loadMore`, `back`, `edit`, `done`, and for controls `toggle ROW`,
/// `type ROW TEXT`, `clear ROW`, `slide ROW VALUE`, `increment ROW`, `decrement ROW`.
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
  /// Flip a switch.
  case toggle(RowReference)
  /// Replace a text field's text.
  case type(RowReference, String)
  /// Empty a text field.
  case clear(RowReference)
  /// Move a slider to a value.
  case slide(RowReference, String)
  /// Step a stepper up.
  case increment(RowReference)
  /// Step a stepper down.
  case decrement(RowReference)
  /// Pick a segment of a segmented row: a choice's title or its 1-based position.
  case select(RowReference, String)
  /// Filter a searchable screen's rows; an empty text clears the search.
  case search(String)
  /// Append a text item to the screen's list (editing mode).
  case add(String)
  /// Move a list row to a 1-based position of its list (editing mode).
  case move(RowReference, Int)

  /// The action's verbs, as written.
  public static let verbs = [
    "tap", "swipe", "delete", "loadMore", "back", "edit", "done", "toggle", "type", "clear",
    "slide", "increment", "decrement", "select", "search", "add", "move",
  ]

  /// Parses an action as written on the command line or in a scenario step.
  public init(parsing text: String) throws(ActionSyntaxError) {
    let trimmed = text.trimmingSpaces()
    let verb = String(trimmed.prefix { $0 != " " })
    let rest = String(trimmed.dropFirst(verb.count)).trimmingSpaces()
    switch verb {
    case "tap", "swipe", "delete", "toggle", "clear", "increment", "decrement":
      guard !rest.isEmpty else { throw ActionSyntaxError(Messages.actionNeedsRow(verb)) }
      let row = RowReference(parsing: rest)
      switch verb {
      case "tap": self = .tap(row)
      case "swipe": self = .swipe(row)
      case "delete": self = .delete(row)
      case "toggle": self = .toggle(row)
      case "clear": self = .clear(row)
      case "increment": self = .increment(row)
      default: self = .decrement(row)
      }
    case "type", "slide", "select":
      let (row, argument) = try Action.rowAndArgument(rest, verb: verb)
      switch verb {
      case "type": self = .type(row, argument)
      case "slide": self = .slide(row, argument)
      default: self = .select(row, argument)
      }
    case "add":
      let text = try Action.unquoted(rest, verb: verb)
      guard !text.isEmpty else { throw ActionSyntaxError(Messages.actionNeedsRowAndValue("add")) }
      self = .add(text)
    case "move":
      let (row, target) = try Action.rowAndArgument(rest, verb: verb)
      self = .move(row, try Action.position(target, rest: rest))
    case "search":
      // The rest of the action, as written; quoted to keep spaces, `""` to clear.
      self = .search(try Action.unquoted(rest, verb: verb))
    case "loadMore", "back", "edit", "done":
      guard rest.isEmpty else { throw ActionSyntaxError(Messages.actionTakesNoRow(verb)) }
      self =
        verb == "loadMore" ? .loadMore : verb == "back" ? .back : verb == "edit" ? .edit : .done
    default:
      throw ActionSyntaxError(
        Messages.unknownAction(verb, suggestion: Suggestion.nearest(to: verb, in: Action.verbs)))
    }
  }

  /// `ROW REST`: ROW is one word or a quoted title (`\"` and `\\` escape inside quotes);
  /// the rest is the argument as written, or quoted by the same rule.
  static func rowAndArgument(_ text: String, verb: String) throws(ActionSyntaxError) -> (
    RowReference, String
  ) {
    guard !text.isEmpty else { throw ActionSyntaxError(Messages.actionNeedsRowAndValue(verb)) }
    var row: RowReference
    var rest: Substring
    if text.first == "\"" {
      var title = ""
      var index = text.index(after: text.startIndex)
      var closed = false
      while index < text.endIndex {
        let character = text[index]
        if character == "\\", text.index(after: index) < text.endIndex {
          index = text.index(after: index)
          title.append(text[index])
        } else if character == "\"" {
          closed = true
          index = text.index(after: index)
          break
        } else {
          title.append(character)
        }
        index = text.index(after: index)
      }
      guard closed else { throw ActionSyntaxError(Messages.unclosedQuote(verb)) }
      row = .title(title)
      rest = text[index...]
    } else {
      let word = text.prefix { $0 != " " }
      row = RowReference(parsing: String(word))
      rest = text.dropFirst(word.count)
    }
    guard rest.first == " " else {
      throw ActionSyntaxError(Messages.actionNeedsRowAndValue(verb))
    }
    rest = rest.dropFirst()
    let argument = try unquoted(String(rest), verb: verb)
    if verb != "type", argument.trimmingSpaces().isEmpty {
      throw ActionSyntaxError(Messages.actionNeedsRowAndValue(verb))
    }
    return (row, argument)
  }

  /// An argument as written, or, when it starts with `"`, the text inside the quotes
  /// (`\"` and `\\` escape there); an unclosed quote, or anything after the closing one,
  /// is an error.
  static func unquoted(_ text: String, verb: String) throws(ActionSyntaxError) -> String {
    guard text.first == "\"" else { return text }
    var inside = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == "\\", index < text.endIndex, "\"\\".contains(text[index]) {
        inside.append(text[index])
        index = text.index(after: index)
      } else if character == "\"" {
        guard index == text.endIndex else {
          throw ActionSyntaxError(Messages.textAfterClosingQuote(verb))
        }
        return inside
      } else {
        inside.append(character)
      }
    }
    throw ActionSyntaxError(Messages.unclosedTextQuote(verb))
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
    case .toggle(let row): return "toggle \(row)"
    case .type(let row, let text): return "type \(row) \(Action.quoted(text))"
    case .clear(let row): return "clear \(row)"
    case .slide(let row, let value): return "slide \(row) \(value)"
    case .increment(let row): return "increment \(row)"
    case .decrement(let row): return "decrement \(row)"
    case .select(let row, let choice):
      return "select \(row) \(Action.quoted(choice))"
    case .search(let text): return "search \(Action.quoted(text))"
    case .add(let text): return "add \(Action.quoted(text))"
    case .move(let row, let position): return "move \(row) to \(position)"
    }
  }

  /// Text quoted when it has leading or trailing spaces, is empty or starts with a quote
  /// (`"` and `\` then escaped), so that it reads back as it is.
  static func quoted(_ text: String) -> String {
    guard text.isEmpty || text.first == " " || text.last == " " || text.first == "\"" else {
      return text
    }
    var escaped = ""
    for character in text {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }

  /// The action's verb, as written: `tap`, `select`.
  public var verb: String { String(description.prefix { $0 != " " }) }

  /// Whether the action takes a row and a second argument (`type`, `slide`, `select`,
  /// `move`), so that an unquoted ROW is one word.
  public var takesTwoArguments: Bool {
    switch self {
    case .type, .slide, .select, .move: return true
    default: return false
    }
  }

  /// The row the action names, if any.
  public var row: RowReference? {
    switch self {
    case .tap(let row), .swipe(let row), .delete(let row), .toggle(let row), .clear(let row),
      .increment(let row), .decrement(let row), .type(let row, _), .slide(let row, _),
      .select(let row, _), .move(let row, _):
      return row
    case .loadMore, .back, .edit, .done, .search, .add: return nil
    }
  }
}

/// How an action names a row: a 1-based position over the visible rows in display order,
/// a row's exact title, or `@KEY`, the visible row bound to a state key.
public enum RowReference: Sendable, Hashable, CustomStringConvertible {
  /// A 1-based position.
  case position(Int)
  /// An exact title.
  case title(String)
  /// `@KEY`: the visible row bound to this state key path.
  case key(String)

  /// Parses a position, `@KEY` or a (possibly quoted) title.
  public init(parsing text: String) {
    let chars = Array(text)
    if chars.count >= 2, let first = chars.first, first == "\"" || first == "'",
      chars.last == first
    {
      self = .title(String(chars[1..<chars.count - 1]))
    } else if let number = Int(text) {
      self = .position(number)
    } else if text.count > 1, text.first == "@" {
      self = .key(String(text.dropFirst()))
    } else {
      self = .title(text)
    }
  }

  /// The reference as written: a position, `@KEY`, or a title quoted when it has spaces or
  /// digits.
  public var description: String {
    switch self {
    case .position(let number): return String(number)
    case .key(let key): return "@" + key
    case .title(let title):
      return Int(title) != nil || title.contains(" ") || title.isEmpty || title.hasPrefix("@")
        ? "\"\(title)\"" : title
    }
  }

}

/// An action that could not be read.
public struct ActionSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, lowercase.
  public package(set) var message: String

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
