import Basics
import ScreenModel
import YAMLTree

/// Decodes one screen file's tree into a ``Screen``, reporting every problem it finds.
enum ScreenDecoder {
  static let screenKeys = FieldTable.names(FieldTable.screen + FieldTable.screenTemplate)
  static let rowKeys = FieldTable.names(FieldTable.row)
  static let sectionKeys = FieldTable.names(FieldTable.section)
  static let choiceKeys = FieldTable.names(FieldTable.choice)
  static let pagingKeys = FieldTable.names(FieldTable.paging)
  static let contentKeys = FieldTable.contentKeys

  /// The largest page size and integer index accepted.
  static let maxCount = 1_000_000

  /// Decodes a screen. `streamed` holds the top-level `rows`, decoded while the file was
  /// parsed; the tree then holds that list empty.
  static func decode(
    _ root: Node, defaultID: String, into context: inout DecodeContext, streamed: RowStream? = nil
  ) -> Screen? {
    guard
      let fields = context.fields(
        root, expected: "a screen (a mapping with 'title' and 'rows')", known: screenKeys)
    else { return nil }
    let errorsBefore = context.errorCount
    if let streamed { context.merge(streamed.takeContext()) }

    let id = context.text(fields, "id") ?? defaultID
    context.screenID = id
    if let problem = Messages.idProblem(id) {
      context.error(problem, at: fields["id"]?.mark ?? .start)
    }
    let title = context.required(fields, "title", in: "the screen").flatMap {
      context.template($0, key: "title")
    }
    var screen = Screen(id: id, title: title ?? InterpolatedText([]), sections: [])
    screen.unreadTitle = context.template(fields, "unreadTitle")
    screen.style =
      fields["style"].flatMap { context.oneOf($0, what: "style") as TableStyle? } ?? .plain
    screen.prompt = context.template(fields, "prompt")
    screen.footer = context.template(fields, "footer")
    screen.selectionStyle = fields["selectionStyle"].flatMap { context.selectionStyle($0) }
    screen.deletable = fields["deletable"].flatMap { context.bool($0) } ?? false
    screen.editing = fields["editing"].flatMap { context.bool($0) } ?? false
    screen.empty = context.template(fields, "empty")
    screen.settings = fields["settings"].flatMap { PassthroughDecoder.decode($0, &context) }
    if let node = fields["preferenceSpecifiers"], let written = context.bool(node) {
      screen.preferenceSpecifiers = written
    }
    screen.stringsTable = stringsTable(fields, &context)
    screen.plists = fields["plists"].flatMap { PlistFileDecoder.decode($0, &context) }
    screen.sections = content(fields, &context, streamed: streamed)
    ListDecoder.screenKeys(fields, &screen, &context)
    if let searchable = fields["searchable"], context.bool(searchable) == true {
      screen.search = Search(
        prompt: context.template(fields, "searchPrompt"),
        empty: context.template(fields, "searchEmpty"))
    } else {
      for key in ["searchPrompt", "searchEmpty"] {
        if let node = fields[key] { context.error(Messages.needsSearchable(key), at: node.mark) }
      }
    }

    if let node = fields["paging"] {
      if screen.isPicker {
        context.error(Messages.pagingNeedsRows, at: node.mark)
      } else {
        screen.paging = paging(node, &context)
        for mark in context.rowConditions { context.error(Messages.visibleIfOnPaged, at: mark) }
      }
    }
    if screen.deletable, let node = fields["deletable"],
      !screen.sections.contains(where: { section in
        section.rowsFrom != nil || section.rows.contains { !$0.isChoice }
      })
    {
      context.error(Messages.deletableOnPicker, at: node.mark)
    }
    PickerDecoder.decode(fields, &screen, &context)
    // Beside an in-app plist, `preferenceSpecifiers: false` says only `NAME.plist` has none:
    // the rows are the in-app plist's.
    let inApp = screen.plists?.contains { $0.variant.host == .app } ?? false
    if !screen.preferenceSpecifiers, !inApp,
      screen.rowCount > 0 || !screen.listSections.isEmpty,
      let node = fields["preferenceSpecifiers"]
    {
      context.error(Messages.noSpecifiersButRows, at: node.mark)
    }
    AccessibilityChecks.checkButtonNames(&context)
    return context.errorCount == errorsBefore ? screen : nil
  }

