import Basics
import PropertyList
import ScreenFormat
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
  package static func files(
    _ app: App, iask: Bool = true, over base: (String) -> [UInt8]? = { _ in nil }
  ) -> [(path: String, bytes: [UInt8])] {
    files(panes(app, iask: iask), app, over: base)
  }

  /// The files of the bundle of `app` whose panes are `panes` (``panes(_:iask:)``).
  package static func files(
    _ panes: [SettingsPane], _ app: App, over base: (String) -> [UInt8]? = { _ in nil }
  ) -> [(path: String, bytes: [UInt8])] {
    var out: [(String, [UInt8])] = []
    for pane in panes {
      let node = SpecifierEncoding.plist(pane)
      let path = pane.name + ".plist"
      out.append((path, PlistSplice.bytes(node, over: base(path))))
    }
    for table in tables(app) {
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

  /// The app's strings tables as export writes them, entries in written order, doubled
  /// braces halved: the default tables first, then the named ones; by language within each.
  static func tables(_ app: App) -> [TranslationTable] {
    let named = app.namedTables.values.flatMap(\.values)
    return (app.tables.values + named).map { table in
      TranslationTable(
        language: table.locale,
        entries: table.entriesInWrittenOrder.map {
          (BraceText.literal($0.source), BraceText.literal($0.translation))
        }, name: table.name, encoding: table.encoding == .utf8 ? nil : table.encoding)
    }.sorted { a, b in
      if (a.name == nil) != (b.name == nil) { return a.name == nil }
      let (x, y) = ((a.name ?? "", a.language), (b.name ?? "", b.language))
      return x.0 != y.0
        ? x.0.utf8.lexicographicallyPrecedes(y.0.utf8)
        : x.1.utf8.lexicographicallyPrecedes(y.1.utf8)
    }
  }

  /// The panes: the start screen, then every pushed screen that is not a picker, in the
  /// order first pushed; none without a start screen.
  package static func panes(_ app: App, iask: Bool = true) -> [SettingsPane] {
    located(app, iask: iask).panes
  }

  /// The panes, and where each kept key of theirs is written (an entry's key location is
  /// `.object(index)` of that list).
  static func located(_ app: App, iask: Bool) -> (
    panes: [SettingsPane], places: [(source: SourceTree?, mark: Mark)]
  ) {
    guard var read = AppPanes(app, iask: iask) else { return ([], []) }
    let start = read.start
    read.source = app.source
    let appSettings = read.kept(
      app.settings, at: SourceTree.value("settings", in: app.source?.root))
    var queue = [start]
    var seen: Set<String> = [start]
    var panes: [SettingsPane] = []
    var index = 0
    // After the panes the start screen opens, each pane imported from a plist no pane
    // opens (its file names its plist), and what it opens.
    var unopened = app.screens.filter {
      read.screens[$0.id] != nil && read.pickers[$0.id] == nil && AppPanes.importedFile($0) != nil
    }.map(\.id)
    while index < queue.count || !unopened.isEmpty {
      if index == queue.count {
        let next = unopened.removeFirst()
        if seen.insert(next).inserted { queue.append(next) }
        continue
      }
      let id = queue[index]
      index += 1
      guard let screen = read.screens[id], read.pickers[id] == nil else { continue }
      let name = read.file(id)
      read.source = screen.source
      let settings = read.kept(
        screen.settings, at: SourceTree.value("settings", in: screen.source?.root))
      let files = read.files(screen)
      let sections = read.sections(of: screen)
      for written in written(files, sections, name: name) {
        var pane = SettingsPane(
          name: written.name,
          stringsTable: written.stringsTable
            ?? (written.writesStringsTable ? AppPanes.writtenTable(screen) : nil),
          specifiers: PaneExport.specifiers(written.sections))
        pane.extra = written.settings ?? settings + (id == start ? appSettings : [])
        // `preferenceSpecifiers: false` is `NAME.plist`'s: an in-app plist beside it has them.
        pane.hasSpecifiers = screen.preferenceSpecifiers || written.name.hasSuffix(".inApp")
        panes.append(pane)
      }
      for section in sections {
        guard case .rows(let rows) = section.content else { continue }
        for next in rows.compactMap(\.push) where !seen.contains(next) && read.pickers[next] == nil
        {
          seen.insert(next)
          queue.append(next)
        }
      }
    }
    let stored = Dictionary(app.storedNames.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }) {
      first, _ in first
    }
    return (StoredNames.restore(withStateDefaults(panes, read.defaults), stored), read.keptPlaces)
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
        guard let key = specifier.key, specifier.kind.storesValue,
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
  static func written(
    _ files: [(file: PlistFile, settings: [PlistEntry]?)]?, _ sections: [PaneExport.Section],
    name: String
  ) -> [(
    name: String, sections: [PaneExport.Section], settings: [PlistEntry]?,
    writesStringsTable: Bool, stringsTable: String?
  )] {
    guard let files else { return [(name, sections, nil, true, nil)] }
    let folder = name.split(separator: "/").dropLast().map { $0 + "/" }.joined()
    let parsed = files.compactMap { file in
      PlistFile.parse(file.file.name).map { (file, $0.variant) }
    }
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
            rows.filter { shows($0.device, $0.host, $0.specifier.extra) }.map { row in
              var row = row
              if splitsDevices { row.device = nil }
              row.host = nil
              return row
            })
        }
        return section
      }
      return (
        folder + String(file.file.name.dropLast(".plist".count)), kept, file.settings,
        file.file.writesStringsTable, file.file.stringsTable
      )
    }
  }
}
