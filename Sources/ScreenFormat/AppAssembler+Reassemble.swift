import Basics
import ScreenModel

extension AppAssembler {
  /// A screen file's load as it was checked, kept (by the language server, ``KeptLoads``) so
  /// that after an edit of one screen file that changes nothing the other files are checked
  /// against, only that file is checked again (``reassemble(_:replacing:with:)``).
  package struct Kept: @unchecked Sendable {
    /// The files as decoded, before any check.
    var inputs: [DecodedFile]
    /// What the snapshot-name checks added to each file.
    var snapshotProblems: [Int: [Diagnostic]]
    var cross: CrossFile
    /// `app.yaml`'s report before the problems of the screens' lists.
    var appBase: [Diagnostic]?
    /// The problems of each screen's lists that belong in `app.yaml`'s report.
    var lists: [Int: [Diagnostic]]
    /// Each screen file's screen (nil: it did not decode), in the order of the files.
    var screens: [Screen?] = []
    /// The place of each screen file in `screens`, by file.
    var slots: [Int: Int] = [:]
    /// The ids other screens' segmented rows push.
    var segmentedTargets: Set<String> = []
    /// The first file holding each screen id (when ids repeat).
    var seen: [String: Int]
    var appIndex: Int?
    /// Whether `app.yaml`'s settings were read (or there is no `app.yaml`).
    var settingsRead = true
    /// How many screen files' screens did not decode.
    var missing = 0
    /// Whether one file's check can be redone alone: no strings tables, no templates used,
    /// no texts recorded, and not a whole folder's load (which warns of unused templates).
    var reusable: Bool
    var result: Result
    /// The last app made (its edited file's screen may since have changed), to make the
    /// next from.
    var app: App?
    /// The files whose reports stop the app from being drawn.
    var stopping: Set<String> = []
    /// The index of each file, by path.
    var positions: [String: Int] = [:]

    init(
      inputs: [DecodedFile], snapshotProblems: [Int: [Diagnostic]], cross: CrossFile,
      appBase: [Diagnostic]?, lists: [Int: [Diagnostic]], screens: [Screen], ids: [String?],
      seen: [String: Int], appIndex: Int?, reusable: Bool, result: Result
    ) {
      self.inputs = inputs
      self.snapshotProblems = snapshotProblems
      self.cross = cross
      self.appBase = appBase
      self.lists = lists
      self.screens = screens
      self.seen = seen
      self.appIndex = appIndex
      if let appIndex { settingsRead = inputs[appIndex].settings != nil }
      self.reusable = reusable
      self.result = result
      app = result.app
      for report in result.reports where report.diagnostics.contains(where: \.stopsDrawing) {
        stopping.insert(report.file.path)
      }
      var taken = screens.makeIterator()
      for (index, input) in inputs.enumerated() where input.kind == .screen {
        slots[index] = self.screens.count
        self.screens.append(ids[index] == nil ? nil : taken.next())
        if ids[index] == nil { missing += 1 }
        for row in input.context.segmentedRows { segmentedTargets.insert(row.path.first ?? "") }
      }
      for index in inputs.indices { positions[inputs[index].file.path] = index }
    }
  }

  /// The load of `kept`'s files with the file at `index` replaced by `new` (the same file,
  /// edited), checking only that file: exactly what checking every file again gives, and
  /// `kept` becomes that load's (changed in place: a copy of thousands of files costs more
  /// than the check). Nil, and `kept` unchanged, when the edit changes what other files are
  /// checked against (the screen's id, its bindings or writes, what a segmented row sees of
  /// it, its plural texts, templates or table), or when the load cannot be redone in part
  /// (``Kept/reusable``).
  package static func reassemble(_ next: inout Kept, replacing index: Int, with new: DecodedFile)
    -> Result?
  {
    guard next.reusable, next.inputs.indices.contains(index), let slot = next.slots[index],
      seesTheSame(next.inputs[index], new, kept: next)
    else { return nil }
    let old = (lists: next.lists[index], screenMissing: next.screens[slot] == nil)
    next.inputs[index] = new
    var file = new
    file.context.diagnostics += next.snapshotProblems[index] ?? []
    let id = file.decodedScreenID
    next.screens[slot] = file.takeScreen()
    let first = next.cross.mayRepeat ? id.flatMap { next.seen[$0] } : nil
    // Only a segmented row looks at other screens.
    let screens = file.context.segmentedRows.isEmpty ? [] : next.screens.compactMap { $0 }
    let lists = checkScreen(
      &file, cross: next.cross, screens: screens, index: index,
      repeats: first.flatMap { $0 == index ? nil : (id ?? "", next.inputs[$0].file.path) })
    next.lists[index] = lists.isEmpty ? nil : lists
    // Made once, then kept with the reports (which keep their order).
    var reportIndex =
      next.result.reportIndex ?? ReportIndex(next.result.reports, order: next.positions)
    var reports = next.result.reports
    next.result.reports = []
    let report =
      file.context.diagnostics.isEmpty
      ? nil : FileDiagnostics(file: file.file, diagnostics: sorted(file.context.diagnostics))
    place(report, of: index, in: &reports, kept: next, index: &reportIndex)
    next.notes(report, of: file.file.path)
    if let appIndex = next.appIndex, old.lists != next.lists[index] {
      var diagnostics = next.appBase ?? []
      let all = next.lists.keys.sorted().flatMap { next.lists[$0] ?? [] }
      if !all.isEmpty { diagnostics = sorted(diagnostics + all) }
      var app = [FileDiagnostics(file: next.inputs[appIndex].file, diagnostics: diagnostics)]
      addMissingTables(next.cross.settings.snapshotVariants, tables: Tables(), to: &app)
      if reports.first?.file.isAppFile == true { reports.removeFirst() }
      if !app[0].diagnostics.isEmpty {
        reports.insert(app[0], at: 0)
        reportIndex?.added(app[0].file.path)
      }
      next.notes(app[0], of: app[0].file.path)
    }
    next.result.reports = reports
    next.result.reportIndex = reportIndex
    next.result.screenIDs[file.file.path] = id
    next.missing += (id == nil ? 1 : 0) - (old.screenMissing ? 1 : 0)
    next.result.app = nil
    if next.stopping.isEmpty, next.settingsRead, next.missing == 0 {
      next.makeApp(slot: slot)
      next.result.app = next.app
    }
    return next.result
  }