  /// The `stringsTable:` name: a folder name of `strings/` (no `/`, not `.` or `..`, no
  /// hidden character). `Root` names the default table, as Settings names it.
  private static func stringsTable(_ fields: Fields, _ context: inout DecodeContext) -> String? {
    guard let node = fields["stringsTable"], let name = context.text(node, key: "stringsTable")
    else { return nil }
    guard StringsTable.isTableName(name) else {
      context.error(Messages.badTableName(name), at: node.mark)
      return nil
    }
    context.stringsTable = (name, node.mark)
    return name
  }

  private static func content(
    _ fields: Fields, _ context: inout DecodeContext, streamed: RowStream?
  ) -> [Section] {
    let given = fields.present(contentKeys)
    guard let first = given.first else {
      context.error(Messages.noContent, at: fields.mark)
      return []
    }
    for extra in given.dropFirst() {
      context.error(Messages.twoContents(extra.key, first.key), at: extra.node.mark)
    }
    switch first.key {
    case "sections":
      return context.list(first.node, of: "sections", section)
    case "rows" where streamed?.received == true && first.node.sequence?.isEmpty == true:
      return [Section(rows: streamed?.rows ?? [])]
    default:
      return [section(first.key, first.node, rowTemplate: fields["row"], &context)]
    }
  }

  /// A section of what `key` gives: `rows`, `choices` or a list drawn from state
  /// (`rowsFrom`, its rows made by `rowTemplate`).
  private static func section(
    _ key: String, _ node: Node, rowTemplate: Node?, _ context: inout DecodeContext
  ) -> Section {
    var section = Section(rows: [])
    switch key {
    case "choices":
      checkChoiceTitles(node, &context)
      section.rows = context.list(node, of: "choices", choice)
    case "rowsFrom":
      section.rowsFrom = ListDecoder.rowsFrom(node, template: rowTemplate, &context)
    default:
      section.rows = context.list(node, of: "rows", row)
    }
    return section
  }

  private static func section(_ node: Node, _ context: inout DecodeContext) -> Section? {
    guard
      let fields = context.fields(
        node, expected: "a section (a mapping with 'header', 'footer', 'rows' or 'choices')",
        known: sectionKeys)
    else { return nil }
    var section = Section(rows: [])
    section.header = context.template(fields, "header")
    section.footer = context.template(fields, "footer")
    section.accessibilityLabel = context.template(fields, "accessibilityLabel")
    section.settings = fields["settings"].flatMap { PassthroughDecoder.decode($0, &context) }
    section.groupSpecifier = fields["groupSpecifier"].flatMap { context.bool($0) } ?? false
    section.visibleIf = fields["visibleIf"].flatMap { ConditionDecoder.decode($0, &context) }
    section.enabledIf = fields["enabledIf"].flatMap { ConditionDecoder.decode($0, &context) }
    let given = fields.present(["rows", "choices", "rowsFrom"])
    let starts = context.hostStarts
    defer { context.show(Binding.host(of: section.visibleIf), from: starts) }
    if given.count > 1 {
      context.error(Messages.sectionTwoContents, at: given[1].node.mark)
    } else if let first = given.first {
      let content = self.section(first.key, first.node, rowTemplate: fields["row"], &context)
      section.rows = content.rows
      section.rowsFrom = content.rowsFrom
    }
    ListDecoder.sectionKeys(fields, &section, &context)
    // A section shown on neither device (`{all: [{device: phone}, {device: pad}]}`) is how an
    // import keeps a plist's group for the other device (a `[Pad]` group of `Root.plist`),
    // written back where it was: meant, so not warned about.
    let keptForTheOtherDevice = section.visibleIf == .all([.device(.phone), .device(.pad)])
    if section.visibleIf?.isNeverTrue == true, !keptForTheOtherDevice,
      let condition = fields["visibleIf"]
    {
      context.diagnostics.append(.warning(Messages.sectionNeverShown, at: condition.mark))
    } else if !section.rows.isEmpty,
      section.rows.allSatisfy({ $0.visibleIf?.isNeverTrue == true })
    {
      context.diagnostics.append(.warning(Messages.sectionAlwaysHidden, at: node.mark))
    }
    return section
  }

