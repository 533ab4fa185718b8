import Basics
import ScreenModel

extension AppAssembler {
  /// What every screen file of a load is checked against: the facts of the other files
  /// (`app.yaml`'s settings, every screen id, every binding and write), gathered once.
  struct CrossFile {
    var settings: AppSettings
    var appPath: String?
    var known: SortedIDs
    /// The ids a misspelt one is compared with.
    var suggestible: [String]
    var bindingProblems: BindingChecks.Found
    /// What each bound key's bindings accept, by key path.
    var accepted: [[String]: [Binding.Accepts]]

    /// Whether two screens may share an id (the sorted ids repeat one).
    let mayRepeat: Bool

    init(
      settings: AppSettings, appPath: String?, known: SortedIDs, suggestible: [String],
      bindingProblems: BindingChecks.Found, accepted: [[String]: [Binding.Accepts]]
    ) {
      self.settings = settings
      self.appPath = appPath
      self.known = known
      self.suggestible = suggestible
      self.bindingProblems = bindingProblems
      self.accepted = accepted
      mayRepeat = known.hasRepeats
    }
  }

  /// Checks one screen file against the rest of the app: the names it uses, its bindings'
  /// problems, its conditions, lists and segmented rows, and its screen's id when the
  /// screen file at `repeats.path` holds it first. Returns what belongs in `app.yaml`'s
  /// report.
  static func checkScreen(
    _ file: inout DecodedFile, cross: CrossFile, screens: [Screen], index: Int,
    repeats: (id: String, path: String)?
  ) -> [Diagnostic] {
    NameChecks.check(
      &file.context, state: cross.settings.stateKnown ? cross.settings.state : nil,
      screenIDs: cross.suggestible,
      known: cross.known)
    file.context.diagnostics += cross.bindingProblems.screens[index] ?? []
    let appProblems = checkAgainstState(
      &file.context, path: file.file.path, settings: cross.settings, accepted: cross.accepted,
      appPath: cross.appPath, screens: screens)
    if let repeats {
      file.context.error(
        Messages.duplicateScreen(repeats.id), at: .start,
        notes: [.init(Messages.otherScreen + ": " + repeats.path)])
    }
    return appProblems
  }

  /// The diagnostics each file gained since `inputs` (the same files, before a check), by
  /// index: none for most.
  static func added(_ outcomes: [DecodedFile], since inputs: [DecodedFile]) -> [Int: [Diagnostic]] {
    var found: [Int: [Diagnostic]] = [:]
    for index in outcomes.indices
    where outcomes[index].context.diagnostics.count > inputs[index].context.diagnostics.count {
      found[index] = Array(
        outcomes[index].context.diagnostics[inputs[index].context.diagnostics.count...])
    }
    return found
  }
}
