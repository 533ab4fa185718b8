import ScreenModel

/// Rows the app holds: a screen's own rows that load in pages, are read or deleted
/// (``ScreenSpecRows`` in the model), lists drawn from state with their add row, and the
/// counts texts show.
extension ScreenWriter {
  /// Whether the app holds a screen's own rows: they load in pages, or some are unread or
  /// deletable.
  static func holdsRows(_ screen: Screen) -> Bool {
    guard !screen.isPicker, screen.rowCount > 0 else { return false }
    return screen.paging != nil || screen.deletable
      || screen.sections.contains { $0.rows.contains { $0.read != nil || $0.deletable == true } }
  }

  /// Takes the screen's rows from the model when the app holds them.
  mutating func startRows() {
    if let empty = screen.empty, !Self.holdsRows(screen) {
      // Shown while no rows are left: a screen of lists alone, while they are empty.
      var tests: [String] = []
      for section in screen.sections {
        guard let from = section.rowsFrom,
          let list = keys.list(from.key, app) ?? keys.mappingList(from.key, app)
        else { continue }
        tests.append("\(model()).\(list).isEmpty")
      }
      if screen.rowCount == 0 {
        let shown = "Text(\(text(empty, key: "empty"))).foregroundStyle(.secondary)"
        let test = tests.isEmpty ? "true" : tests.joined(separator: " && ")
        listModifier(".overlay {\n      if \(test) {\n        \(shown)\n      }\n    }")
      }
    }
    guard Self.holdsRows(screen) else { return }
    rowsProperty = "\(model()).\(keys.rows(of: screen.id))"
  }

  /// Whether the rows the app holds are in several sections, each showing those of its
  /// own (`ScreenSpecRows.shown(in:)`).
  static func holdsRowsInSections(_ screen: Screen) -> Bool {
    holdsRows(screen) && screen.sections.filter { !$0.rows.isEmpty }.count > 1
  }

  /// A section's rows as the app holds them: each drawn by `row(_:)` by its position in
  /// the screen's file, those loaded, swiped to delete.
  mutating func loadedRows(_ section: Int, _ rows: String) -> String {
    let rowList = screen.sections[section].rows
    let first = screen.sections[..<section].reduce(0) { $0 + $1.rows.count }
    let range = "\(first)..<\(first + rowList.count)"
    let several = Self.holdsRowsInSections(screen) || Self.pagesRowsAndLists(screen)
    // Searched: the rows whose title, subtitle or detail holds the search text; no deleting
    // or loading more while searching.
    let searched = screen.search == nil ? "" : ".filter { search.isEmpty || matches($0) }"
    if screen.search != nil, first == 0 {
      helpers.append(searchedRows(screen.allRows.map(\.value)))
      for loaded in loadedOwnRows(of: screen, rows) {
        searchLists.append("\(loaded).contains(where: matches)")
      }
    }
    let bound = loadedBound(of: screen, section)
    let shown = several ? "\(rows).shown(in: \(range)\(bound))" : "\(rows).shown"
    var out =
      "        ForEach(\(shown)\(searched), id: \\.self) { index in\n          row(index)\n        }\n"
    if rowList.contains(where: screen.isDeletable) {
      let delete = "\(rows).delete(atOffsets: $0\(several ? ", in: \(range)" : ""))"
      out +=
        screen.search == nil
        ? "        .onDelete { \(delete) }\n"
        : "        .onDelete(perform: search.isEmpty ? { \(delete) } : nil)\n"
    }
    for index in rowList.indices {
      place = (section, index)
      loading = first + index
      let written = row(rowList[index]).split(separator: "\n").map { $0.dropFirst(2) }
      rowCases += "    case \(first + index):\n" + written.joined(separator: "\n") + "\n"
    }
    loading = nil
    guard first + rowList.count == screen.rowCount else { return out }
    helpers.append(
      "  /// A row by its position in the screen's file, as the app holds it.\n"
        + "  @ViewBuilder private func row(_ index: Int) -> some View {\n    switch index {\n"
        + rowCases + "    default:\n      EmptyView()\n    }\n  }\n")
    if let empty = screen.empty {
      // No row of its own is left, and its lists are empty (paged with them, every row of its
      // own was loaded before it was deleted: no row is left to load).
      let lists = screen.listSections.compactMap {
        screen.sections[$0].rowsFrom.flatMap { modelList($0) }.map { " && \($0).isEmpty" }
      }
      listModifier(
        ".overlay {\n      if \(rows).left.isEmpty\(lists.joined()) {\n"
          + "        Text(\(text(empty, key: "empty"))).foregroundStyle(.secondary)\n      }\n    }"
      )
    }
    return out
  }

