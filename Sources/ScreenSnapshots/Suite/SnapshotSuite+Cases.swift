import Basics
import OperatingSystem
import ScreenBehavior
import ScreenFormat
import ScreenModel

extension SnapshotSuite {
  /// The cases of one PATH drawn as `drawing`, and the snapshot folder it covers whole (a
  /// folder PATH), in the order of their names.
  ///
  /// A folder whose app fails to load still has a case per screen: a screen that reaches no
  /// file with an error (by the reach a screen file loads with: its pushes, the screens
  /// binding a key it uses, `app.yaml`, the strings tables) is loaded that way and verified;
  /// one that does reach such a file is a failed case, and so is each file with an error.
  /// One broken screen never hides the others.
  func cases(for input: LoadedPath, drawing: Drawing) throws(Problem)
    -> (cases: [SnapshotCase], completeFolder: String?)
  {
    switch input.kind {
    case .app(let result, let screenID):
      let directory = drawing.snapshots ?? SnapshotFolder.forSources(in: input.folder)
      var cases = failures(result.reports, directory: directory, ids: result.screenIDs, drawing)
      // A folder of scenarios only is judged by the apps its scenarios drive, as a single
      // scenario is: a locale needs no table of its own.
      if let app = result.app, !app.screens.isEmpty {
        let localisation = try Self.localisation(drawing.variant.locale, app: app)
        let screens = screenID.map { id in app.screens.filter { $0.id == id } } ?? app.screens
        for screen in screens {
          cases.append(
            screenCase(
              screen.id, app: app, directory: directory, drawing: drawing,
              localisation: localisation))
        }
      } else if input.isFolder {
        cases += try screensOfBrokenFolder(
          result, directory: directory, drawing: drawing, failed: Set(cases.map(\.name)))
      }
      cases += input.scenarios.map { scenarioCase($0, drawing: drawing) }
      cases.sort { $0.name < $1.name }
      return (cases, input.isFolder ? directory : nil)
    case .scenario(let scenario):
      return ([scenarioCase(scenario, drawing: drawing)], nil)
    }
  }

  /// Each screen of a folder that failed to load, loaded with what it reaches: a broken file
  /// that many screens reach (55,000 unknown keys, 25 screens) is decoded once, not once a
  /// screen. A screen already `failed` (its own file is broken) is not drawn again.
  private func screensOfBrokenFolder(
    _ result: AppAssembler.Result, directory: String, drawing: Drawing, failed: Set<String>
  ) throws(Problem) -> [SnapshotCase] {
    var cases: [SnapshotCase] = []
    for (path, id) in result.screenIDs.pairs
    where !failed.contains(drawing.name(id).text) {
      let reached: AppReader.LoadedFolder
      do throws(LoadProblem) {
        reached = try reach(path)
      } catch {
        throw .load(error)
      }
      guard let app = reached.result.app else {
        let errors = reached.result.reports.filter {
          $0.diagnostics.contains { $0.severity == .error }
        }
        cases.append(
          SnapshotCase(
            directory: directory, name: drawing.name(id).text, format: drawing.format,
            content: .failure(.init(diagnostics: wording.failure(errors)))))
        continue
      }
      let localisation = try Self.localisation(drawing.variant.locale, app: app)
      cases.append(
        screenCase(
          id, app: app, directory: directory, drawing: drawing, localisation: localisation))
    }
    return cases
  }

  /// The app's strings in `locale`, if one is chosen.
  private static func localisation(_ locale: String?, app: App) throws(Problem) -> Localisation? {
    guard let locale else { return nil }
    do throws(LocaleProblem) {
      return try app.localisation(resolving: locale)
    } catch {
      throw .locale(error)
    }
  }

  private func screenCase(
    _ id: String, app: App, directory: String, drawing: Drawing, localisation: Localisation?
  ) -> SnapshotCase {
    var variant = drawing.variant
    variant.locale = localisation?.locale
    let name = drawing.name(id, in: variant).text
    let content: SnapshotCase.Content
    do {
      let session = try Session(
        app: app, screen: id, device: variant.device, host: variant.host,
        localisation: localisation)
      let drawn = SnapshotContent.screen(session, as: drawing.format, options: drawing.options)
      content = .success(SnapshotFile(name: name, settings: drawn.header, body: drawn.text))
    } catch {
      content = .failure(.init(diagnostics: wording.cannotStart(error), cause: .start))
    }
    return SnapshotCase(directory: directory, name: name, format: drawing.format, content: content)
  }

  /// A failed case for each file with an error, named as its snapshot in this drawing's
  /// variant would be: each variant of a broken screen is a case that cannot be made.
  private func failures(
    _ reports: [FileDiagnostics], directory: String, ids: ScreenIDs, _ drawing: Drawing
  ) -> [SnapshotCase] {
    reports.filter { $0.diagnostics.contains(where: \.stopsDrawing) }.map { report in
      SnapshotCase(
        directory: directory,
        name: drawing.name(ids[report.file.path] ?? report.file.baseName).text,
        format: drawing.format, content: .failure(.init(diagnostics: wording.failure([report]))))
    }
  }
}
