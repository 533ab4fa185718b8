import OperatingSystem
import ScreenBehavior
import ScreenModel
import ScreenRendering
import ScreenSnapshots

/// Turns loaded PATHs into the cases `screenspec snapshot` checks: a case per screen and
/// scenario, and a failed case per file that cannot load or scenario that cannot run.
enum SnapshotCases {
  /// The cases of one PATH, and the snapshot folder it covers whole (a folder PATH).
  static func cases(for input: Input, options: RenderOptions, device: Device = .phone) -> (
    cases: [SnapshotCase], completeFolder: String?
  ) {
    switch input.kind {
    case .app(let result, let screenID):
      let directory = SnapshotFolder.forSources(in: input.folder)
      var cases = failures(result.reports, directory: directory, ids: result.screenIDs)
      if let app = result.app {
        let screens = screenID.map { id in app.screens.filter { $0.id == id } } ?? app.screens
        for screen in screens {
          cases.append(
            screenCase(screen.id, app: app, directory: directory, options: options, device: device))
        }
      }
      cases += input.scenarios.map { scenarioCase($0, device: device) }
      return (cases, input.isFolder ? directory : nil)
    case .scenario(let scenario):
      return ([scenarioCase(scenario, device: device)], nil)
    }
  }

  /// The snapshot name's suffix for a device: `@pad`, and none for the phone.
  static func suffix(_ device: Device) -> String { device == .phone ? "" : "@" + device.rawValue }

  private static func screenCase(
    _ id: String, app: App, directory: String, options: RenderOptions, device: Device
  ) -> SnapshotCase {
    let name = id + suffix(device)
    let content: Result<SnapshotFile, SnapshotCase.LoadFailure>
    do {
      let session = try Session(app: app, screen: id, device: device)
      let drawn = SnapshotContent.screen(session, options: options)
      content = .success(SnapshotFile(name: name, settings: drawn.header, body: drawn.text))
    } catch {
      content = .failure(.init(diagnostics: "screenspec: error: \(error)\n"))
    }
    return SnapshotCase(directory: directory, name: name, content: content)
  }

  /// A scenario's case: its frames, or the located diagnostics of why it cannot run (its
  /// own errors, its app's, or the step that fails). Nothing is recorded for a failure.
  static func scenarioCase(_ input: ScenarioInput, device: Device = .phone) -> SnapshotCase {
    // A scenario's own device wins over the flag; its name says what it ran with.
    let ranWith = input.scenario?.device ?? device
    let name = input.file.baseName + ".scenario" + suffix(ranWith)
    let directory = SnapshotFolder.forSources(in: Path.folder(of: input.file.path))
    guard var (scenario, app) = input.runnable else {
      let errors = input.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
      return SnapshotCase(
        directory: directory, name: name,
        content: .failure(.init(diagnostics: errors.map(\.formatted).joined())))
    }
    scenario.device = ranWith
    do {
      let drawn = try SnapshotContent.scenario(scenario, app: app)
      return SnapshotCase(
        directory: directory, name: name,
        content: .success(SnapshotFile(name: name, settings: drawn.header, body: drawn.text)))
    } catch {
      let report = FileDiagnostics(file: input.file, diagnostics: [error.diagnostic])
      return SnapshotCase(
        directory: directory, name: name, content: .failure(.init(diagnostics: report.formatted)))
    }
  }

  /// A failed case for each file with an error, named as its snapshot would be.
  private static func failures(
    _ reports: [FileDiagnostics], directory: String, ids: [String: String]
  ) -> [SnapshotCase] {
    reports.filter { $0.diagnostics.contains { $0.severity == .error } }.map { report in
      SnapshotCase(
        directory: directory, name: ids[report.file.path] ?? report.file.baseName,
        content: .failure(.init(diagnostics: report.formatted)))
    }
  }
}
