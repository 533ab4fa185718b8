import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

/// A loaded app's panes as export writes them, read from the typed ``App`` (its screens,
/// sections and rows): the start screen and what it pushes, each pane's sections with their
/// rows as specifiers.
///
/// Where the typed values cannot tell what was written (a row's `title:` left out, IASK's
/// default `mode:` spelled out), the screen's kept file (``SourceTree``) says it; an app
/// without one (made in memory) is read as the screens' encoder would write it. What
/// Settings cannot hold is not judged here (``AppExport`` refuses it): it is left out.
struct AppPanes {
  /// Whether IASK's elements are written (`--iask`).
  let iask: Bool
  /// The start screen's id (its pane is `Root`).
  let start: String
  /// Each key's default, the first written of a key.
  let defaults: [String: SettingValue]
  /// The screens exported, by id: the start screen, what it pushes and the screens
  /// imported from a plist no pane opens; a picker without a bound key is none.
  var screens: [String: Screen] = [:]
  /// Each exported picker's multi-value specifier (its titles, values and footer).
  var pickers: [String: Specifier] = [:]
  /// Where each kept key (`settings:`) is written: its entry's key location is
  /// `.object(index)` of this list.
  var keptPlaces: [(source: SourceTree?, mark: Mark)] = []
  /// The file of what is being read.
  var source: SourceTree?

  /// The app's panes; nil when it has no start screen (and not one screen only).
  init?(_ app: App, iask: Bool) {
    guard let start = Self.start(of: app) else { return nil }
    self.iask = iask
    self.start = start
    var defaults: [String: SettingValue] = [:]
    for (key, value) in Self.stateEntries(app) where defaults[key] == nil {
      defaults[key] = value
    }
    self.defaults = defaults
    for screen in Self.reachable(from: start, in: app) {
      source = screen.source
      let written = Written(screen.source?.root)
      guard written.has("choices", else: !screen.inlineGroups && screen.isPicker) else {
        screens[screen.id] = screen
        continue
      }
      if let picker = picker(screen, written: written) {
        pickers[screen.id] = picker
        screens[screen.id] = screen
      }
    }
  }

  /// The start screen's id: `start`, else the only screen's (as render does).
  static func start(of app: App) -> String? {
    if let start = app.start, !start.isEmpty { return start }
    return app.screens.count == 1 ? app.screens.first?.id : nil
  }

  /// The screens reached by pushes from `start` and from each screen imported from a
  /// plist no pane opens (its first line names its plist), in id order.
  static func reachable(from start: String, in app: App) -> [Screen] {
    let unopened = app.screens.filter { screen in
      importedFile(screen) != nil
    }.map(\.id)
    var seen = Set([start] + unopened)
    var queue = [start] + unopened
    while let id = queue.popLast() {
      for section in app.screen(id)?.sections ?? [] {
        for row in section.rows {
          if case .push(let next) = row.kind, seen.insert(next).inserted { queue.append(next) }
        }
      }
    }
    return app.screens.filter { seen.contains($0.id) }
  }

  /// The `StringsTable` a pane's plist is written with: its screen's `stringsTable:`,
  /// unless that is the table named like the plist, which named none (its first line says
  /// so): Settings finds that one without the key.
  static func writtenTable(_ screen: Screen) -> String? {
    guard let table = screen.stringsTable,
      screen.importNote?.impliedTable != table
    else { return nil }
    return table
  }

  /// The plist a screen was imported from, as the comment import writes names it
  /// (`# Imported from Licences/Alamofire.plist.`, ``ImportNote/plist``).
  static func importedFile(_ screen: Screen) -> String? {
    // A name that would leave the bundle (`../x`) is not a File export writes.
    screen.importNote?.plist.flatMap { BundleWalk.staysInside($0) ? $0 : nil }
  }

  /// The `File` a pushed screen is written as: `Root` for the start screen, else the plist
  /// a pane was imported from, else its id.
  func file(_ id: String) -> String {
    guard id != start else { return "Root" }
    guard pickers[id] == nil, let screen = screens[id] else { return id }
    return Self.importedFile(screen) ?? id
  }

