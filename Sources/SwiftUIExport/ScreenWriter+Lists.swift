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
    let lists = !screen.listSections.isEmpty
    if screen.paging != nil, lists {
      problem("paging", SwiftUIMessages.notYet("paging over a list held in state"))
    }
    if let empty = screen.empty, !Self.holdsRows(screen) {
      // Shown while no rows are left: a screen of lists alone, while they are empty.
      var tests: [String] = []
      for section in screen.sections {
        guard let from = section.rowsFrom, let list = keys.list(from.key, app) else { continue }
        tests.append("\(model()).\(list).isEmpty")
      }
      if screen.rowCount == 0 {
        let shown = "Text(\(text(empty, key: "empty"))).foregroundStyle(.secondary)"
        let test = tests.isEmpty ? "true" : tests.joined(separator: " && ")
        listModifier(".overlay {\n      if \(test) {\n        \(shown)\n      }\n    }")
      }
    }
    guard Self.holdsRows(screen) else { return }
    if screen.sections.filter({ !$0.rows.isEmpty }).count > 1 {
      problem("rows", SwiftUIMessages.notYet("rows loaded, read or deleted over several sections"))
      return
    }
    rowsProperty = "\(model()).\(keys.rows(of: screen.id))"
  }

  /// A section's rows as the app holds them: each drawn by `row(_:)`, swiped to delete,
  /// then the load-more row.
  mutating func loadedRows(_ section: Int, _ rows: String) -> String {
    let rowList = screen.sections[section].rows
    // Searched: the rows whose title, subtitle or detail holds the search text; no deleting
    // or loading more while searching.
    let searched = screen.search == nil ? "" : ".filter { search.isEmpty || matches($0) }"
    if screen.search != nil {
      helpers.append(searchedRows(rowList))
      searchLists.append("\(rows).shown.contains(where: matches)")
    }
    var out =
      "        ForEach(\(rows).shown\(searched), id: \\.self) { index in\n          row(index)\n        }\n"
    if rowList.contains(where: screen.isDeletable) {
      out +=
        screen.search == nil
        ? "        .onDelete { \(rows).delete(atOffsets: $0) }\n"
        : "        .onDelete(perform: search.isEmpty ? { \(rows).delete(atOffsets: $0) } : nil)\n"
    }
    if let paging = screen.paging {
      out += "        if \(screen.search == nil ? "" : "search.isEmpty, ")\(rows).canLoadMore {\n"
      out += "          Button(\(SwiftNames.literal(paging.loadMoreTitle))) {\n"
      out += "            \(rows).loadMore()\n          }\n        }\n"
    }
    var cases = ""
    for index in rowList.indices {
      place = (section, index)
      loading = index
      let written = row(rowList[index]).split(separator: "\n").map { $0.dropFirst(2) }
      cases += "    case \(index):\n" + written.joined(separator: "\n") + "\n"
    }
    loading = nil
    helpers.append(
      "  /// A row by its position in the screen's file, as the app holds it.\n"
        + "  @ViewBuilder private func row(_ index: Int) -> some View {\n    switch index {\n"
        + cases + "    default:\n      EmptyView()\n    }\n  }\n")
    if let empty = screen.empty {
      listModifier(
        ".overlay {\n      if \(rows).left.isEmpty {\n        Text(\(text(empty, key: "empty")))"
          + ".foregroundStyle(.secondary)\n      }\n    }")
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

  /// What opening a row the app holds does: it is read.
  var marksRead: String {
    guard let index = loading, let rows = rowsProperty else { return "" }
    return "\n  .onAppear { \(rows).unread.remove(\(index)) }"
  }

  /// A list drawn from state: its items, swiped to delete and moved, then its add row.
  mutating func listRows(_ section: Section, _ rowsFrom: RowsFrom) -> String {
    var out: String
    let list: String
    if rowsFrom.template == nil, let texts = keys.list(rowsFrom.key, app) {
      list = texts
      // Searched: the items that hold the search text; editing waits for the search to end.
      let filter =
        screen.search == nil
        ? "" : ".filter { search.isEmpty || $0.localizedStandardContains(search) }"
      if screen.search != nil {
        searchLists.append(
          "\(model()).\(list).contains(where: { $0.localizedStandardContains(search) })")
      }
      out =
        "        ForEach(\(model()).\(list)\(filter), id: \\.self) { item in\n          Text(item)\n"
    } else if let mappings = keys.mappingList(rowsFrom.key, app) {
      list = mappings
      var filter = ""
      if screen.search != nil {
        // Searched: the items whose title, subtitle or detail holds the search text.
        let holds = searchedTexts(rowsFrom) + ".contains { $0.localizedStandardContains(search) }"
        filter = ".filter { item in search.isEmpty || \(holds) }"
        searchLists.append("\(model()).\(list).contains(where: { item in \(holds) })")
      }
      out = "        ForEach(\(model()).\(list)\(filter), id: \\.self) { item in\n"
      let row = mappingRow(rowsFrom).split(separator: "\n").map { "          " + $0 }
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
      out += action("onDelete", "\(items).remove(atOffsets: $0)")
    }
    if screen.reorderable {
      out += action("onMove", "\(items).move(fromOffsets: $0, toOffset: $1)")
    }
    if screen.reorderable || (isFirst && (screen.deletable || screen.addRow != nil)) {
      listModifier(".toolbar { EditButton() }")
    }
    if screen.editing {
      state("editMode = EditMode.active")
      listModifier(".environment(\\.editMode, $editMode)")
    }
    guard let add = section.addRow ?? (isFirst ? screen.addRow : nil) else { return out }
    // An item added to a list of mappings is one whose title is the text, as `add` makes it.
    let added = keys.list(rowsFrom.key, app) == nil ? "[\"title\": \(0)]" : "\(0)"
    if rowsFrom.template != nil {
      problem("addRow", SwiftUIMessages.notYet("an add row of a list shaped by 'row:'"))
    }
    let field = "new" + SwiftNames.typeName(list)
    state("\(field) = \"\"")
    let prompt = add.placeholder.map { ", prompt: Text(\(text($0, key: "addRow")))" } ?? ""
    out += "        TextField(\(text(add.title, key: "addRow")), text: $\(field)\(prompt))\n"
    out += "          .onSubmit {\n            if !\(field).isEmpty {\n"
    let item = added.replacingOccurrences("\(0)", field)
    out += "              \(items).append(\(item))\n              \(field) = \"\"\n"
    return out + "            }\n          }\n"
  }

  /// One item of a list of mappings: its `row:` template's texts, else its own `title`,
  /// `subtitle` and `detail` fields, as `RowsFrom` makes its row.
  mutating func mappingRow(_ rowsFrom: RowsFrom) -> String {
    // The fields the list's items have now (each row shows those it has).
    var names: Set<String> = []
    if case .list(let items)? = app.state.value(at: rowsFrom.key) {
      for case .mapping(let fields) in items { names.formUnion(fields.entries.map(\.key)) }
    }
    for unwritten in ["read"] where rowsFrom.template == nil {
      if names.contains(unwritten) {
        problem("rowsFrom", SwiftUIMessages.notYet("a listed item's '\(unwritten)'"))
      }
    }
    func field(_ name: String) -> String? {
      names.contains(name) ? "Text(item[\(SwiftNames.literal(name))] ?? \"\")" : nil
    }
    var title = field("title") ?? "Text(\"\")"
    var subtitle = field("subtitle")
    var detail = field("detail")
    if let template = rowsFrom.template {
      itemFields = true
      title = template.title.map { "Text(\(text($0, key: "row")))" } ?? "Text(\"\")"
      subtitle = template.subtitle.map { "Text(\(text($0, key: "row")))" }
      detail = template.detail.map { "Text(\(text($0, key: "row")))" }
      itemFields = false
    }
    var label = title
    if let subtitle {
      label =
        "VStack(alignment: .leading) {\n  \(title)\n  \(subtitle)"
        + ".font(.subheadline).foregroundStyle(.secondary)\n}"
    }
    var shown = label
    if let detail { shown = "LabeledContent {\n  \(detail)\n} label: {\n\(indentLines(label))\n}" }
    var badge = ""
    if rowsFrom.template == nil ? names.contains("badge") : rowsFrom.template?.badge != nil {
      if !helpers.contains(Self.badgeHelper) { helpers.append(Self.badgeHelper) }
      itemFields = true
      let text = rowsFrom.template?.badge.map { "String(localized: \(self.text($0, key: "row")))" }
      itemFields = false
      badge = "\n.badge(Self.badge(\(text ?? "item[\"badge\"]")))"
    }
    guard rowsFrom.template == nil, names.contains("body") else { return shown + badge }
    // An item with a body pushes it, under its detail, titled by its title.
    let page =
      "List {\n" + (detail.map { "    \($0)\n" } ?? "") + "    Text(itemBody)\n  }\n"
      + "  .navigationTitle(\(title))"
    return
      "if let itemBody = item[\"body\"] {\n  NavigationLink {\n  \(indentLines(page))\n  } label: {\n"
      + indentLines(indentLines(shown)) + "\n  }" + badge.replacingOccurrences("\n", "\n  ")
      + "\n} else {\n" + indentLines(shown + badge) + "\n}"
  }

  /// `badge(_:)`: a listed item's badge as `render` draws it, none when it is empty or a
  /// count of zero.
  static let badgeHelper = """
      /// A listed item's badge: none when it is empty or a count of zero, as `render` draws it.
      private static func badge(_ text: String?) -> Text? {
        guard let text, text.contains(where: { $0 != "0" && $0 != " " }) else { return nil }
        return Text(text)
      }

    """

  /// How many rows a screen shows (or how many of them are unread), as a Swift expression.
  mutating func count(of id: String, unread: Bool) -> String {
    guard let target = app.screen(id) else { return "0" }
    if Self.holdsRows(target) {
      return "\(model()).\(keys.rows(of: id)).\(unread ? "unreadCount" : "count")"
    }
    if unread { return String(target.allRows.filter { $0.value.read == false }.count) }
    var parts = target.rowCount > 0 ? [String(target.rowCount)] : []
    for section in target.sections {
      guard let from = section.rowsFrom,
        let list = keys.list(from.key, app) ?? keys.mappingList(from.key, app)
      else { continue }
      parts.append("\(model()).\(list).count")
    }
    return parts.isEmpty ? "0" : parts.joined(separator: " + ")
  }
}
