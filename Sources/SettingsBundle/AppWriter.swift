import ScreenFormat
import ScreenModel

/// Writes an ``AppDocument`` as an app folder: `app.yaml`, one `ID.yaml` per screen, and
/// `strings/LANG.yaml` per language (`strings/TABLE/LANG.yaml` for a named table). The
/// same document always gives the same bytes.
///
/// ```yaml
/// title: Settings
/// style: insetGrouped
/// sections:
///   - header: Sound
///     rows:
///       - title: Vibrate
///         toggle: vibrate
/// ```
package enum AppWriter {
  /// The files, by path relative to the app folder, in the order to write them.
  package static func files(_ app: AppDocument) -> [(path: String, text: String)] {
    var files = [("app.yaml", appFile(app))]
    for screen in app.screens { files.append(("\(screen.id).yaml", screenFile(screen))) }
    for table in app.tables { files.append((table.appPath, stringsFile(table))) }
    return files
  }

  /// The bundle's files kept as they are: `kept/PATH`, byte for byte.
  package static func keptFiles(_ app: AppDocument) -> [(path: String, bytes: [UInt8])] {
    app.keptFiles.map { (KeptFile.folder + "/" + $0.path, $0.bytes) }
  }

  static func appFile(_ app: AppDocument) -> String {
    var out = ImportComment.appLine + "\n"
    out += "start: \(YAMLText.text(app.start))\n"
    // Drawn in Settings, a multi-value list stays open after a choice.
    out += "settingsBundle: true\n"
    // A pane IASK shows from an in-app plist: a plain snapshot run pins what the app shows
    // too, and on a pad where a pane has the pad's own.
    let plists = app.screens.flatMap { $0.plists ?? [] }.map(\.name)
    if plists.contains(where: { $0.hasSuffix(".inApp.plist") }) {
      out += "snapshotVariants:\n  - {host: app}\n"
      if plists.contains(where: { $0.hasSuffix("~ipad.inApp.plist") }) {
        out += "  - {device: pad, host: app}\n"
      }
    }
    if !app.settings.isEmpty { out += "settings: \(KeptKeys.yaml(app.settings))\n" }
    guard !app.state.isEmpty || !app.lists.isEmpty else { return out + "state: {}\n" }
    out += "state:\n"
    writeState(
      app.state.map { ($0.key.split(separator: ".").map(String.init), $0.value) }, indent: 1,
      into: &out)
    // An IASK list group's items: none until the app adds some.
    let held = Set(app.state.map(\.key))
    for key in app.lists where !held.contains(key) { out += "  \(YAMLText.text(key)): []\n" }
    if !app.storedNames.isEmpty {
      out += "storedNames:\n"
      for name in app.storedNames {
        out += "  \(YAMLText.text(name.stateKey)): \(YAMLText.text(name.stored))\n"
      }
    }
    return out
  }

  /// Writes dotted keys as nested mappings, keeping the order each first appears.
  static func writeState(_ entries: [([String], SettingValue)], indent: Int, into out: inout String)
  {
    let pad = String(repeating: "  ", count: indent)
    var order: [String] = []
    var groups: [String: [([String], SettingValue)]] = [:]
    for (path, value) in entries {
      guard let first = path.first else { continue }
      if groups[first] == nil { order.append(first) }
      groups[first, default: []].append((Array(path.dropFirst()), value))
    }
    for name in order {
      let items = groups[name] ?? []
      if let leaf = items.first(where: { $0.0.isEmpty }) {
        out += "\(pad)\(YAMLText.text(name)): \(YAMLText.value(leaf.1))\n"
      } else {
        out += "\(pad)\(YAMLText.text(name)):\n"
        writeState(items, indent: indent + 1, into: &out)
      }
    }
  }

  static func screenFile(_ screen: ScreenDocument) -> String {
    var out = ""
    let named = screen.file.flatMap { $0 != screen.id || screen.unopened ? $0 : nil }
    let implied = screen.stringsTableImplied ? screen.stringsTable : nil
    if let note = ImportNote(plist: named, impliedTable: implied) {
      out += ImportComment.line(note) + "\n"
    }
    out += "title: \(YAMLText.template(screen.title))\n"
    if let table = screen.stringsTable { out += "stringsTable: \(YAMLText.text(table))\n" }
    // Current Settings draws every pane inset grouped (iOS 13 and later).
    out += "style: insetGrouped\n"
    if !screen.settings.isEmpty { out += "settings: \(KeptKeys.yaml(screen.settings))\n" }
    if !screen.preferenceSpecifiers { out += "preferenceSpecifiers: false\n" }
    if let files = screen.plists {
      out += "plists:\n"
      for file in files {
        guard file.settings != nil || !file.writesStringsTable || file.stringsTable != nil else {
          out += "  - \(YAMLText.text(file.name))\n"
          continue
        }
        out += "  - file: \(YAMLText.text(file.name))\n"
        if let settings = file.settings { out += "    settings: \(KeptKeys.yaml(settings))\n" }
        if !file.writesStringsTable { out += "    writesStringsTable: false\n" }
        if let table = file.stringsTable { out += "    stringsTable: \(YAMLText.text(table))\n" }
      }
    }
    switch screen.content {
    case .picker(let group):
      out += "bind: \(YAMLText.text(group.bind))\n"
      if group.sortedByTitle { out += "sortedByTitle: true\n" }
      if let footer = group.footer { out += "footer: \(YAMLText.template(footer))\n" }
      // A multi-value without `Titles` and `Values`, which Settings shows empty.
      out += group.choices.isEmpty ? "choices: []\n" : "choices:\n"
      for choice in group.choices { out += "  " + choiceLine(choice) }
    case .sections(let sections):
      if sections.isEmpty { return out + "rows: []\n" }
      out += "sections:\n"
      for section in sections { writeSection(section, into: &out) }
    }
    return out
  }

  static func choiceLine(_ choice: ChoiceDocument) -> String {
    var fields = [
      "title: \(YAMLText.template(choice.title))", "value: \(YAMLText.value(choice.value))",
    ]
    if let short = choice.shortTitle { fields.append("shortTitle: \(YAMLText.template(short))") }
    return "- {" + fields.joined(separator: ", ") + "}\n"
  }

  /// The condition of a row or section shown on one device, in one host, or both.
  static func visibleIf(_ device: DeviceLimit?, _ host: Host?) -> String? {
    var parts: [String] =
      device == .neither
      ? ["{device: phone}", "{device: pad}"] : device.map { ["{device: \($0.rawValue)}"] } ?? []
    if let host { parts.append("{host: \(host.rawValue)}") }
    return parts.count > 1 ? "{all: [\(parts.joined(separator: ", "))]}" : parts.first
  }

  static func writeSection(_ section: SectionDocument, into out: inout String) {
    var lines: [String] = []
    if let header = section.header { lines.append("header: \(YAMLText.template(header))") }
    if let footer = section.footer { lines.append("footer: \(YAMLText.template(footer))") }
    if let shown = visibleIf(section.device, section.host) { lines.append("visibleIf: \(shown)") }
    if !section.settings.isEmpty { lines.append("settings: \(KeptKeys.yaml(section.settings))") }
    if section.groupSpecifier { lines.append("groupSpecifier: true") }
    switch section.content {
    case .choices(let group):
      lines.append("bind: \(YAMLText.text(group.bind))")
      if group.sortedByTitle { lines.append("sortedByTitle: true") }
      lines.append("choices:")
      for choice in group.choices { lines.append("  " + choiceLine(choice).dropLast()) }
    case .list(let list):
      lines.append("rowsFrom: \(YAMLText.text(list.key))")
      if let title = list.addTitle {
        var fields = ["title: \(YAMLText.template(title))"]
        if let placeholder = list.addPlaceholder {
          fields.append("placeholder: \(YAMLText.template(placeholder))")
        }
        lines.append("addRow: {" + fields.joined(separator: ", ") + "}")
      }
      if let deletable = list.deletable { lines.append("deletable: \(deletable)") }
    case .rows(let rows):
      if rows.isEmpty {
        lines.append("rows: []")
      } else {
        lines.append("rows:")
        for row in rows {
          let fields = rowFields(row)
          lines.append("  - " + (fields.first ?? "title: \"\""))
          for field in fields.dropFirst() { lines.append("    " + field) }
        }
      }
    }
    out += "  - " + (lines.first ?? "rows: []") + "\n"
    for line in lines.dropFirst() { out += "    \(line)\n" }
  }

  static func rowFields(_ row: RowDocument) -> [String] {
    var fields: [String] = []
    if let title = row.title { fields.append("title: \(YAMLText.template(title))") }
    if let subtitle = row.subtitle { fields.append("subtitle: \(YAMLText.template(subtitle))") }
    switch row.kind {
    case .plain: break
    case .push(let id): fields.append("push: \(YAMLText.text(id))")
    case .toggle(let key, let on, let off):
      fields.append("toggle: \(YAMLText.text(key))")
      if on != nil || off != nil {
        fields.append("trueValue: \(YAMLText.value(on ?? .boolean(true)))")
        fields.append("falseValue: \(YAMLText.value(off ?? .boolean(false)))")
      }
    case .textField(let field), .textView(let field):
      if case .textView = row.kind {
        fields.append("textView: \(YAMLText.text(field.key))")
      } else {
        fields.append("textField: \(YAMLText.text(field.key))")
      }
      if let secure = field.secure { fields.append("secure: \(secure)") }
      if let keyboard = field.keyboard { fields.append("keyboard: \(keyboard)") }
      if let words = field.autocapitalization { fields.append("autocapitalization: \(words)") }
      if let correct = field.autocorrection { fields.append("autocorrection: \(correct)") }
      if let placeholder = field.placeholder {
        fields.append("placeholder: \(YAMLText.template(placeholder))")
      }
    case .slider(let key, let min, let max, let minImage, let maxImage):
      fields.append("slider: \(YAMLText.text(key))")
      fields.append("min: \(YAMLText.value(YAMLText.plainDecimal(min)))")
      fields.append("max: \(YAMLText.value(YAMLText.plainDecimal(max)))")
      if let minImage { fields.append("minImage: \(YAMLText.text(minImage))") }
      if let maxImage { fields.append("maxImage: \(YAMLText.text(maxImage))") }
    case .titleValue(let key, let choices):
      fields.append("titleValue: \(YAMLText.text(key))")
      if !choices.isEmpty {
        fields.append("choices:")
        for choice in choices { fields.append("  " + choiceLine(choice).dropLast()) }
      }
    case .button(let id):
      fields.append("button: true")
      if let id { fields.append("id: \(YAMLText.text(id))") }
    case .url(let url): fields.append("url: \(YAMLText.text(url))")
    case .custom(let name): fields.append("custom: \(YAMLText.text(name))")
    case .mail(let mail):
      fields.append("mail:")
      for (key, list) in [("to", mail.to), ("cc", mail.cc), ("bcc", mail.bcc)] {
        if let list {
          fields.append("  \(key): [\(list.map(YAMLText.text).joined(separator: ", "))]")
        }
      }
      if let subject = mail.subject { fields.append("  subject: \(YAMLText.template(subject))") }
      if let body = mail.body { fields.append("  body: \(YAMLText.template(body))") }
      if let html = mail.html { fields.append("  html: \(html)") }
      if fields.last == "mail:" { fields[fields.count - 1] = "mail: {}" }
    case .datePicker(let picker):
      fields.append("datePicker: \(YAMLText.text(picker.key))")
      if let mode = picker.mode { fields.append("mode: \(mode)") }
      if let style = picker.style { fields.append("style: \(style)") }
      if let interval = picker.minuteInterval { fields.append("minuteInterval: \(interval)") }
    }
    if let shown = visibleIf(row.device, row.host) { fields.append("visibleIf: \(shown)") }
    if !row.writesDefault { fields.append("writesDefault: false") }
    if !row.settings.isEmpty { fields.append("settings: \(KeptKeys.yaml(row.settings))") }
    return fields
  }

  static func stringsFile(_ table: TranslationTable) -> String {
    // Built as bytes: a table of a few hundred entries, in sixty languages for some apps.
    var out = Array((ImportComment.tableLine(table.bundlePath) + "\n").utf8)
    if let encoding = table.encoding { out += Array("encoding: \(encoding.rawValue)\n".utf8) }
    out += Array((table.entries.isEmpty ? "strings: {}\n" : "strings:\n").utf8)
    for (source, translation) in table.entries {
      out += [0x20, 0x20]
      out += YAMLText.quoted(doubled(source)).utf8
      out += [UInt8(ascii: ":"), 0x20]
      out += YAMLText.template(translation).utf8
      out.append(0x0A)
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func doubled(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
      return text
    }
    var out = ""
    for character in text {
      if character == "{" || character == "}" { out.append(character) }
      out.append(character)
    }
    return out
  }
}
