import Basics
import OperatingSystem
import ScreenBehavior
import ScreenFormat
import ScreenModel

extension SnapshotSuite {
  /// A scenario's case: its frames, or the located diagnostics of why it cannot run (its
  /// own errors, its app's, or the step that fails). Nothing is recorded for a failure.
  /// The scenario runs as `render` shows it (``Scenario/runningWith(width:ascii:device:locale:)``):
  /// the drawing applies where it sets no `width` or `ascii`; its width only when chosen.
  func scenarioCase(_ input: LoadedScenario, drawing: Drawing) -> SnapshotCase {
    // A scenario's own device, locale, appearance and text size win; its name says what it
    // ran with.
    let chosen = drawing.variant
    let variant = Variant(
      device: input.scenario?.device ?? chosen.device,
      host: input.scenario?.host ?? chosen.host,
      locale: input.scenario?.locale ?? chosen.locale,
      appearance: input.scenario?.appearance ?? chosen.appearance,
      textSize: input.scenario?.textSize ?? chosen.textSize)
    let name = drawing.name(input.file.baseName + ".scenario", in: variant).text
    let directory =
      drawing.snapshots ?? SnapshotFolder.forSources(in: FolderPath.folder(of: input.file.path))
    guard case (let found, let app)? = input.runnable else {
      let errors = input.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
      return SnapshotCase(
        directory: directory, name: name, format: drawing.format,
        content: .failure(.init(diagnostics: wording.failure(errors))))
    }
    let scenario = found.runningWith(
      width: drawing.widthGiven ? drawing.options.width : nil, ascii: drawing.ascii,
      variant: chosen)
    do {
      let content: SnapshotCase.Content
      if drawing.format.streamsFrames {
        // Frames are drawn as the comparison reaches them, so a run holds one frame and
        // the reference, not the whole transcript (the steps are checked first).
        try ScenarioRun.check(scenario, app: app)
        content = .streamed(
          Self.streamedScenario(scenario, app: app, name: name, drawing.format, input.file))
      } else {
        let drawn = try SnapshotContent.scenario(scenario, app: app, as: drawing.format)
        content = .success(SnapshotFile(name: name, settings: drawn.header, body: drawn.text))
      }
      return SnapshotCase(
        directory: directory, name: name, format: drawing.format, content: content)
    } catch {
      let report = FileDiagnostics(file: input.file, diagnostics: [error.diagnostic])
      return SnapshotCase(
        directory: directory, name: name, format: drawing.format,
        content: .failure(.init(diagnostics: report.formatted, cause: .step)))
    }
  }

  /// A scenario's text or VoiceOver snapshot, made a frame at a time.
  private static func streamedScenario(
    _ scenario: Scenario, app: App, name: String, _ format: OutputFormat, _ file: SourceFile
  ) -> StreamedSnapshot {
    let settings = SnapshotContent.scenarioHeader(scenario, as: format)
    return StreamedSnapshot(name: name, settings: settings) { write in
      do throws(ScenarioRun.Failure) {
        try SnapshotContent.streamScenario(scenario, app: app, as: format, to: write)
        return nil
      } catch {
        return FileDiagnostics(file: file, diagnostics: [error.diagnostic]).formatted
      }
    }
  }

  /// The variants an input's app declares (`app.yaml`'s `snapshotVariants`); none when it
  /// does not load. A folder of scenarios runs the variants of the apps they drive. A
  /// folder whose app fails to load (one broken screen) still declares them: they are read
  /// from what its first screen that loads reaches (`app.yaml` with it), so one broken file
  /// drops no variant from the run.
  func declaredVariants(of input: LoadedPath) -> [SnapshotVariant] {
    var found: [SnapshotVariant] = []
    func add(_ variants: [SnapshotVariant]) {
      for variant in variants where !found.contains(variant) { found.append(variant) }
    }
    switch input.kind {
    case .app(let result, _):
      if let app = result.app {
        add(app.snapshotVariants)
      } else if input.isFolder {
        add(variantsOfBrokenFolder(result))
      }
    case .scenario(let scenario): add(scenario.app?.app?.snapshotVariants ?? [])
    }
    for scenario in input.scenarios { add(scenario.app?.app?.snapshotVariants ?? []) }
    return found
  }

  /// The variants of a folder that failed to load, from the first screen that loads alone.
  private func variantsOfBrokenFolder(_ result: AppAssembler.Result) -> [SnapshotVariant] {
    let broken = Set(
      result.reports.filter { $0.diagnostics.contains { $0.severity == .error } }.map(\.file.path))
    // A broken file each screen reaches is decoded once (the reader's decode cache).
    for path in result.screenIDs.paths where !broken.contains(path) {
      if let app = try? reach(path).result.app { return app.snapshotVariants }
    }
    return []
  }
}
