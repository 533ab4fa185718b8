import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

/// The loaded app as the screens side of the mapping (``AppDocument``), for export: what
/// Settings can hold is taken from the typed ``App`` the loader built, and everything else
/// is an error at its key in the screens (paging, `deletable`, `badge`, `body`, `stepper`,
/// conditions other than `device`, …). The keys are found where the load kept each file's
/// tree (``SourceTree``); no file is parsed or decoded again.
///
/// With `iask`, IASK's elements (buttons, links, placeholders, subtitles) are kept too.
package struct AppExport {
  /// One file of the app: its path relative to the app folder and its bytes.
  package struct File: Sendable {
    /// The path (`app.yaml`, `root.yaml`, `strings/de.yaml`).
    package var path: String
    /// The bytes.
    package var bytes: [UInt8]

    /// Creates a file.
    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// An error at a place in one of the app's files.
  package struct Problem: Sendable, Equatable {
    /// The file's path, as the app was loaded.
    package var path: String
    /// The error.
    package var diagnostic: Diagnostic
  }

  let iask: Bool
  var problems: [Problem] = []
  /// The file of what is being read.
  var source: SourceTree?
  /// Where an error without a file of its own is reported (the app's `app.yaml`).
  var appPath: String
  /// Where each kept key (`settings:`) is written: its entry's key location is
  /// `.object(index)` of this list.
  var keptPlaces: [(source: SourceTree?, mark: Mark)] = []
  /// Where the screen being read limits a row or section to a host (`{host: app}`).
  var hostLimits: [Mark] = []
  /// The start screen's id (its pane is `Root`).
  var start = ""

  /// Loads an app's files in memory, keeping their trees, and maps it; nil when the app
  /// does not load (its errors are the problems).
  package static func read(_ files: [File], iask: Bool) -> (
    app: AppDocument?, problems: [Problem]
  ) {
    func sources(_ prefix: String?) -> [SourceFile] {
      files.filter { file in
        prefix.map { file.path.hasPrefix($0) } ?? !file.path.contains("/")
      }.map { SourceFile(path: $0.path, bytes: $0.bytes) }
    }
    let loaded = AppAssembler.load(
      sources(nil), elsewhere: { _ in false }, strings: sources("strings/"),
      templates: sources("templates/"), keepsSources: true)
    guard let app = loaded.app else {
      let errors = loaded.reports.flatMap { report in
        report.diagnostics.filter { $0.severity == .error }.map {
          Problem(path: report.file.path, diagnostic: $0)
        }
      }
      return (nil, errors)
    }
    return map(app, iask: iask)
  }

  /// Maps a loaded app (loaded keeping its sources, ``AppReader/keepsSources``). `appPath`
  /// is where an app without `start` is reported when it has no `app.yaml`.
  package static func map(_ app: App, iask: Bool, appPath: String = "app.yaml") -> (
    app: AppDocument?, problems: [Problem]
  ) {
    var export = AppExport(iask: iask, appPath: app.source?.path ?? appPath)
    let document = export.document(app)
    return (document, export.problems)
  }

  mutating func document(_ app: App) -> AppDocument? {
    var document = AppDocument(start: app.start ?? "")
    source = app.source
    for pair in app.source?.root.mapping ?? [] {
      switch pair.key.scalar?.text {
      case "start", "state", "snapshotVariants", "settingsBundle": break
      case "storedNames":
        document.storedNames = app.storedNames.sorted { $0.key < $1.key }.map {
          StoredName(stateKey: $0.key, stored: $0.value)
        }
      case "settings": document.settings = kept(app.settings, at: pair.value)
      default: unsupported(pair.key)
      }
    }
    document.state = stateEntries(app)
    if document.start.isEmpty {
      // As render does: without `start`, the only screen.
      guard app.screens.count == 1, let only = app.screens.first else {
        source = nil
        error(ExportMessages.noStart(app.screens.count), at: .start)
        return nil
      }
      document.start = only.id
    }
    start = document.start
    // Only what Settings will show is read: the start screen and what it pushes.
    for screen in Self.reachable(from: document.start, in: app) {
      source = screen.source
      if let read = self.screen(screen) { document.screens.append(read) }
    }
    let named = app.namedTables.values.flatMap(\.values)
    document.tables = (app.tables.values + named).map(Self.translations).sorted { a, b in
      // The default tables first, then the named ones; by language within each.
      if (a.name == nil) != (b.name == nil) { return a.name == nil }
      let (x, y) = ((a.name ?? "", a.language), (b.name ?? "", b.language))
      return x.0 != y.0
        ? x.0.utf8.lexicographicallyPrecedes(y.0.utf8)
        : x.1.utf8.lexicographicallyPrecedes(y.1.utf8)
    }
    checkKept(document)
    return document
  }

  /// Kept keys as plist entries, each located at its key in `settings:` (for
  /// ``checkKept(_:)``).
  mutating func kept(_ keys: [PassthroughKey]?, at node: Node) -> [PlistEntry] {
    KeptKeys.entries(keys).map { entry in
      var entry = entry
      let mark = SourceTree.key(entry.key, in: node)?.mark ?? node.mark
      entry.keyLocation = .object(keptPlaces.count)
      keptPlaces.append((source, mark))
      return entry
    }
  }

  /// A kept key that the screens write themselves (a row's `Title` in its `settings:`) is
  /// an error at that key: the plist can hold it once.
  mutating func checkKept(_ document: AppDocument) {
    guard !keptPlaces.isEmpty else { return }
    var clashes: [PlistEntry] = []
    for pane in BundleExport.panes(document) {
      clashes += SpecifierEncoding.collisions(pane)
      for specifier in pane.specifiers { clashes += SpecifierEncoding.collisions(specifier) }
    }
    for clash in clashes {
      guard case .object(let index) = clash.keyLocation, keptPlaces.indices.contains(index) else {
        continue
      }
      source = keptPlaces[index].source
      error(ExportMessages.keptKeyWritten(clash.key), at: keptPlaces[index].mark)
    }
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

  /// The state flattened into dotted keys, each value in the type it is written in.
  mutating func stateEntries(_ app: App) -> [StateEntry] {
    var entries: [StateEntry] = []
    let listKeys = Set(app.screens.flatMap { $0.sections.compactMap(\.rowsFrom?.key) })
    func flatten(_ value: StateValue, _ path: [String], node: Node?) {
      switch value {
      case .mapping(let mapping):
        for entry in mapping.entries {
          flatten(
            entry.value, path + [entry.key], node: SourceTree.value(entry.key, in: node))
        }
      case .text(let text):
        let key = path.joined(separator: ".")
        entries.append(StateEntry(key: key, value: Self.value(text, app.stateTypes[key])))
      case .list(let items):
        // An IASK list group's items are the app's, not a DefaultValue: nothing to write,
        // and said when the screens start it with some.
        guard !listKeys.contains(path) else {
          if !items.isEmpty {
            report(
              .warning(
                ExportMessages.listItemsNotWritten(
                  path.joined(separator: "."), count: items.count),
                at: node?.mark ?? .start))
          }
          return
        }
        error(ExportMessages.listState(path.joined(separator: ".")), at: node?.mark ?? .start)
      }
    }
    flatten(app.state, [], node: SourceTree.value("state", in: app.source?.root))
    return entries
  }

  /// A loaded strings table as export writes it: entries in written order, doubled braces
  /// halved.
  static func translations(_ table: StringsTable) -> TranslationTable {
    TranslationTable(
      language: table.locale,
      entries: table.entriesInWrittenOrder.map {
        (BraceText.literal($0.source), BraceText.literal($0.translation))
      }, name: table.name, encoding: table.encoding == .utf8 ? nil : table.encoding)
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

  /// A text Settings can show: no interpolation.
  mutating func text(_ template: InterpolatedText?, key: String, at node: Node?) -> String? {
    guard let template else { return nil }
    if template.plural != nil {
      error(ExportMessages.plural(key), at: node?.mark ?? .start)
    } else if !template.isLiteral {
      error(ExportMessages.interpolation(key), at: node?.mark ?? .start)
    }
    return template.literalText
  }

  mutating func unsupported(_ key: Node) {
    // What VoiceOver reads changes nothing Settings shows (Settings reads a row by its
    // title), so the VoiceOver keys `check` asks for do not stop an export.
    let name = key.scalar?.text ?? ""
    if Self.readOnlyByVoiceOver.contains(name) {
      // Not lost without a word: it stays in the screens, and the bundle cannot hold it.
      report(.warning(ExportMessages.voiceOverOnly(name), at: key.mark))
      return
    }
    error(ExportMessages.noElement(name), at: key.mark)
  }

  /// Keys only VoiceOver reads: left out of the bundle.
  static let readOnlyByVoiceOver: Set<String> = ["accessibilityLabel", "accessibilityHint"]

  mutating func error(_ message: Diagnostic.Message, at mark: Mark) {
    report(.error(message, at: mark))
  }

  /// A diagnostic at its place in the screens (an error stops the export).
  mutating func report(_ diagnostic: Diagnostic) {
    guard let source else {
      problems.append(Problem(path: appPath, diagnostic: diagnostic))
      return
    }
    let placed = source.placed(diagnostic)
    problems.append(Problem(path: placed.path, diagnostic: placed.diagnostic))
  }
}
