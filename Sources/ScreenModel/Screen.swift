/// A list screen, decoded from one `*.yaml` file.
///
/// `rows:` and `choices:` become a single section; `sections:` gives several.
public struct Screen: Sendable, Hashable, Identifiable {
  /// The id: the file name without `.yaml`, unless the file sets `id:`.
  public var id: String
  /// The navigation-bar title.
  public var title: Template
  /// The title while some loaded rows are unread.
  public var unreadTitle: Template?
  /// Plain or grouped.
  public var style: TableStyle
  /// Header text above the first section (a picker's prompt).
  public var prompt: Template?
  /// Text under the last section.
  public var footer: Template?
  /// The screen's own selection style; nil defers to the theme, then `blue`.
  public var selectionStyle: SelectionStyle?
  /// The sections, in order.
  public var sections: [Section]
  /// For an unbound picker: the 0-based index of the current choice over all choices.
  public var selected: Int?
  /// For a bound picker: the state key path its current value lives at.
  public var bind: [String]?
  /// Whether rows can be deleted (each row may override).
  public var deletable: Bool
  /// Whether the screen starts in editing mode.
  public var editing: Bool
  /// Paging over all rows in display order, if any.
  public var paging: Paging?
  /// Text shown when there are no rows.
  public var empty: Template?
  /// A picker's groups of choices: one for the whole picker, or one per inline group.
  public var groups: [ChoiceGroup] = []
  /// Whether the screen's groups were written per section (inline groups).
  public var inlineGroups = false
  /// The search field, when the screen is `searchable`.
  public var search: Search?
  /// The insert row of a list drawn from state, shown in editing mode.
  public var addRow: AddRow?
  /// Whether the rows of a list drawn from state can be moved in editing mode.
  public var reorderable = false

  /// The sections that draw their rows from state.
  public var listSections: [Int] { sections.indices.filter { sections[$0].rowsFrom != nil } }

  /// Creates a screen.
  public init(
    id: String, title: Template, unreadTitle: Template? = nil, style: TableStyle = .plain,
    prompt: Template? = nil, footer: Template? = nil, selectionStyle: SelectionStyle? = nil,
    sections: [Section], selected: Int? = nil, bind: [String]? = nil, deletable: Bool = false,
    editing: Bool = false, paging: Paging? = nil, empty: Template? = nil
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
  public var allRows: [(section: Int, row: Int, value: Row)] {
    var out: [(Int, Int, Row)] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() { out.append((sectionIndex, rowIndex, row)) }
    }
    return out
  }

  /// How many rows the screen has in all, before paging or deletion.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// A picker's choices over all sections, in display order, with where each is.
  public var choices: [(id: (section: Int, row: Int), value: Row)] {
    allRows.filter(\.value.isChoice).map { ((section: $0.section, row: $0.row), $0.value) }
  }

  /// Whether a row may be deleted: its own `deletable`, else the screen's. Choices never.
  public func isDeletable(_ row: Row) -> Bool {
    !row.isChoice && (row.deletable ?? deletable)
  }
}
