import Basics
import ScreenModel
import YAMLTree

extension AppAssembler {
  /// Checks decoded files against each other and makes the app. Every outcome is checked
  /// in place, where it was decoded (`inout`, never a copy of the array: a file's context
  /// holds many arrays, and copying thousands of them costs more than checking them).
  static func assemble(
    _ outcomes: inout [DecodedFile], limits: ParseLimits, elsewhere: (String) -> Bool,
    strings: [SourceFile], reportUnused: Bool, otherIDs: [String] = [],
    templates: TemplateLibrary?, wholeFolder: Bool, keeping: ((Kept) -> Void)? = nil
  ) -> Result {
    // The files as decoded, kept with what the checks found when a caller keeps them.
    let inputs = keeping == nil ? [] : outcomes
    checkSnapshotNames(&outcomes)
    let snapshotProblems = keeping == nil ? [:] : added(outcomes, since: inputs)
    let (decoded, scenarios, appIndex) = partition(outcomes)

    var settings = appIndex.flatMap { outcomes[$0].settings } ?? AppSettings()
    // An app.yaml that does not parse says nothing of the state.
    if let appIndex, outcomes[appIndex].settings == nil { settings.stateKnown = false }
    let appPath = appIndex.map { outcomes[$0].file.path }
    var (screens, ids, decodedIDs) = takeScreens(&outcomes, decoded: decoded)
    ids.sort()
    let known = SortedIDs(sorted: ids)
    // What a misspelt screen id is compared with: every id loaded, and the ids of screens
    // not loaded that the caller knows of.
    let suggestible = otherIDs.isEmpty ? ids : Array(Set(ids).union(otherIDs)).sorted()
    let (located, writes) = bindingsAndWrites(
      outcomes, decoded: decoded, start: settings.start?.id)
    let cross = CrossFile(
      settings: settings, appPath: appPath, known: known, suggestible: suggestible,
      bindingProblems: BindingChecks.check(
        bindings: located, writes: writes, state: settings.stateKnown ? settings.state : nil,
        stateMarks: settings.stateMarks, stateTypes: settings.stateTypes, appPath: appPath),
      accepted: Dictionary(grouping: located, by: \.binding.path).mapValues {
        $0.map(\.binding.accepts)
      })
    var reports: [FileDiagnostics] = []
    if let appIndex {
      reports.append(
        appReport(
          &outcomes[appIndex], settings: settings, bindingProblems: cross.bindingProblems.app,
          known: known, suggestible: suggestible, elsewhere: elsewhere))
    }
    let appBase = appIndex == nil ? nil : reports.first?.diagnostics
    let (seen, lists) = checkScreens(
      &outcomes, decoded: decoded, ids: decodedIDs, cross: cross, screens: screens,
      keepsLists: keeping != nil, into: &reports)
    let tables = stringsTables(
      strings, outcomes: outcomes, decoded: decoded, limits: limits, reportUnused: reportUnused,
      into: &reports)
    addMissingTables(settings.snapshotVariants, tables: tables, to: &reports)
    let origins = placeTemplateReports(
      &reports, outcomes: outcomes, decoded: decoded, templates: templates, settings: settings,
      appPath: appPath, warnUnused: wholeFolder)
    reports.removeAll { $0.diagnostics.isEmpty }
    let failed = reports.stopDrawing  // a mistake Settings shows silently still draws
    let complete =
      screens.count == decoded.count && (appIndex.map { outcomes[$0].settings != nil } ?? true)
    let app = !failed && complete ? makeApp(screens, settings: settings, tables: tables) : nil
    let (screenIDs, screenTables) = byPath(outcomes, decoded: decoded, ids: decodedIDs)
    let texts = recordedTexts(outcomes, decoded: decoded, origins: origins, templates: templates)
    var result = Result(
      app: app, reports: reports, screenIDs: screenIDs, scenarios: scenarios, texts: texts,
      screenTables: screenTables)
    for index in decoded where !outcomes[index].context.pluralTexts.isEmpty {
      result.pluralTexts.merge(outcomes[index].context.pluralTexts) { first, _ in first }
    }
    keeping?(
      Kept(
        inputs: inputs, snapshotProblems: snapshotProblems, cross: cross, appBase: appBase,
        lists: lists, screens: screens, ids: decodedIDs, seen: seen, appIndex: appIndex,
        reusable: strings.isEmpty && !wholeFolder && origins.isEmpty && texts.isEmpty,
        result: result))
    return result
  }

