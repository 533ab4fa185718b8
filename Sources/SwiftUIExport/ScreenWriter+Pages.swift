import ScreenModel

/// Lists held in state loaded in pages: how many items are loaded is the model's
/// (`feedLoaded`), the lists show that many in order, and Load More loads the next page.
extension ScreenWriter {
  /// Whether a screen's rows are lists held in state alone, loaded in pages.
  func pagesLists(_ screen: Screen) -> Bool {
    screen.paging != nil && !screen.isPicker && screen.rowCount == 0
      && !screen.listSections.isEmpty
  }

  /// The model's list of a section drawn from state; nil when there is none.
  mutating func modelList(_ rowsFrom: RowsFrom) -> String? {
    guard let list = keys.list(rowsFrom.key, app) ?? keys.mappingList(rowsFrom.key, app) else {
      return nil
    }
    return "\(model()).\(list)"
  }

  /// The items a section of lists held in state shows, as a Swift expression: the list, or
  /// paged, those of it loaded (what is loaded counts the lists before it first).
  mutating func shownItems(of target: Screen, section: Int) -> String? {
    guard let from = target.sections[section].rowsFrom, let items = modelList(from) else {
      return nil
    }
    guard pagesLists(target) else { return items }
    var loaded = "\(model()).\(keys.loaded(of: target.id))"
    let earlier = target.listSections.filter { $0 < section }.compactMap {
      target.sections[$0].rowsFrom.flatMap { modelList($0) }.map { $0 + ".count" }
    }
    if !earlier.isEmpty { loaded = "max(0, \(loaded) - \(earlier.joined(separator: " - ")))" }
    return "\(items).prefix(\(loaded))"
  }

  /// The load-more row of lists loaded in pages, in the screen's last section, while items
  /// are left to load (and no search is on): it loads the next page, as `Session` does.
  mutating func listsLoadMore() -> String {
    guard pagesLists(screen), let paging = screen.paging else { return "" }
    let loaded = "\(model()).\(keys.loaded(of: screen.id))"
    let total = screen.listSections.compactMap {
      screen.sections[$0].rowsFrom.flatMap { modelList($0) }.map { $0 + ".count" }
    }.joined(separator: " + ")
    let searching = screen.search == nil ? "" : "search.isEmpty, "
    var out = "        if \(searching)\(loaded) < \(total) {\n"
    out += "          Button(\(SwiftNames.literal(paging.loadMoreTitle))) {\n"
    out += "            \(loaded) = min(\(total), \(loaded) + \(paging.pageSize))\n"
    return out + "          }\n        }\n"
  }
}
