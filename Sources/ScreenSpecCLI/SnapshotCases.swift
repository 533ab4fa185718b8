import OperatingSystem
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots

/// Turns loaded PATHs into the cases `screenspec snapshot` checks: a case per screen and
/// scenario, and a failed case per file that cannot load or scenario that cannot run.
enum SnapshotCases {
  /// How one run draws its cases: the flags that choose width, glyphs, device, locale and
  /// format. A scenario's own `width`, `ascii`, `device` and `locale` win over them.
  struct Drawing: Equatable {
    var options = RenderOptions()
    /// Whether `--width` was given (else a scenario's own width, or 40).
    var widthGiven = false
    var device: Device = .phone
    var host: Host = .settings
    var locale: String?
    var format: OutputFormat = .text
    /// `--snapshots DIR`: the folder of every reference, in place of the `__snapshots__`
    /// beside the sources.
    var snapshots: String?
    /// `--max-errors N`: the most diagnostics a failed case holds (0: all), as `check`
    /// prints; a file of 55,000 unknown keys reached by 26 cases once made a 1.16 GB JUnit.
    var maxErrors = CheckCommand.defaultMaxErrors

    /// What a failed case holds of its files' diagnostics: at most ``maxErrors``.
    func failure(_ reports: [FileDiagnostics]) -> SnapshotCase.Content {
      .failure(.init(diagnostics: CheckCommand.printed(reports, max: maxErrors, all: "snapshot")))
    }

    /// What this drawing is made for.
    var variant: Variant {
      Variant(
        device: device, host: host, locale: locale, appearance: options.appearance,
        textSize: options.textSize)
    }

    /// The name of `base` drawn this way, in `variant` (this drawing's own by default).
    func name(_ base: String, in variant: Variant? = nil) -> SnapshotName {
      SnapshotName(base, variant: variant ?? self.variant, format: format)
    }

    /// This drawing with what a declared variant names.
    func applying(_ declared: SnapshotVariant) -> Drawing {
      var drawing = self
      let variant = self.variant.applying(declared)
      (drawing.device, drawing.host) = (variant.device, variant.host)
      drawing.locale = variant.locale
      drawing.options.appearance = variant.appearance
      drawing.options.textSize = variant.textSize
      if let format = declared.format { drawing.format = format }
      return drawing
    }
  }

  /// The cases of one PATH, and the snapshot folder it covers whole (a folder PATH), in
  /// the order of their names.
  ///
  /// A folder whose app fails to load still has a case per screen: a screen that reaches no
  /// file with an error (by the reach a screen file loads with: its pushes, the screens
  /// binding a key it uses, `app.yaml`, the strings tables) is loaded that way and verified;
  /// one that does reach such a file is a failed case, and so is each file with an error.
  /// One broken screen never hides the others.
  static func cases(for input: Input, loader: InputLoader, drawing: Drawing)
    throws(UsageError) -> (cases: [SnapshotCase], completeFolder: String?)
  {
    let locale = drawing.locale
    switch input.kind {
    case .app(let result, let screenID):
      let directory = drawing.snapshots ?? SnapshotFolder.forSources(in: input.folder)
      var cases = failures(result.reports, directory: directory, ids: result.screenIDs, drawing)
      // A folder of scenarios only is judged by the apps its scenarios drive, as a single
      // scenario is: a locale needs no table of its own.
      if let app = result.app, !app.screens.isEmpty {
        let localisation = try RenderCommand.localisation(locale, app: app, command: "snapshot")
        let screens = screenID.map { id in app.screens.filter { $0.id == id } } ?? app.screens
        for screen in screens {
          cases.append(
            screenCase(
              screen.id, app: app, directory: directory, drawing: drawing,
              localisation: localisation))
        }
      } else if input.isFolder {
        // Each screen is loaded with what it reaches: a broken file that many screens reach
        // (55,000 unknown keys, 25 screens) is decoded once, not once a screen.
        let failed = Set(cases.map(\.name))
        for (path, id) in result.screenIDs.sorted(by: { $0.key < $1.key })
        where !failed.contains(drawing.name(id).text) {
          let reached = try loader.screenFile(path)
          guard let app = reached.result.app else {
            let errors = reached.result.reports.filter {
              $0.diagnostics.contains { $0.severity == .error }
            }
            cases.append(
              SnapshotCase(
                directory: directory, name: drawing.name(id).text, format: drawing.format,
                content: drawing.failure(errors)))
            continue
          }
          let localisation = try RenderCommand.localisation(locale, app: app, command: "snapshot")
          cases.append(
            screenCase(
              id, app: app, directory: directory, drawing: drawing, localisation: localisation))
        }
      }
      cases += input.scenarios.map { scenarioCase($0, drawing: drawing) }
      cases.sort { $0.name < $1.name }
      return (cases, input.isFolder ? directory : nil)
    case .scenario(let scenario):
      return ([scenarioCase(scenario, drawing: drawing)], nil)
    }
  }

