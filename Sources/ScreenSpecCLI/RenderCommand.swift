import Basics
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import YAMLTree

/// `screenspec render PATH [--screen ID] [--width N] [--ascii] [--color WHEN] [--do ACTION]...`
enum RenderCommand {
  static let options =
    [
      OptionSpec(name: "screen", takesValue: true), OptionSpec(name: "width", takesValue: true),
      OptionSpec(name: "ascii", takesValue: false), OptionSpec(name: "color", takesValue: true),
      OptionSpec(name: "do", takesValue: true), OptionSpec(name: "max-size", takesValue: true),
      OptionSpec(name: "format", takesValue: true),
    ] + Variants.flags

  /// The localisation `--locale` names, for an app; a locale with no table (and not
  /// `pseudo`) is a usage error.
  static func localisation(_ locale: String?, app: App, command: String) throws(UsageError)
    -> Localisation?
  {
    guard let locale else { return nil }
    do throws(LocaleProblem) {
      return try app.localisation(resolving: locale)
    } catch {
      throw UsageError(UsageMessages.locale(error), command: command)
    }
  }

  /// `--format text|svg|html|voiceover` (default text).
  static func format(_ arguments: Arguments, command: String) throws(UsageError) -> OutputFormat {
    guard let text = arguments.value("format") else { return .text }
    guard let format = OutputFormat(rawValue: text) else {
      throw UsageError(
        UsageMessages.oneOf("format", OutputFormat.allCases.map(\.rawValue), got: text),
        command: command)
    }
    return format
  }

  struct Settings {
    var path: String
    var screen: String?
    /// The text's width (else a scenario's or the terminal's width may apply, unless
    /// ``widthGiven``).
    var width = 40
    /// Whether `--width` was given.
    var widthGiven: Bool
    /// Whether text is drawn with ASCII only.
    var ascii = false
    /// Whether text is drawn with ANSI colour.
    var color = false
    var actions: [Action]
    var limits: ParseLimits
    /// What to draw for: the device, host, locale, appearance and text size.
    var variant = Variant()
    /// Text, an SVG picture or an HTML page.
    var format: OutputFormat = .text
    /// Where a scenario's text or VoiceOver frames are written as each is drawn, so that
    /// only one is held; nil keeps them in the result.
    var output: ((String) -> Void)?

    /// The text renderer's options for these flags.
    var options: RenderOptions {
      RenderOptions(
        width: width, ascii: ascii, color: color, appearance: variant.appearance,
        textSize: variant.textSize)
    }

    /// The library's drawing options for these flags.
    var drawing: DrawingOptions {
      DrawingOptions(
        width: width, ascii: ascii, color: color, device: variant.device, host: variant.host,
        locale: variant.locale, appearance: variant.appearance, textSize: variant.textSize)
    }
  }

