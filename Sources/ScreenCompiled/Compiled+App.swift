import Basics
import ScreenModel

/// The app, its screens and sections, its tables and variants.
extension CompiledWriter {
  mutating func app(_ app: App) {
    list(app.screens) { $0.screen($1) }
    optional(app.start) { $0.string($1) }
    optional(app.theme.selectionStyle) { $0.selectionStyle($1) }
    state(app.state)
    list(app.tables.sorted { $0.key < $1.key }) { $0.table($1.value) }
    list(app.namedTables.sorted { $0.key < $1.key }) { writer, named in
      writer.string(named.key)
      writer.list(named.value.sorted { $0.key < $1.key }) { $0.table($1.value) }
    }
    list(app.snapshotVariants) { $0.variant($1) }
    list(app.stateTypes.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      writer.valueType(entry.value)
    }
    optional(app.settings) { $0.passthrough($1) }
    bool(app.settingsBundle)
    list(app.storedNames.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      writer.string(entry.value)
    }
  }

  mutating func screen(_ screen: Screen) {
    string(screen.id)
    text(screen.title)
    text(screen.unreadTitle)
    enumCase(screen.style)
    text(screen.prompt)
    text(screen.footer)
    optional(screen.selectionStyle) { $0.selectionStyle($1) }
    list(screen.sections) { $0.section($1) }
    optional(screen.selected) { $0.count($1) }
    optional(screen.bind) { $0.path($1) }
    bool(screen.deletable)
    bool(screen.editing)
    optional(screen.paging) { writer, paging in
      writer.count(paging.pageSize)
      writer.string(paging.loadMoreTitle)
    }
    text(screen.empty)
    list(screen.groups) { $0.group($1) }
    bool(screen.inlineGroups)
    optional(screen.search) { writer, search in
      writer.text(search.prompt)
      writer.text(search.empty)
    }
    optional(screen.addRow) { $0.addRow($1) }
    bool(screen.reorderable)
    optional(screen.settings) { $0.passthrough($1) }
    bool(screen.preferenceSpecifiers)
    optional(screen.stringsTable) { $0.string($1) }
    optional(screen.plists) { writer, files in writer.list(files) { $0.plist($1) } }
    optional(screen.importNote) { $0.importNote($1) }
  }

  mutating func section(_ section: Section) {
    text(section.header)
    text(section.footer)
    list(section.rows) { $0.row($1) }
    optional(section.rowsFrom) { writer, list in
      writer.path(list.key)
      writer.optional(list.template) { writer, template in
        writer.text(template.title)
        writer.text(template.detail)
        writer.text(template.subtitle)
        writer.text(template.badge)
      }
    }
    optional(section.listGroup) { writer, group in
      writer.optional(group.addRow) { $0.addRow($1) }
      writer.optional(group.deletable) { $0.bool($1) }
    }
    optional(section.visibleIf) { $0.condition($1) }
    optional(section.enabledIf) { $0.condition($1) }
    text(section.accessibilityLabel)
    optional(section.settings) { $0.passthrough($1) }
    bool(section.groupSpecifier)
  }

  mutating func addRow(_ add: AddRow) {
    text(add.title)
    text(add.placeholder)
  }

  mutating func group(_ group: ChoiceGroup) {
    list(group.sections) { $0.count($1) }
    optional(group.bind) { $0.path($1) }
    list(group.selected) { $0.count($1) }
    bool(group.multiple)
    optional(group.minSelected) { $0.count($1) }
    optional(group.maxSelected) { $0.count($1) }
    bool(group.sortedByTitle)
  }

  mutating func plist(_ file: PlistFile) {
    string(file.name)
    string(file.base)
    enumCase(file.variant)
    optional(file.settings) { $0.passthrough($1) }
    bool(file.writesStringsTable)
    optional(file.stringsTable) { $0.string($1) }
    mark(file.mark)
  }

  mutating func table(_ table: StringsTable) {
    string(table.locale)
    list(table.strings.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      writer.string(entry.value)
    }
    list(table.plurals.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      writer.list(PluralCategory.allCases.filter { entry.value[$0] != nil }) { writer, category in
        writer.enumCase(category)
        writer.string(entry.value[category] ?? "")
      }
    }
    bool(table.rightToLeft)
    list(table.marks.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      writer.mark(entry.value)
    }
    optional(table.name) { $0.string($1) }
    optional(table.encoding) { $0.enumCase($1) }
    optional(table.importedFrom) { $0.string($1) }
  }
}

extension CompiledReader {
  mutating func app() throws(CompiledAppError) -> App {
    let screens = try list { reader throws(CompiledAppError) in try reader.screen() }
    let start = try optional { reader throws(CompiledAppError) in try reader.string() }
    let style = try optional { reader throws(CompiledAppError) in try reader.selectionStyle() }
    var app = App(
      screens: screens, start: start, theme: Theme(selectionStyle: style), state: try state())
    for table in try list({ reader throws(CompiledAppError) in try reader.table() }) {
      app.tables[table.locale] = table
    }
    for _ in 0..<(try count()) {
      let name = try string()
      for table in try list({ reader throws(CompiledAppError) in try reader.table() }) {
        app.namedTables[name, default: [:]][table.locale] = table
      }
    }
    app.snapshotVariants = try list { reader throws(CompiledAppError) in try reader.variant() }
    for _ in 0..<(try count()) { app.stateTypes[try string()] = try valueType() }
    app.settings = try optional { reader throws(CompiledAppError) in try reader.passthroughKeys() }
    app.settingsBundle = try bool()
    for _ in 0..<(try count()) { app.storedNames[try string()] = try string() }
    return app
  }

