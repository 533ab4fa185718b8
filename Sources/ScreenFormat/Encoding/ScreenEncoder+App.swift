import ScreenModel

/// `app.yaml` and the strings tables.
extension ScreenEncoder {
  /// `app.yaml`: the start screen, the theme, the state and what the app declares beside.
  package static func appFile(_ app: App) -> String {
    var entries: [YAMLOut.Entry] = []
    entries.add("start", text: app.start)
    entries.add("settingsBundle", app.settingsBundle, unless: false)
    if let style = app.theme.selectionStyle {
      entries.add("theme", .map([.init("selectionStyle", selectionStyle(style))]))
    }
    if !app.snapshotVariants.isEmpty {
      entries.add("snapshotVariants", .list(app.snapshotVariants.map(variant)))
    }
    entries.add("settings", app.settings.map { passthrough($0).flowLine })
    entries.add("state", state(app.state, path: "", types: app.stateTypes))
    if !app.storedNames.isEmpty {
      entries.add(
        "storedNames",
        .block(storedNamesInStateOrder(app).map { .init($0.key, scalar($0.value)) }))
    }
    // Import says so on the first line (`settingsBundle: true` is only ever its key).
    let comment = app.settingsBundle ? ImportComment.appLine + "\n" : ""
    return comment + YAMLOut.map(entries).document
  }

  /// The stored names in the order their state keys are written, then by key.
  static func storedNamesInStateOrder(_ app: App) -> [(key: String, value: String)] {
    var order: [String: Int] = [:]
    func visit(_ value: StateValue, _ path: String) {
      if order[path] == nil { order[path] = order.count }
      guard case .mapping(let mapping) = value else { return }
      for entry in mapping.entries {
        visit(entry.value, path.isEmpty ? entry.key : path + "." + entry.key)
      }
    }
    visit(app.state, "")
    return app.storedNames.sorted {
      (order[$0.key] ?? .max, $0.key) < (order[$1.key] ?? .max, $1.key)
    }.map { ($0.key, $0.value) }
  }

  /// One of `snapshotVariants`: `{device: pad, appearance: dark}`.
  static func variant(_ variant: SnapshotVariant) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    entries.add("device", variant.device.map { .scalar($0.rawValue) })
    entries.add("host", variant.host.map { .scalar($0.rawValue) })
    entries.add("locale", text: variant.locale)
    entries.add("appearance", variant.appearance.map { .scalar($0.rawValue) })
    entries.add("textSize", variant.textSize.map { .scalar($0.rawValue) })
    entries.add("format", variant.format.map { .scalar($0.rawValue) })
    return .map(entries)
  }

  /// A strings table: its direction where it is not its language's, its encoding, and
  /// its entries in the order they were written (a plural translation as its forms).
  package static func strings(_ table: StringsTable) -> YAMLOut {
    var entries: [YAMLOut.Entry] = []
    let language = StringsTable.language(of: table.locale)
    if table.rightToLeft != StringsTable.rightToLeftLanguages.contains(language) {
      entries.add("direction", .scalar(table.rightToLeft ? "rtl" : "ltr"))
    }
    entries.add("encoding", table.encoding.map { .scalar($0.rawValue) })
    var strings: [YAMLOut.Entry] = []
    var written: Set<String> = []
    for (source, translation) in table.entriesInWrittenOrder {
      written.insert(source)
      strings.append(
        .init(spelled: YAMLText.quoted(source), translated(source, translation, table)))
    }
    for source in table.plurals.keys.sorted() where !written.contains(source) {
      strings.append(.init(spelled: YAMLText.quoted(source), translated(source, nil, table)))
    }
    entries.add("strings", .block(strings))
    return .map(entries)
  }

  /// A translation: a text, or a plural translation's forms.
  static func translated(_ source: String, _ translation: String?, _ table: StringsTable)
    -> YAMLOut
  {
    guard let forms = table.plurals[source] else { return scalar(translation ?? "") }
    var entries: [YAMLOut.Entry] = []
    for category in PluralCategory.allCases {
      entries.add(category.rawValue, text: forms[category])
    }
    return .map(entries)
  }
}
