import Basics
import ScreenModel

/// The phases of `assemble` that sort the decoded files and check a screen against state.
extension AppAssembler {
  /// The decoded files by kind: the screens' indices, the scenarios, and app.yaml's index.
  static func partition(_ outcomes: [DecodedFile]) -> (
    screens: [Int], scenarios: [ScenarioFile], app: Int?
  ) {
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
    return (decoded, scenarios, appIndex)
  }

  /// A screen's conditions, lists held in state and segmented rows, checked against the
  /// app's state and screens; what belongs in app.yaml's report is returned.
  static func checkAgainstState(
    _ context: inout DecodeContext, path: String, settings: AppSettings,
    accepted: [[String]: [Binding.Accepts]], appPath: String?, screens: [Screen]
  ) -> [Diagnostic] {
    var appProblems: [Diagnostic] = []
    if settings.stateKnown, !context.conditions.isEmpty {
      context.diagnostics += BindingChecks.checkConditions(
        context.conditions, bindings: accepted, state: settings.state)
    }
    if settings.stateKnown, !context.lists.isEmpty {
      let listProblems = ListDecoder.check(
        context.lists, state: settings.state, stateMarks: settings.stateMarks,
        appPath: appPath, screenPath: path)
      context.diagnostics += listProblems.screen
      appProblems += listProblems.app
    }
    for segmented in context.segmentedRows {
      if let why = segmentedProblem(segmented.path.first ?? "", screens) {
        context.error(Messages.segmentedTarget(why), at: segmented.mark)
      }
    }
    return appProblems
  }

  /// The decoded screens, moved out of their files, with every screen id (of screens with
  /// errors too, so other screens' pushes to them resolve) and each file's decoded id.
  static func takeScreens(_ outcomes: inout [DecodedFile], decoded: [Int]) -> (
    screens: [Screen], ids: [String], decodedIDs: [String?]
  ) {
    // In a loop, not closures: a closure reading an element of the `inout` array copies it.
    var screens: [Screen] = []
    screens.reserveCapacity(decoded.count)
    var ids: [String] = []
    ids.reserveCapacity(decoded.count)
    // The id of each file's screen, when it decoded (``DecodedFile/decodedScreenID``).
    var decodedIDs = [String?](repeating: nil, count: outcomes.count)
    for index in decoded {
      // Moved, not copied: nothing reads a file's screen after this, only its id.
      if let screen = outcomes[index].takeScreen() {
        decodedIDs[index] = screen.id
        // Consumed: appending a copy retained every field of it, and released them after.
        screens.append(consume screen)
      }
      // A screen with errors still has an id, so other screens' pushes to it resolve.
      if let id = outcomes[index].screenID { ids.append(id) }
    }
    return (screens, ids, decodedIDs)
  }

  /// Every control's binding and every button's write, with the file each is in.
  /// A screen one host's rows alone push binds in that host (``BindingChecks/host(_:pushes:start:)``).
  static func bindingsAndWrites(_ outcomes: [DecodedFile], decoded: [Int], start: String?) -> (
    located: [BindingChecks.Located], writes: [(file: Int, write: WrittenValue)]
  ) {
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
    if decoded.contains(where: { outcomes[$0].context.namesHost }) {
      var pushes = [(screen: String?, pushes: [DecodeContext.NameUse])](
        repeating: (nil, []), count: outcomes.count)
      for index in decoded {
        pushes[index] = (outcomes[index].screenID, outcomes[index].context.pushes)
      }
      BindingChecks.host(&located, pushes: pushes, start: start)
    }
    return (located, writes)
  }

  /// app.yaml's report: the problems the bindings found in its state, a `start` that
  /// names no screen, and none of several screens (a warning: render refuses the app
  /// without `--screen`). An app.yaml that does not parse has only its own errors.
  static func appReport(
    _ file: inout DecodedFile, settings: AppSettings, bindingProblems: [Diagnostic],
    known: SortedIDs, suggestible: [String], elsewhere: (String) -> Bool
  ) -> FileDiagnostics {
    file.context.diagnostics += bindingProblems
    guard file.settings != nil else {
      return FileDiagnostics(file: file.file, diagnostics: sorted(file.context.diagnostics))
    }
    if let start = settings.start, !known.contains(start.id), !elsewhere(start.id) {
      let suggestion = Suggestion.nearest(to: start.id, in: suggestible)
      file.context.error(
        Messages.unknownScreen("start", start.id, suggestion: suggestion), at: start.mark,
        fix: suggestion.map(Fix.replace))
    }
    if settings.start == nil, suggestible.count > 1 {
      file.context.diagnostics.append(.warning(Messages.noStart(suggestible.count), at: .start))
    }
    return FileDiagnostics(file: file.file, diagnostics: sorted(file.context.diagnostics))
  }
}
