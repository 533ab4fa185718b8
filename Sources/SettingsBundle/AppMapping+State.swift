import Basics
import PropertyList
import ScreenModel

/// The app's state: each key's default in the order the screens show the keys, dotted
/// keys nested, each IASK list's key holding no items; the snapshot variants a pane shown
/// in the app asks for.
extension AppMapping {
  /// State entries in the order the panes first show their keys (a pad-only row's key
  /// where the row is, as one merged plist would give it); keys no pane shows keep their
  /// place after those.
  static func inScreenOrder(
    _ entries: [StateDefaults.Entry], _ panes: [[PaneSection]], pickers: [Screen]
  ) -> [StateDefaults.Entry] {
    var binds: [String: String] = [:]
    for picker in pickers { binds[picker.id] = picker.bind?.joined(separator: ".") }
    var order: [String: Int] = [:]
    func saw(_ key: [String]) {
      let key = key.joined(separator: ".")
      if order[key] == nil { order[key] = order.count }
    }
    for section in panes.joined() {
      if let group = section.choices {
        saw(group.bind ?? [])
        continue
      }
      for row in section.section.rows {
        if case .push(let id) = row.kind {
          if let bind = binds[id] { saw([bind]) }
        } else if let key = row.kind.paneStateKey {
          saw(key)
        }
      }
    }
    let indexed = entries.enumerated().map {
      ($0.element, order[$0.element.key] ?? order.count + $0.offset)
    }
    return indexed.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The state keys of the panes' IASK list groups, each once, in order.
  static func listKeys(_ panes: [[PaneSection]]) -> [String] {
    var keys: [String] = []
    for section in panes.joined() {
      guard let key = section.section.rowsFrom?.key.joined(separator: ".") else { continue }
      if !key.isEmpty, !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// The state, and the type each default is written in by dotted path: each key's
  /// default, a dotted key a path into nested mappings (each name in the order it first
  /// appears, a name's first value kept), then each IASK list's key holding no items.
  static func state(_ entries: [StateDefaults.Entry], lists: [String]) -> (
    value: StateValue, types: [String: ValueType]
  ) {
    var types: [String: ValueType] = [:]
    let paths = entries.map { (path: $0.key.split(separator: ".").map(String.init), $0.value) }
    var mapping = nested(paths, prefix: "", types: &types)
    let held = Set(entries.map(\.key))
    for key in lists where !held.contains(key) && !key.contains(".") {
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
        let scalar = PaneImport.scalar(leaf.1)
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
  static func storedNames(_ found: [StoredName]) -> [String: String] {
    var names: [String: String] = [:]
    var taken: Set<String> = []
    for name in found where !name.stored.isEmpty && names[name.stateKey] == nil {
      guard taken.insert(name.stored).inserted else { continue }
      names[name.stateKey] = name.stored
    }
    return names
  }

  /// A pane shown in the app, and on a pad where it has the pad's own: what a plain
  /// snapshot run pins beside Settings, when a pane has an in-app plist (`plists` are the
  /// names of the panes' files).
  static func snapshotVariants(_ plists: [String]) -> [SnapshotVariant] {
    guard plists.contains(where: { $0.hasSuffix(".inApp.plist") }) else { return [] }
    var variants = [SnapshotVariant(host: .app)]
    if plists.contains(where: { $0.hasSuffix("~ipad.inApp.plist") }) {
      variants.append(SnapshotVariant(device: .pad, host: .app))
    }
    return variants
  }
}
