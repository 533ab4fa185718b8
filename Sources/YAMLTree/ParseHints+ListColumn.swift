import Basics

extension ParseHints {
  /// libyaml's complaint when a line at a block list's column holds a key, not `- `.
  private static let keyInListError = "did not find expected '-' indicator"

  /// A key written at the column of a block list's `- ` items (`rows:` at the column of
  /// `sections`' dashes, meant under the item's `header:`): libyaml says only that it did
  /// not find a `-`. The error, reworded at the key, says what is likely wrong and the
  /// columns that would make it right: the item's keys, or the list's own key.
  static func keyAtListColumn(_ error: Diagnostic, context: Mark?, lines: SourceLines)
    -> Diagnostic?
  {
    guard error.message == keyInListError, let list = context, list.line < error.mark.line,
      case .key(let here)? = lines.line(error.mark.line).map(KeyLine.init),
      here.indent == here.column, here.column == list.column
    else { return nil }
    // The last item's first key: on the nearest line above with a dash at the list's column.
    var item: (key: String, column: Int)?
    var number = error.mark.line - 1
    while number >= list.line, item == nil {
      if case .key(let key)? = lines.line(number).map(KeyLine.init), key.indent == list.column,
        key.column > key.indent
      {
        item = (key.key, key.column)
      }
      number -= 1
    }
    // The key whose value the list is: the nearest key above it further left.
    var parent: (key: String, column: Int)?
    number = list.line - 1
    while number >= 1, parent == nil {
      if case .key(let key)? = lines.line(number).map(KeyLine.init), key.column < list.column {
        parent = (key.key, key.column)
      }
      number -= 1
    }
    var reworded = error
    reworded.reword(
      Messages.keyAtListColumn(here.key, column: here.column, itemKey: item, parent: parent))
    reworded.mark = Mark(line: error.mark.line, column: here.column)
    reworded.notes = [.init(Messages.listStartsHere, at: list)]
    return reworded
  }
}
