import Basics
import Fixtures
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SettingsBundle

/// Issue #50, step 3: what checks that ``ImportedApp`` makes the app import's files load as.

/// Where two values first differ, as their dumps: nil when they dump alike.
func dumpDifference(_ expected: some Any, _ made: some Any) -> String? {
  var want = ""
  var got = ""
  dump(expected, to: &want)
  dump(made, to: &got)
  return firstDifference(want, got)
}

/// Where an app made from an import first differs from the one its files load as (marks
/// and sources left aside); nil when they are equal.
func appDifference(loaded: App, made: App) -> String? {
  let loaded = Fixtures.unmarked(loaded)
  let made = Fixtures.unmarked(made)
  guard loaded != made else { return nil }
  if loaded.screens.map(\.id) != made.screens.map(\.id) {
    return "screens: \(loaded.screens.map(\.id)) != \(made.screens.map(\.id))"
  }
  for (want, got) in zip(loaded.screens, made.screens) where want != got {
    return "screen \(want.id): " + (dumpDifference(want, got) ?? "equal dumps")
  }
  var want = loaded
  var got = made
  for screen in loaded.screens { _ = got.replaceScreen(with: screen) }
  want.tables = [:]
  want.namedTables = [:]
  got.tables = [:]
  got.namedTables = [:]
  if want != got { return "app: " + (dumpDifference(want, got) ?? "equal dumps") }
  if loaded.tables != made.tables {
    return "tables: " + (dumpDifference(loaded.tables, made.tables) ?? "equal dumps")
  }
  return "named tables: "
    + (dumpDifference(loaded.namedTables, made.namedTables) ?? "equal dumps")
}

/// The app a folder of written files loads as, and whether its load found an error.
func loadWritten(_ files: [(path: String, text: String)]) -> (app: App?, errors: Bool) {
  let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
  let result = AppAssembler.load(
    sources.filter { !$0.path.hasPrefix("strings/") },
    strings: sources.filter { $0.path.hasPrefix("strings/") })
  let errors = result.reports.contains { $0.diagnostics.contains { $0.severity == .error } }
  return (result.app, errors)
}

/// An imported app's files as import writes them, checking on the way that the app
/// ``ImportedApp`` makes of it is the one they load as (when they load).
func importedFiles(
  _ document: ImportedApp, sourceLocation: SourceLocation = #_sourceLocation
) -> [(path: String, text: String)] {
  let files = document.files
  let loaded = loadWritten(files)
  if let app = loaded.app {
    let difference = appDifference(loaded: app, made: document.typed)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }
  return files
}

extension ImportedApp {
  /// The state's top-level keys, in order.
  var stateKeys: [String] {
    guard case .mapping(let mapping) = app.state else { return [] }
    return mapping.entries.map(\.key)
  }

  /// A pane's sections (none when there is no such screen).
  func sections(_ id: String) -> [Section] { app.screen(id)?.sections ?? [] }
}

/// Each row's title text.
func titles(_ rows: [Row]) -> [String] { rows.map(\.title.literalText) }
