import PropertyList
import ScreenModel

/// `screenspec export`: an app's screens written as a Settings.bundle.
///
/// One XML plist per screen that is the start screen (`Root.plist`) or is pushed and is
/// not a picker (named by the `File` it was imported from, else its id), each with the
/// `StringsTable` its screen's `stringsTable:` names (none when it names none), and one
/// `LANG.lproj/TABLE.strings` per strings table, every entry in written order, in the
/// table's `encoding` (UTF-8 when it gives none; a binary plist for `binary-plist`):
/// `Root.strings` for the default table
/// `strings/LANG.yaml`, `TABLE.strings` for `strings/TABLE/LANG.yaml`.
package enum BundleExport {
  /// The files of the bundle, by path relative to it, in a fixed order.
  ///
  /// With `base`, the bytes a file of the bundle holds now (nil for a new one), each file
  /// is written over them by ``PlistSplice`` and ``StringsSplice``: an unchanged file comes
  /// back byte for byte, a changed one changes only the lines of what changed. Without
  /// one, every file is in the layout Xcode writes.
  package static func files(_ app: AppDocument, over base: (String) -> [UInt8]? = { _ in nil })
    -> [(path: String, bytes: [UInt8])]
  {
    var out: [(String, [UInt8])] = []
    for pane in panes(app) {
      let node = SpecifierEncoding.plist(pane)
      let path = pane.name + ".plist"
      out.append((path, PlistSplice.bytes(node, over: base(path))))
    }
    for table in app.tables {
      let entries = table.entries.map { (key: $0.source, value: $0.translation) }
      let fresh =
        table.encoding == .binaryPlist
        ? BinaryPlistWriter.strings(entries)
        : (table.encoding ?? .utf8).bytes(StringsFile.bytes(entries))
      out.append(
        (table.bundlePath, StringsSplice.bytes(entries, fresh: fresh, over: base(table.bundlePath)))
      )
    }
    return out
  }

  /// The panes: the start screen, then every pushed screen that is not a picker, in the
  /// order first pushed.
  package static func panes(_ app: AppDocument) -> [SettingsPane] {
    var byID: [String: ScreenDocument] = [:]
    for screen in app.screens { byID[screen.id] = screen }
    var defaults: [String: SettingValue] = [:]
    for entry in app.state where defaults[entry.key] == nil { defaults[entry.key] = entry.value }
    func file(_ id: String) -> String {
      id == app.start ? "Root" : byID[id]?.file ?? id
    }
    let context = PaneExport.Context(
      defaults: defaults,
      picker: { id in
        if case .picker(let group)? = byID[id]?.content { return group }
        return nil
      },
      file: file)
    var queue = [app.start]
    var seen: Set<String> = [app.start]
    var panes: [SettingsPane] = []
    var index = 0
    // After the panes the start screen opens, each pane imported from a plist no pane
    // opens (its file names its plist), and what it opens.
    var unopened = app.screens.filter(\.unopened).map(\.id)
    while index < queue.count || !unopened.isEmpty {
      if index == queue.count {
        let next = unopened.removeFirst()
        if seen.insert(next).inserted { queue.append(next) }
        continue
      }
      let id = queue[index]
      index += 1
      guard let screen = byID[id], case .sections(let sections) = screen.content else { continue }
      let name = file(id)
      for written in written(screen, name: name) {
        var pane = SettingsPane(
          name: written.name,
          stringsTable: written.stringsTable
            ?? (written.writesStringsTable ? screen.stringsTable : nil),
          specifiers: PaneExport.specifiers(written.sections, context: context))
        pane.extra = written.settings ?? screen.settings + (id == app.start ? app.settings : [])
        // `preferenceSpecifiers: false` is `NAME.plist`'s: an in-app plist beside it has them.
        pane.hasSpecifiers = screen.preferenceSpecifiers || written.name.hasSuffix(".inApp")
        panes.append(pane)
      }
      for section in sections {
        for row in section.rows {
          if case .push(let next) = row.kind, !seen.contains(next), context.picker(next) == nil {
            seen.insert(next)
            queue.append(next)
          }
        }
      }
    }
    let stored = Dictionary(app.storedNames.map { ($0.stateKey, $0.stored) }) { first, _ in first }
    return StoredNames.restore(withStateDefaults(panes, defaults), stored)
  }

  /// A specifier's kept `DefaultValue` (one the screens hold otherwise: a `<date>`, a
  /// switch's `false` stored as `0`, a second specifier's own) is written as kept, except on
  /// the first specifier of its key once state holds another value than the kept one gives:
  /// then the state's (the user changed it).
  static func withStateDefaults(_ panes: [SettingsPane], _ defaults: [String: SettingValue])
    -> [SettingsPane]
  {
    var seen: Set<String> = []
    var panes = panes
    for p in panes.indices {
      for s in panes[p].specifiers.indices {
        let specifier = panes[p].specifiers[s]
        guard let key = specifier.key, PaneChecks.keyed.contains(specifier.kind),
          seen.insert(key).inserted,
          let kept = specifier.extra.firstIndex(where: { $0.key == "DefaultValue" })
        else { continue }
        var read = specifier
        let node = specifier.extra[kept].value
        read.defaultValue = PaneReader.date(node)
        var scratch = StateDefaults()
        guard let held = defaults[key], scratch.defaultValue(read, file: "") != held else {
          continue
        }
        panes[p].specifiers[s].extra.remove(at: kept)
        panes[p].specifiers[s].defaultValue = held
      }
    }
    return panes
  }

  /// The plists a pane is written as, by name without `.plist`, each with the sections and
  /// rows its device and host show (their limits the file's, so not written again):
  /// `NAME` alone, or each of its `plists:`.
  static func written(_ screen: ScreenDocument, name: String) -> [(
    name: String, sections: [SectionDocument], settings: [PlistEntry]?, writesStringsTable: Bool,
    stringsTable: String?
  )] {
    guard case .sections(let sections) = screen.content else { return [] }
    guard let files = screen.plists else { return [(name, sections, nil, true, nil)] }
    let folder = name.split(separator: "/").dropLast().map { $0 + "/" }.joined()
    let parsed = files.compactMap { file in PlistFile.parse(file.name).map { (file, $0.variant) } }
    let variants = Set(parsed.map(\.1))
    return parsed.map { file, variant in
      // Each host reads its own files: the device a file says is among those of its host.
      let device = variant.device(among: variants)
      let splitsDevices = variant.splitsDevices(among: variants)
      func shows(_ limit: DeviceLimit?, _ host: Host?, _ settings: [PlistEntry]) -> Bool {
        // The plist that holds it: its device's; with idioms kept as written, a row shown
        // on neither device is in the plist of the device its idioms do not name.
        var file = limit
        if limit == .neither, let idiom = DeviceMerge.idiom(settings) {
          file = idiom == .pad ? .phone : .pad
        }
        let onDevice = !splitsDevices || file == nil || file?.rawValue == device?.rawValue
        return onDevice && (host == nil || host == variant.host)
      }
      let kept = sections.filter { shows($0.device, $0.host, $0.settings) }.map { section in
        var section = section
        if splitsDevices { section.device = nil }
        section.host = nil
        if case .rows(let rows) = section.content {
          section.content = .rows(
            rows.filter { shows($0.device, $0.host, $0.settings) }.map { row in
              var row = row
              if splitsDevices { row.device = nil }
              row.host = nil
              return row
            })
        }
        return section
      }
      return (
        folder + String(file.name.dropLast(".plist".count)), kept, file.settings,
        file.writesStringsTable, file.stringsTable
      )
    }
  }
}
