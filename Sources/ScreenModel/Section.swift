/// A group of rows with an optional header and footer.
///
/// The YAML spelling is `{header, footer, rows}` or `{header, footer, choices}`.
public struct Section: Sendable, Hashable {
  /// Text above the rows.
  public package(set) var header: InterpolatedText?
  /// Text below the rows.
  public package(set) var footer: InterpolatedText?
  /// The rows (or choices), possibly none.
  public package(set) var rows: [Row]
  /// How many of the rows are choices: counted in the model's own module, where a row's
  /// `isChoice` is read in place (asked of `rows[i]` from another module, it copies the
  /// row, every field retained and released: 100,000 copies for 10,000 pickers).
  package var choiceCount: Int {
    var count = 0
    for index in rows.indices where rows[index].isChoice { count += 1 }
    return count
  }
  /// For a list drawn from state: where its rows come from (`rows` then stays empty).
  public package(set) var rowsFrom: RowsFrom?
  /// For a list drawn from state: its own add row and `deletable` (an IASK list group),
  /// boxed so that the many sections without them stay as small as before.
  public package(set) var listGroup: ListGroupKeys?
  /// The add row always drawn after the list's items, as an IASK list group draws its
  /// `AddSpecifier` (`addRow:` on the section); `add TEXT` appends an item without editing
  /// mode.
  public var addRow: AddRow? { listGroup?.addRow }
  /// Whether the list's items can be swiped to delete (`deletable:` on the section, IASK's
  /// `Deletable`); nil defers to the screen.
  public var deletable: Bool? { listGroup?.deletable }
  /// While false, the section is hidden.
  public package(set) var visibleIf: Condition?
  /// While false, the section's rows are disabled.
  public package(set) var enabledIf: Condition?
  /// What VoiceOver reads for the section's header instead of it.
  public package(set) var accessibilityLabel: InterpolatedText?
  /// Plist keys the screens do not model, written back by export (`settings:`).
  public package(set) var settings: [PassthroughKey]?
  /// Whether a Settings.bundle starts the section with a group of its own though it has
  /// no header or footer (`groupSpecifier: true`); nothing draws differently.
  public package(set) var groupSpecifier = false

  /// Creates a section.
  package init(header: InterpolatedText? = nil, footer: InterpolatedText? = nil, rows: [Row]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// How a row that pushes a picker shows it.
public enum PickerStyle: String, Sendable, Hashable, CaseIterable {
  /// A row that pushes the picker (the default).
  case navigationLink
  /// The choices drawn inline on the row, as a segmented control.
  case segmented
}
