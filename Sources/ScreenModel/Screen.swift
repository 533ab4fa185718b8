/// A list screen, decoded from one `*.yaml` file.
///
/// `rows:` and `choices:` become a single section; `sections:` gives several.
public struct Screen: Sendable, Hashable, Identifiable {
  /// The id: the file name without `.yaml`, unless the file sets `id:`.
  public package(set) var id: String
  /// The navigation-bar title.
  public package(set) var title: InterpolatedText
  /// The title while some loaded rows are unread.
  public package(set) var unreadTitle: InterpolatedText?
  /// Plain or grouped.
  public package(set) var style: TableStyle
  /// Header text above the first section (a picker's prompt).
  public package(set) var prompt: InterpolatedText?
  /// Text under the last section.
  public package(set) var footer: InterpolatedText?
  /// The screen's own selection style; nil defers to the theme, then `blue`.
  public package(set) var selectionStyle: SelectionStyle?
  /// The sections, in order.
  public package(set) var sections: [Section]
  /// For an unbound picker: the 0-based index of the current choice over all choices.
  public package(set) var selected: Int?
  /// For a bound picker: the state key path its current value lives at.
  public package(set) var bind: [String]?
  /// Whether rows can be deleted (each row may override).
  public package(set) var deletable: Bool
  /// Whether the screen starts in editing mode.
  public package(set) var editing: Bool
  /// Paging over all rows in display order, if any.
  public package(set) var paging: Paging?
  /// Text shown when there are no rows.
  public package(set) var empty: InterpolatedText?
  /// A picker's groups of choices: one for the whole picker, or one per inline group.
  public package(set) var groups: [ChoiceGroup] = []
  /// Whether the screen's groups were written per section (inline groups).
  public package(set) var inlineGroups = false
  /// The search field, when the screen is `searchable`.
  public package(set) var search: Search?
  /// The insert row of a list drawn from state, shown in editing mode.
  public package(set) var addRow: AddRow?
  /// Whether the rows of a list drawn from state can be moved in editing mode.
  public package(set) var reorderable = false
  /// Plist keys of the pane's root the screens do not model (`settings:`).
  public package(set) var settings: [PassthroughKey]?
  /// Whether export writes the pane's `PreferenceSpecifiers` (`preferenceSpecifiers: false`:
  /// a plist without them, which holds only its `settings:`); such a screen has no rows.
  public package(set) var preferenceSpecifiers = true
  /// Where the screen was written, when the load kept it (``AppReader/keepsSources``).
  package var written: WrittenSource?
  /// The strings table its texts are looked up in before the default table
  /// (`stringsTable:`, as written: `Root` names the default table); nil when not given.
  public package(set) var stringsTable: String?
  /// The plists export writes the pane as (`plists:`); nil: its one plist.
  public package(set) var plists: [PlistFile]?
  /// What import said of the pane in the file's first line (its plist, its implied table).
  public package(set) var importNote: ImportNote?

  /// The sections that draw their rows from state.
  public var listSections: [Int] { sections.indices.filter { sections[$0].rowsFrom != nil } }

  /// Creates a screen.
  package init(
    id: String, title: InterpolatedText, unreadTitle: InterpolatedText? = nil,
    style: TableStyle = .plain,
    prompt: InterpolatedText? = nil, footer: InterpolatedText? = nil,
    selectionStyle: SelectionStyle? = nil,
    sections: [Section], selected: Int? = nil, bind: [String]? = nil, deletable: Bool = false,
    editing: Bool = false, paging: Paging? = nil, empty: InterpolatedText? = nil
  ) {
    self.id = id
    self.title = title
    self.unreadTitle = unreadTitle
    self.style = style
    self.prompt = prompt
    self.footer = footer
    self.selectionStyle = selectionStyle
    self.sections = sections
    self.selected = selected
    self.bind = bind
    self.deletable = deletable
    self.editing = editing
    self.paging = paging
    self.empty = empty
  }

  /// Whether the screen is a single-choice picker.
  public var isPicker: Bool { sections.contains { $0.rows.contains(where: \.isChoice) } }

  /// Every row in display order with its section and row index.
  package var allRows: [(section: Int, row: Int, value: Row)] {
    var out: [(Int, Int, Row)] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() { out.append((sectionIndex, rowIndex, row)) }
    }
    return out
  }

  /// How many rows the screen has in all, before paging or deletion.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// A picker's choices over all sections, in display order, with where each is.
  package var choices: [(id: (section: Int, row: Int), value: Row)] {
    allRows.filter(\.value.isChoice).map { ((section: $0.section, row: $0.row), $0.value) }
  }

  /// Whether a row may be deleted: its own `deletable`, else the screen's. Choices never.
  package func isDeletable(_ row: Row) -> Bool {
    !row.isChoice && (row.deletable ?? deletable)
  }
}