  /// The modifiers of a row the app holds: bold while unread, and kept from deletion when
  /// others of its screen are deleted.
  mutating func loadedModifiers(_ row: Row) -> String {
    guard let index = loading, let rows = rowsProperty else { return "" }
    var out = ""
    if row.read != nil { out += "\n.bold(\(rows).unread.contains(\(index)))" }
    if !screen.isDeletable(row), screen.allRows.contains(where: { screen.isDeletable($0.value) }) {
      out += "\n.deleteDisabled(true)"
    }
    return out
  }

  /// An unread row that opens nothing, as a button that reads it (`Session` marks a row
  /// read when it is tapped, as the feed's table view did when a row was selected); the
  /// label keeps the text's colour. Any other row is `label` as it is.
  func readingButton(_ label: String, read: Bool?) -> String {
    guard read == false, let index = loading, let rows = rowsProperty else { return label }
    return "Button {\n  \(rows).unread.remove(\(index))\n} label: {\n\(indentLines(label))\n}"
      + "\n.foregroundStyle(.primary)"
  }

  /// What opening a row the app holds does: it is read.
  var marksRead: String {
    guard let index = loading, let rows = rowsProperty else { return "" }
    return "\n  .onAppear { \(rows).unread.remove(\(index)) }"
  }

  /// A list drawn from state: its items, swiped to delete and moved, then its add row.
  mutating func listRows(_ index: Int, _ rowsFrom: RowsFrom) -> String {
    let section = screen.sections[index]
    var out: String
    let list: String
    if rowsFrom.template == nil, let texts = keys.list(rowsFrom.key, app) {
      list = texts
      // Searched: the items that hold the search text; editing waits for the search to end.
      let filter =
        screen.search == nil
        ? "" : ".filter { search.isEmpty || $0.localizedStandardContains(search) }"
      let shown = shownItems(of: screen, section: index) ?? ""
      if screen.search != nil {
        searchLists.append("\(shown).contains(where: { $0.localizedStandardContains(search) })")
      }
      out = "        ForEach(\(shown)\(filter), id: \\.self) { item in\n          Text(item)\n"
    } else if let mappings = keys.mappingList(rowsFrom.key, app) {
      list = mappings
      let shown = shownItems(of: screen, section: index) ?? ""
      var filter = ""
      if screen.search != nil {
        // Searched: the items whose title, subtitle or detail holds the search text.
        let holds = searchedTexts(rowsFrom) + ".contains { $0.localizedStandardContains(search) }"
        filter = ".filter { item in search.isEmpty || \(holds) }"
        searchLists.append("\(shown).contains(where: { item in \(holds) })")
      }
      out = "        ForEach(\(shown)\(filter), id: \\.self) { item in\n"
      let row = mappingRow(rowsFrom, list: list).split(separator: "\n").map { "          " + $0 }
      out += row.joined(separator: "\n") + "\n"
    } else {
      problem("rowsFrom", SwiftUIMessages.unknownList(rowsFrom.key.joined(separator: ".")))
      return ""
    }
    out += "        }\n"
    let items = "\(model()).\(list)"
    let isFirst = screen.listSections.first.map { screen.sections[$0] == section } ?? false
    // While searching, rows are not deleted or moved (offsets count the shown items).
    func action(_ name: String, _ body: String) -> String {
      screen.search == nil
        ? "        .\(name) { \(body) }\n"
        : "        .\(name)(perform: search.isEmpty ? { \(body) } : nil)\n"
    }
    if section.deletable ?? screen.deletable {
      // Paged, a deleted item leaves one fewer loaded, as `Session` counts them.
      let loaded =
        Self.pagesLists(screen) ? "; \(model()).\(keys.loaded(of: screen.id)) -= $0.count" : ""
      out += action("onDelete", "\(items).remove(atOffsets: $0)\(loaded)")
    }
    if screen.reorderable {
      out += action("onMove", "\(items).move(fromOffsets: $0, toOffset: $1)")
    }
    if screen.reorderable || (isFirst && (screen.deletable || screen.addRow != nil)) {
      listModifier(".toolbar { EditButton() }")
    }
    let add = section.addRow ?? (isFirst ? screen.addRow : nil)
    // The add row shows in editing mode only, as `Session` draws it: the screen holds its
    // edit mode, which the toolbar's Edit button changes.
    if screen.editing || add != nil {
      state("editMode = EditMode.\(screen.editing ? "active" : "inactive")")
      listModifier(".environment(\\.editMode, $editMode)")
    }
    guard let add else { return out }
    // An item added to a list of mappings is one whose title is the text, as `add` makes it.
    let added = keys.list(rowsFrom.key, app) == nil ? "[\"title\": \(0)]" : "\(0)"
    if rowsFrom.template != nil {
      // A defence: `check` refuses an add row beside a `row:` template first.
      problem("addRow", SwiftUIMessages.notYet("an add row of a list shaped by 'row:'"))
    }
    let field = "new" + SwiftNames.typeName(list)
    state("\(field) = \"\"")
    let prompt = add.placeholder.map { ", prompt: Text(\(text($0, key: "addRow")))" } ?? ""
    out += "        if editMode.isEditing {\n"
    out += "          TextField(\(text(add.title, key: "addRow")), text: $\(field)\(prompt))\n"
    out += "            .onSubmit {\n              if !\(field).isEmpty {\n"
    let item = added.replacingOccurrences("\(0)", field)
    out += "                \(items).append(\(item))\n                \(field) = \"\"\n"
    return out + "              }\n            }\n        }\n"
  }

