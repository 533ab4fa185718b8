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

  /// A strings table's file: the `.strings` file import read it from, its direction where
  /// it is not its language's, its encoding, and its entries in the order they were written
  /// (a plural translation as its forms). Written as bytes: a table of thousands of
  /// entries, in sixty languages for some apps, makes no value of each entry.
  package static func stringsFile(_ table: StringsTable) -> String {
    let language = StringsTable.language(of: table.locale)
    var direction: String?
    if table.rightToLeft != StringsTable.rightToLeftLanguages.contains(language) {
      direction = table.rightToLeft ? "rtl" : "ltr"
    }
    let entries = table.entriesInWrittenOrder
    let plurals = table.plurals.keys.filter { table.strings[$0] == nil }.sorted()
    var out = stringsHead(
      table.importedFrom, direction: direction, encoding: table.encoding,
      empty: entries.isEmpty && plurals.isEmpty)
    for (source, translation) in entries {
      if !table.plurals.isEmpty, table.plurals[source] != nil {
        pluralLine(source, table, into: &out)
      } else {
        line(source, translation, into: &out)
      }
    }
    for source in plurals { pluralLine(source, table, into: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The file of a table of plain translations, from its entries in the order to write
  /// them, each source and translation as the screens spell it (braces doubled): what
  /// ``stringsFile(_:)`` writes of a table that holds them so, without making it (an
  /// imported bundle's tables, written as they were read).
  package static func stringsFile(
    importedFrom: String?, encoding: StringsEncoding?,
    entries: [(source: String, translation: String)]
  ) -> String {
    var out = stringsHead(importedFrom, direction: nil, encoding: encoding, empty: entries.isEmpty)
    for entry in entries { line(entry.source, entry.translation, into: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// A strings table's lines before its entries: the comment naming the `.strings` file,
  /// `direction`, `encoding`, then `strings:` (`strings: {}` when there are none).
  static func stringsHead(
    _ importedFrom: String?, direction: String?, encoding: StringsEncoding?, empty: Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    if let importedFrom { out += (ImportComment.tableLine(importedFrom) + "\n").utf8 }
    if let direction { out += "direction: \(direction)\n".utf8 }
    if let encoding { out += "encoding: \(encoding.rawValue)\n".utf8 }
    out += (empty ? "strings: {}\n" : "strings:\n").utf8
    return out
  }

  /// One plain entry of a strings table, at two spaces: `"source": translation`.
  static func line(_ source: String, _ translation: String, into out: inout [UInt8]) {
    out += [0x20, 0x20]
    out += YAMLText.quoted(source).utf8
    out += [UInt8(ascii: ":"), 0x20]
    out += YAMLText.text(translation).utf8
    out.append(0x0A)
  }

  /// A plural translation of a strings table, at two spaces, with its forms.
  static func pluralLine(_ source: String, _ table: StringsTable, into out: inout [UInt8]) {
    var text = ""
    YAMLOut.writeMap(
      [.init(spelled: YAMLText.quoted(source), translated(source, nil, table))], indent: 2,
      into: &text)
    out += text.utf8
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
