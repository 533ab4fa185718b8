import ScreenModel

/// Tapping, swiping and deleting a row: the row actions of `applying(_:)`.
extension Session {
  /// A tap on a row: a choice is chosen, a switch toggled, a button pressed, a link opened,
  /// a push or a detail opened; other controls refuse it. `next` is the session the action
  /// starts from (the notice of the last one cleared).
  func tapping(
    _ reference: RowReference, next: Session, screen: Screen, at index: Int, for action: Action
  ) throws(ActionError) -> Session {
    var next = next
    var state = stack[index]
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
    if let tapped = try next.tappingKind(row, id, reference, screen, at: index, for: action) {
      return tapped
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
    return next
  }

  /// A swipe reveals a row's Delete button; a delete removes the row (a row drawn from
  /// state leaves its list).
  func deleting(
    _ reference: RowReference, next: Session, screen: Screen, at index: Int, for action: Action
  ) throws(ActionError) -> Session {
    var next = next
    var state = stack[index]
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
    return next
  }
}
