import Basics
import ScreenModel
import YAMLTree

/// One template of an app (`templates/NAME.yaml`): the rows, section, sections or screen keys
/// it stands for, and the parameters it takes.
///
/// ```yaml
/// parameters: [label, key]
/// rows:
///   - {title: "{label}", toggle: "{key}"}
/// ```
package struct TemplateDefinition: Sendable {
  /// What a template gives, by the key that holds it.
  package enum Kind: String, Sendable {
    case rows, section, sections, screen

    /// The words for messages: "rows", "a section", "sections", "a whole screen".
    var described: String {
      switch self {
      case .rows: return "rows"
      case .section: return "a section"
      case .sections: return "sections"
      case .screen: return "a whole screen"
      }
    }
  }

  /// A declared parameter and where.
  package struct Parameter: Sendable {
    package var name: String
    package var mark: Mark
  }

  /// The template's name: its file name without `.yaml`.
  package var name: String
  /// The file it is read from.
  package var path: String
  package var kind: Kind
  package var parameters: [Parameter]
  /// Where the parameters are declared, else where the body starts.
  package var parametersMark: Mark
  /// The value of its `rows`, `section`, `sections` or `screen` key.
  package var body: Node
  /// How many nodes the body holds: what one use of it adds.
  package var nodeCount: Int
  /// The lines from the body's first to the end of the file: where an error in it may point.
  package var lines: ClosedRange<Int>

  static let keys = FieldTable.names(FieldTable.template)

  /// Decodes a template file, reporting every problem in it.
  static func decode(_ file: SourceFile, limits: ParseLimits) -> (
    TemplateDefinition?, [Diagnostic]
  ) {
    var context = DecodeContext()
    if let reason = file.unreadable {
      context.error(Messages.unreadableFile(reason), at: .start)
      return (nil, context.diagnostics)
    }
    let parsed = YAMLParser.parse(file.bytes, limits: limits, streaming: nil, fileSize: file.size)
    context.diagnostics = parsed.diagnostics
    guard let root = parsed.root,
      let fields = context.fields(root, expected: Messages.templateExpected, known: keys)
    else { return (nil, context.diagnostics) }
    let given = fields.present(["rows", "section", "sections", "screen"])
    for extra in given.dropFirst() {
      context.error(
        Messages.templateTwoBodies(extra.key, given[0].key), at: extra.node.mark)
    }
    var parameters: [Parameter] = []
    if let list = fields["parameters"] {
      for item in context.list(list, of: "parameter names", { node, _ in node }) {
        guard let name = item.scalar?.text, isParameterName(name) else {
          context.error(Messages.parameterName, at: item.mark)
          continue
        }
        if let first = parameters.first(where: { $0.name == name }) {
          context.error(
            Messages.duplicateParameter(name), at: item.mark,
            notes: [.init(Messages.firstParameter, at: first.mark)])
          continue
        }
        parameters.append(Parameter(name: name, mark: item.mark))
      }
    }
    guard let first = given.first, let kind = Kind(rawValue: first.key) else {
      context.error(Messages.templateNoBody, at: root.mark)
      return (nil, context.diagnostics)
    }
    let body = first.node
    let isList = kind == .rows || kind == .sections
    if isList, body.sequence == nil {
      context.error(
        Messages.wrongType(expected: "a list of \(kind.rawValue)", found: body.kindDescription),
        at: body.mark)
    } else if !isList, body.mapping == nil {
      context.error(
        Messages.wrongType(
          expected: kind == .section ? "a section (a mapping)" : "screen keys (a mapping)",
          found: body.kindDescription), at: body.mark)
    }
    guard context.errorCount == 0 else { return (nil, context.diagnostics) }
    let lineCount = 1 + file.bytes.count { $0 == 0x0A }
    let start = body.mark.line
    let definition = TemplateDefinition(
      name: file.baseName, path: file.path, kind: kind, parameters: parameters,
      parametersMark: fields["parameters"]?.mark ?? body.mark, body: body,
      nodeCount: count(body), lines: start...max(start, lineCount))
    return (definition, context.diagnostics)
  }

  /// Whether `name` can be a parameter: text that `{name}` can hold unambiguously.
  static func isParameterName(_ name: String) -> Bool {
    !name.isEmpty
      && !name.contains { $0 == "{" || $0 == "}" || $0 == "." || $0 == ":" || $0.isWhitespace }
  }

  /// The nodes of a tree, keys included.
  static func count(_ node: Node) -> Int {
    switch node.content {
    case .scalar: return 1
    case .sequence(let items): return 1 + items.reduce(0) { $0 + count($1) }
    case .mapping(let pairs): return 1 + pairs.reduce(0) { $0 + 1 + count($1.value) }
    }
  }
}
