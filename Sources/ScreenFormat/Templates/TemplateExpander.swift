import Basics
import ScreenModel
import YAMLTree

/// Expands the templates one screen file uses, once, while it loads: `- use: NAME` items of
/// `rows` and `sections` become the template's rows or sections, and `template: NAME` on
/// the screen starts it from the template's screen keys. What comes out is an ordinary tree,
/// so every later stage sees expanded screens only.
///
/// Expansion is bounded: every use adds its template's nodes to a count that may not pass
/// ``ParseLimits/maxTemplateExpansion``, a template may not use itself, and values are put
/// in once (a value that reads `{…}` is never expanded again).
final class TemplateExpander {
  let library: TemplateLibrary
  /// The screen file's path.
  let path: String
  let limit: Int
  private(set) var origins = TemplateOrigins()
  /// The templates used, directly or through others.
  private(set) var used: Set<String> = []
  /// Whether the library was asked for a template (found or not): a screen that never asked
  /// decodes the same whatever the templates hold.
  private(set) var consulted = false
  /// Problems found, some at copied marks (``TemplateOrigins``).
  var diagnostics: [Diagnostic] = []
  private var spent = 0
  private var exhausted = false
  /// Whether the screen's own `template:` could not be used: the screen is then not
  /// decoded, since what it lacks would only be reported again as missing.
  private(set) var screenTemplateFailed = false

  /// A use on the way to where expansion is: the template and where it was used.
  typealias Chain = [TemplateOrigins.Use]

  init(library: TemplateLibrary, path: String, limits: ParseLimits) {
    self.library = library
    self.path = path
    self.limit = limits.maxTemplateExpansion
  }

  static let contentKeys = FieldTable.templateContentKeys

  /// Whether an item of a list is a `use`.
  static func isUse(_ node: Node) -> Bool {
    node.mapping?.contains { $0.key.scalar?.text == "use" } ?? false
  }

  /// A screen's tree with every template expanded.
  func expandScreen(_ root: Node) -> Node {
    guard var pairs = root.mapping else { return root }
    // A screen with no key a template changes (most of a folder's) is its tree as it is.
    guard pairs.contains(where: { Self.mayExpand($0.key) }) else { return root }
    if pairs.contains(where: { $0.key.scalar?.text == "template" }) {
      pairs = screenTemplate(pairs, chain: [])
    } else if let with = pairs.first(where: { $0.key.scalar?.text == "with" }) {
      error(Messages.withNeedsTemplate, at: with.key.mark)
      pairs.removeAll { $0.key.scalar?.text == "with" }
    }
    return Node(.mapping(expandContent(pairs, chain: [])), at: root.mark)
  }

  /// Whether a screen's key is one whose value ``expandScreen(_:)`` may change: `template`,
  /// `with`, `rows` or `sections`. Told by length first: it is asked of every screen's keys.
  private static func mayExpand(_ key: Node) -> Bool {
    guard case .scalar(let scalar) = key.content else { return false }
    switch scalar.text.utf8.count {
    case 4: return scalar.text == "with" || scalar.text == "rows"
    case 8: return scalar.text == "template" || scalar.text == "sections"
    default: return false
    }
  }

  /// One streamed item of a screen's top-level `rows`, expanded.
  func expandStreamed(_ node: Node) -> [Node] {
    Self.isUse(node) ? expandRows([node], chain: []) : [node]
  }

  /// The pairs of a screen mapping with their `rows` and `sections` expanded. `rows` with
  /// no `use:` are left as they are, so the pairs of a screen that uses no template are the
  /// same array, never copied.
  private func expandContent(_ pairs: [Pair], chain: Chain) -> [Pair] {
    var out = pairs
    for index in pairs.indices {
      guard let items = pairs[index].value.sequence else { continue }
      switch pairs[index].key.scalar?.text {
      case "rows" where items.contains(where: Self.isUse):
        out[index].value.content = .sequence(expandRows(items, chain: chain))
      case "sections":
        out[index].value.content = .sequence(expandSections(items, chain: chain))
      default: break
      }
    }
    return out
  }

  private func expandRows(_ items: [Node], chain: Chain) -> [Node] {
    guard items.contains(where: Self.isUse) else { return items }
    var out: [Node] = []
    for item in items {
      guard Self.isUse(item) else {
        out.append(item)
        continue
      }
      guard let (body, _, inner) = instantiate(item, fits: [.rows], where: "rows", chain: chain)
      else { continue }
      out += expandRows(body.sequence ?? [], chain: inner)
    }
    return out
  }

  private func expandSections(_ items: [Node], chain: Chain) -> [Node] {
    var out: [Node] = []
    for item in items {
      guard Self.isUse(item) else {
        out.append(expandSection(item, chain: chain))
        continue
      }
      guard
        let (body, kind, inner) = instantiate(
          item, fits: [.section, .sections], where: "sections", chain: chain)
      else { continue }
      if kind == .section {
        out.append(expandSection(body, chain: inner))
      } else {
        out += expandSections(body.sequence ?? [], chain: inner)
      }
    }
    return out
  }

  private func expandSection(_ node: Node, chain: Chain) -> Node {
    guard let pairs = node.mapping, pairs.contains(where: { $0.key.scalar?.text == "rows" })
    else { return node }
    return Node(.mapping(expandContent(pairs, chain: chain)), at: node.mark)
  }

