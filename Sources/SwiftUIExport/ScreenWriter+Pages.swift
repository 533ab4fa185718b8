import ScreenModel

/// Screens with lists held in state loaded in pages: how many rows are loaded is the model's
/// (`feedLoaded`), one count over the screen's own rows and its lists' items in order, as
/// `Session` counts them (a deleted row of its own still counted, a deleted item not); each
/// section shows those of it loaded, and Load More loads the next page.
extension ScreenWriter {
  /// Whether a screen with lists held in state loads in pages (the model counts its rows
  /// loaded).
  static func pagesLists(_ screen: Screen) -> Bool {
    screen.paging != nil && !screen.isPicker && !screen.listSections.isEmpty
  }

  /// Whether a screen loads in pages both rows of its own and lists held in state.
  static func pagesRowsAndLists(_ screen: Screen) -> Bool {
    pagesLists(screen) && screen.rowCount > 0
  }

  /// The model's list of a section drawn from state; nil when there is none.
  mutating func modelList(_ rowsFrom: RowsFrom) -> String? {
    guard let list = keys.list(rowsFrom.key, app) ?? keys.mappingList(rowsFrom.key, app) else {
      return nil
    }
    return "\(model()).\(list)"
  }

  /// How many items of the lists before a section there are, one Swift term a list.
  mutating func listCounts(of target: Screen, before section: Int) -> [String] {
    target.listSections.filter { $0 < section }.compactMap {
      target.sections[$0].rowsFrom.flatMap { modelList($0) }.map { $0 + ".count" }
    }
  }

  /// The items a section of lists held in state shows, as a Swift expression: the list, or
  /// paged, those of it loaded (what is loaded counts the rows and lists before it first).
  mutating func shownItems(of target: Screen, section: Int) -> String? {
    guard let from = target.sections[section].rowsFrom, let items = modelList(from) else {
      return nil
    }
    guard Self.pagesLists(target) else { return items }
    var loaded = "\(model()).\(keys.loaded(of: target.id))"
    let own = target.sections[..<section].reduce(0) { $0 + $1.rows.count }
    let earlier = (own > 0 ? [String(own)] : []) + listCounts(of: target, before: section)
    if !earlier.isEmpty { loaded = "max(0, \(loaded) - \(earlier.joined(separator: " - ")))" }
    return "\(items).prefix(\(loaded))"
  }

  /// The rows of its own a screen shows, loaded, as Swift expressions: the rows the app
  /// holds, or paged with lists, those of each run of sections between its lists, each row
  /// loaded while the count loaded passes it and the list items before it.
  mutating func loadedOwnRows(of target: Screen, _ rows: String) -> [String] {
    guard Self.pagesRowsAndLists(target) else { return ["\(rows).shown"] }
    var runs: [String] = []
    var first = 0
    var runStart = 0
    for index in target.sections.indices {
      let count = target.sections[index].rows.count
      first += count
      let last = index == target.sections.count - 1
      guard last || target.sections[index + 1].rowsFrom != nil, first > runStart else { continue }
      runs.append("\(rows).shown(in: \(runStart)..<\(first)\(loadedBound(of: target, index)))")
      runStart = first
    }
    return runs
  }

  /// `, loaded: …`: how many of a screen's own rows a section's rows are loaded within, when
  /// the screen pages its own rows and lists alike (the count loaded less the list items
  /// before the section); empty otherwise.
  mutating func loadedBound(of target: Screen, _ section: Int) -> String {
    guard Self.pagesRowsAndLists(target) else { return "" }
    let loaded = "\(model()).\(keys.loaded(of: target.id))"
    let lists = listCounts(of: target, before: section)
    return ", loaded: " + ([loaded] + lists).joined(separator: " - ")
  }

  /// The load-more row, in the screen's last section while rows are left to load (and no
  /// search is on): the rows the app holds load their next page, or the model's count of
  /// rows loaded grows by a page, as `Session` loads them.
  /// Whether the section at `index` is the last shown: "" when it is the last, the test that
  /// every section after it is hidden when each has a `visibleIf`, nil when one always shows.
  mutating func endsTable(_ index: Int) -> String? {
    var hidden: [String] = []
    for later in screen.sections.indices where later > index {
      guard let visibleIf = screen.sections[later].visibleIf else { return nil }
      // A problem of the condition is told once, at its own section.
      let told = problems.count
      let test = condition(visibleIf, key: "visibleIf")
      problems.removeSubrange(told...)
      guard let test, test != "true" else { return nil }
      if test != "false" { hidden.append(Self.negated(test)) }
    }
    return hidden.joined(separator: " && ")
  }

  mutating func loadMore() -> String {
    guard let paging = screen.paging, !screen.isPicker else { return "" }
    let searching = screen.search == nil ? "" : "search.isEmpty, "
    let button = "          Button(\(SwiftNames.literal(paging.loadMoreTitle))) {\n"
    guard Self.pagesLists(screen) else {
      guard let rows = rowsProperty else { return "" }
      return "        if \(searching)\(rows).canLoadMore {\n" + button
        + "            \(rows).loadMore()\n          }\n        }\n"
    }
    let loaded = "\(model()).\(keys.loaded(of: screen.id))"
    let own = screen.rowCount > 0 ? [String(screen.rowCount)] : []
    let total = (own + listCounts(of: screen, before: screen.sections.count))
      .joined(separator: " + ")
    return "        if \(searching)\(loaded) < \(total) {\n" + button
      + "            \(loaded) = min(\(total), \(loaded) + \(paging.pageSize))\n"
      + "          }\n        }\n"
  }
}
