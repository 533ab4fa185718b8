import Basics

/// Every message of the values layer, side by side: how an action or a text is written
/// wrongly.
enum Messages {
  static func quoted(_ names: [String]) -> String { Alternatives.quoted(names) }
  static func actionNeedsRow(_ verb: String) -> String {
    "'\(verb)' needs a row: a 1-based position or a title"
  }
  static func actionTakesNoRow(_ verb: String) -> String { "'\(verb)' takes no row" }
  static func actionNeedsRowAndValue(_ verb: String) -> String {
    switch verb {
    case "type":
      return
        "'type' needs a row and the text: type ROW TEXT (quote a title with spaces: type \"Your Name\" Ann)"
    case "select": return "'select' needs a row and a choice: select ROW CHOICE"
    case "add": return "'add' needs the text of the new item: add TEXT"
    case "move": return "'move' needs a row and a position: move ROW to N"
    default: return "'slide' needs a row and a value: slide ROW VALUE"
    }
  }
  static func moveTitleUnquoted(_ title: String, _ position: String) -> String {
    "'move' takes one word for its row; quote a title with spaces: move \"\(title)\" to \(position)"
  }
  static func noPosition(_ text: String) -> String {
    "'move': there is no position \(text); N is a row's place in the list, from 1"
  }
  static func unclosedQuote(_ verb: String) -> String {
    "'\(verb)': the quoted row title has no closing '\"'"
  }
  static func unclosedTextQuote(_ verb: String) -> String {
    "'\(verb)': the quoted text has no closing '\"'"
  }
  static func textAfterClosingQuote(_ verb: String) -> String {
    "'\(verb)': nothing may follow the closing '\"' of the quoted text"
  }
  static func unknownAction(_ verb: String, suggestion: String?) -> String {
    (verb.isEmpty ? "empty action" : "unknown action '\(verb)'")
      + Suggestion.didYouMean(suggestion, otherwise: "; expected one of " + quoted(Action.verbs))
  }

  static func notALocale(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidLocale, "'\(name)' is not a locale code (de, de-CH, pt_BR) or 'pseudo'")
  }
  static func noStringsTable(_ locale: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .unknownLocale,
      "no strings table for '\(locale)': add strings/\(locale).yaml (or one for its language) to the app, or use 'pseudo'"
    )
  }

  static let unclosedBrace = Diagnostic.Message(
    .invalidInterpolation, "unclosed '{' in text; write '{{' for a literal brace")
  static let strayBrace = Diagnostic.Message(
    .invalidInterpolation, "unmatched '}' in text; write '}}' for a literal brace")
  static func badName(_ name: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidInterpolation,
      "'{\(name)}' is not a name; names are letters, digits and '_', joined by '.'")
  }
}