  /// A screen's pairs started from its `template`: the template's keys, each replaced by
  /// the screen's own of that name (any of the screen's content keys replaces all of the
  /// template's), without `template` and `with`.
  private func screenTemplate(_ pairs: [Pair], chain: Chain) -> [Pair] {
    let own = pairs.filter { !["template", "with"].contains($0.key.scalar?.text ?? "") }
    var fields: [Pair] = []
    for pair in pairs where pair.key.scalar?.text == "template" || pair.key.scalar?.text == "with" {
      fields.append(pair)
    }
    let use = Node(.mapping(fields), at: fields.first?.key.mark ?? .start)
    guard let (body, _, inner) = instantiate(use, fits: [.screen], where: "screen", chain: chain)
    else {
      screenTemplateFailed = true
      return own
    }
    var base = body.mapping ?? []
    if base.contains(where: { $0.key.scalar?.text == "template" }) {
      base = screenTemplate(base, chain: inner)
    } else {
      base = expandContent(base, chain: inner)
    }
    let ownKeys = Set(own.compactMap { $0.key.scalar?.text })
    let ownContent = !ownKeys.isDisjoint(with: Self.contentKeys)
    base.removeAll { pair in
      let key = pair.key.scalar?.text ?? ""
      return ownKeys.contains(key) || (ownContent && Self.contentKeys.contains(key))
    }
    return base + own
  }

  /// A use's template copied with its parameters put in: the body, the template's kind and
  /// the chain inside it; nil (the problem reported) when it cannot be used here.
  private func instantiate(
    _ item: Node, fits kinds: [TemplateDefinition.Kind], where place: String, chain: Chain
  ) -> (Node, TemplateDefinition.Kind, Chain)? {
    let key = kinds == [.screen] ? "template" : "use"
    var nameNode: Node?
    var withNode: Node?
    for pair in item.mapping ?? [] {
      switch pair.key.scalar?.text {
      case key: nameNode = pair.value
      case "with": withNode = pair.value
      default:
        error(
          Messages.unknownKey(pair.key.scalar?.text ?? "", suggestion: nil), at: pair.key.mark,
          notes: [.init(Messages.useKeys)])
      }
    }
    guard let nameNode, let name = nameNode.scalar?.text, !name.isEmpty else {
      error(
        Messages.wrongType(
          expected: "a template's name", found: nameNode?.kindDescription ?? "nothing"),
        at: nameNode?.mark ?? item.mark)
      return nil
    }
    let use = TemplateOrigins.Use(template: name, path: path, mark: nameNode.mark)
    if let start = chain.firstIndex(where: { $0.template == name }) {
      let loop = chain[start...]
      error(
        Messages.templateCycle(loop.map(\.template) + [name]), at: nameNode.mark,
        notes: loop.map { .init(Messages.cycleStep($0.template), at: $0.mark, in: $0.path) })
      return nil
    }
    consulted = true
    guard let entry = library.entry(name) else {
      let suggestion = Suggestion.nearest(to: name, in: library.names)
      error(
        Messages.unknownTemplate(name, suggestion: suggestion), at: nameNode.mark,
        notes: library.names.isEmpty ? [.init(Messages.templatesFolder)] : [],
        fix: suggestion.map(Fix.replace))
      return nil
    }
    used.insert(name)
    // A template with errors is reported in its own file.
    guard let definition = entry.definition else { return nil }
    guard kinds.contains(definition.kind) else {
      error(
        Messages.templateKind(name, gives: definition.kind.described, wanted: place),
        at: nameNode.mark)
      return nil
    }
    guard let values = parameters(withNode, of: definition, use: item) else { return nil }
    guard !exhausted else { return nil }
    spent += definition.nodeCount
    let resolved = located(use)
    guard spent <= limit,
      let region = origins.add(
        template: name, path: definition.path, lines: definition.lines,
        uses: [resolved] + chain.reversed())
    else {
      exhausted = true
      error(Messages.templateExpansionLimit(limit), at: nameNode.mark)
      return nil
    }
    var substitution = TemplateSubstitution(values: values, region: region)
    let body = substitution.copy(definition.body)
    diagnostics += substitution.diagnostics
    return (body, definition.kind, chain + [resolved])
  }

  /// The values of a use's `with`, by parameter; nil when one is unknown or missing.
  private func parameters(_ with: Node?, of definition: TemplateDefinition, use: Node)
    -> [String: Node]?
  {
    let declared = definition.parameters.map(\.name)
    var values: [String: Node] = [:]
    var fine = true
    // A misspelt parameter is said once, as misspelt, not missing too.
    var suggested: Set<String> = []
    if let with {
      guard let pairs = with.mapping else {
        error(
          Messages.wrongType(expected: Messages.withExpected, found: with.kindDescription),
          at: with.mark)
        return nil
      }
      for pair in pairs {
        let name = pair.key.scalar?.text ?? ""
        guard declared.contains(name) else {
          let suggestion = Suggestion.nearest(to: name, in: declared)
          if let suggestion { suggested.insert(suggestion) }
          error(
            Messages.unknownParameter(name, template: definition.name, suggestion: suggestion),
            at: pair.key.mark,
            notes: [
              .init(
                Messages.templateParameters(declared), at: definition.parametersMark,
                in: definition.path)
            ])
          fine = false
          continue
        }
        values[name] = pair.value
      }
    }
    let missing = declared.filter { values[$0] == nil && !suggested.contains($0) }
    if !missing.isEmpty {
      error(
        Messages.missingParameters(missing, template: definition.name), at: with?.mark ?? use.mark)
      fine = false
    }
    return fine ? values : nil
  }

  /// A use where it really is (a use inside a template is at a copied mark).
  private func located(_ use: TemplateOrigins.Use) -> TemplateOrigins.Use {
    let real = origins.located(use.mark, in: use.path)
    return .init(template: use.template, path: real.path, mark: real.mark)
  }

  private func error(
    _ message: Diagnostic.Message, at mark: Mark, notes: [Diagnostic.Note] = [], fix: Fix? = nil
  ) {
    diagnostics.append(Diagnostic.error(message, at: mark, notes: notes).fixed(by: fix))
  }
}
