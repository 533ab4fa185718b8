import Basics
import ScreenModel
import YAMLTree

/// Turns the files of an app (its screens and `app.yaml`) into an ``App``, collecting every
/// diagnostic of every file in one pass.
///
/// ```swift
/// let result = AppAssembler.load([SourceFile(path: "feed.yaml", text: "title: Posts\nrows: [A]\n")])
/// result.app?.screens.first?.id  // "feed"
/// ```
public enum AppAssembler {
  /// The outcome of loading: the app when no file has an error, and every file's diagnostics.
  public struct Result: Sendable {
    /// The app, or nil when any file has an error.
    public var app: App?
    /// Files with diagnostics, in the order given; files without any are left out.
    public var reports: [FileDiagnostics] {
      // An index of them stays only where it is made again with them (``reportIndex``).
      didSet { reportIndex = nil }
    }
    /// Where each report is, by path, when a load redone in part keeps one
    /// (``AppAssembler/reassemble(_:replacing:with:)``); nil once ``reports`` changes.
    package var reportIndex: AppAssembler.ReportIndex?
    /// The id of the screen each screen file holds, by path.
    package var screenIDs = ScreenIDs()
    /// The files that look like scenarios (they have an `app` key), decoded but not part
    /// of the app.
    public var scenarios: [ScenarioFile] = []
    /// Every screen file with its translatable texts and where they are (for
    /// `check --locale`); empty unless the load was asked to collect them.
    package var texts: [(file: SourceFile, texts: [(source: String, mark: Mark)])] = []
    /// The forms of each plural text among `texts`, by its `other` form.
    package var pluralTexts: [String: [PluralCategory: String]] = [:]
    /// The `stringsTable:` of each screen file that names one, by path.
    package var screenTables: [String: String] = [:]
    /// The paths of the scenario files.
    package var scenarioPaths: [String] { scenarios.map(\.file.path) }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
      reports.contains { $0.diagnostics.contains { $0.severity == .error } }
    }
  }

  /// A scenario file found among an app's files, decoded from the same parse.
  public struct ScenarioFile: Sendable {
    /// The file.
    public var file: SourceFile
    /// The scenario, or nil when the file has an error.
    public var scenario: Scenario?
    /// The file's diagnostics.
    public var diagnostics: [Diagnostic]
  }

  /// Loads an app from its files. Files that look like scenarios are skipped. Files are
  /// parsed and decoded on every core; the result does not depend on it.
  ///
  /// - Parameters:
  ///   - strings: the app's strings tables (`strings/<locale>.yaml`).
  ///   - templates: the app's templates (`templates/NAME.yaml`), expanded where screens use
  ///     them; their files' reports are among ``Result/reports``.
  public static func load(
    _ files: [SourceFile], limits: ParseLimits = .default, strings: [SourceFile] = [],
    templates: [SourceFile] = []
  ) -> Result {
    load(files, limits: limits, elsewhere: { _ in false }, strings: strings, templates: templates)
  }

  /// Loads files as ``load(_:limits:strings:templates:)`` does, with the knobs the tool's
  /// commands use: `elsewhere` answers whether an id is a screen outside `files` (a pushed
  /// sibling that was not read), `reportUnused` warns of translations no screen shows, and
  /// `collectTexts` records every translatable text with its mark.
  package static func load(
    _ files: [SourceFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool,
    strings: [SourceFile] = [], reportUnused: Bool = false, collectTexts: Bool = false,
    templates: [SourceFile] = [], keepsSources: Bool = false
  ) -> Result {
    load(
      reading: files.count, { files[$0] }, limits: limits, elsewhere: elsewhere,
      strings: strings, reportUnused: reportUnused, collectTexts: collectTexts,
      templates: templates, keepsSources: keepsSources
    ).result
  }

  /// Loads an app of `count` files, each read by `read` (given its index) on the thread
  /// that decodes it: no file waits until every other is read, and its bytes are decoded
  /// while they are still in the cache. Returns the files read, in order, with the app.
  /// `keepsSources` keeps each file's tree in its screen or app (``SourceTree``); `cache`
  /// gives the decodes of files unchanged since an earlier load.
  package static func load(
    reading count: Int, _ read: @Sendable (Int) -> SourceFile, limits: ParseLimits = .default,
    elsewhere: (String) -> Bool, strings: [SourceFile] = [], reportUnused: Bool = false,
    collectTexts: Bool = false, templates: [SourceFile] = [], keepsSources: Bool = false,
    cache: DecodeCache? = nil
  ) -> (files: [SourceFile], result: Result) {
    let library = TemplateLibrary(files: templates, limits: limits)
    // With tables, a broken translation's note points at the screen that shows its source.
    let recordTexts = collectTexts || !strings.isEmpty
    // Files decoded side by side keep every core busy already: each parses on its own
    // thread, never waiting on a second one from the same pool.
    let oneThread = count >= ParallelMap.threshold
    let cache = keepsSources ? nil : cache
    var decoded = ParallelMap.map(0..<count) { index in
      let file = read(index)
      let decode = {
        AppAssembler.decode(
          file, limits: limits, collectTexts: recordTexts, pipelined: !oneThread,
          templates: library, keepsSource: keepsSources)
      }
      return cache?.decoded(file, limits: limits, collectTexts: recordTexts, decode) ?? decode()
    }
    var files: [SourceFile] = []
    files.reserveCapacity(count)
    for index in decoded.indices { files.append(decoded[index].file) }
    let result = assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: reportUnused,
      templates: library, wholeFolder: true)
    // Consumed: a copy handed over left this thread the last owner whenever the other
    // thread was done first, and this thread freed every file after all.
    ParallelMap.releaseElsewhere(consume decoded)
    return (files, result)
  }

  /// Loads an app from files already decoded one by one (``decode(_:limits:collectTexts:pipelined:)``),
  /// as a screen file's loader does while it follows what the file reaches: no file is
  /// parsed twice. `otherIDs` are ids of screens not loaded (a folder's other files), used
  /// only to suggest a name for a misspelt one.
  package static func load(
    decoded: consuming [DecodedFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool = { _ in false }, strings: [SourceFile] = [],
    otherIDs: [String] = []
  ) -> Result {
    assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: false,
      otherIDs: otherIDs, templates: nil, wholeFolder: false)
  }

  /// Loads decoded files whose templates came from `templates` (read as they were used);
  /// `keeping` is given what was checked, for ``reassemble(_:replacing:with:)``.
  package static func load(
    decoded: consuming [DecodedFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool = { _ in false }, strings: [SourceFile] = [],
    otherIDs: [String] = [], templates: TemplateLibrary, keeping: ((Kept) -> Void)? = nil
  ) -> Result {
    assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: false,
      otherIDs: otherIDs, templates: templates, wholeFolder: false, keeping: keeping)
  }

  /// The texts ScreenSpec draws itself, which a table may translate and which are never
  /// reported unused.
  package static let builtInTexts: Set<String> = [
    "Edit", "Done", "Delete", "Cancel", "Load More…", "None", "No Results", "Back", "Search",
    "On", "Off",
  ]

  /// Why a row's `pickerStyle: segmented` cannot draw the screen it pushes, or nil.
  static func segmentedProblem(_ id: String, _ screens: [Screen]) -> String? {
    guard !id.isEmpty else { return "the row pushes nothing (set 'push')" }
    guard let target = screens.first(where: { $0.id == id }) else { return nil }
    guard target.isPicker else { return "'\(id)' is not a picker" }
    if target.inlineGroups { return "'\(id)' has inline groups" }
    if target.groups.first?.multiple == true { return "'\(id)' allows multiple selection" }
    let count = target.choices.count
    if count > 5 { return "'\(id)' has \(count) choices; a segmented control shows at most 5" }
    return nil
  }

  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }
      .map(\.element)
  }
}

extension AppAssembler.Result {
  /// A result made elsewhere: what a Settings.bundle's import found when it made no app.
  package init(importFound reports: [FileDiagnostics]) {
    self.init(app: nil, reports: reports)
  }
}