  /// How many rows a screen shows (or how many of them are unread), as a Swift expression:
  /// its own rows (as the app holds them, or as written), then each list's items (its
  /// unread ones: those whose `read` field is not `true`), as `Session` counts them.
  mutating func count(of id: String, unread: Bool) -> String {
    guard let target = app.screen(id) else { return "0" }
    var parts: [String] = []
    if Self.pagesRowsAndLists(target) {
      let rows = "\(model()).\(keys.rows(of: id))"
      let unreadOnes = unread ? ".filter(\(rows).unread.contains)" : ""
      parts += loadedOwnRows(of: target, rows).map { $0 + unreadOnes + ".count" }
    } else if Self.holdsRows(target) {
      parts.append(heldCount(of: target, rows: "\(model()).\(keys.rows(of: id))", unread: unread))
    } else {
      parts += writtenCount(of: target, unread: unread)
    }
    for index in target.listSections {
      guard let from = target.sections[index].rowsFrom,
        let shown = shownItems(of: target, section: index)
      else { continue }
      if !unread {
        parts.append("\(shown).count")
      } else if keys.mappingList(from.key, app) != nil, Self.readsItems(from, app) {
        parts.append("\(shown).filter { \(Self.unread("$0")) }.count")
      }
    }
    if parts.count > 1, parts.first == "0" { parts.removeFirst() }
    return parts.isEmpty ? "0" : parts.joined(separator: " + ")
  }

  /// Whether a list's items have a `read` field (some of them, now).
  static func readsItems(_ rowsFrom: RowsFrom, _ app: App) -> Bool {
    guard case .list(let items)? = app.state.value(at: rowsFrom.key) else { return false }
    return items.contains { item in
      if case .mapping(let fields) = item {
        fields.entries.contains { $0.key == "read" }
      } else {
        false
      }
    }
  }
}
