import ScreenModel

/// `app.yaml` and the strings tables.
extension ScreenEncoder {
  /// `app.yaml`: the start screen, the theme, the state and what the app declares beside.
  package static func appFile(_ app: App) -> String {
    var entries: [YAMLOut.Entry] = []
    entries.add("start", text: app.start)
    if let style = app.theme.selectionStyle {
      entries.add("theme", .map([.init("selectionStyle", selectionStyle(style))]))
    }
    entries.add("settingsBundle", app.settingsBundle, unless: false)
    if !app.snapshotVariants.isEmpty {
      entries.add("snapshotVariants", .list(app.snapshotVariants.map(variant)))
    }
    entries.add("settings", app.settings.map(passthrough))
    entries.add("state", state(app.state, path: "", types: app.stateTypes))
    if !app.storedNames.isEmpty {
      let names = app.storedNames.sorted { $0.key < $1.key }
      entries.add("storedNames", .map(names.map { .init($0.key, scalar($0.value)) }))
    }
    return YAMLOut.map(entries).document
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
      strings.append(.init(source, translated(source, translation, table)))
    }
    for source in table.plurals.keys.sorted() where !written.contains(source) {
      strings.append(.init(source, translated(source, nil, table)))
    }
    entries.add("strings", .map(strings))
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
