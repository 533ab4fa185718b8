import ScreenModel

/// A row as an action sees it: an app row, or the trailing load-more row.
enum VisibleItem: Equatable {
  case row(RowID, Row)
  case loadMore(String)
}

extension Session {
  /// The rows of a screen state in display order, as the user sees them: revealed by
  /// paging, not deleted, not hidden by a condition, then the load-more row while rows
  /// remain hidden; while a search is active, only the rows that match, and no load-more row.
  func visibleItems(_ state: ScreenState, of screen: Screen) -> [VisibleItem] {
    let loaded = loadedItems(state, of: screen)
    guard let query = state.search else { return loaded }
    let counts = counts(loaded, in: state)
    let needle = SearchText.folded(query)
    return loaded.filter { item in
      guard case .row(_, let row) = item else { return false }
      let texts =
        [row.title, row.subtitle, row.detail].compactMap { $0 }.map {
          resolve($0, unread: counts.unread, count: counts.count)
        } + [pickerDetail(for: row)].compactMap { $0 }
      return texts.contains { SearchText.matches($0, folded: needle) }
    }
  }

  /// The rows loaded and shown, before any search: what `{count}` and `{unread}` count.
  func loadedItems(_ state: ScreenState, of screen: Screen) -> [VisibleItem] {
    var items: [VisibleItem] = []
    items.reserveCapacity(min(state.loaded, screen.rowCount) + 1)
    var index = 0
    // Only the revealed prefix is visited, so a long paged list costs its loaded rows.
    sections: for (sectionIndex, section) in screen.sections.enumerated() {
      let sectionShown = shows(section.visibleIf)
      for rowIndex in section.rows.indices {
        guard index < state.loaded else { break sections }
        index += 1
        let id = RowID(section: sectionIndex, row: rowIndex)
        let row = section.rows[rowIndex]
        guard sectionShown, shows(row.visibleIf) else { continue }
        if state.deleted.isEmpty || !state.deleted.contains(id) { items.append(.row(id, row)) }
      }
    }
    if let paging = screen.paging, state.loaded < screen.rowCount {
      items.append(.loadMore(paging.loadMoreTitle))
    }
    for group in screen.groups where group.sortedByTitle {
      for section in group.sections { sortByShownTitle(&items, section: section) }
    }
    return items
  }

  /// Puts a section's rows in the order of their shown (translated) titles, ignoring case;
  /// rows with equal titles keep their written order. Actions count positions in this order.
  func sortByShownTitle(_ items: inout [VisibleItem], section: Int) {
    let places = items.indices.filter {
      if case .row(let id, _) = items[$0] { return id.section == section }
      return false
    }
    let keyed = places.map { place -> (String, Int, VisibleItem) in
      guard case .row(_, let row) = items[place] else { return ("", place, items[place]) }
      return (shown(row.title.literalText).lowercased(), place, items[place])
    }
    let sorted = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    for (place, item) in zip(places, sorted.map(\.2)) { items[place] = item }
  }

  /// Whether a condition holds now.
  func holds(_ condition: Condition) -> Bool {
    condition.isTrue(in: state, device: device, host: host, onValues: app.switchOnValues)
  }

  /// Whether a part with this condition (or none) is shown now. (Not `map(holds)`: a
  /// method taken as a value copies the whole session each time it is made.)
  func shows(_ condition: Condition?) -> Bool {
    guard let condition else { return true }
    return holds(condition)
  }

  /// The condition that disables a row now (its section's, else its own), or nil.
  func disabling(_ id: RowID, in screen: Screen) -> Condition? {
    if let condition = screen.sections[id.section].enabledIf, !holds(condition) { return condition }
    if let condition = screen.sections[id.section].rows[id.row].enabledIf, !holds(condition) {
      return condition
    }
    return nil
  }

  /// The condition that hides a row of the screen titled `title` now (its section's or its
  /// own `visibleIf`), for an action that names a row the screen does not show.
  func hiding(_ title: String, in screen: Screen, counts: (unread: Int, count: Int))
    -> Condition?
  {
    for section in screen.sections {
      for row in section.rows
      where resolve(row.title, unread: counts.unread, count: counts.count) == title {
        if let condition = section.visibleIf, !holds(condition) { return condition }
        if let condition = row.visibleIf, !holds(condition) { return condition }
      }
    }
    return nil
  }

  /// Whether a row is unread now: written `read: false` and not tapped since.
  func isUnread(_ id: RowID, _ row: Row, in state: ScreenState) -> Bool {
    row.read == false && !state.markedRead.contains(id)
  }

