import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenSnapshots

/// One snapshot the `snapshot` command checks: a screen of an app, or a scenario.
struct SnapshotCase {
  /// The folder holding the reference: `__snapshots__` beside the screens or scenario.
  var directory: String
  /// The file name without `.snap`: the screen id, or `<scenario>.scenario`.
  var name: String
  /// The snapshot's header and text.
  var file: SnapshotFile

  /// `Screens/__snapshots__/posts.snap`.
  var displayName: String { directory + "/" + name + ".snap" }

  static let folderName = "__snapshots__"

  /// The cases of one PATH; `complete` is false when the PATH names one screen file, so the
  /// folder's other snapshots cannot be judged orphans.
  static func cases(for input: Input, options: RenderOptions) throws(UsageError) -> (
    cases: [SnapshotCase], problems: [FileDiagnostics], completeFolder: String?
  ) {
    var cases: [SnapshotCase] = []
    var problems = input.reports(forNamedFile: false)
    let isFolder = input.isFolder
    switch input.kind {
    case .app(let result, let screenID):
      let folder = isFolder ? input.path : Input.folder(of: input.path)
      let directory = Input.join(folder, folderName)
      if let app = result.app {
        let screens = screenID.map { id in app.screens.filter { $0.id == id } } ?? app.screens
        for screen in screens {
          do {
            let session = try Session(app: app, screen: screen.id)
            let content = SnapshotContent.screen(session, options: options)
            cases.append(
              SnapshotCase(
                directory: directory, name: screen.id,
                file: SnapshotFile(
                  header: [("name", screen.id)] + content.header, body: content.text)))
          } catch {
            throw UsageError("\(input.path): \(error)")
          }
        }
      }
      for scenario in input.scenarios {
        let (more, scenarioProblems, _) = try Self.cases(for: scenario, options: options)
        cases += more
        problems += scenarioProblems
      }
      return (cases, problems, isFolder && result.app != nil ? directory : nil)
    case .scenario(let file, let scenario, _, let result):
      guard let scenario, let app = result?.app else { return ([], problems, nil) }
      let name = file.baseName + ".scenario"
      let content = SnapshotContent.scenario(scenario, app: app)
      let snapshot = SnapshotFile(header: [("name", name)] + content.header, body: content.text)
      let directory = Input.join(Input.folder(of: file.path), folderName)
      return ([SnapshotCase(directory: directory, name: name, file: snapshot)], problems, nil)
    }
  }

  /// Whether a case falls in shard `index` (1-based) of `count`: by a fingerprint of its
  /// name, so adding a case never moves the others.
  func inShard(_ index: Int, of count: Int) -> Bool {
    let hash = UInt64(SnapshotStore.fingerprint(directory + "/" + name), radix: 16) ?? 0
    return Int(hash % UInt64(count)) == index - 1
  }
}
