import Basics
import PropertyList
import ScreenModel

/// Maps every pane of a walk to the app's screens, pickers and state: ids made safe and
/// unique, a pane's phone and pad plists merged into one screen, each key's default in its
/// type.
struct AppMapping {
  let title: String
  var problems: [BundleProblem] = []
  var paneIDs: [String: String] = [:]
  var usedIDs: Set<String> = []
  var pickers: [Screen] = []
  /// The pickers by id.
  var pickersByID: [String: Screen] = [:]
  /// The panes no child pane opens (``BundleWalk/unopenedNames``).
  var unopened: Set<String> = []
  /// The names of the bundle's named tables (`Advanced` for `LANG.lproj/Advanced.strings`):
  /// a child pane without `StringsTable` is looked up in the one named like its plist.
  var tableNames: Set<String> = []
  /// Where each state key came from (``StateDefaults/origins``).
  var stateOrigins: [String: StateOrigin] = [:]
  /// The value state holds for each key (its first specifier's default, as the screens
  /// hold it): a specifier whose `DefaultValue` is written otherwise keeps its own.
  var heldDefaults: [String: SettingValue] = [:]

  init(title: String) {
    self.title = title
    // `app` would be app.yaml; ids are compared lowercased (one file on macOS).
    usedIDs = ["root", "app"]
  }

  /// The app of the panes, `Root` first: its screens, its state and the type of each
  /// default (the stored names and strings tables are the caller's); and the screens' ids
  /// in the order import writes them, panes in the order reached, then pickers (the app
  /// holds its screens by id).
  mutating func map(_ panes: [BundleWalk.Found]) -> (app: App, order: [String]) {
    var titles: [String: String] = [:]
    for found in panes {
      let id = found.name == "Root" ? "root" : unique(ScreenIDs.safe(found.name))
      paneIDs[found.name] = id
      for specifier in found.phone.specifiers + (found.pad?.specifiers ?? [])
        + (found.inApp?.specifiers ?? []) where specifier.kind == .childPane
      {
        if let file = specifier.file, titles[file] == nil { titles[file] = specifier.title ?? file }
      }
    }
    // State before the rows are made, so that a row whose default state does not hold
    // keeps its own.
    var state = StateDefaults()
    for found in panes { Self.addState(found, to: &state) }
    for entry in state.entries { heldDefaults[entry.key] = entry.value }
    var screens: [Screen] = []
    var paneSections: [[PaneSection]] = []
    for found in panes {
      let (sections, panePickers) = mergedSections(found)
      paneSections.append(sections)
      let screen = self.screen(
        found, id: paneIDs[found.name] ?? "root",
        title: found.name == "Root" ? title : titles[found.name] ?? found.name,
        sections: sections)
      if let table = screen.stringsTable {
        let ids = Set(panePickers.map(\.id))
        for index in pickers.indices where ids.contains(pickers[index].id) {
          pickers[index].stringsTable = pickers[index].stringsTable ?? table
        }
      }
      screens.append(screen)
    }
    screens += pickers
    let (value, types) = Self.state(
      Self.inScreenOrder(state.entries, paneSections, pickers: pickers),
      lists: Self.listKeys(paneSections))
    var app = App(screens: screens, start: "root", state: value)
    app.settingsBundle = true
    app.stateTypes = types
    app.snapshotVariants = Self.snapshotVariants(panes.flatMap { $0.files ?? [] })
    problems += state.problems
    stateOrigins = state.origins
    return (app, screens.map(\.id))
  }

  /// A pane's screen, drawn inset grouped as current Settings draws every pane: its
  /// sections (each radio group an inline choice group), the plists it is written as, and
  /// the strings table its texts are looked up in.
  func screen(_ found: BundleWalk.Found, id: String, title: String, sections: [PaneSection])
    -> Screen
  {
    var screen = Screen(
      id: id, title: PaneImport.literal(title), style: .insetGrouped,
      sections: sections.isEmpty ? [Section(rows: [])] : sections.map(\.section))
    var groups: [ChoiceGroup] = []
    for (index, section) in sections.enumerated() {
      guard var group = section.choices, !section.section.rows.isEmpty else { continue }
      group.sections = [index]
      groups.append(group)
    }
    screen.groups = groups
    screen.inlineGroups = !groups.isEmpty
    screen.settings = PaneImport.passthrough(found.phone.extra)
    screen.plists = Self.plists(of: found)
    screen.preferenceSpecifiers = found.phone.hasSpecifiers
    // Its texts and its pickers' are looked up in the plist's own table.
    screen.stringsTable = found.phone.stringsTable
    var implied = false
    if screen.stringsTable == nil, found.name != StringsTable.defaultName,
      tableNames.contains(found.name)
    {
      // Settings looks a pane without `StringsTable` up in the table named like its plist.
      screen.stringsTable = found.name
      implied = true
    }
    // The file names its plist where its id does not, or nothing opens it (so that export
    // writes it back).
    let file = found.name == "Root" ? nil : found.name
    let named = file.flatMap { $0 != id || unopened.contains(found.name) ? $0 : nil }
    screen.importNote = ImportNote(plist: named, impliedTable: implied ? found.name : nil)
    return screen
  }

