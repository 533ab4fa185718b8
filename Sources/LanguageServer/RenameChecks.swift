import Basics
import ScreenFormat
import ScreenModel
import YAMLTree

/// What a rename may not write: every name the loader would refuse, with the loader's own
/// words, so that a rename never leaves an app that `check` rejects.
enum RenameChecks {
  /// Names no screen file may have: `app.yaml` is the app's settings.
  static let reservedScreenNames: Set<String> = ["app"]
  /// The text characters a name never holds: they end a word, a key or a path.
  static let forbidden: Set<Unicode.Scalar> = [
    " ", "\t", "/", ":", "{", "}", ".", "#", "\"", "'",
  ]
  /// Why each character a name never holds is refused, said with the refusal.
  static let reasons: [Unicode.Scalar: String] = [
    " ": "ends a word", "\t": "ends a word", "/": "separates folders in a path",
    ":": "ends a YAML key", "{": "opens a text's interpolation",
    "}": "closes a text's interpolation", "#": "starts a YAML comment",
    ".": "reads a member of a state value ({user.name}): the name would be read as two",
    "\"": "ends a YAML string", "'": "ends a YAML string",
  ]

  /// Why `symbol` cannot be renamed to `newName`, or nil when it can.
  static func problem(renaming symbol: Symbol, to newName: String, in index: AppIndex)
    -> String?
  {
    if let bad = newName.unicodeScalars.first(where: forbidden.contains),
      let why = reasons[bad]
    {
      return LSPMessages.characterInNewName(newName, String(bad), why)
    }
    guard !newName.isEmpty, !newName.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { return LSPMessages.badNewName(newName) }
    if let hidden = VisibleText.firstHidden(in: newName) {
      return LSPMessages.hiddenInNewName(newName, VisibleText.codePoint(hidden))
    }
    switch symbol {
    case .screen(let old):
      if reservedScreenNames.contains(newName.lowercased()) {
        return LSPMessages.reservedScreenName(newName)
      }
      if index.screenFile(newName) != nil { return LSPMessages.nameTaken(newName) }
      if let problem = Messages.idProblem(newName) { return problem.text }
      if let at = newName.firstIndex(of: "@") {
        return Messages.variantLikeName(
          newName, base: String(newName[..<at]), suffix: String(newName[at...])
        ).text
      }
      let lowered = newName.lowercased()
      if let other = index.screenIDs.first(where: { $0 != old && $0.lowercased() == lowered }) {
        return LSPMessages.differsInCase(newName, other)
      }
    case .stateKey:
      if index.stateEntries.contains(where: { $0.key == newName }) {
        return LSPMessages.nameTaken(newName)
      }
      if ["count", "unread"].contains(newName) { return Messages.stateShadowsCount(newName).text }
    case .key, .template:
      return LSPMessages.nothingToRename
    }
    return nil
  }
}
