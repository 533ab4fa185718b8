import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel

extension Gallery {
  /// What adding a PATH found: its diagnostics, formatted, and whether the site may not be
  /// written (an app that does not load, a scenario that cannot run) or is drawn from
  /// screens with errors (a mistake Settings shows without a word: drawn, and the run
  /// fails once written).
  package struct Added: Sendable {
    /// The PATH's diagnostics and its scenarios'.
    package var diagnostics = ""
    /// Whether nothing may be written.
    package var failed = false
    /// Whether a screen drawn holds an error.
    package var drawnWithErrors = false
    /// The folders of the PATHs added: where their pending snapshot changes are.
    package var folders: [String] = []

    /// Nothing found yet.
    package init() {}

    init(diagnostics: String, failed: Bool, drawnWithErrors: Bool, folders: [String]) {
      self.diagnostics = diagnostics
      self.failed = failed
      self.drawnWithErrors = drawnWithErrors
      self.folders = folders
    }

    /// What `total` found and then `added`.
    package static func += (total: inout Added, added: Added) {
      total.diagnostics += added.diagnostics
      total.failed = total.failed || added.failed
      total.drawnWithErrors = total.drawnWithErrors || added.drawnWithErrors
      total.folders += added.folders
    }
  }

  /// Adds a loaded PATH as a section of its own: every screen of its app (or the one a
  /// screen file names) and every scenario, each page in the site's folder named as the
  /// PATH's folder is (`.` by its own name). A folder of scenarios only is drawn in the
  /// locales of the apps they drive; a locale an app has no table for is its problem.
  package mutating func add(_ input: LoadedPath) throws(LocaleProblem) -> Added {
    var added = Added(
      diagnostics: input.reports.map(\.formatted).joined(), failed: input.reports.stopDrawing,
      drawnWithErrors: input.reports.holdError, folders: [input.folder])
    startSection(input.path)
    let pagesFolder =
      input.folder == "." ? Path.canonical(".").map(FolderPath.lastPart) ?? "." : input.folder
    if case .app(let result, let screenID) = input.kind, let app = result.app,
      !app.screens.isEmpty
    {
      if let locale = options.locale { _ = try app.localisation(resolving: locale) }
      let ids = screenID.map { [$0] } ?? app.screens.map(\.id)
      addScreens(
        ids.map { ($0, FolderPath.join(input.folder, $0 + ".yaml")) }, app: app,
        folder: pagesFolder)
    }
    let scenarios: [LoadedScenario] =
      if case .scenario(let one) = input.kind { [one] } else { input.scenarios }
    for scenario in scenarios {
      guard let (found, app) = scenario.runnable else {
        if case .app = input.kind {
          added.diagnostics += scenario.reports.map(\.formatted).joined()
        }
        added.failed = true
        continue
      }
      do {
        try addScenario(
          found, app: app, file: scenario.file.path, name: scenario.file.baseName,
          folder: pagesFolder)
      } catch {
        added.diagnostics +=
          FileDiagnostics(file: scenario.file, diagnostics: [error.diagnostic]).formatted
        added.failed = true
      }
    }
    return added
  }
}
