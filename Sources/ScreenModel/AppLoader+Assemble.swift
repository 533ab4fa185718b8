import YAMLTree

extension AppLoader {
  /// Checks decoded files against each other and makes the app. Every outcome is checked
  /// in place, where it was decoded (`inout`, never a copy of the array: a file's context
  /// holds many arrays, and copying thousands of them costs more than checking them).
  static func assemble(
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
        // A scenario whose name holds a control character is never run: its name would
        // reach a snapshot file and every line that names it.
        let named = !FolderPath.holdsUnsafeCharacter(outcomes[index].file.baseName)
        scenarios.append(
          ScenarioFile(
            file: outcomes[index].file, scenario: named ? outcomes[index].scenario : nil,
            diagnostics: sorted(outcomes[index].context.diagnostics)))
      }
    }

    let settings = appIndex.flatMap { outcomes[$0].settings } ?? AppSettings()
    let appPath = appIndex.map { outcomes[$0].file.path }
    // In a loop, not closures: a closure reading an element of the `inout` array copies it.
    var screens: [Screen] = []
    screens.reserveCapacity(decoded.count)
    var ids: [String] = []
    ids.reserveCapacity(decoded.count)
    // The id of each file's screen, when it decoded (``DecodedFile/decodedScreenID``).
    var decodedIDs = [String?](repeating: nil, count: outcomes.count)
    for index in decoded {
      // Moved, not copied: nothing reads a file's screen after this, only its id.
      if let screen = outcomes[index].screen.take() {
        decodedIDs[index] = screen.id
        screens.append(screen)
      }
      // A screen with errors still has an id, so other screens' pushes to it resolve.
      if let id = outcomes[index].screenID { ids.append(id) }
    }
    ids.sort()
    let known = SortedIDs(sorted: ids)
    // What a misspelt screen id is compared with: every id loaded, and the ids of screens
    // not loaded that the caller knows of.
    let suggestible = otherIDs.isEmpty ? ids : Array(Set(ids).union(otherIDs)).sorted()
    var located: [BindingChecks.Located] = []
    var writes: [(file: Int, write: WrittenValue)] = []
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
      if let start = settings.start, !known.contains(start.id), !elsewhere(start.id) {
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
    // Two screens with one id: sought only when the sorted ids repeat one.
    let mayRepeat = known.hasRepeats
    var seen: [String: Int] = [:]
    var appListProblems: [Diagnostic] = []
    for index in decoded {
      NameChecks.check(
        &outcomes[index].context, state: settings.state, screenIDs: suggestible, known: known)
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
      if mayRepeat, let id = decodedIDs[index] {
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
    for index in decoded { screenIDs[outcomes[index].file.path] = decodedIDs[index] }
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
}
