import Basics
import ScreenModel
import YAMLTree

/// Reads a scenario file: `app`, `screen`, `width`, `ascii` and `steps`.
package enum ScenarioLoader {
  static let keys = FieldTable.names(FieldTable.scenario)

  /// The most steps a scenario may have.
  package static let maximumSteps = 10_000

  /// The widths a scenario (and the renderer) accepts.
  package static let widths = 24...1_000

  /// Loads a scenario; it is nil when the file has an error. Step syntax is checked here;
  /// whether each step applies is checked when the scenario runs.
  package static func load(_ file: SourceFile, limits: ParseLimits = .default) -> (
    scenario: Scenario?, diagnostics: [Diagnostic]
  ) {
    let parsed = YAMLParser.parse(file.bytes, limits: limits, streaming: nil, fileSize: file.size)
    var context = DecodeContext()
    context.fileBytes = file.bytes
    context.diagnostics = parsed.diagnostics
    guard let root = parsed.root else { return (nil, context.diagnostics) }
    let scenario = decode(root, &context)
    return (context.errorCount == 0 ? scenario : nil, context.diagnostics)
  }

  /// Decodes a scenario from its parsed file; used by the app loader, which parses each
  /// file once.
  static func decode(_ root: Node, _ context: inout DecodeContext) -> Scenario? {
    guard
      let fields = context.fields(
        root, expected: "a scenario (a mapping with 'app' and 'steps')", known: keys)
    else { return nil }
    let app = context.required(fields, "app", in: "the scenario").flatMap {
      context.text($0, key: "app")
    }
    var scenario = Scenario(app: app ?? "", steps: [])
    scenario.appMark = fields["app"]?.mark ?? .start
    scenario.screen = context.text(fields, "screen")
    scenario.screenMark = fields["screen"]?.mark
    scenario.width =
      fields["width"].flatMap { context.integer($0, key: "width", in: widths) } ?? 40
    scenario.ascii = fields["ascii"].flatMap { context.bool($0) } ?? false
    scenario.setsWidth = fields["width"] != nil
    scenario.setsASCII = fields["ascii"] != nil
    scenario.device = fields["device"].flatMap { context.oneOf($0, what: "device") as Device? }
    scenario.host = fields["host"].flatMap { context.oneOf($0, what: "host") as Host? }
    scenario.locale = context.text(fields, "locale")
    scenario.appearance = fields["appearance"].flatMap {
      context.oneOf($0, what: "appearance") as Appearance?
    }
    scenario.textSize = fields["textSize"].flatMap {
      context.oneOf($0, what: "textSize") as TextSize?
    }
    scenario.localeMark = fields["locale"]?.mark
    if let node = fields["state"] {
      if node.mapping == nil {
        context.error(
          Messages.wrongType(expected: "a mapping of state values", found: node.kindDescription),
          at: node.mark)
      } else {
        scenario.state = overrides(node, prefix: [], &context)
      }
    }
    if let node = context.required(fields, "steps", in: "the scenario") {
      if let items = node.sequence, items.count > maximumSteps {
        // A last guard: a run is linear in its steps, but a pull request should not make a
        // check run for minutes.
        context.error(
          Messages.tooManySteps(items.count, limit: maximumSteps), at: items[maximumSteps].mark)
      } else {
        scenario.steps = context.list(node, of: "actions", step)
      }
    }
    return scenario
  }

  /// A `state:` mapping's values, leaf by leaf: a mapping merges into the app's mapping.
  private static func overrides(_ node: Node, prefix: [String], _ context: inout DecodeContext)
    -> [Scenario.StateOverride]
  {
    var found: [Scenario.StateOverride] = []
    for pair in node.mapping ?? [] {
      guard let key = pair.key.scalar?.text else { continue }
      if pair.value.mapping != nil {
        found += overrides(pair.value, prefix: prefix + [key], &context)
      } else if let value = AppFileDecoder.value(pair.value, &context) {
        found.append(
          .init(path: prefix + [key], value: value, mark: pair.value.mark, keyMark: pair.key.mark))
      }
    }
    return found
  }

  private static func step(_ node: Node, _ context: inout DecodeContext) -> Scenario.Step? {
    // `- tap: Keyboard` is a mapping to YAML: say how a step is written.
    if let pairs = node.mapping, pairs.count == 1, let verb = pairs[0].key.scalar?.text,
      Action.verbs.contains(verb), let argument = pairs[0].value.scalar
    {
      let written = argument.text.isEmpty ? verb : "\(verb) \(argument.text)"
      context.error(Messages.stepAsMapping(verb, written), at: node.mark)
      return nil
    }
    guard let text = context.text(node, key: "steps") else { return nil }
    do {
      return .init(try Action(parsing: text), at: node.mark)
    } catch {
      context.error(Messages.invalidStep(error.message), at: node.mark)
      return nil
    }
  }
}