  static func row(_ node: Node, _ context: inout DecodeContext) -> Row? {
    if node.scalar != nil { return titledRow(node, &context) }
    guard
      let fields = context.fields(
        node, expected: "a row (a title, or a mapping with 'title')", known: rowKeys)
    else { return nil }
    let isSlider = fields["slider"] != nil
    // A slider may have no title (Settings sliders have none).
    let titleNode = isSlider ? fields["title"] : context.required(fields, "title", in: "the row")
    let title = titleNode.flatMap { context.template($0, key: "title") }
    var row = Row(title: title ?? InterpolatedText([]))
    row.detail = context.template(fields, "detail")
    row.subtitle = context.template(fields, "subtitle")
    row.accessory = fields["accessory"].flatMap {
      context.oneOf($0, what: "accessory") as Accessory?
    }
    row.read = fields["read"].flatMap { context.bool($0) }
    row.deletable = fields["deletable"].flatMap { context.bool($0) }
    row.badge = context.template(fields, "badge")
    row.accessibilityLabel = context.template(fields, "accessibilityLabel")
    row.accessibilityHint = context.template(fields, "accessibilityHint")
    row.icon = fields["icon"].flatMap { IconDecoder.decode($0, &context) }
    row.settings = fields["settings"].flatMap { PassthroughDecoder.decode($0, &context) }
    row.writesDefault = fields["writesDefault"].flatMap { context.bool($0) } ?? true
    row.visibleIf = fields["visibleIf"].flatMap { ConditionDecoder.decode($0, &context) }
    row.enabledIf = fields["enabledIf"].flatMap { ConditionDecoder.decode($0, &context) }
    if let visible = fields["visibleIf"] { context.rowConditions.append(visible.mark) }
    if let style = fields["pickerStyle"] {
      row.pickerStyle =
        (context.oneOf(style, what: "pickerStyle") as PickerStyle?) ?? .navigationLink
      if row.pickerStyle == .segmented {
        context.segmentedRows.append(
          .init(path: [fields["push"]?.scalar?.text ?? ""], mark: style.mark))
      }
    }
    let starts = context.hostStarts
    guard let kind = RowKindDecoder.decode(fields, &context) else { return nil }
    row.kind = kind
    AccessibilityChecks.check(row, fields: fields, &context)
    context.show(Binding.host(of: row.visibleIf), from: starts)
    guard title != nil || isSlider else { return nil }
    return row
  }

  /// Two choices with one title cannot be told apart by a tap or a checkmark: an error at
  /// the second, with a note at the first.
  private static func checkChoiceTitles(_ list: Node, _ context: inout DecodeContext) {
    guard case .sequence(let items) = list.content else { return }
    var seen = FirstSeen<Mark>()
    // By index and by pattern: each item's title is read once, no item or scalar copied.
    for index in items.indices {
      let node: Node
      switch items[index].content {
      case .scalar: node = items[index]
      case .mapping(let pairs):
        guard let title = pairs.first(where: { $0.key.scalar?.text == "title" })?.value
        else { continue }
        node = title
      case .sequence: continue
      }
      guard case .scalar(let scalar) = node.content, !scalar.text.isEmpty else { continue }
      let title = scalar.text
      if let first = seen.insert(title, node.mark) {
        context.error(
          Messages.duplicateChoice(title), at: node.mark,
          notes: [.init(Messages.firstChoice, at: first)])
      }
    }
  }

  private static func choice(_ node: Node, _ context: inout DecodeContext) -> Row? {
    if node.isScalar {
      guard let text = context.text(node, key: "choice") else { return nil }
      context.recordText(text, at: node.mark)
      return Row(choiceTitled: InterpolatedText(literal: text))
    }
    guard
      let fields = context.fields(
        node, expected: "a choice (a title, or a mapping with 'title' and 'value')",
        known: choiceKeys)
    else { return nil }
    guard
      let title = context.required(fields, "title", in: "the choice").flatMap({
        context.text($0, key: "title")
      })
    else { return nil }
    let value = context.text(fields, "value") ?? title
    var row = Row(title: InterpolatedText(literal: title), choiceValue: value)
    row.choiceValueType = fields["value"]?.scalar.map(ValueType.init)
    row.shortTitle = context.text(fields, "shortTitle")
    if let node = fields["title"] { context.recordText(title, at: node.mark) }
    if let short = row.shortTitle, let node = fields["shortTitle"] {
      context.recordText(short, at: node.mark)
    }
    return row
  }

  private static func paging(_ node: Node, _ context: inout DecodeContext) -> Paging? {
    guard
      let fields = context.fields(
        node, expected: "paging (a mapping with 'pageSize')", known: pagingKeys)
    else { return nil }
    guard
      let size = context.required(fields, "pageSize", in: "'paging'").flatMap({
        context.integer($0, key: "pageSize", in: 1...maxCount)
      })
    else { return nil }
    let title = context.text(fields, "loadMore")
    if let title, let node = fields["loadMore"] { context.recordText(title, at: node.mark) }
    return Paging(pageSize: size, loadMoreTitle: title ?? Paging.defaultLoadMoreTitle)
  }
}
