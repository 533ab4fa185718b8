import Basics
import ScreenFormat
import ScreenModel

/// An imported bundle's ``AppDocument`` as the typed ``App`` of its screens: the app a load
/// of the folder `screenspec import` writes gives, made without writing or reading YAML.
/// `ScreenEncoder.files(ImportedApp.app(document))` are the files import writes.
///
/// ```swift
/// if let document = BundleImport.read(bundle, title: "Settings").app {
///   let files = ScreenEncoder.files(ImportedApp.app(document))
/// }
/// ```
///
/// Texts are held as the screens hold them: a Settings text's braces are literal
/// (`{{` in its source); a choice's title, read as a name, keeps the doubled braces.
package enum ImportedApp {
  /// The app: its screens, state, stored names and strings tables.
  package static func app(_ document: AppDocument) -> App {
    app(document, tables: true)
  }

  /// The app, with its strings tables or without them.
  static func app(_ document: AppDocument, tables: Bool) -> App {
    let state = state(document)
    var app = App(screens: document.screens.map(screen), start: document.start, state: state.value)
    app.settingsBundle = true
    app.stateTypes = state.types
    app.snapshotVariants = snapshotVariants(document)
    app.settings = passthrough(document.settings)
    app.storedNames = storedNames(document)
    for table in document.tables where tables {
      if let name = table.name {
        app.namedTables[name, default: [:]][table.language] = strings(table)
      } else {
        app.tables[table.language] = strings(table)
      }
    }
    return app
  }

  /// A pane shown in the app, and on a pad where it has the pad's own: what a plain
  /// snapshot run pins beside Settings, when a pane has an in-app plist.
  static func snapshotVariants(_ document: AppDocument) -> [SnapshotVariant] {
    let plists = document.screens.flatMap { $0.plists ?? [] }.map(\.name)
    guard plists.contains(where: { $0.hasSuffix(".inApp.plist") }) else { return [] }
    var variants = [SnapshotVariant(host: .app)]
    if plists.contains(where: { $0.hasSuffix("~ipad.inApp.plist") }) {
      variants.append(SnapshotVariant(device: .pad, host: .app))
    }
    return variants
  }

  /// The state, and the type each default is written in by dotted path: each key's
  /// default, a dotted key a path into nested mappings (each name in the order it first
  /// appears, a name's first value kept), then each IASK list's key holding no items.
  static func state(_ document: AppDocument) -> (value: StateValue, types: [String: ValueType]) {
    var types: [String: ValueType] = [:]
    let entries = document.state.map {
      (path: $0.key.split(separator: ".").map(String.init), $0.value)
    }
    var mapping = nested(entries, prefix: "", types: &types)
    let held = Set(document.state.map(\.key))
    for key in document.lists where !held.contains(key) && !key.contains(".") {
      if mapping[key] == nil { mapping.update(key) { $0 = .list([]) } }
    }
    return (.mapping(mapping), types)
  }

  /// Entries by path as nested mappings, each name in the order it first appears; the type
  /// of each value put into `types` by its dotted path.
  static func nested(
    _ entries: [(path: [String], SettingValue)], prefix: String, types: inout [String: ValueType]
  ) -> StateMapping {
    var order: [String] = []
    var groups: [String: [(path: [String], SettingValue)]] = [:]
    for (path, value) in entries {
      guard let first = path.first else { continue }
      if groups[first] == nil { order.append(first) }
      groups[first, default: []].append((Array(path.dropFirst()), value))
    }
    var mapping = StateMapping()
    for name in order {
      let items = groups[name] ?? []
      let path = prefix.isEmpty ? name : prefix + "." + name
      let value: StateValue
      if let leaf = items.first(where: { $0.path.isEmpty }) {
        let scalar = scalar(leaf.1)
        types[path] = scalar.type
        value = .text(scalar.text)
      } else {
        value = .mapping(nested(items, prefix: path, types: &types))
      }
      mapping.update(name) { $0 = value }
    }
    return mapping
  }

  /// The stored names of the state keys that hold a value, the first of a name kept.
  static func storedNames(_ document: AppDocument) -> [String: String] {
    var names: [String: String] = [:]
    var taken: Set<String> = []
    for name in document.storedNames where !name.stored.isEmpty && names[name.stateKey] == nil {
      guard taken.insert(name.stored).inserted else { continue }
      names[name.stateKey] = name.stored
    }
    return names
  }

  /// A translation table: each source and translation as the screens hold them (braces
  /// doubled), the last of a source written twice kept; its order kept in its marks.
  static func strings(_ table: TranslationTable) -> StringsTable {
    var strings = StringsTable(
      locale: table.language, strings: [:],
      rightToLeft: StringsTable.rightToLeftLanguages.contains(
        StringsTable.language(of: table.language)))
    strings.name = table.name
    strings.encoding = table.encoding
    strings.importedFrom = table.bundlePath
    strings.strings.reserveCapacity(table.entries.count)
    strings.marks.reserveCapacity(table.entries.count)
    // Each entry's line in the file the encoder writes: the comment, encoding, `strings:`.
    let first = 3 + (table.encoding == nil ? 0 : 1)
    for (index, entry) in table.entries.enumerated() {
      let source = InterpolatedText.literalSource(entry.source)
      strings.strings[source] = InterpolatedText.literalSource(entry.translation)
      strings.marks[source] = Mark(line: first + index, column: 3)
    }
    return strings
  }
}