  /// A kept key list as plist entries, each located at its key in `node` (for the
  /// refusal of one the screens write themselves).
  mutating func kept(_ keys: [PassthroughKey]?, at node: Node?) -> [PlistEntry] {
    KeptKeys.entries(keys).map { entry in
      var entry = entry
      let mark = SourceTree.key(entry.key, in: node)?.mark ?? node?.mark ?? .start
      entry.keyLocation = .object(keptPlaces.count)
      keptPlaces.append((source, mark))
      return entry
    }
  }

  /// A multi-value picker's specifier, without its title: the choices' `Titles`, `Values`
  /// and `ShortTitles`, `DisplaySortedByTitle` and the screen's footer; nil for a picker
  /// bound to no key.
  func picker(_ screen: Screen, written: Written) -> Specifier? {
    guard let bind = screen.groups.first?.bind?.joined(separator: ".") else { return nil }
    let choices = self.choices(screen.sections.first?.rows ?? [], written: written.at("choices"))
    var result = Specifier(.multiValue, title: nil, key: bind)
    result.defaultValue = defaults[bind]
    if !choices.isEmpty {
      result.titles = choices.map(\.title)
      result.values = choices.map(\.value)
    }
    // A choice without its own short title shows its title, as the screens draw it (an
    // empty entry would show nothing in Settings).
    if choices.contains(where: { $0.shortTitle != nil }) {
      result.shortTitles = choices.map { $0.shortTitle ?? $0.title }
    }
    result.sortedByTitle = screen.groups.first?.sortedByTitle ?? false
    result.footer = screen.footer?.literalText
    return result
  }

  /// A picker's choices: each title and the value stored in the type it is written in (a
  /// choice written as a plain title stores that title as a string).
  func choices(_ rows: [Row], written list: Written) -> [(
    title: String, value: SettingValue, shortTitle: String?
  )] {
    list.items(rows.count).enumerated().map { index, node in
      let row = rows[index]
      let written = row.title.literalText
      let value = row.choiceValue ?? written
      let title = BraceText.literal(written)
      guard node.isMapping(else: row.choiceValueType != nil || row.shortTitle != nil) else {
        return (title, .string(value), nil)
      }
      let short = node.has("shortTitle", else: true) ? row.shortTitle.map(BraceText.literal) : nil
      return (title, row.choiceValueType.map { Self.value(value, $0) } ?? .string(title), short)
    }
  }

  /// The state flattened into dotted keys, each value in the type it is written in; a
  /// list (an IASK list group's items) has none.
  static func stateEntries(_ app: App) -> [(key: String, value: SettingValue)] {
    var entries: [(key: String, value: SettingValue)] = []
    func flatten(_ value: StateValue, _ path: [String]) {
      switch value {
      case .mapping(let mapping):
        for entry in mapping.entries { flatten(entry.value, path + [entry.key]) }
      case .text(let text):
        let key = path.joined(separator: ".")
        entries.append((key, Self.value(text, app.stateTypes[key])))
      case .list: break
      }
    }
    flatten(app.state, [])
    return entries
  }

  /// A scalar in the plist type it is written in: booleans, plain whole numbers integers,
  /// other plain numbers reals, everything else a string.
  static func value(_ text: String, _ type: ValueType?) -> SettingValue {
    switch type {
    case .boolean?: return .boolean(text == "true")
    case .number?:
      let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
      if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
        return .integer(text)
      }
      if Double(text) != nil, YAMLText.isNumberText(text) { return .real(text) }
      return .string(text)
    default: return .string(text)
    }
  }
}

/// A node of a screen's file as written, for what the typed values cannot tell; without
/// a file (an app made in memory), each question has the typed values' answer.
struct Written {
  /// The node; nil when there is no file.
  let node: Node?

  init(_ node: Node?) { self.node = node }

  /// Whether the mapping has `key` (else `typed`, without a file).
  func has(_ key: String, else typed: Bool) -> Bool {
    guard let node else { return typed }
    return SourceTree.key(key, in: node) != nil
  }

  /// The value at `key`.
  func at(_ key: String) -> Written { Written(SourceTree.value(key, in: node)) }

  /// Whether it is a mapping (else `typed`, without a file).
  func isMapping(else typed: Bool) -> Bool { node.map { $0.mapping != nil } ?? typed }

  /// The items of a sequence paired with `count` typed values: as many as both have
  /// (all `count`, without a file).
  func items(_ count: Int) -> [Written] {
    guard let node else { return Array(repeating: Written(nil), count: count) }
    return (node.sequence ?? []).prefix(count).map(Written.init)
  }
}
