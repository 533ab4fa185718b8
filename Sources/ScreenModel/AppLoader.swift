import YAMLTree

/// Turns the files of an app (its screens and `app.yaml`) into an ``App``, collecting every
/// diagnostic of every file in one pass.
///
/// ```swift
/// let result = AppLoader.load([SourceFile(path: "feed.yaml", text: "title: Posts\nrows: [A]\n")])
/// result.app?.screens.first?.id  // "feed"
/// ```
public enum AppLoader {
  /// The outcome of loading: the app when no file has an error, and every file's diagnostics.
  public struct Result: Sendable {
    /// The app, or nil when any file has an error.
    public var app: App?
    /// Files with diagnostics, in the order given; files without any are left out.
    public var reports: [FileDiagnostics]
    /// The id of the screen each screen file holds, by path.
    public var screenIDs: [String: String] = [:]
    /// The files that look like scenarios (they have an `app` key), decoded but not part
    /// of the app.
    public var scenarios: [ScenarioFile] = []
    /// Every screen file with its translatable texts and where they are (for
    /// `check --locale`); empty unless the load was asked to collect them.
    public var texts: [(file: SourceFile, texts: [(source: String, mark: Mark)])] = []
    /// The paths of the scenario files.
    public var scenarioPaths: [String] { scenarios.map(\.file.path) }

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
  /// - Parameter elsewhere: whether a screen id names a screen that exists in the app but
  ///   was not loaded (a screen file loaded with only what it reaches): `start` may name
  ///   one.
  ///   - strings: the app's strings tables (`strings/<locale>.yaml`).
  ///   - reportUnused: warn at table entries no screen uses (only meaningful when `files`
  ///     are all of the app's screens).
  ///   - collectTexts: list every screen's translatable texts in ``Result/texts``.
  ///   - templates: the app's templates (`templates/NAME.yaml`), expanded where screens use
  ///     them; their files' reports are among ``Result/reports``.
  public static func load(
    _ files: [SourceFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool = { _ in false },
    strings: [SourceFile] = [], reportUnused: Bool = false, collectTexts: Bool = false,
    templates: [SourceFile] = []
  ) -> Result {
    let library = TemplateLibrary(files: templates, limits: limits)
    // With tables, a broken translation's note points at the screen that shows its source.
    let recordTexts = collectTexts || !strings.isEmpty
    // Files decoded side by side keep every core busy already: each parses on its own
    // thread, never waiting on a second one from the same pool.
    let oneThread = files.count >= ParallelMap.threshold
    var decoded = ParallelMap.map(files) {
      decode(
        $0, limits: limits, collectTexts: recordTexts, pipelined: !oneThread, templates: library)
    }
    return assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: reportUnused,
      templates: library, wholeFolder: true)
  }

  /// Loads an app from files already decoded one by one (``decode(_:limits:collectTexts:pipelined:)``),
  /// as a screen file's loader does while it follows what the file reaches: no file is
  /// parsed twice. `otherIDs` are ids of screens not loaded (a folder's other files), used
  /// only to suggest a name for a misspelt one.
  public static func load(
    decoded: consuming [DecodedFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool = { _ in false }, strings: [SourceFile] = [],
    otherIDs: [String] = []
  ) -> Result {
    assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: false,
      otherIDs: otherIDs, templates: nil, wholeFolder: false)
  }

  /// Loads decoded files whose templates came from `templates` (read as they were used).
  package static func load(
    decoded: consuming [DecodedFile], limits: ParseLimits = .default,
    elsewhere: (String) -> Bool = { _ in false }, strings: [SourceFile] = [],
    otherIDs: [String] = [], templates: TemplateLibrary
  ) -> Result {
    assemble(
      &decoded, limits: limits, elsewhere: elsewhere, strings: strings, reportUnused: false,
      otherIDs: otherIDs, templates: templates, wholeFolder: false)
  }

