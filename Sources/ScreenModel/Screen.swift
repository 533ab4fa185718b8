/// A list screen, decoded from one `*.yaml` file.
///
/// `rows:` and `choices:` become a single section; `sections:` gives several.
public struct Screen: Sendable, Hashable, Identifiable {
  /// The id: the file name without `.yaml`, unless the file sets `id:`.
  public package(set) var id: String
  /// The navigation-bar title.
  package var title: InterpolatedText
  /// The title while some loaded rows are unread.
  package var unreadTitle: InterpolatedText?
  /// Plain or grouped.
  package var style: TableStyle
  /// Header text above the first section (a picker's prompt).
  package var prompt: InterpolatedText?
  /// Text under the last section.
  package var footer: InterpolatedText?
  /// The screen's own selection style; nil defers to the theme, then `blue`.
  package var selectionStyle: SelectionStyle?
  /// The sections, in order.
  package var sections: [Section]
  /// For an unbound picker: the 0-based index of the current choice over all choices.
  package var selected: Int?
  /// For a bound picker: the state key path its current value lives at.
  package var bind: [String]?
  /// Whether rows can be deleted (each row may override).
  package var deletable: Bool
  /// Whether the screen starts in editing mode.
  package var editing: Bool
  /// Paging over all rows in display order, if any.
  package var paging: Paging?
  /// Text shown when there are no rows.
  package var empty: InterpolatedText?
  /// A picker's groups of choices: one for the whole picker, or one per inline group.
  package var groups: [ChoiceGroup] = []
  /// Whether the screen's groups were written per section (inline groups).
  package var inlineGroups = false
  /// The search field, when the screen is `searchable`.
  package var search: Search?
  /// The insert row of a list drawn from state, shown in editing mode.
  package var addRow: AddRow?
  /// Whether the rows of a list drawn from state can be moved in editing mode.
  package var reorderable = false
  /// Plist keys of the pane's root the screens do not model (`settings:`).
  package var settings: [PassthroughKey]?
  /// Whether export writes the pane's `PreferenceSpecifiers` (`preferenceSpecifiers: false`:
  /// a plist without them, which holds only its `settings:`); such a screen has no rows.
  package var preferenceSpecifiers = true
  /// Where the screen was written, when the load kept it (``AppReader/keepsSources``).
  package var written: WrittenSource?
  /// The strings table its texts are looked up in before the default table
  /// (`stringsTable:`, as written: `Root` names the default table); nil when not given.
  package var stringsTable: String?
  /// The plists export writes the pane as (`plists:`); nil: its one plist.
  package var plists: [PlistFile]?

  /// The sections that draw their rows from state.
  package var listSections: [Int] { sections.indices.filter { sections[$0].rowsFrom != nil } }

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
  package var isPicker: Bool { sections.contains { $0.rows.contains(where: \.isChoice) } }

  /// Every row in display order with its section and row index.
  package var allRows: [(section: Int, row: Int, value: Row)] {
    var out: [(Int, Int, Row)] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() { out.append((sectionIndex, rowIndex, row)) }
    }
    return out
  }

  /// How many rows the screen has in all, before paging or deletion.
  package var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// A picker's choices over all sections, in display order, with where each is.
  package var choices: [(id: (section: Int, row: Int), value: Row)] {
    allRows.filter(\.value.isChoice).map { ((section: $0.section, row: $0.row), $0.value) }
  }

  /// Whether a row may be deleted: its own `deletable`, else the screen's. Choices never.
  package func isDeletable(_ row: Row) -> Bool {
    !row.isChoice && (row.deletable ?? deletable)
  }
}
