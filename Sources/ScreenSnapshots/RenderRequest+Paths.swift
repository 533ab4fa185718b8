import Basics
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel

extension RenderRequest {
  /// What a loaded PATH drew: the drawing, its diagnostics (and a failed scenario's step),
  /// the failed action or note the shell words, and whether the run fails.
  package struct Rendered {
    /// What is drawn, for standard output (empty when streamed or nothing could be drawn).
    package var text = ""
    /// The PATH's diagnostics, formatted, and a scenario's failed step.
    package var diagnostics = ""
    /// The action or start that failed on an app's screen.
    package var failure: ActionError?
    /// The screen drawn for Settings that shows nothing there (``appOnly(_:)``).
    package var appOnly: String?
    /// Whether the run fails: nothing could be drawn, or what was drawn holds an error
    /// (a mistake Settings shows without a word is drawn as Settings draws it).
    package var failed = false
  }

  /// Why a request cannot draw a PATH: each is a usage error.
  package enum Refusal: Error, Equatable {
    /// Actions were given for a scenario, which has steps of its own.
    case actionsOnScenario
    /// The folder holds scenarios and no screen: its path, then the scenarios' files.
    case onlyScenarios(String, [String])
    /// The locale names no strings table of the app.
    case locale(LocaleProblem)
  }

  /// Applies the actions to a loaded PATH and draws it (`render`): an app's screen, or a
  /// scenario's frames, text and VoiceOver handed to `output` as each is drawn when it is
  /// given (a long scenario then holds one frame, not all of them).
  package func draw(_ input: LoadedPath, output: ((String) -> Void)? = nil) throws(Refusal)
    -> Rendered
  {
    var drawn = Rendered(diagnostics: input.reports.map(\.formatted).joined(), failed: true)
    switch input.kind {
    case .scenario(let loaded):
      guard let (scenario, app) = loaded.runnable else { return drawn }
      guard actions.isEmpty else { throw .actionsOnScenario }
      do {
        if let output, format.streamsFrames {
          try running(scenario).stream(as: format, app: app, color: color, to: output)
        } else {
          drawn.text = try running(scenario).draw(
            as: format, app: app, color: color, path: loaded.file.path)
        }
      } catch {
        let failure = FileDiagnostics(file: loaded.file, diagnostics: [error.diagnostic])
        drawn.diagnostics += failure.formatted
        return drawn
      }
    case .app(let result, let screenID):
      guard let app = result.app else { return drawn }
      if input.isFolder, app.screens.isEmpty, !input.scenarios.isEmpty {
        throw .onlyScenarios(input.path, input.scenarios.map(\.file.path))
      }
      switch try started(app, screen: screenID) {
      case .success(let session):
        drawn.text = session.draw(as: format, options: drawing, path: input.path)
        drawn.appOnly = appOnly(session.topScreen)
      case .failure(let error):
        drawn.failure = error
        return drawn
      }
    }
    drawn.failed = input.reports.holdError
    return drawn
  }

  /// Where `play` starts on a loaded PATH, or why it cannot.
  package enum PlayStart {
    /// Playing from this state.
    case playing(PlayState)
    /// It cannot start: what to print (the PATH's diagnostics, a scenario's failed step,
    /// and ``Rendered/failure``), and exit 1.
    case cannotStart(Rendered)
  }

  /// Where `play` starts on a loaded PATH: an app's screen after the actions, or a
  /// scenario's app where its steps leave it (its own locale and device win over the
  /// request's).
  package func playing(_ input: LoadedPath) throws(Refusal) -> PlayStart {
    var cannot = Rendered(diagnostics: input.reports.map(\.formatted).joined(), failed: true)
    switch input.kind {
    case .scenario(let loaded):
      guard let (scenario, app) = loaded.runnable else { return .cannotStart(cannot) }
      guard actions.isEmpty else { throw .actionsOnScenario }
      do {
        var last: Session?
        try ScenarioRun.forEachFrame(playing(scenario), app: app) { _, session in last = session }
        return last.map { .playing(PlayState(session: $0)) } ?? .cannotStart(cannot)
      } catch {
        cannot.diagnostics +=
          FileDiagnostics(file: loaded.file, diagnostics: [error.diagnostic]).formatted
        return .cannotStart(cannot)
      }
    case .app(let result, let screenID):
      guard let app = result.app else { return .cannotStart(cannot) }
      switch try started(app, screen: screenID) {
      case .success(let session): return .playing(PlayState(session: session))
      case .failure(let error):
        cannot.failure = error
        return .cannotStart(cannot)
      }
    }
  }

  /// ``session(_:screen:)``, its locale problem a refusal.
  private func started(_ app: App, screen: String?) throws(Refusal) -> Result<
    Session, ActionError
  > {
    do throws(LocaleProblem) {
      return try session(app, screen: screen)
    } catch {
      throw .locale(error)
    }
  }
}
