import Basics
import ScreenModel

/// Screens and sections: a pane's sections of rows, inline choice groups and IASK list
/// groups; a picker's choices.
extension ImportedApp {
  /// A screen, drawn inset grouped as current Settings draws every pane.
  static func screen(_ document: ScreenDocument) -> Screen {
    var screen = Screen(
      id: document.id, title: literal(document.title), style: .insetGrouped, sections: [])
    screen.stringsTable = document.stringsTable
    screen.settings = passthrough(document.settings)
    screen.preferenceSpecifiers = document.preferenceSpecifiers
    screen.plists = document.plists.map { $0.compactMap(plist) }
    let named = document.file.flatMap { $0 != document.id || document.unopened ? $0 : nil }
    let implied = document.stringsTableImplied ? document.stringsTable : nil
    screen.importNote = ImportNote(plist: named, impliedTable: implied)
    switch document.content {
    case .picker(let group):
      screen.footer = group.footer.map(literal)
      let choices = group.choices.map(choice)
      screen.sections = [Section(rows: choices)]
      var picker = ChoiceGroup(sections: choices.isEmpty ? [] : [0], bind: path(group.bind))
      picker.sortedByTitle = group.sortedByTitle
      screen.groups = [picker]
      screen.bind = picker.bind
    case .sections(let sections):
      screen.sections = sections.isEmpty ? [Section(rows: [])] : sections.map(section)
      var groups: [ChoiceGroup] = []
      for (index, section) in sections.enumerated() {
        guard case .choices(let group) = section.content, !group.choices.isEmpty else { continue }
        var inline = ChoiceGroup(sections: [index], bind: path(group.bind))
        inline.sortedByTitle = group.sortedByTitle
        groups.append(inline)
      }
      screen.groups = groups
      screen.inlineGroups = !groups.isEmpty
    }
    return screen
  }

  /// One of the plists a pane is written as (`Root~ipad.plist`); nil for a name that is
  /// not a plist's.
  static func plist(_ file: PaneFile) -> PlistFile? {
    guard let (base, variant) = PlistFile.parse(file.name) else { return nil }
    var plist = PlistFile(
      name: file.name, base: base, variant: variant, settings: file.settings.map(keys),
      writesStringsTable: file.writesStringsTable, mark: .start)
    plist.stringsTable = file.stringsTable
    return plist
  }

  /// A section: rows, an inline choice group's choices, or an IASK list group.
  static func section(_ document: SectionDocument) -> Section {
    var section = Section(
      header: document.header.map(literal), footer: document.footer.map(literal), rows: [])
    section.visibleIf = condition(document.device, document.host)
    section.settings = passthrough(document.settings)
    section.groupSpecifier = document.groupSpecifier
    switch document.content {
    case .rows(let rows): section.rows = rows.map(row)
    case .choices(let group): section.rows = group.choices.map(choice)
    case .list(let list):
      section.rowsFrom = RowsFrom(key: path(list.key))
      let add = list.addTitle.map {
        AddRow(title: literal($0), placeholder: list.addPlaceholder.map(literal))
      }
      if add != nil || list.deletable != nil {
        section.listGroup = .keys(addRow: add, deletable: list.deletable)
      }
    }
    return section
  }

  /// A picker's choice: its title read as a name (its braces doubled, then held literal),
  /// the value it stores in the type it is written in, and its short title.
  static func choice(_ document: ChoiceDocument) -> Row {
    let title = InterpolatedText.literalSource(document.title)
    let value = scalar(document.value)
    var row = Row(title: InterpolatedText(literal: title), choiceValue: value.text)
    row.choiceValueType = value.type
    row.shortTitle = document.shortTitle.map(InterpolatedText.literalSource)
    return row
  }

  /// The condition of a row or section shown on one device, in one host, or both; a
  /// device of neither is both devices at once (never true).
  static func condition(_ device: DeviceLimit?, _ host: Host?) -> Condition? {
    var parts: [Condition]
    switch device {
    case .phone?: parts = [.device(.phone)]
    case .pad?: parts = [.device(.pad)]
    case .neither?: parts = [.device(.phone), .device(.pad)]
    case nil: parts = []
    }
    if let host { parts.append(.host(host)) }
    return parts.count > 1 ? .all(parts) : parts.first
  }

  /// A state key's path (`user.name`), as a key of a control or group is split.
  static func path(_ key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// A Settings text as the screens hold it: literal, its braces not interpolating.
  static func literal(_ text: String) -> InterpolatedText {
    InterpolatedText(literal: text)
  }
}
