import ScreenModel

extension Session {
  /// Returns the session after an action, or throws and leaves this one unchanged.
  public func applying(_ action: Action) throws(ActionError) -> Session {
    var next = self
    // A link's notice shows until the next action.
    next.notice = nil
    let index = stack.count - 1
    var state = stack[index]
    guard let screen = topScreen else {
      if case .back = action { return try next.popped(action) }
      throw ActionError(action, Reasons.noRowsOnDetail)
    }
    if state.sheet != nil {
      return try next.applyingInSheet(action, screen: screen, at: index)
    }
    if state.search != nil {
      switch action {
      case .loadMore, .edit, .add, .move: throw ActionError(action, Reasons.searching)
      default: break
      }
    }
    switch action {
    case .add(let text):
      return try next.adding(text, screen: screen, at: index, for: action)
    case .move(let reference, let position):
      return try next.moving(reference, to: position, screen: screen, at: index, for: action)
    case .search(let text):
      guard screen.search != nil else { throw ActionError(action, Reasons.notSearchable) }
      state.search = text.isEmpty ? nil : text
      state.highlighted = nil
      state.swiped = nil
      next.stack[index] = state
      return next
    case .toggle, .type, .clear, .slide, .increment, .decrement:
      return try next.applyingToControl(action, screen: screen, at: index)
    case .select(let reference, let choice):
      return try next.selecting(choice, in: reference, screen: screen, at: index, for: action)
    case .tap(let reference):
      return try tapping(reference, next: next, screen: screen, at: index, for: action)
    case .swipe(let reference), .delete(let reference):
      return try deleting(reference, next: next, screen: screen, at: index, for: action)
    case .loadMore:
      guard let paging = screen.paging else { throw ActionError(action, Reasons.noPaging) }
      guard state.loaded < screen.rowCount else {
        throw ActionError(action, Reasons.nothingToLoad)
      }
      state.loaded = min(screen.rowCount, state.loaded + paging.pageSize)
      // The rows loaded, no row stays selected (nor the load-more row, which deselects).
      state.highlighted = nil
      next.stack[index] = state
    case .back:
      return try next.popped(action)
    case .edit:
      guard hasDeletableRows(state, of: screen) || screen.addRow != nil || screen.reorderable else {
        throw ActionError(action, Reasons.nothingToEdit)
      }
      guard !state.editing else { throw ActionError(action, Reasons.alreadyEditing) }
      state.editing = true
      state.swiped = nil
      next.stack[index] = state
    case .done:
      guard state.editing || state.swiped != nil else {
        throw ActionError(action, Reasons.notEditing)
      }
      state.editing = false
      state.swiped = nil
      next.stack[index] = state
    }
    return next
  }

  /// Whether any visible row can be deleted (the screen then has an Edit button); a list
  /// group's items (a section's own `deletable`) are swiped, as IASK's, with no Edit button.
  func hasDeletableRows(_ state: ScreenState, of screen: Screen) -> Bool {
    hasDeletableRows(visibleItems(state, of: screen), of: screen)
  }

  func hasDeletableRows(_ items: [VisibleItem], of screen: Screen) -> Bool {
    items.contains { item in
      if case .row(let id, let row) = item {
        return screen.sections[id.section].deletable == nil && screen.isDeletable(row)
      }
      return false
    }
  }

  private func popped(_ action: Action) throws(ActionError) -> Session {
    guard stack.count > 1 else { throw ActionError(action, Reasons.firstScreen) }
    var next = self
    next.pop()
    return next
  }

  /// Pops the top screen. The screen under it appears with no row selected, as
  /// UITableViewController clears its selection when its view appears.
  mutating func pop() {
    rememberCounts(of: stack.removeLast())
    if let top = stack.indices.last { stack[top].highlighted = nil }
  }

  /// Keeps a screen's counts as last shown, for `{unread:SCREEN}` and `{count:SCREEN}`,
  /// and its rows' marks, which a copy of it lower on the stack and its next opening show.
  mutating func rememberCounts(of popped: ScreenState) {
    guard let id = popped.screenID, let screen = liveScreen(id) else { return }
    let counts = counts(popped, of: screen)
    lastShownCounts[id] = ScreenCounts(unread: counts.unread, count: counts.count)
    rowMarks[id] = popped.marks
    for index in stack.indices where stack[index].screenID == id {
      stack[index].marks = popped.marks
    }
  }
}
