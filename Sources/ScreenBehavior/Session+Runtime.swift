import ScreenModel

/// A row an action can name on the top screen, as the runtime's mapping reads it: the row as
/// written (or drawn from a state list's item) and, for a list drawn from state, the item's
/// 0-based index in that list.
package struct VisibleRow: Sendable, Hashable {
  /// The row.
  package var row: Row
  /// The item's index in the state list the row is drawn from, if it is drawn from one.
  package var item: Int?
  /// The state list's key, if the row is drawn from one.
  package var list: [String]?
}

extension Session {
  /// The rows of the top screen by their 1-based position (index 0 is position 1), as
  /// ``ScreenView``'s rows number them; nil for the load-more row, empty on a detail screen.
  package var visibleRows: [VisibleRow?] {
    guard let screen = topScreen else { return [] }
    return visibleItems(top, of: screen).map { item in
      guard case .row(let id, let row) = item else { return nil }
      let list = screen.sections[id.section].rowsFrom?.key
      return VisibleRow(row: row, item: list == nil ? nil : id.row, list: list)
    }
  }

  /// The id of the screen on top of the stack, nil on a built-in detail screen.
  public var topScreenID: String? { top.screenID }

  /// The id of the screen at a level of the navigation stack (0 the first), nil on a
  /// built-in detail screen or past the top.
  package func screenID(at level: Int) -> String? {
    stack.indices.contains(level) ? stack[level].screenID : nil
  }

  /// How many screens are on the navigation stack (1 on the first screen).
  public var depth: Int { stack.count }

  /// Writes a value into the shared state, as an app writes what it supplies (a feed's
  /// posts, a list held in its store): checked as a scenario's `state:` is, so the key
  /// must be in the app's state and the value one its controls and pickers can hold.
  ///
  /// - Throws: ``ActionError`` naming the key and why, leaving the state as it was.
  public mutating func setState(_ value: StateValue, at path: [String]) throws(ActionError) {
    if let why = app.problem(setting: value, at: path) { throw ActionError(nil, why) }
    state.setValue(value, at: path)
  }
}
