import Basics
import ScreenModel

/// What a bound picker (or inline group) accepts.
struct PickerAccepts: Equatable {
  /// The choices' values, in order.
  var values: [String]
  /// Whether it holds a list (`allowsMultipleSelection`).
  var multiple: Bool
  var minSelected: Int?
  var maxSelected: Int?
  /// Where each choice's title is written, by title: the note for a title stored instead
  /// of a value.
  var titleMarks: [String: Mark]
  /// The types each value is written in, by its text (``ValueType``).
  var valueTypes: [String: Set<ValueType>] = [:]

  /// Whether a text is one of the values: as written, or the same number as a value
  /// written as a number (``Row/stores(_:)``).
  func holds(_ text: String) -> Bool {
    if values.contains(text) { return true }
    guard let number = ExactDecimal(text) else { return false }
    return values.contains {
      valueTypes[$0]?.contains(.number) == true && ExactDecimal($0) == number
    }
  }

  func problem(with value: StateValue) -> String? {
    switch (value, multiple) {
    case (.text(let text), false):
      return holds(text)
        ? nil : "'\(text)' is not one of the picker's values (\(Messages.quoted(values)))"
    case (.list(let items), true):
      var seen: Set<String> = []
      for item in items {
        guard case .text(let text) = item else {
          return "a multiple-choice picker holds a list of values"
        }
        guard values.contains(text) else {
          return "'\(text)' is not one of the picker's values (\(Messages.quoted(values)))"
        }
        guard seen.insert(text).inserted else { return "'\(text)' is chosen twice" }
      }
      if let minSelected, items.count < minSelected {
        return "\(items.count) chosen; the picker needs at least \(minSelected)"
      }
      if let maxSelected, items.count > maxSelected {
        return "\(items.count) chosen; the picker allows at most \(maxSelected)"
      }
      return nil
    case (_, true):
      return "a multiple-choice picker holds a list of values ([a, b]), not one value"
    default:
      return "a single-choice picker holds one value, not a list"
    }
  }

  /// The choice whose title is the value, when the value is not a value: the common
  /// mistake of storing the title.
  func titleMark(matching value: StateValue) -> (title: String, mark: Mark)? {
    var texts: [String] = []
    if case .text(let text) = value { texts = [text] }
    if case .list(let items) = value {
      texts = items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }
    for text in texts where !values.contains(text) {
      if let mark = titleMarks[text] { return (text, mark) }
    }
    return nil
  }
}
