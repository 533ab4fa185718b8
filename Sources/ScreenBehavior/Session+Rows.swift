import ScreenModel

/// A row as an action sees it: an app row, or the trailing load-more row.
enum VisibleItem: Equatable {
  case row(RowID, Row)
  case loadMore(String)
}

extension Session {
  /// The rows of a screen state in display order, as the user sees them: revealed by
  /// paging, not deleted, then the load-more row while rows remain hidden.
  func visibleItems(_ state: ScreenState, of screen: Screen) -> [VisibleItem] {
    var items: [VisibleItem] = []
    var index = 0
    // Only the revealed prefix is visited, so a long paged list costs its loaded rows.
    sections: for (sectionIndex, section) in screen.sections.enumerated() {
      for rowIndex in section.rows.indices {
        guard index < state.loaded else { break sections }
        index += 1
        let id = RowID(section: sectionIndex, row: rowIndex)
        if !state.deleted.contains(id) { items.append(.row(id, section.rows[rowIndex])) }
      }
    }
    if let paging = screen.paging, state.loaded < screen.rowCount {
      items.append(.loadMore(paging.loadMoreTitle))
    }
    return items
  }

  /// Whether a row is unread now: written `read: false` and not tapped since.
  func isUnread(_ id: RowID, _ row: Row, in state: ScreenState) -> Bool {
    row.read == false && !state.markedRead.contains(id)
  }

  /// `{unread}` and `{count}`: over the rows loaded and not deleted.
  func counts(_ state: ScreenState, of screen: Screen) -> (unread: Int, count: Int) {
    counts(visibleItems(state, of: screen), in: state)
  }

  /// The counts over rows already made visible.
  func counts(_ items: [VisibleItem], in state: ScreenState) -> (unread: Int, count: Int) {
    var unread = 0
    var count = 0
    for case .row(let id, let row) in items {
      count += 1
      if isUnread(id, row, in: state) { unread += 1 }
    }
    return (unread, count)
  }

  /// The index, over all choices in display order, of a picker's current choice.
  func currentChoice(of screen: Screen) -> Int? {
    if let bind = screen.bind {
      guard let value = state.text(at: bind) else { return nil }
      return screen.choices.firstIndex { $0.value.choiceValue == value }
    }
    return pickerChoices[screen.id] ?? screen.selected
  }

  /// The row of a picker's current choice.
  func currentChoiceRow(of screen: Screen) -> RowID? {
    let choices = screen.choices
    guard let index = currentChoice(of: screen), choices.indices.contains(index) else { return nil }
    return RowID(section: choices[index].id.section, row: choices[index].id.row)
  }

  /// Fills a template in against the shared state and a screen's counts.
  func resolve(_ template: Template, _ state: ScreenState, of screen: Screen) -> String {
    let counts = template.isLiteral ? (0, 0) : counts(state, of: screen)
    return resolve(template, unread: counts.0, count: counts.1)
  }

  func resolve(_ template: Template, unread: Int, count: Int) -> String {
    template.resolve(
      state: { self.state.text(at: $0) ?? "" }, unread: unread, count: count,
      counts: { id in
        let counts = self.counts(ofScreen: id)
        return (counts.unread, counts.count)
      })
  }

  /// The title a screen state shows: the unread title while rows are unread.
  func title(_ state: ScreenState) -> String {
    switch state.kind {
    case .detail(let title, _, _):
      return title
    case .screen(let id):
      guard let screen = app.screen(id) else { return id }
      return title(of: screen, counts: counts(state, of: screen))
    }
  }

  /// A screen's title for its counts: the unread title while rows are unread.
  func title(of screen: Screen, counts: (unread: Int, count: Int)) -> String {
    if let unreadTitle = screen.unreadTitle, counts.unread > 0 {
      return resolve(unreadTitle, unread: counts.unread, count: counts.count)
    }
    return resolve(screen.title, unread: counts.unread, count: counts.count)
  }
}