  mutating func screen() throws(CompiledAppError) -> Screen {
    var screen = Screen(id: try string(), title: try text(), sections: [])
    screen.unreadTitle = try optionalText()
    screen.style = try enumCase("table style")
    screen.prompt = try optionalText()
    screen.footer = try optionalText()
    screen.selectionStyle = try optional { reader throws(CompiledAppError) in
      try reader.selectionStyle()
    }
    screen.sections = try list { reader throws(CompiledAppError) in try reader.section() }
    screen.selected = try optional { reader throws(CompiledAppError) in try reader.count() }
    screen.bind = try optional { reader throws(CompiledAppError) in try reader.path() }
    screen.deletable = try bool()
    screen.editing = try bool()
    screen.paging = try optional { reader throws(CompiledAppError) in
      Paging(pageSize: try reader.count(), loadMoreTitle: try reader.string())
    }
    screen.empty = try optionalText()
    screen.groups = try list { reader throws(CompiledAppError) in try reader.group() }
    // A choice group names sections of its screen; one past them would trap the model.
    let sectionCount = screen.sections.count
    if screen.groups.contains(where: { $0.sections.contains { $0 >= sectionCount } }) {
      throw broken(CompiledMessages.groupSection)
    }
    screen.inlineGroups = try bool()
    screen.search = try optional { reader throws(CompiledAppError) in
      Search(prompt: try reader.optionalText(), empty: try reader.optionalText())
    }
    screen.addRow = try optional { reader throws(CompiledAppError) in try reader.addRow() }
    screen.reorderable = try bool()
    screen.settings = try optional { reader throws(CompiledAppError) in try reader.passthroughKeys()
    }
    screen.preferenceSpecifiers = try bool()
    screen.stringsTable = try optional { reader throws(CompiledAppError) in try reader.string() }
    screen.plists = try optional { reader throws(CompiledAppError) in
      try reader.list { reader throws(CompiledAppError) in try reader.plist() }
    }
    screen.importNote =
      try optional { reader throws(CompiledAppError) in try reader.importNote() } ?? nil
    return screen
  }

  mutating func section() throws(CompiledAppError) -> Section {
    var section = Section(header: try optionalText(), footer: try optionalText(), rows: [])
    section.rows = try list { reader throws(CompiledAppError) in try reader.row() }
    section.rowsFrom = try optional { reader throws(CompiledAppError) in
      var list = RowsFrom(key: try reader.path())
      list.template = try reader.optional { reader throws(CompiledAppError) in
        RowTemplate(
          title: try reader.optionalText(), detail: try reader.optionalText(),
          subtitle: try reader.optionalText(), badge: try reader.optionalText())
      }
      return list
    }
    section.listGroup = try optional { reader throws(CompiledAppError) in
      let add = try reader.optional { reader throws(CompiledAppError) in try reader.addRow() }
      let deletable = try reader.optional { reader throws(CompiledAppError) in try reader.bool() }
      return ListGroupKeys.keys(addRow: add, deletable: deletable)
    }
    section.visibleIf = try optional { reader throws(CompiledAppError) in try reader.condition() }
    section.enabledIf = try optional { reader throws(CompiledAppError) in try reader.condition() }
    section.accessibilityLabel = try optionalText()
    section.settings = try optional { reader throws(CompiledAppError) in
      try reader.passthroughKeys()
    }
    section.groupSpecifier = try bool()
    return section
  }

  mutating func addRow() throws(CompiledAppError) -> AddRow {
    AddRow(title: try text(), placeholder: try optionalText())
  }

  mutating func group() throws(CompiledAppError) -> ChoiceGroup {
    var group = ChoiceGroup(
      sections: try list { reader throws(CompiledAppError) in try reader.count() })
    group.bind = try optional { reader throws(CompiledAppError) in try reader.path() }
    group.selected = try list { reader throws(CompiledAppError) in try reader.count() }
    group.multiple = try bool()
    group.minSelected = try optional { reader throws(CompiledAppError) in try reader.count() }
    group.maxSelected = try optional { reader throws(CompiledAppError) in try reader.count() }
    group.sortedByTitle = try bool()
    return group
  }

  mutating func plist() throws(CompiledAppError) -> PlistFile {
    let name = try string()
    let base = try string()
    let variant: PlistFile.Variant = try enumCase("plist variant")
    let settings = try optional { reader throws(CompiledAppError) in try reader.passthroughKeys() }
    let writes = try bool()
    let table = try optional { reader throws(CompiledAppError) in try reader.string() }
    var file = PlistFile(
      name: name, base: base, variant: variant, settings: settings, writesStringsTable: writes,
      mark: try mark())
    file.stringsTable = table
    return file
  }

  mutating func table() throws(CompiledAppError) -> StringsTable {
    var table = StringsTable(locale: try string(), strings: [:])
    for _ in 0..<(try count()) { table.strings[try string()] = try string() }
    for _ in 0..<(try count()) {
      let source = try string()
      var forms: [PluralCategory: String] = [:]
      for _ in 0..<(try count()) {
        let category: PluralCategory = try enumCase("plural category")
        forms[category] = try string()
      }
      table.plurals[source] = forms
    }
    table.rightToLeft = try bool()
    for _ in 0..<(try count()) { table.marks[try string()] = try mark() }
    table.name = try optional { reader throws(CompiledAppError) in try reader.string() }
    table.encoding = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("strings encoding")
    }
    table.importedFrom = try optional { reader throws(CompiledAppError) in try reader.string() }
    return table
  }
}
