/// A group of rows with an optional header and footer.
///
/// The YAML spelling is `{header, footer, rows}` or `{header, footer, choices}`.
package struct Section: Sendable, Hashable {
  /// Text above the rows.
  package var header: InterpolatedText?
  /// Text below the rows.
  package var footer: InterpolatedText?
  /// The rows (or choices), possibly none.
  package var rows: [Row]
  /// For a list drawn from state: where its rows come from (`rows` then stays empty).
  package var rowsFrom: RowsFrom?
  /// For a list drawn from state: its own add row and `deletable` (an IASK list group),
  /// boxed so that the many sections without them stay as small as before.
  package var listGroup: ListGroupKeys?
  /// The add row always drawn after the list's items, as an IASK list group draws its
  /// `AddSpecifier` (`addRow:` on the section); `add TEXT` appends an item without editing
  /// mode.
  package var addRow: AddRow? { listGroup?.addRow }
  /// Whether the list's items can be swiped to delete (`deletable:` on the section, IASK's
  /// `Deletable`); nil defers to the screen.
  package var deletable: Bool? { listGroup?.deletable }
  /// While false, the section is hidden.
  package var visibleIf: Condition?
  /// While false, the section's rows are disabled.
  package var enabledIf: Condition?
  /// What VoiceOver reads for the section's header instead of it.
  package var accessibilityLabel: InterpolatedText?
  /// Plist keys the screens do not model, written back by export (`settings:`).
  package var settings: [PassthroughKey]?
  /// Whether a Settings.bundle starts the section with a group of its own though it has
  /// no header or footer (`groupSpecifier: true`); nothing draws differently.
  package var groupSpecifier = false

  /// Creates a section.
  package init(header: InterpolatedText? = nil, footer: InterpolatedText? = nil, rows: [Row]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// How a row that pushes a picker shows it.
package enum PickerStyle: String, Sendable, Hashable, CaseIterable {
  /// A row that pushes the picker (the default).
  case navigationLink
  /// The choices drawn inline on the row, as a segmented control.
  case segmented
}
