import ScreenModel

/// The app's file: the start screen in a navigation stack, the keys the screens store
/// with their defaults (to register, as `export --swift` does for a Settings.bundle), and
/// the model of what else they show, which the app holds and passes in.
enum AppFileWriter {
  static func file(
    _ app: App, keys: StateKeys, options: SwiftUIExport.Options, modelScreens: Set<String>
  ) -> String {
    let access = options.module == nil ? "" : "public "
    let start = app.start ?? app.screens.first?.id ?? ""
    var out = SwiftUIExport.header("app.yaml") + "\nimport SwiftUI\n\n"
    out += "/// The app's screens: the start screen in a navigation stack.\n"
    out += "\(access)struct ScreenSpecScreens: View {\n"
    let takesModel = modelScreens.contains(start)
    if takesModel {
      out +=
        "  /// The state the app holds and passes in.\n  @Binding var model: ScreenSpecModel\n\n"
      if options.module != nil {
        out += "  public init(model: Binding<ScreenSpecModel>) {\n    _model = model\n  }\n\n"
      }
    } else if options.module != nil {
      out += "  public init() {}\n\n"
    }
    let argument = takesModel ? "model: $model" : ""
    out += "  \(access)var body: some View {\n    NavigationStack {\n"
    out += "      \(SwiftNames.typeName(start))View(\(argument))\n    }\n  }\n}\n"
    out += keysEnum(keys, state: app.state, access: access)
    if !modelScreens.isEmpty { out += model(app, keys: keys, access: access) }
    if !keys.rowsOrder.isEmpty { out += AppFileTypes.rows(access) }
    let pagedWithLists = app.screens.contains(where: ScreenWriter.pagesRowsAndLists)
    if pagedWithLists || app.screens.contains(where: ScreenWriter.holdsRowsInSections) {
      out += AppFileTypes.sectionRows(access)
    }
    if pagedWithLists { out += AppFileTypes.listPagedRows(access) }
    let styles = app.screens.map { $0.selectionStyle ?? app.theme.selectionStyle }
    if styles.contains(where: { ScreenWriter.selectionColours($0) != nil }) {
      out += AppFileTypes.selectionStyle(access)
    }
    // A picker's choices (one picker, or a multiple-choice inline group).
    if app.screens.contains(where: { screen in
      screen.isPicker
        && (screen.groups.count == 1 && !screen.inlineGroups
          || screen.groups.contains(where: \.multiple))
    }) {
      out += AppFileTypes.choice
    }
    if app.screens.contains(where: { $0.allRows.contains { $0.value.kind.isDatePicker } }) {
      out += AppFileTypes.dates(access)
    }
    return out
  }

  /// `ScreenSpecKeys`: each stored key's name and default, in the order `app.yaml`'s state
  /// writes them.
  static func keysEnum(_ keys: StateKeys, state: StateValue, access: String) -> String {
    var place: [String: Int] = [:]
    for (index, path) in state.textPaths.enumerated() where place[path] == nil {
      place[path] = index
    }
    let order = keys.order.enumerated().sorted { a, b in
      (place[a.element] ?? .max, a.offset) < (place[b.element] ?? .max, b.offset)
    }.map(\.element)
    var out = "\n/// The keys the screens store in `UserDefaults`, and each one's default.\n"
    out += "\(access)enum ScreenSpecKeys {\n"
    for dotted in order {
      guard let key = keys.keys[dotted] else { continue }
      out += "  \(access)static let \(key.property) = \(SwiftNames.literal(key.stored))\n"
    }
    out += "\n  /// Every key's default, for `UserDefaults.standard.register(defaults:)`.\n"
    out += "  \(access)static var defaults: [String: Any] {\n"
    if order.isEmpty { return out + "    [:]\n  }\n}\n" }
    out += "    [\n"
    for dotted in order {
      guard let key = keys.keys[dotted] else { continue }
      out += "      \(SwiftNames.literal(key.stored)): \(key.literal),\n"
    }
    return out + "    ]\n  }\n}\n"
  }

  /// `ScreenSpecModel`: the lists in state, each screen's rows the app holds, and the
  /// app's custom views, as they start.
  static func model(_ app: App, keys: StateKeys, access: String) -> String {
    var out =
      "\n/// What the screens show that `UserDefaults` does not hold: lists, the rows the app\n"
    out += "/// loads, reads and deletes, and its own views. The app holds it and passes it in.\n"
    out += "\(access)struct ScreenSpecModel {\n"
    if !access.isEmpty { out += "  public init() {}\n\n" }
    for dotted in keys.listOrder {
      guard let list = keys.lists[dotted] else { continue }
      out += "  \(access)var \(list.property): \(list.type) = \(list.literal)\n"
    }
    for id in keys.rowsOrder {
      guard let property = keys.rows[id], let screen = app.screen(id) else { continue }
      let rows = screen.allRows
      let unread = rows.indices.filter { rows[$0].value.read == false }.map(String.init)
      out += "  \(access)var \(property) = ScreenSpecRows(count: \(rows.count)"
      if !unread.isEmpty { out += ", unread: [\(unread.joined(separator: ", "))]" }
      // Paged with lists, the model counts the rows loaded (below), not the rows.
      if let paging = screen.paging, !ScreenWriter.pagesLists(screen) {
        out += ", pageSize: \(paging.pageSize)"
      }
      out += ")\n"
    }
    for id in keys.loadedOrder {
      guard let property = keys.loaded[id], let screen = app.screen(id) else { continue }
      // As the screen first opens: its first page, or fewer when its lists hold fewer.
      let items = screen.sections.compactMap(\.rowsFrom).map { from -> Int in
        if case .list(let items)? = app.state.value(at: from.key) { return items.count }
        return 0
      }.reduce(screen.rowCount, +)
      out +=
        screen.rowCount == 0
        ? "  /// How many items of the \(id) screen's lists are loaded (`paging`).\n"
        : "  /// How many rows of the \(id) screen are loaded (`paging`): its own (deleted ones\n"
          + "  /// too) and its lists' items, in order.\n"
      out += "  \(access)var \(property) = \(min(screen.paging?.pageSize ?? 0, items))\n"
    }
    if app.screens.contains(where: { $0.allRows.contains { $0.value.kind.isCustom } }) {
      out += "  /// The app's own views by name (`custom: poster`).\n"
      out +=
        "  \(access)var customView: @MainActor (String) -> AnyView = { _ in AnyView(EmptyView()) }\n"
    }
    if app.screens.contains(where: { $0.allRows.contains { $0.value.kind.isHandledButton } }) {
      out += "  /// What the app does when a button it handles is tapped, by the button's id.\n"
      out += "  \(access)var action: @MainActor (String) -> Void = { _ in }\n"
    }
    return out + "}\n"
  }
}

extension RowKind {
  var isDatePicker: Bool { if case .datePicker = self { true } else { false } }
  var isCustom: Bool { if case .custom = self { true } else { false } }
  var isHandledButton: Bool {
    if case .button(let button) = self { button.sets.isEmpty && button.id != nil } else { false }
  }
}