  /// Checks decoded files against each other and makes the app. Every outcome is checked
  /// in place, where it was decoded (`inout`, never a copy of the array: a file's context
  /// holds many arrays, and copying thousands of them costs more than checking them).
  private static func assemble(
    _ outcomes: inout [DecodedFile], limits: ParseLimits, elsewhere: (String) -> Bool,
    strings: [SourceFile], reportUnused: Bool, otherIDs: [String] = [],
    templates: TemplateLibrary?, wholeFolder: Bool
  ) -> Result {
    checkSnapshotNames(&outcomes)
    var decoded: [Int] = []
    var scenarios: [ScenarioFile] = []
    var appIndex: Int?
    for index in outcomes.indices {
      switch outcomes[index].kind {
      case .screen: decoded.append(index)
      case .app: appIndex = index
      case .scenario:
        scenarios.append(
          ScenarioFile(
            file: outcomes[index].file, scenario: outcomes[index].scenario,
            diagnostics: sorted(outcomes[index].context.diagnostics)))
      }
    }

    let settings = appIndex.flatMap { outcomes[$0].settings } ?? AppSettings()
    let appPath = appIndex.map { outcomes[$0].file.path }
    // In a loop, not closures: a closure reading an element of the `inout` array copies it.
    var screens: [Screen] = []
    var ids: [String] = []
    for index in decoded {
      if let screen = outcomes[index].screen { screens.append(screen) }
      // A screen with errors still has an id, so other screens' pushes to it resolve.
      if let id = outcomes[index].screenID { ids.append(id) }
    }
    ids.sort()
    let idSet = Set(ids)
    // What a misspelt screen id is compared with: every id loaded, and the ids of screens
    // not loaded that the caller knows of.
    let suggestible = otherIDs.isEmpty ? ids : Array(idSet.union(otherIDs)).sorted()
    var located: [BindingChecks.Located] = []
    var writes: [(file: Int, write: StateWriteReference)] = []
    for index in decoded
    where !outcomes[index].context.bindings.isEmpty || !outcomes[index].context.writes.isEmpty {
      let path = outcomes[index].file.path
      located += outcomes[index].context.bindings.map {
        .init(file: index, path: path, binding: $0)
      }
      writes += outcomes[index].context.writes.map { (index, $0) }
    }
    let bindingProblems = BindingChecks.check(
      bindings: located, writes: writes, state: settings.state, stateMarks: settings.stateMarks,
      stateTypes: settings.stateTypes, appPath: appPath)
    let acceptedByPath = Dictionary(grouping: located, by: \.binding.path).mapValues {
      $0.map(\.binding.accepts)
    }
    var reports: [FileDiagnostics] = []
    if let appIndex {
      outcomes[appIndex].context.diagnostics += bindingProblems.app
      if let start = settings.start, !idSet.contains(start.id), !elsewhere(start.id) {
        outcomes[appIndex].context.error(
          Messages.unknownScreen(
            "start", start.id, suggestion: Suggestion.nearest(to: start.id, in: suggestible)),
          at: start.mark)
      }
      reports.append(
        FileDiagnostics(
          file: outcomes[appIndex].file, diagnostics: sorted(outcomes[appIndex].context.diagnostics)
        ))
    }
    var seen: [String: Int] = [:]
    var appListProblems: [Diagnostic] = []
    for index in decoded {
      References.check(
        &outcomes[index].context, state: settings.state, screenIDs: suggestible, known: idSet)
      outcomes[index].context.diagnostics += bindingProblems.screens[index] ?? []
      if !outcomes[index].context.conditions.isEmpty {
        outcomes[index].context.diagnostics += BindingChecks.checkConditions(
          outcomes[index].context.conditions, bindings: acceptedByPath, state: settings.state)
      }
      if !outcomes[index].context.lists.isEmpty {
        let listProblems = ListDecoder.check(
          outcomes[index].context.lists, state: settings.state, stateMarks: settings.stateMarks,
          appPath: appPath, screenPath: outcomes[index].file.path)
        outcomes[index].context.diagnostics += listProblems.screen
        appListProblems += listProblems.app
      }
      for segmented in outcomes[index].context.segmentedRows {
        if let why = segmentedProblem(segmented.path.first ?? "", screens) {
          outcomes[index].context.error(Messages.segmentedTarget(why), at: segmented.mark)
        }
      }
      if let id = outcomes[index].decodedScreenID {
        if let first = seen[id] {
          outcomes[index].context.error(
            Messages.duplicateScreen(id), at: .start,
            notes: [.init(Messages.otherScreen + ": " + outcomes[first].file.path)])
        } else {
          seen[id] = index
        }
      }
      if !outcomes[index].context.diagnostics.isEmpty {
        reports.append(
          FileDiagnostics(
            file: outcomes[index].file, diagnostics: sorted(outcomes[index].context.diagnostics)))
      }
    }
    if !appListProblems.isEmpty, let index = reports.firstIndex(where: { $0.file.isAppFile }) {
      reports[index].diagnostics = sorted(reports[index].diagnostics + appListProblems)
    }
    // Strings tables: each translation keeps its source's names; unused entries warn.
    var tables: [String: StringsTable] = [:]
    // Only an app with tables needs to know which texts its screens use.
    let used =
      strings.isEmpty || !reportUnused
      ? [] : Set(decoded.flatMap { outcomes[$0].context.texts.map(\.source) }).union(builtInTexts)
    var sources: [String: (path: String, mark: Mark)] = [:]
    if !strings.isEmpty {
      for index in decoded {
        for text in outcomes[index].context.texts where sources[text.source] == nil {
          sources[text.source] = (outcomes[index].file.path, text.mark)
        }
      }
    }
    for file in strings {
      var context = DecodeContext()
      context.fileBytes = file.bytes
      let parsed = YAMLParser.parse(file.bytes, limits: limits, streaming: nil, fileSize: file.size)
      context.diagnostics = parsed.diagnostics
      let locale = file.baseName
      if let reason = file.unreadable {
        context.error(Messages.unreadableFile(reason), at: .start)
      } else if !StringsDecoder.isLocale(locale) {
        context.error(Messages.notALocale(locale), at: .start)
      } else if let root = parsed.root,
        let table = StringsDecoder.decode(
          root, locale: locale, into: &context, sourceAt: { sources[$0] })
      {
        tables[locale] = table
        for (source, mark) in table.marks where reportUnused && !used.contains(source) {
          context.diagnostics.append(.warning(Messages.unusedTranslation(source), at: mark))
        }
      }
      reports.append(FileDiagnostics(file: file, diagnostics: sorted(context.diagnostics)))
    }
    // A snapshot variant's locale needs a table (or is pseudo), as --locale does.
    let missingTables = settings.snapshotVariants.compactMap { variant, mark -> Diagnostic? in
      guard let locale = variant.locale, let mark, locale != Localisation.pseudoLocale else {
        return nil
      }
      let language = String(locale.prefix { $0 != "-" && $0 != "_" })
      guard tables[locale] == nil, tables[language] == nil else { return nil }
      return .error(Messages.variantLocaleWithoutTable(locale), at: mark)
    }
    if !missingTables.isEmpty, let index = reports.firstIndex(where: { $0.file.isAppFile }) {
      reports[index].diagnostics = sorted(reports[index].diagnostics + missingTables)
    }
    var origins: [String: TemplateOrigins] = [:]
    var templatesUsed: Set<String> = []
    for index in decoded where !outcomes[index].templatesUsed.isEmpty {
      origins[outcomes[index].file.path] = outcomes[index].origins
      templatesUsed.formUnion(outcomes[index].templatesUsed)
    }
    if let templates {
      TemplateReports.place(
        &reports, origins: origins, library: templates, used: templatesUsed, state: settings.state,
        stateMarks: settings.stateMarks, appPath: appPath, warnUnused: wholeFolder)
    }
    reports.removeAll { $0.diagnostics.isEmpty }
    let failed = reports.contains { $0.diagnostics.contains { $0.severity == .error } }
    let complete =
      screens.count == decoded.count && (appIndex.map { outcomes[$0].settings != nil } ?? true)
    var app: App?
    if !failed, complete {
      app = App(
        screens: screens, start: settings.start?.id, theme: settings.theme, state: settings.state)
      app?.tables = tables
      app?.snapshotVariants = settings.snapshotVariants.map(\.0)
    }
    var screenIDs: [String: String] = [:]
    screenIDs.reserveCapacity(decoded.count)
    for index in decoded { screenIDs[outcomes[index].file.path] = outcomes[index].decodedScreenID }
    var texts: [(file: SourceFile, texts: [(source: String, mark: Mark)])] = []
    for index in decoded where outcomes[index].context.recordsTexts {
      texts.append((outcomes[index].file, outcomes[index].context.texts))
    }
    if !origins.isEmpty, let templates {
      texts = TemplateReports.placeTexts(texts, origins: origins, library: templates)
    }
    return Result(
      app: app, reports: reports, screenIDs: screenIDs, scenarios: scenarios, texts: texts)
  }

  /// The texts ScreenSpec draws itself, which a table may translate and which are never
  /// reported unused.
  public static let builtInTexts: Set<String> = [
    "Edit", "Done", "Delete", "Cancel", "Load More…", "None", "No Results", "Back", "Search",
    "On", "Off",
  ]

  /// Why a row's `pickerStyle: segmented` cannot draw the screen it pushes, or nil.
  private static func segmentedProblem(_ id: String, _ screens: [Screen]) -> String? {
    guard !id.isEmpty else { return "the row pushes nothing (set 'push')" }
    guard let target = screens.first(where: { $0.id == id }) else { return nil }
    guard target.isPicker else { return "'\(id)' is not a picker" }
    if target.inlineGroups { return "'\(id)' has inline groups" }
    if target.groups.first?.multiple == true { return "'\(id)' allows multiple selection" }
    let count = target.choices.count
    if count > 5 { return "'\(id)' has \(count) choices; a segmented control shows at most 5" }
    return nil
  }

  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }
      .map(\.element)
  }
}
