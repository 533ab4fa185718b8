import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

/// What export refuses in a loaded app: what Settings cannot hold is an error at its key
/// in the screens (paging, `deletable`, `badge`, `body`, `stepper`, conditions other than
/// `device`, …). The keys are found where the load kept each file's tree (``SourceTree``);
/// no file is parsed or decoded again. ``BundleExport`` writes what it does not refuse.
///
/// With `iask`, IASK's elements (buttons, links, placeholders, subtitles) are allowed too.
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
  /// Where the screen being read limits a row or section to a host (`{host: app}`).
  var hostLimits: [Mark] = []
  /// The start screen's id (its pane is `Root`).
  var start = ""

  /// Loads an app's files in memory, keeping their trees, and judges it; nil when the app
  /// does not load (its errors are the problems) or has no start screen.
  package static func read(_ files: [File], iask: Bool) -> (app: App?, problems: [Problem]) {
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
    let mapped = map(app, iask: iask)
    return (mapped.app, mapped.problems)
  }

  /// Judges a loaded app (loaded keeping its sources, ``AppReader/keepsSources``): the app
  /// and its panes (``BundleExport/panes(_:iask:)``) when it has a start screen, and what
  /// export refuses in it. `appPath` is where an app without `start` is reported when it
  /// has no `app.yaml`.
  package static func map(_ app: App, iask: Bool, appPath: String = "app.yaml") -> (
    app: App?, panes: [SettingsPane], problems: [Problem]
  ) {
    var export = AppExport(iask: iask, appPath: app.source?.path ?? appPath)
    guard export.check(app) else { return (nil, [], export.problems) }
    let located = BundleExport.located(app, iask: iask)
    export.checkKept(located)
    return (app, located.panes, export.problems)
  }

  /// Judges the app; false when it has no start screen.
  mutating func check(_ app: App) -> Bool {
    source = app.source
    for pair in app.source?.root.mapping ?? [] {
      switch pair.key.scalar?.text {
      case "start", "state", "snapshotVariants", "settingsBundle", "storedNames": break
      case "settings": break
      default: unsupported(pair.key)
      }
    }
    checkState(app)
    guard let start = AppPanes.start(of: app) else {
      // As render does: without `start`, the only screen.
      source = nil
      error(ExportMessages.noStart(app.screens.count), at: .start)
      return false
    }
    self.start = start
    // Only what Settings will show is read: the start screen and what it pushes.
    for screen in AppPanes.reachable(from: start, in: app) {
      source = screen.source
      self.screen(screen)
    }
    return true
  }

  /// A kept key that the screens write themselves (a row's `Title` in its `settings:`) is
  /// an error at that key: the plist can hold it once.
  mutating func checkKept(
    _ located: (panes: [SettingsPane], places: [(source: SourceTree?, mark: Mark)])
  ) {
    let (panes, places) = located
    var clashes: [PlistEntry] = []
    for pane in panes {
      clashes += SpecifierEncoding.collisions(pane)
      for specifier in pane.specifiers { clashes += SpecifierEncoding.collisions(specifier) }
    }
    for clash in clashes {
      guard case .object(let index) = clash.keyLocation, places.indices.contains(index) else {
        continue
      }
      source = places[index].source
      error(ExportMessages.keptKeyWritten(clash.key), at: places[index].mark)
    }
  }

  /// A list in state is an error, unless an IASK list group shows it: then its items are
  /// the app's, not a DefaultValue, and said when the screens start it with some.
  mutating func checkState(_ app: App) {
    let listKeys = Set(app.screens.flatMap { $0.sections.compactMap(\.rowsFrom?.key) })
    func walk(_ value: StateValue, _ path: [String], node: Node?) {
      switch value {
      case .mapping(let mapping):
        for entry in mapping.entries {
          walk(entry.value, path + [entry.key], node: SourceTree.value(entry.key, in: node))
        }
      case .text: break
      case .list(let items):
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
    walk(app.state, [], node: SourceTree.value("state", in: app.source?.root))
  }

  /// A text Settings can show has no interpolation.
  mutating func text(_ template: InterpolatedText?, key: String, at node: Node?) {
    guard let template else { return }
    if template.plural != nil {
      error(ExportMessages.plural(key), at: node?.mark ?? .start)
    } else if !template.isLiteral {
      error(ExportMessages.interpolation(key), at: node?.mark ?? .start)
    }
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
