import ScreenModel

extension Session {
  /// The items of a list in state.
  func items(of key: [String]) -> [StateValue] {
    if case .list(let items)? = state.value(at: key) { return items }
    return []
  }

  /// Removes one item of a list in state.
  mutating func removeItem(at offset: Int, of key: [String]) {
    var list = items(of: key)
    guard list.indices.contains(offset) else { return }
    list.remove(at: offset)
    state.setValue(.list(list), at: key)
  }

  /// Marks a mapping item of a list in state read (`read: "true"`), as a tap on its
  /// unread row does.
  mutating func markItemRead(at offset: Int, of key: [String]) {
    var list = items(of: key)
    guard list.indices.contains(offset), case .mapping = list[offset] else { return }
    list[offset].setText("true", at: ["read"])
    state.setValue(.list(list), at: key)
  }

  /// `add TEXT`: appends a text item to the screen's list, in editing mode, on a screen
  /// with `addRow`; to the first list of a section with its own `addRow` (an IASK list
  /// group, whose add row is always there), in any mode.
  func adding(_ text: String, screen: Screen, at index: Int, for action: Action) throws(ActionError)
    -> Session
  {
    let own = screen.sections.first { $0.addRow != nil }?.rowsFrom
    guard
      let list = screen.addRow == nil
        ? own : screen.listSections.first.flatMap({ screen.sections[$0].rowsFrom })
    else { throw ActionError(action, Reasons.cannotAdd) }
    guard stack[index].editing || screen.addRow == nil else {
      throw ActionError(action, Reasons.addNeedsEditing)
    }
    guard !text.isEmpty else { throw ActionError(action, Reasons.addNeedsText) }
    var next = self
    next.state.setValue(.list(items(of: list.key) + [.text(text)]), at: list.key)
    return next
  }

  /// `move ROW to N`: moves a list item to the 1-based position N of its own list, in
  /// editing mode, on a `reorderable` screen.
  func moving(
    _ reference: RowReference, to position: Int, screen: Screen, at index: Int, for action: Action
  ) throws(ActionError) -> Session {
    guard screen.reorderable else { throw ActionError(action, Reasons.notReorderable) }
    let state = stack[index]
    guard state.editing else { throw ActionError(action, Reasons.moveNeedsEditing) }
    guard case .row(let id, _) = try find(reference, in: state, of: screen, for: action),
      let list = screen.sections[id.section].rowsFrom
    else { throw ActionError(action, Reasons.notAListRow) }
    var items = items(of: list.key)
    guard (1...items.count).contains(position) else {
      throw ActionError(action, Reasons.noListPosition(position, count: items.count))
    }
    let item = items.remove(at: id.row)
    items.insert(item, at: position - 1)
    var next = self
    next.state.setValue(.list(items), at: list.key)
    var moved = state
    moved.highlighted = nil
    moved.swiped = nil
    next.stack[index] = moved
    return next
  }
}