  private static func screenCase(
    _ id: String, app: App, directory: String, drawing: Drawing, localisation: Localisation?
  ) -> SnapshotCase {
    var variant = drawing.variant
    variant.locale = localisation?.locale
    let name = drawing.name(id, in: variant).text
    let content: SnapshotCase.Content
    do {
      let session = try Session(
        app: app, screen: id, device: drawing.device, host: drawing.host,
        localisation: localisation)
      let drawn = SnapshotContent.screen(
        session, as: drawing.format, options: DrawingOptions(drawing.options))
      content = .success(SnapshotFile(name: name, settings: drawn.header, body: drawn.text))
    } catch {
      content = .failure(.init(diagnostics: UsageMessages.failed(error)))
    }
    return SnapshotCase(directory: directory, name: name, format: drawing.format, content: content)
  }

  /// A scenario's case: its frames, or the located diagnostics of why it cannot run (its
  /// own errors, its app's, or the step that fails). Nothing is recorded for a failure.
  /// The scenario runs as `render` shows it (``Scenario/runningWith(width:ascii:device:locale:)``):
  /// the flags apply where it sets no `width` or `ascii`; `--width` only when given.
  static func scenarioCase(_ input: ScenarioInput, drawing: Drawing = Drawing()) -> SnapshotCase {
    // A scenario's own device, locale, appearance and text size win; its name says what it
    // ran with.
    let variant = Variant(
      device: input.scenario?.device ?? drawing.device,
      host: input.scenario?.host ?? drawing.host,
      locale: input.scenario?.locale ?? drawing.locale,
      appearance: input.scenario?.appearance ?? drawing.options.appearance,
      textSize: input.scenario?.textSize ?? drawing.options.textSize)
    let name = drawing.name(input.file.baseName + ".scenario", in: variant).text
    let directory =
      drawing.snapshots ?? SnapshotFolder.forSources(in: FolderPath.folder(of: input.file.path))
    guard case (let found, let app)? = input.runnable else {
      let errors = input.reports.filter { $0.diagnostics.contains { $0.severity == .error } }
      return SnapshotCase(
        directory: directory, name: name, format: drawing.format,
        content: drawing.failure(errors))
    }
    let scenario = found.runningWith(
      width: drawing.widthGiven ? drawing.options.width : nil, ascii: drawing.options.ascii,
      device: drawing.device, host: drawing.host, locale: drawing.locale,
      appearance: drawing.options.appearance,
      textSize: drawing.options.textSize)
    do {
      let content: SnapshotCase.Content
      if drawing.format.streamsFrames {
        // Frames are drawn as the comparison reaches them, so a run holds one frame and
        // the reference, not the whole transcript (the steps are checked first).
        try ScenarioRun.check(scenario, app: app)
        content = .streamed(streamedScenario(scenario, app: app, name: name, drawing.format, input))
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
        content: .failure(.init(diagnostics: report.formatted)))
    }
  }

  /// A scenario's text or VoiceOver snapshot, made a frame at a time.
  private static func streamedScenario(
    _ scenario: Scenario, app: App, name: String, _ format: OutputFormat, _ input: ScenarioInput
  ) -> StreamedSnapshot {
    let file = input.file
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

  /// A failed case for each file with an error, named as its snapshot in this drawing's
  /// variant would be: each variant of a broken screen is a case that cannot be made.
  private static func failures(
    _ reports: [FileDiagnostics], directory: String, ids: [String: String], _ drawing: Drawing
  ) -> [SnapshotCase] {
    reports.filter { $0.diagnostics.contains(where: \.stopsDrawing) }.map { report in
      SnapshotCase(
        directory: directory,
        name: drawing.name(ids[report.file.path] ?? report.file.baseName).text,
        format: drawing.format, content: drawing.failure([report]))
    }
  }
}
