import Basics
import ScreenBehavior
import ScreenDrawing
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSnapshots
import YAMLTree

/// `screenspec render PATH [--screen ID] [--width N] [--ascii] [--color WHEN] [--do ACTION]...`
enum RenderCommand {
  static let options =
    OptionSpec.values("screen", "width") + OptionSpec.flags("ascii")
    + OptionSpec.values("color", "do", "max-size", "format") + Variants.flags

  /// What `render`, `watch` and `play` are asked: the PATH, what to draw of it (the
  /// library's ``RenderRequest``), the read limits, and where streamed frames go.
  struct Settings {
    var path: String
    var request: RenderRequest
    var limits: ParseLimits
    /// Where a scenario's text or VoiceOver frames are written as each is drawn, so that
    /// only one is held; nil keeps them in the result.
    var output: ((String) -> Void)?
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
    let width = try Variants.textWidth(arguments, command: command)
    let color =
      (try Variants.value(arguments.value("color"), flag: "color", command: command)
      ?? ColorChoice.auto).colors(
        terminal: environment.stdoutIsTerminal, environment: environment.variables)
    var actions: [Action] = []
    for text in arguments.values["do"] ?? [] {
      do {
        actions.append(try Action(parsing: text))
      } catch {
        throw UsageError(UsageMessages.badAction(text, error.message), command: command)
      }
    }
    var request = RenderRequest(
      actions: actions, variant: try Variants.variant(arguments, command: command),
      format: try Variants.format(arguments, among: OutputFormat.allCases, command: command))
    request.screen = arguments.value("screen")
    (request.width, request.widthGiven) = (width, arguments.value("width") != nil)
    (request.ascii, request.color) = (arguments.flags.contains("ascii"), color)
    let settings = Settings(
      path: path, request: request, limits: try Limits.from(arguments, command: command))
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

  /// Applies the actions to a loaded input and draws it (``RenderRequest/draw(_:output:)``),
  /// its diagnostics on standard error. A screen whose only errors are mistakes Settings
  /// shows without a word is drawn as Settings draws it, and the command still exits 1.
  static func render(_ input: Input, _ settings: Settings) throws(UsageError) -> CommandResult {
    do throws(RenderRequest.Refusal) {
      return printed(try settings.request.draw(input, output: settings.output))
    } catch {
      throw usageError(error, command: "render")
    }
  }

  /// What a drawing prints: the drawing, then its diagnostics and the tool's words for a
  /// failed action or a screen that shows only in the app.
  static func printed(_ drawn: RenderRequest.Rendered) -> CommandResult {
    CommandResult(
      stdout: drawn.text,
      stderr: drawn.diagnostics + (drawn.failure.map(UsageMessages.failed) ?? "")
        + (drawn.appOnly.map(UsageMessages.appOnly) ?? ""), status: drawn.failed ? 1 : 0)
  }

  /// What the tool says of a PATH the flags cannot draw.
  static func usageError(_ refusal: RenderRequest.Refusal, command: String) -> UsageError {
    switch refusal {
    case .actionsOnScenario: UsageError(UsageMessages.doOnScenario, command: command)
    case .onlyScenarios(let path, let names):
      UsageError(UsageMessages.onlyScenarios(path, names: names), command: command)
    case .locale(let problem): UsageError(UsageMessages.locale(problem), command: command)
    }
  }
}