  /// Puts a file's new report (nil: it has none) where a full check puts it: in the place
  /// of its old one, else after the reports of the files before it; found by the reports'
  /// index when there is one, which is told of the report put in.
  private static func place(
    _ report: FileDiagnostics?, of index: Int, in reports: inout [FileDiagnostics], kept: Kept,
    index reportIndex: inout ReportIndex?
  ) {
    let path = kept.inputs[index].file.path
    let found =
      reportIndex.map { $0.position(of: path, in: reports) }
      ?? reports.firstIndex(where: { $0.file.path == path })
    if let old = found {
      if let report { reports[old] = report } else { reports.remove(at: old) }
      return
    }
    guard let report else { return }
    let at =
      reportIndex?.place(of: path, in: reports)
      ?? reports.firstIndex {
        !$0.file.isAppFile && kept.positions[$0.file.path].map { $0 > index } ?? true
      }
    reports.insert(report, at: at ?? reports.endIndex)
    reportIndex?.added(path)
  }

  /// Whether an edited screen file shows the other files what it showed before: only then
  /// are their checks unchanged.
  static func seesTheSame(_ old: DecodedFile, _ new: DecodedFile, kept: Kept) -> Bool {
    old.kind == .screen && new.kind == .screen && old.file.path == new.file.path
      && old.screenID == new.screenID
      // Which file holds a repeated id first counts the screens that decoded.
      && (!kept.cross.mayRepeat || old.decodedScreenID == new.decodedScreenID)
      && old.context.bindings == new.context.bindings && old.context.writes == new.context.writes
      && old.templatesUsed.isEmpty && new.templatesUsed.isEmpty && !new.consultedTemplates
      && old.context.stringsTable == nil && new.context.stringsTable == nil
      && old.context.pluralTexts == new.context.pluralTexts && !new.context.recordsTexts
      // Which host shows a pushed picker comes from the rows that push it.
      && !old.context.namesHost && !new.context.namesHost
      && (!kept.segmentedTargets.contains(old.screenID ?? "")
        || segmentedView(old.screen) == segmentedView(new.screen))
  }

  /// What another screen's `pickerStyle: segmented` row sees of a screen
  /// (``segmentedProblem(_:_:)``).
  private static func segmentedView(_ screen: Screen?) -> [Int] {
    guard let screen else { return [] }
    let multiple = screen.groups.first?.multiple == true
    return [screen.isPicker ? 1 : 0, screen.inlineGroups ? 1 : 0, multiple ? 1 : 0]
      + [screen.choices.count]
  }
}

extension AppAssembler.Kept {
  /// The app of the screens kept: the last one made with the screen at `slot` replaced,
  /// when the app derives the same from it, else one made anew.
  fileprivate mutating func makeApp(slot: Int) {
    if var app = app.take(), let screen = screens[slot], app.replaceScreen(with: screen) {
      self.app = app
    } else {
      app = AppAssembler.makeApp(
        screens.compactMap { $0 }, settings: cross.settings, tables: AppAssembler.Tables())
    }
  }

  /// Notes whether a file's report (nil: none) stops the app from being drawn.
  fileprivate mutating func notes(_ report: FileDiagnostics?, of path: String) {
    if report?.diagnostics.contains(where: \.stopsDrawing) == true {
      stopping.insert(path)
    } else {
      stopping.remove(path)
    }
  }
}
