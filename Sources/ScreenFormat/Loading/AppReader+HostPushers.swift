import Basics
import ScreenModel

extension AppReader {
  /// What a screen file's load leaves out that its bindings' checks need: when two of its
  /// screens bind a key in ways that disagree, the screens that push them, followed back to
  /// the start, name the host each is shown in (a `{host: …}` row or section), and bindings
  /// of different hosts never disagree. So that `check FILE` says what `check` of the folder
  /// says of it, those pushers are loaded too: their names, none when nothing disagrees or
  /// every pusher is loaded already. Only a load with such a disagreement pays for it.
  func hostPushers(of loaded: LoadedFolder, beside own: String) throws(LoadProblem)
    -> [String]
  {
    guard Self.disagrees(loaded.result.reports), let app = loaded.result.app else { return [] }
    let loadedNames = Set(loaded.files.map(\.fileName))
    var targets = Set(app.screens.map(\.id))
    var found: [String] = []
    let siblings = try readFiles(inFolder: loaded.path, limits: limits) {
      !loadedNames.contains($0) && $0 != own
    }
    // Decoded as the screen file's load decodes them, so that a decode kept is used.
    let (collectTexts, library) = (try collectsTexts(in: loaded.path), templates(of: loaded.path))
    var left = siblings
    while true {
      let needles = targets.map { Array($0.utf8) }
      var next: [SourceFile] = []
      var grew = false
      for file in left {
        let decoded =
          needles.contains { ByteSearch.contains(file.bytes, $0) }
          ? decode(file, collectTexts: collectTexts, templates: library) : nil
        guard let decoded, decoded.reach?.pushes.contains(where: targets.contains) == true else {
          next.append(file)
          continue
        }
        found.append(file.fileName)
        targets.insert(decoded.screenID ?? file.baseName)
        grew = true
      }
      left = next
      if !grew { break }
    }
    return found.sorted()
  }

  /// Whether a diagnostic says two bindings disagree. Asked of every diagnostic of every
  /// load (60,000 in a file of unknown keys, 10,000 at each keystroke in a start screen
  /// that reaches 10,000 screens): each code read in place, compared, not hashed, and no
  /// diagnostic copied.
  private static func disagrees(_ reports: [FileDiagnostics]) -> Bool {
    for report in reports.indices {
      let diagnostics = reports[report].diagnostics
      for index in diagnostics.indices {
        switch diagnostics[index].code {
        case .bindingsDisagree, .valueNotHeld, .valueNeverHeld: return true
        default: continue
        }
      }
    }
    return false
  }
}