  static func settings(_ words: ArraySlice<String>, _ environment: Environment, command: String)
    throws(UsageError) -> (Settings?, help: Bool)
  {
    let arguments = try Arguments(words, options: options, command: command)
    if arguments.help { return (nil, true) }
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(
        UsageMessages.onePath(command, got: arguments.positionals.count),
        command: command)
    }
    let width =
      try arguments.integer(
        "width", in: RenderOptions.minimumWidth...RenderOptions.maximumWidth, command: command)
      ?? 40
    let color: Bool
    switch arguments.value("color") ?? "auto" {
    case "always": color = true
    case "never": color = false
    case "auto":
      color = environment.stdoutIsTerminal && (environment.variables["NO_COLOR"] ?? "").isEmpty
    case let other:
      throw UsageError(
        UsageMessages.oneOf("color", ["auto", "always", "never"], got: other), command: command)
    }
    var actions: [Action] = []
    for text in arguments.values["do"] ?? [] {
      do {
        actions.append(try Action(parsing: text))
      } catch {
        throw UsageError(UsageMessages.badAction(text, error.message), command: command)
      }
    }
    let settings = Settings(
      path: path, screen: arguments.value("screen"), width: width,
      widthGiven: arguments.value("width") != nil, ascii: arguments.flags.contains("ascii"),
      color: color, actions: actions, limits: try Limits.from(arguments, command: command),
      variant: try Variants.variant(arguments, command: command),
      format: try format(arguments, command: command))
    return (settings, false)
  }

  static func run(_ words: ArraySlice<String>, _ environment: Environment) throws(UsageError)
    -> CommandResult
  {
    let (found, help) = try settings(words, environment, command: "render")
    guard var settings = found else { return CommandResult(stdout: help ? Help.render : "") }
    settings.output = environment.output
    return try render(settings)
  }

  /// Loads, applies the actions and draws; diagnostics and failed actions exit 1.
  static func render(_ settings: Settings) throws(UsageError) -> CommandResult {
    let loader = InputLoader(limits: settings.limits)
    var result = try render(try loader.load(settings.path), settings)
    result.stderr += loader.skippedFolderWarnings
    return result
  }

  /// Applies the actions to a loaded input and draws it. A screen whose only errors are
  /// mistakes Settings shows without a word is drawn as Settings draws it, and the command
  /// still exits 1.
  static func render(_ input: Input, _ settings: Settings) throws(UsageError) -> CommandResult {
    var result = try draw(input, settings)
    if result.status == 0, input.reports.holdError { result.status = 1 }
    return result
  }

  /// Applies the actions to a loaded input and draws it, its diagnostics on standard error.
  private static func draw(_ input: Input, _ settings: Settings) throws(UsageError) -> CommandResult
  {
    let diagnostics = input.reports.map(\.formatted).joined()
    switch input.kind {
    case .scenario(let loaded):
      guard let (scenario, app) = loaded.runnable else {
        return CommandResult(stderr: diagnostics, status: 1)
      }
      guard settings.actions.isEmpty else {
        throw UsageError(
          UsageMessages.doOnScenario, command: "render")
      }
      return scenarioFrames(
        scenario, app: app, file: loaded.file, settings, diagnostics: diagnostics)
    case .app(let result, let screenID):
      guard let app = result.app else { return CommandResult(stderr: diagnostics, status: 1) }
      if input.isFolder, app.screens.isEmpty, !input.scenarios.isEmpty {
        let names = input.scenarios.map { $0.file.path }
        throw UsageError(
          UsageMessages.onlyScenarios(input.path, names: names),
          command: "render")
      }
      switch try session(app, screen: screenID, settings, command: "render") {
      case .success(let session):
        return CommandResult(
          stdout: session.draw(as: settings.format, options: settings.drawing, path: input.path),
          stderr: diagnostics + appOnlyNote(session.topScreen, settings))
      case .failure(let error):
        return CommandResult(stderr: diagnostics + UsageMessages.failed(error), status: 1)
      }
    }
  }

  /// The session on `app` the flags start: on `--screen` (else `screen`), in the variant,
  /// after the `--do` actions; a locale with no table is a usage error, an action that
  /// cannot apply the failure.
  static func session(_ app: App, screen: String?, _ settings: Settings, command: String)
    throws(UsageError) -> Result<Session, ActionError>
  {
    // The locale first, as a usage error: the session would take it for a failed start.
    _ = try localisation(settings.variant.locale, app: app, command: command)
    return Result { () throws(ActionError) in
      var session = try Session(
        app: app, screen: settings.screen ?? screen, drawing: settings.drawing)
      try session.apply(settings.actions)
      return session
    }
  }

  /// A note when a screen drawn for Settings shows nothing that the app would show (every
  /// section of an in-app-only bundle's pane is `{host: app}`): render it with `--host app`.
  static func appOnlyNote(_ screen: Screen?, _ settings: Settings) -> String {
    guard settings.variant.host == .settings, let screen,
      screen.showsOnlyInApp(on: settings.variant.device)
    else { return "" }
    return UsageMessages.appOnly(screen.id)
  }

  /// A scenario's frames, in the format asked for: text and VoiceOver written as each is
  /// drawn, pictures as one strip.
  static func scenarioFrames(
    _ scenario: Scenario, app: App, file: SourceFile, _ settings: Settings, diagnostics: String
  ) -> CommandResult {
    var adjusted = scenario.runningWith(
      width: settings.widthGiven ? settings.options.width : nil, ascii: settings.ascii,
      variant: settings.variant)
    if let screen = settings.screen { adjusted.screen = screen }
    do {
      // Text and VoiceOver are written as each frame is drawn, so that a long scenario
      // holds one frame, not all of them.
      if let output = settings.output, settings.format.streamsFrames {
        try adjusted.stream(
          as: settings.format, app: app, color: settings.color, to: output)
        return CommandResult(stderr: diagnostics)
      }
      let out = try adjusted.draw(
        as: settings.format, app: app, color: settings.color, path: file.path)
      return CommandResult(stdout: out, stderr: diagnostics)
    } catch {
      let failure = FileDiagnostics(file: file, diagnostics: [error.diagnostic])
      return CommandResult(stderr: diagnostics + failure.formatted, status: 1)
    }
  }
}
