import Basics
import PropertyList
import ScreenModel

/// Maps every pane of a walk to screens, pickers and state: ids made safe and unique, a
/// pane's phone and pad plists merged into one screen, each key's default in its type.
struct AppMapping {
  let title: String
  var problems: [BundleProblem] = []
  var paneIDs: [String: String] = [:]
  var usedIDs: Set<String> = []
  var pickers: [ScreenDocument] = []
  /// The pickers by id.
  var pickersByID: [String: ScreenDocument] = [:]
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

  mutating func map(_ panes: [BundleWalk.Found]) -> AppDocument {
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
    var app = AppDocument(start: "root")
    for found in panes {
      let id = paneIDs[found.name] ?? "root"
      let (sections, panePickers) = mergedSections(found)
      var screen = ScreenDocument(
        id: id, title: found.name == "Root" ? title : titles[found.name] ?? found.name,
        file: found.name == "Root" ? nil : found.name, content: .sections(sections))
      screen.settings = found.phone.extra
      screen.plists = Self.plists(of: found)
      screen.unopened = unopened.contains(found.name)
      screen.preferenceSpecifiers = found.phone.hasSpecifiers
      // Its texts and its pickers' are looked up in the plist's own table.
      screen.stringsTable = found.phone.stringsTable
      if screen.stringsTable == nil, found.name != StringsTable.defaultName,
        tableNames.contains(found.name)
      {
        // Settings looks a pane without `StringsTable` up in the table named like its plist.
        screen.stringsTable = found.name
        screen.stringsTableImplied = true
      }
      if let table = screen.stringsTable {
        let ids = Set(panePickers.map(\.id))
        for index in pickers.indices where ids.contains(pickers[index].id) {
          pickers[index].stringsTable = pickers[index].stringsTable ?? table
        }
      }
      app.screens.append(screen)
    }
    app.screens += pickers
    app.state = Self.inScreenOrder(state.entries, app.screens)
    app.lists = Self.listKeys(app.screens)
    problems += state.problems
    stateOrigins = state.origins
    return app
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
  static func plists(of found: BundleWalk.Found) -> [PaneFile]? {
    func bare(_ entries: [PlistEntry]?) -> [PlistEntry]? {
      entries?.map { PlistEntry(key: $0.key, value: $0.value.withoutLocations) }
    }
    return found.files.map { names in
      names.map { name in
        let others =
          [(found.padFile, found.pad), (found.inAppFile, found.inApp)]
          + found.inAppDevices.map { ($0.file, $0.pane) }
        let pane = others.first {
          $0.0.map { $0.hasSuffix("/" + name) || $0 == name } ?? false
        }?.1
        let extra = pane?.extra
        var file = PaneFile(
          name: name,
          settings: extra == nil || bare(extra) == bare(found.phone.extra) ? nil : extra,
          writesStringsTable: pane == nil || pane?.stringsTable != nil
            || found.phone.stringsTable == nil)
        if let table = pane?.stringsTable, table != found.phone.stringsTable {
          file.stringsTable = table
        }
        return file
      }
    }
  }

  /// Maps one plist, its problems attached to its file.
  mutating func mapPane(_ pane: SettingsPane, file: String) -> PaneImport {
    var newPickers: [ScreenDocument] = []
    let ids = paneIDs
    // Taken out while the closure adds to them, so that adding copies neither.
    var taken = usedIDs
    var existing = pickersByID
    usedIDs = []
    pickersByID = [:]
    let result = PaneImport.map(
      pane,
      pickerID: { _, specifier in
        let base = ScreenIDs.safe(specifier.key ?? "picker")
        var group = ChoiceGroupDocument(
          bind: specifier.key ?? "", choices: PaneImport.choices(of: specifier))
        group.sortedByTitle = specifier.sortedByTitle
        group.footer = specifier.footer
        let screen = ScreenDocument(id: base, title: specifier.title ?? "", content: .picker(group))
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

  /// State entries in the order the screens first show their keys (a pad-only row's key
  /// where the row is, as one merged plist would give it); keys no screen shows keep their
  /// place after those.
  static func inScreenOrder(_ entries: [StateEntry], _ screens: [ScreenDocument]) -> [StateEntry] {
    var pickers: [String: String] = [:]
    for screen in screens {
      if case .picker(let group) = screen.content { pickers[screen.id] = group.bind }
    }
    var order: [String: Int] = [:]
    func saw(_ key: String) { if order[key] == nil { order[key] = order.count } }
    for screen in screens {
      guard case .sections(let sections) = screen.content else { continue }
      for section in sections {
        if case .choices(let group) = section.content { saw(group.bind) }
        for row in section.rows {
          switch row.kind {
          case .toggle(let key, _, _), .slider(let key, _, _, _, _), .titleValue(let key, _):
            saw(key)
          case .textField(let field), .textView(let field): saw(field.key)
          case .datePicker(let picker): saw(picker.key)
          case .push(let id): if let bind = pickers[id] { saw(bind) }
          default: break
          }
        }
      }
    }
    let indexed = entries.enumerated().map {
      ($0.element, order[$0.element.key] ?? order.count + $0.offset)
    }
    return indexed.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// The state keys of the screens' IASK list groups, each once, in order.
  static func listKeys(_ screens: [ScreenDocument]) -> [String] {
    var keys: [String] = []
    for screen in screens {
      guard case .sections(let sections) = screen.content else { continue }
      for section in sections {
        if case .list(let list) = section.content, !list.key.isEmpty, !keys.contains(list.key) {
          keys.append(list.key)
        }
      }
    }
    return keys
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

extension ScreenDocument {
  /// Every text the screen shows, in order (what a strings table may translate).
  var texts: [String] {
    var out = [title]
    func add(_ group: ChoiceGroupDocument) {
      out += [group.header, group.footer].compactMap { $0 }
      for choice in group.choices { out += [choice.title] + (choice.shortTitle.map { [$0] } ?? []) }
    }
    switch content {
    case .picker(let group): add(group)
    case .sections(let sections):
      for section in sections {
        out += [section.header, section.footer].compactMap { $0 }
        switch section.content {
        case .choices(let group): add(group)
        case .list(let list): out += [list.addTitle, list.addPlaceholder].compactMap { $0 }
        case .rows(let rows):
          for row in rows {
            out += [row.title, row.subtitle].compactMap { $0 }
            switch row.kind {
            case .textField(let field), .textView(let field):
              if let placeholder = field.placeholder { out.append(placeholder) }
            case .mail(let mail): out += [mail.subject, mail.body].compactMap { $0 }
            default: break
            }
            if case .titleValue(_, let choices) = row.kind { out += choices.map(\.title) }
          }
        }
      }
    }
    return out
  }
}
