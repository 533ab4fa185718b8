import Basics
import ScreenModel

extension Session {
  func find(
    _ reference: RowReference, in state: ScreenState, of screen: Screen, for action: Action
  ) throws(ActionError) -> VisibleItem {
    let items = visibleItems(state, of: screen)
    switch reference {
    case .position(let position):
      guard position >= 1, position <= items.count else {
        throw ActionError(action, Reasons.noRow(position, count: items.count))
      }
      return try enabled(items[position - 1], in: screen, for: action)
    case .key(let key):
      let matches = items.indices.filter { index in
        guard case .row(_, let row) = items[index] else { return false }
        if case .button(let button) = row.kind { return button.id == key }
        return row.kind.boundKey?.joined(separator: ".") == key
      }
      guard let first = matches.first else {
        let bound = items.compactMap { item -> String? in
          guard case .row(_, let row) = item else { return nil }
          return row.kind.boundKey?.joined(separator: ".")
        }
        throw ActionError(
          action, Reasons.noRowForKey(key, suggestion: Suggestion.nearest(to: key, in: bound)))
      }
      guard matches.count == 1 else {
        throw ActionError(action, Reasons.severalRows("bound to '\(key)'", matches.map { $0 + 1 }))
      }
      return try enabled(items[first], in: screen, for: action)
    case .title(let title):
      let counts = self.counts(state, of: screen)
      let titles = items.map { item -> String in
        switch item {
        case .row(_, let row):
          return resolve(row.title, unread: counts.unread, count: counts.count)
        case .loadMore(let text): return text
        }
      }
      var matches = titles.indices.filter { titles[$0] == title }
      if matches.isEmpty, localisation != nil {
        // Source titles first, so one scenario runs in every locale; then what is shown.
        let shownTitles = items.map { item -> String in
          switch item {
          case .row(_, let row): return shown(row.title, unread: counts.unread, count: counts.count)
          case .loadMore(let text): return shown(text)
          }
        }
        matches = shownTitles.indices.filter { shownTitles[$0] == title }
      }
      if matches.isEmpty, title == Paging.defaultLoadMoreTitleASCII {
        // `--ascii` spells the built-in "Load More…" with three dots: tapped as drawn.
        matches = items.indices.filter {
          if case .loadMore(let text) = items[$0] { return text == Paging.defaultLoadMoreTitle }
          return false
        }
      }
      guard let found = matches.first else {
        // `select Weight Class Welterweight`: ROW is one word unless quoted.
        if action.takesTwoArguments, !title.contains(" "),
          let long = titles.first(where: { $0.hasPrefix(title + " ") })
        {
          throw ActionError(action, Reasons.quoteTitle(title, long, verb: action.verb))
        }
        if let condition = hiding(title, in: screen, counts: counts) {
          throw ActionError(action, Reasons.hidden(title, condition.description))
        }
        throw ActionError(action, Self.noTitle(title, titles: titles, items: items, action))
      }
      guard matches.count == 1 else {
        throw ActionError(action, Reasons.severalRows("titled '\(title)'", matches.map { $0 + 1 }))
      }
      return try enabled(items[found], in: screen, for: action)
    }
  }

  /// The item, unless a condition disables it (an error that names the condition).
  func enabled(_ item: VisibleItem, in screen: Screen, for action: Action)
    throws(ActionError)
    -> VisibleItem
  {
    if case .row(let id, _) = item, let condition = disabling(id, in: screen) {
      throw ActionError(action, Reasons.disabled(condition.description))
    }
    return item
  }

  /// Why no row has the title: a bound state key named without its '@' (`increment
  /// volume`, a new user's trial) is told to take it; else the nearest title or the titles.
  static func noTitle(
    _ title: String, titles: [String], items: [VisibleItem], _ action: Action
  ) -> String {
    let bound = items.contains { item in
      guard case .row(_, let row) = item else { return false }
      return row.kind.boundKey?.joined(separator: ".") == title
    }
    guard bound else { return Reasons.noTitle(title, titles: titles) }
    return Reasons.keyWithoutAt(title, verb: action.verb, more: action.takesTwoArguments)
  }
}