  /// Checks each screen file against the others (``checkScreen``), adding a report for each
  /// with diagnostics, and the problems of `app.yaml`'s lists to its report. Gives the first
  /// file of each id (when ids repeat) and, when kept, each file's list problems.
  static func checkScreens(
    _ outcomes: inout [DecodedFile], decoded: [Int], ids: [String?], cross: CrossFile,
    screens: [Screen], keepsLists: Bool, into reports: inout [FileDiagnostics]
  ) -> (seen: [String: Int], lists: [Int: [Diagnostic]]) {
    var seen: [String: Int] = [:]
    var repeats: [Int: (id: String, path: String)] = [:]
    if cross.mayRepeat {
      for index in decoded {
        if let earlier = firstHolder(ids[index], index, &seen) {
          repeats[index] = (ids[index] ?? "", outcomes[earlier].file.path)
        }
      }
    }
    // Each file is checked on its own against what all share: on every core, each in its
    // place (a folder's serial tail is what keeps a second core idle).
    let found = outcomes.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let files = buffer
      let repeats = repeats
      return ParallelMap.map(decoded) { index in
        checkScreen(
          &files[index], cross: cross, screens: screens, index: index, repeats: repeats[index])
      }
    }
    var appListProblems: [Diagnostic] = []
    var lists: [Int: [Diagnostic]] = [:]
    for (index, listProblems) in zip(decoded, found) {
      appListProblems += listProblems
      if keepsLists, !listProblems.isEmpty { lists[index] = listProblems }
      if !outcomes[index].context.diagnostics.isEmpty {
        reports.append(
          FileDiagnostics(
            file: outcomes[index].file, diagnostics: sorted(outcomes[index].context.diagnostics)))
      }
    }
    if !appListProblems.isEmpty, let index = reports.firstIndex(where: { $0.file.isAppFile }) {
      reports[index].diagnostics = sorted(reports[index].diagnostics + appListProblems)
    }
    return (seen, lists)
  }

  /// The index of the first screen file with id `id` before `index`, or nil (and `index` is
  /// noted as the first): two screens with one id, sought only when the sorted ids repeat one.
  static func firstHolder(_ id: String?, _ index: Int, _ seen: inout [String: Int]) -> Int? {
    guard let id else { return nil }
    if let first = seen[id] { return first }
    seen[id] = index
    return nil
  }

  /// Each screen file's id, and the `stringsTable:` of each that names one, by path.
  static func byPath(_ outcomes: [DecodedFile], decoded: [Int], ids: [String?]) -> (
    ids: ScreenIDs, tables: [String: String]
  ) {
    var pairs: [(path: String, id: String)] = []
    pairs.reserveCapacity(decoded.count)
    var tables: [String: String] = [:]
    for index in decoded {
      if let id = ids[index] { pairs.append((outcomes[index].file.path, id)) }
      if let table = outcomes[index].context.stringsTable {
        tables[outcomes[index].file.path] = table.name
      }
    }
    return (ScreenIDs(pairs), tables)
  }

  /// The app of checked screens and `app.yaml`'s settings.
  static func makeApp(
    _ screens: [Screen], settings: AppSettings, tables: AppAssembler.Tables
  ) -> App {
    var app = App(
      screens: screens, start: settings.start?.id, theme: settings.theme, state: settings.state)
    app.use(tables)
    app.snapshotVariants = settings.snapshotVariants.map(\.0)
    app.stateTypes = settings.stateTypes
    app.source = settings.source
    app.settings = settings.settings
    app.settingsBundle = settings.settingsBundle
    app.storedNames = settings.storedNames
    return app
  }
}