  /// `{unread}` and `{count}`: over the rows loaded and not deleted (a search changes them not).
  func counts(_ state: ScreenState, of screen: Screen) -> (unread: Int, count: Int) {
    counts(loadedItems(state, of: screen), in: state)
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

  /// The key of an unbound picker group's choices in ``pickerSelections``.
  package static func selectionKey(_ screen: String, _ group: Int) -> String {
    "\(screen)#\(group)"
  }

  /// The chosen choices of a picker group, as indices within the group, in choice order.
  func selection(ofGroup index: Int, in screen: Screen) -> [Int] {
    selection(ofGroup: index, in: screen, places: screen.choicePlaces(ofGroup: index))
  }

  /// ``selection(ofGroup:in:)`` with the group's choice places found already.
  private func selection(
    ofGroup index: Int, in screen: Screen, places: [(section: Int, row: Int)]
  ) -> [Int] {
    guard screen.groups.indices.contains(index) else { return [] }
    let group = screen.groups[index]
    guard let bind = group.bind else {
      return pickerSelections[Session.selectionKey(screen.id, index)] ?? group.selected
    }
    let choice = { (place: Int) -> Row in
      screen.sections[places[place].section].rows[places[place].row]
    }
    if group.multiple {
      let values = state.texts(at: bind) ?? []
      return places.indices.filter { values.contains(choice($0).choiceValue ?? "") }
    }
    guard let value = state.text(at: bind) else { return [] }
    let chosen =
      places.indices.first { choice($0).choiceValue == value }
      ?? places.indices.first {
        choice($0).stores(value, type: app.stateTypes[bind.joined(separator: ".")] ?? .number)
      }
    return chosen.map { [$0] } ?? []
  }

  /// Every checked choice of a picker.
  func checkedRows(of screen: Screen) -> Set<RowID> {
    var rows: Set<RowID> = []
    for index in screen.groups.indices {
      let places = screen.choicePlaces(ofGroup: index)
      for chosen in selection(ofGroup: index, in: screen, places: places)
      where places.indices.contains(chosen) {
        rows.insert(RowID(section: places[chosen].section, row: places[chosen].row))
      }
    }
    return rows
  }

  /// What a parent row shows for a picker it pushes: the chosen short titles (else titles)
  /// in choice order, `None` for an empty multiple choice; nothing for inline groups.
  func pickerSummary(of picker: Screen) -> String? {
    guard !picker.inlineGroups, let group = picker.groups.first else { return nil }
    let choices = picker.choices(ofGroup: 0)
    let chosen = selection(ofGroup: 0, in: picker).filter(choices.indices.contains)
    if chosen.isEmpty { return group.multiple ? shown("None") : nil }
    return chosen.map { shown(choices[$0].value.shortTitle ?? choices[$0].value.title.literalText) }
      .joined(separator: ", ")
  }

  /// Fills a template in against the shared state and a screen's counts.
  func resolve(_ template: InterpolatedText, _ state: ScreenState, of screen: Screen) -> String {
    let counts = template.isLiteral ? (0, 0) : counts(state, of: screen)
    return resolve(template, unread: counts.0, count: counts.1)
  }

  func resolve(
    _ template: InterpolatedText, unread: Int, count: Int,
    locale: String = PluralRules.sourceLocale
  ) -> String {
    // Most texts interpolate nothing: read without making the closures below, each of
    // which holds a copy of the session.
    if template.isLiteral { return template.literalText }
    return template.resolve(
      state: { self.app.displayText(of: self.state.value(at: $0), at: $0) }, unread: unread,
      count: count,
      counts: { id in
        let counts = self.counts(ofScreen: id)
        return (counts.unread, counts.count)
      }, locale: locale, number: pluralNumber)
  }

  /// The number a plural text is chosen by, from a state key: its value, or a list's count.
  func pluralNumber(_ path: [String]) -> String {
    switch state.value(at: path) {
    case .text(let text)?: return text
    case .list(let items)?: return String(items.count)
    default: return ""
    }
  }

  /// The title a screen state shows: the unread title while rows are unread.
  func title(_ state: ScreenState) -> String {
    switch state.kind {
    case .detail(let title, _, _):
      return title
    case .screen(let id):
      guard let screen = liveScreen(id) else { return id }
      return title(of: screen, counts: counts(state, of: screen))
    }
  }

  /// A screen's title for its counts: the unread title while rows are unread.
  func title(of screen: Screen, counts: (unread: Int, count: Int)) -> String {
    if let unreadTitle = screen.unreadTitle, counts.unread > 0 {
      return shown(unreadTitle, unread: counts.unread, count: counts.count)
    }
    return shown(screen.title, unread: counts.unread, count: counts.count)
  }

  /// A template as drawn: translated into the session's locale, then interpolated (state
  /// values and counts are never translated).
  func shown(_ template: InterpolatedText, unread: Int, count: Int) -> String {
    guard let localisation = shownLocalisation else {
      return resolve(template, unread: unread, count: count)
    }
    return resolve(
      localisation.template(template), unread: unread, count: count,
      locale: localisation.pluralLocale(of: template))
  }

  /// A text ScreenSpec draws itself (`Edit`, `None`), or a screen's plain text, in the
  /// session's locale.
  func shown(_ text: String) -> String {
    shownLocalisation?.translated(text) ?? text
  }

  /// The locale's translations as the top screen looks them up: its `stringsTable:` first,
  /// then the default table.
  var shownLocalisation: Localisation? {
    guard let localisation, !localisation.named.isEmpty, let last = stack.last,
      case .screen(let id) = last.kind
    else { return localisation }
    return localisation.scoped(to: app.screen(id))
  }
}