  /// Adds the defaults of a pane's plists, in the order Settings and IASK read them.
  static func addState(_ found: BundleWalk.Found, to state: inout StateDefaults) {
    // A pane only the in-app plist opens is read by the app alone.
    state.add(found.phone, file: found.phoneFile, host: found.onlyInApp ? .app : .settings)
    if let pad = found.pad, let padFile = found.padFile {
      state.add(pad, file: padFile, host: found.onlyInApp ? .app : .settings)
    }
    if let inApp = found.inApp, let file = found.inAppFile {
      state.add(inApp, file: file, host: .app)
    }
    for plist in found.inAppDevices { state.add(plist.pane, file: plist.file, host: .app) }
  }

  /// The plists a pane is written as, when more than its `NAME.plist`; a file whose root
  /// holds other kept keys than the phone plist's has its own, one without the phone
  /// plist's `StringsTable` says it writes none, and one naming another table names it.
  static func plists(of found: BundleWalk.Found) -> [PlistFile]? {
    func bare(_ entries: [PlistEntry]?) -> [PlistEntry]? {
      entries?.map { PlistEntry(key: $0.key, value: $0.value.withoutLocations) }
    }
    return found.files.map { names in
      names.compactMap { name in
        // A name that is not a plist's is no file of the screen.
        guard let (base, variant) = PlistFile.parse(name) else { return nil }
        let others =
          [(found.padFile, found.pad), (found.inAppFile, found.inApp)]
          + found.inAppDevices.map { ($0.file, $0.pane) }
        let pane = others.first {
          $0.0.map { $0.hasSuffix("/" + name) || $0 == name } ?? false
        }?.1
        let extra = pane?.extra
        var file = PlistFile(
          name: name, base: base, variant: variant,
          settings: extra == nil || bare(extra) == bare(found.phone.extra)
            ? nil : extra.map(PaneImport.keys),
          writesStringsTable: pane == nil || pane?.stringsTable != nil
            || found.phone.stringsTable == nil, mark: .start)
        if let table = pane?.stringsTable, table != found.phone.stringsTable {
          file.stringsTable = table
        }
        return file
      }
    }
  }

  /// Maps one plist, its problems attached to its file.
  mutating func mapPane(_ pane: SettingsPane, file: String) -> PaneImport {
    var newPickers: [Screen] = []
    let ids = paneIDs
    // Taken out while the closure adds to them, so that adding copies neither.
    var taken = usedIDs
    var existing = pickersByID
    usedIDs = []
    pickersByID = [:]
    let result = PaneImport.map(
      pane,
      pickerID: { _, specifier, picker in
        let base = ScreenIDs.safe(specifier.key ?? "picker")
        var screen = picker
        screen.id = base
        var candidate = base
        var counter = 1
        while true {
          if let same = existing[candidate] {
            if same == screen { return candidate }
          } else if !taken.contains(candidate.lowercased()) {
            break
          }
          counter += 1
          candidate = "\(base)-\(counter)"
        }
        taken.insert(candidate.lowercased())
        var named = screen
        named.id = candidate
        existing[candidate] = named
        newPickers.append(named)
        return candidate
      },
      childID: { file in ids[file] },
      ownDefault: { [heldDefaults] specifier in
        guard let key = specifier.key, let value = specifier.defaultValue,
          let held = heldDefaults[key]
        else { return false }
        return held != value
      })
    usedIDs = taken
    pickersByID = existing
    pickers += newPickers
    problems += result.problems.map { BundleProblem(file: file, $0) }
    return result
  }

  /// An id no other screen has: `name`, else `name-2`, `name-3`, ….
  mutating func unique(_ name: String) -> String {
    var candidate = name
    var counter = 1
    while usedIDs.contains(candidate.lowercased()) {
      counter += 1
      candidate = "\(name)-\(counter)"
    }
    usedIDs.insert(candidate.lowercased())
    return candidate
  }
}

/// Screen ids made from plist names and keys.
enum ScreenIDs {
  /// A name made safe for a file name and a snapshot's: `/`, `\` and `@` (which names a
  /// variant) become `-`, a hidden or control character and a leading `.` become `_`.
  static func safe(_ name: String) -> String {
    var out = String(
      name.unicodeScalars.map {
        $0 == "/" || $0 == "\\" || $0 == "@"
          ? "-" : VisibleText.isUnsafe($0) ? "_" : Character($0)
      })
    if out.hasPrefix(".") { out = "_" + out.dropFirst() }
    return out.isEmpty ? "pane" : out
  }
}
