import Basics
import ScreenModel
import YAMLTree

/// A list a screen draws from state, checked once the app's state is known.
struct ListUse {
  var path: [String]
  var mark: Mark
  /// Where the `row:` template is, when there is one, and the item fields it reads.
  var template: (mark: Mark, fields: [String])?
}

/// Decodes `rowsFrom`, `row`, `addRow` and `reorderable`.
enum ListDecoder {
  static let templateKeys = FieldTable.rowTemplateKeys

  static func rowsFrom(_ node: Node, template: Node?, _ context: inout DecodeContext) -> RowsFrom? {
    guard let key = context.text(node, key: "rowsFrom") else { return nil }
    let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var list = RowsFrom(key: path)
    if let template {
      list.template = rowTemplate(template, &context)
    }
    context.lists.append(
      ListUse(
        path: path, mark: node.mark,
        template: template.map { ($0.mark, list.template?.fields ?? []) }))
    return list
  }

  private static func rowTemplate(_ node: Node, _ context: inout DecodeContext) -> RowTemplate? {
    guard
      let fields = context.fields(
        node, expected: "a row template (a mapping with 'title', 'detail', 'subtitle', 'badge')",
        known: templateKeys)
    else { return nil }
    // `{item}` and `{item.FIELD}` read the item, not the state.
    let isItem = { (path: [String]) in path.first == "item" }
    var template = RowTemplate()
    template.title = context.template(fields, "title", isLocal: isItem)
    template.detail = context.template(fields, "detail", isLocal: isItem)
    template.subtitle = context.template(fields, "subtitle", isLocal: isItem)
    template.badge = context.template(fields, "badge", isLocal: isItem)
    return template
  }

  /// The screen's `row`, `addRow` and `reorderable`, checked against its lists.
  static func screenKeys(_ fields: Fields, _ screen: inout Screen, _ context: inout DecodeContext) {
    let lists = screen.listSections
    if let row = fields["row"], fields["rowsFrom"] == nil {
      let key = fields.pairs.first { $0.key.scalar?.text == "row" }?.key.mark ?? row.mark
      // A list of rows under 'row' is nearly always 'rows' mistyped.
      let meantRows = row.sequence != nil && fields["rows"] == nil
      context.error(
        Messages.needsRowsFrom("row"), at: key,
        notes: meantRows ? [.init(Messages.rowIsATemplate)] : [])
    }
    if let node = fields["reorderable"], let reorderable = context.bool(node) {
      if lists.isEmpty {
        context.error(Messages.needsRowsFrom("reorderable"), at: node.mark)
      } else if fields["paging"] != nil {
        context.error(Messages.notOnPaged("reorderable"), at: node.mark)
      } else {
        screen.reorderable = reorderable
      }
    }
    guard let node = fields["addRow"] else { return }
    if lists.isEmpty { return context.error(Messages.needsRowsFrom("addRow"), at: node.mark) }
    if fields["paging"] != nil {
      return context.error(Messages.notOnPaged("addRow"), at: node.mark)
    }
    if lists.count > 1 { return context.error(Messages.addRowNeedsOneList, at: node.mark) }
    if screen.sections[lists[0]].rowsFrom?.template != nil {
      return context.error(Messages.addRowWithTemplate, at: node.mark)
    }
    screen.addRow = addRow(node, &context)
  }

  /// An `addRow: {title, placeholder}` mapping.
  static func addRow(_ node: Node, _ context: inout DecodeContext) -> AddRow? {
    guard
      let add = context.fields(
        node, expected: "an insert row ({title, placeholder})", known: ["title", "placeholder"]),
      let title = context.required(add, "title", in: "'addRow'").flatMap({
        context.template($0, key: "title")
      })
    else { return nil }
    return AddRow(title: title, placeholder: context.template(add, "placeholder"))
  }

  /// A section's own `addRow` and `deletable` (an IASK list group's add row and
  /// `Deletable`), which need its `rowsFrom`.
  static func sectionKeys(
    _ fields: Fields, _ section: inout Section, _ context: inout DecodeContext
  ) {
    for name in ["addRow", "deletable"] {
      guard section.rowsFrom == nil, let node = fields[name] else { continue }
      let key = fields.pairs.first { $0.key.scalar?.text == name }?.key.mark ?? node.mark
      context.error(Messages.needsRowsFrom(name), at: key)
    }
    guard let list = section.rowsFrom else { return }
    let deletable = fields["deletable"].flatMap { context.bool($0) }
    var add: AddRow?
    if let node = fields["addRow"] {
      if list.template != nil {
        context.error(Messages.addRowWithTemplate, at: node.mark)
      } else {
        add = addRow(node, &context)
      }
    }
    if add != nil || deletable != nil {
      section.listGroup = .keys(addRow: add, deletable: deletable)
    }
  }

  /// The lists against the state: a key that holds a list, items that have what the
  /// template reads (a warning), and no state key named `item` beside a template.
  static func check(
    _ lists: [ListUse], state: StateValue, stateMarks: [String: Mark], appPath: String?,
    screenPath: String
  )
    -> (screen: [Diagnostic], app: [Diagnostic])
  {
    var screen: [Diagnostic] = []
    var app: [Diagnostic] = []
    for list in lists {
      let name = list.path.joined(separator: ".")
      guard let value = state.value(at: list.path) else {
        screen.append(
          .error(
            Messages.rowsFromUnknownKey(
              name, suggestion: Suggestion.nearest(to: name, in: state.textPaths)), at: list.mark))
        continue
      }
      guard case .list(let items) = value else {
        let note = Diagnostic.Note(Messages.rowsFromHere, at: list.mark, in: screenPath)
        if let mark = stateMarks[name], appPath != nil {
          app.append(.error(Messages.rowsFromNotAList(name), at: mark, notes: [note]))
        } else {
          screen.append(.error(Messages.rowsFromNotAList(name), at: list.mark))
        }
        continue
      }
      guard let template = list.template else { continue }
      if state.value(at: ["item"]) != nil {
        screen.append(.error(Messages.itemShadowed, at: template.mark))
      }
      for (index, item) in items.enumerated() {
        let missing = template.fields.filter { item.text(at: [$0]) == nil }
        if let field = missing.first {
          screen.append(
            .warning(Messages.itemMissingField(index + 1, name, field), at: template.mark))
        }
      }
    }
    return (screen, app)
  }
}
