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
      let item = try find(reference, in: state, of: screen, for: action)
      if state.editing { throw ActionError(action, Reasons.tapWhileEditing) }
      if state.swiped != nil {
        // As in UIKit: a tap elsewhere only hides the revealed Delete button.
        state.swiped = nil
        next.stack[index] = state
        return next
      }
      guard case .row(let id, let row) = item else {
        return try applying(.loadMore)
      }
      if row.isChoice {
        return try next.chose(id, in: screen, at: index, for: action)
      }
      if row.pickerStyle == .segmented {
        throw ActionError(action, Reasons.tapOnSegments(resolve(row.title, state, of: screen)))
      }
      switch row.kind {
      case .toggle:
        return try next.applyingToControl(.toggle(reference), screen: screen, at: index)
      case .textField, .slider, .stepper, .titleValue:
        throw ActionError(
          action, Reasons.tapOnControl(row.kind, title: resolve(row.title, state, of: screen)))
      case .button(let button):
        state.highlighted = id
        if button.confirm != nil {
          state.sheet = id
        } else {
          for write in button.sets { next.state.setText(write.value, at: write.key) }
        }
        next.stack[index] = state
        return next
      case .url(let link):
        state.highlighted = id
        next.stack[index] = state
        next.notice = Reasons.opensLink(link)
        return next
      case .plain, .push, .body:
        break
      }
      state.highlighted = id
      if row.read == false {
        if let list = screen.sections[id.section].rowsFrom {
          // A row drawn from state: its item keeps the mark, wherever it moves.
          next.markItemRead(at: id.row, of: list.key)
        } else {
          state.markedRead.insert(id)
        }
      }
      next.stack[index] = state
      if let push = row.push, let target = next.liveScreen(push) {
        next.stack.append(next.opening(target))
      } else if let body = row.body {
        let counts = counts(state, of: screen)
        next.stack.append(
          ScreenState(
            detailTitle: next.shown(row.title, unread: counts.unread, count: counts.count),
            detail: row.detail.map { next.shown($0, unread: counts.unread, count: counts.count) },
            body: next.shown(body, unread: counts.unread, count: counts.count)))
      }
    case .swipe(let reference), .delete(let reference):
      let item = try find(reference, in: state, of: screen, for: action)
      guard case .row(let id, let row) = item else {
        if case .loadMore(let title) = item {
          throw ActionError(action, Reasons.loadMoreNotDeletable(title))
        }
        return self
      }
      guard screen.isDeletable(row) else {
        throw ActionError(action, Reasons.notDeletable(resolve(row.title, state, of: screen)))
      }
      if case .swipe = action {
        state.swiped = id
      } else {
        if let list = screen.sections[id.section].rowsFrom {
          // A row drawn from state: its item leaves the list, and the rows after it move up.
          next.removeItem(at: id.row, of: list.key)
          state.forget(id)
          if screen.paging != nil { state.loaded -= 1 }
        } else {
          state.deleted.insert(id)
          if state.swiped == id { state.swiped = nil }
          if state.highlighted == id { state.highlighted = nil }
        }
      }
      next.stack[index] = state
    case .loadMore:
      guard let paging = screen.paging else { throw ActionError(action, Reasons.noPaging) }
      guard state.loaded < screen.rowCount else {
        throw ActionError(action, Reasons.nothingToLoad)
      }
      state.loaded = min(screen.rowCount, state.loaded + paging.pageSize)
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

  /// Whether any visible row can be deleted (the screen then has an Edit button).
  func hasDeletableRows(_ state: ScreenState, of screen: Screen) -> Bool {
    hasDeletableRows(visibleItems(state, of: screen), of: screen)
  }

  func hasDeletableRows(_ items: [VisibleItem], of screen: Screen) -> Bool {
    items.contains { item in
      if case .row(_, let row) = item { return screen.isDeletable(row) }
      return false
    }
  }

  private func popped(_ action: Action) throws(ActionError) -> Session {
    guard stack.count > 1 else { throw ActionError(action, Reasons.firstScreen) }
    var next = self
    next.rememberCounts(of: next.stack.removeLast())
    return next
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
