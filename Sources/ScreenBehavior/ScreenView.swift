import ScreenModel

/// A screen as it is to be drawn: every text resolved, every mark decided. The renderer
/// draws this and nothing else, so it never sees YAML, state or templates.
public struct ScreenView: Sendable, Hashable {
  /// The navigation-bar title (the unread title while rows are unread).
  public package(set) var title: String
  /// The back button's text: the parent screen's title, on a pushed screen.
  public package(set) var backTitle: String?
  /// The Edit/Done button, on screens with deletable rows.
  package var editButton: EditButton?
  /// Plain or grouped.
  public package(set) var style: TableStyle
  /// How the highlighted row is drawn.
  public package(set) var selectionStyle: SelectionStyle
  /// Text above the first section.
  public package(set) var prompt: String?
  /// The sections with their visible rows.
  public package(set) var sections: [SectionView]
  /// Text under the last section.
  public package(set) var footer: String?
  /// Text shown because no rows are left, if the screen sets one.
  public package(set) var emptyText: String?
  /// The body text of a built-in detail screen.
  public package(set) var body: String?
  /// The action sheet a button opened, drawn over the dimmed screen.
  package var sheet: SheetView?
  /// A one-line notice (a tapped link's address), shown until the next action.
  public package(set) var notice: String?
  /// The search field of a searchable screen.
  package var search: SearchView?
  /// The texts ScreenSpec draws itself, in the view's locale.
  package var texts = Texts()
  /// Whether the layout mirrors (a right-to-left locale).
  public package(set) var rightToLeft = false

  /// The built-in texts: the Edit/Done button, a swiped row's Delete, a sheet's Cancel.
  package struct Texts: Sendable, Hashable {
    /// The button that enters editing mode.
    package var edit = "Edit"
    /// The button that leaves it.
    package var done = "Done"
    /// A swiped row's button.
    package var delete = "Delete"
    /// An action sheet's last button.
    package var cancel = "Cancel"
    /// The back button's title when the previous screen's is too long to show.
    package var back = "Back"
    /// A switch's words when on and off (drawn beside it in text).
    package var on = "On"
    /// See ``on``.
    package var off = "Off"

    /// Creates the texts.
    package init(
      edit: String = "Edit", done: String = "Done", delete: String = "Delete",
      cancel: String = "Cancel", back: String = "Back", on: String = "On", off: String = "Off"
    ) {
      self.edit = edit
      self.done = done
      self.delete = delete
      self.cancel = cancel
      self.back = back
      self.on = on
      self.off = off
    }
  }

  /// Creates a view.
  package init(
    title: String, backTitle: String? = nil, editButton: EditButton? = nil,
    style: TableStyle = .plain, selectionStyle: SelectionStyle = .blue, prompt: String? = nil,
    sections: [SectionView] = [], footer: String? = nil, emptyText: String? = nil,
    body: String? = nil
  ) {
    self.title = title
    self.backTitle = backTitle
    self.editButton = editButton
    self.style = style
    self.selectionStyle = selectionStyle
    self.prompt = prompt
    self.sections = sections
    self.footer = footer
    self.emptyText = emptyText
    self.body = body
  }

  /// The navigation bar's right button.
  package enum EditButton: String, Sendable, Hashable {
    /// Enters editing mode.
    case edit = "Edit"
    /// Leaves editing mode (or hides a swiped row's Delete button).
    case done = "Done"
  }
}

/// A section as drawn.
public struct SectionView: Sendable, Hashable {
  /// Text above the rows.
  public package(set) var header: String?
  /// Text below the rows.
  public package(set) var footer: String?
  /// The visible rows.
  public package(set) var rows: [RowView]
  /// What VoiceOver reads for the header, when the screen file says (else the header).
  public package(set) var accessibilityLabel: String?

  /// Creates a section view.
  package init(header: String? = nil, footer: String? = nil, rows: [RowView]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// A row as drawn.
public struct RowView: Sendable, Hashable {
  /// The title.
  public package(set) var title: String
  /// Text under the title.
  public package(set) var subtitle: String?
  /// Text on the right.
  public package(set) var detail: String?
  /// The accessory (a picker's current choice has `.checkmark`).
  public package(set) var accessory: Accessory
  /// Whether the row is unread (drawn with emphasis).
  public package(set) var unread: Bool
  /// Whether the row is the highlighted (last tapped) one.
  public package(set) var highlighted: Bool
  /// Whether editing mode shows a delete control on the row.
  public package(set) var deleteControl: Bool
  /// Whether a swipe revealed the row's Delete button.
  public package(set) var showsDelete: Bool
  /// Whether this is the trailing load-more row.
  public package(set) var isLoadMore: Bool
  /// Whether an interactive preview's cursor is on the row (never set by a session).
  public package(set) var focused = false
  /// The control drawn on the row's line, for controls, buttons and links.
  package var control: ControlView?
  /// A count pill before the accessory (never empty or `0`).
  public package(set) var badge: String?
  /// Whether a condition disables the row (drawn dimmed and marked).
  public package(set) var disabled = false
  /// Whether the row shows a reorder grip (editing mode, `reorderable`).
  public package(set) var grip = false
  /// Whether this is a list's insert row (editing mode, `addRow`).
  public package(set) var isInsert = false
  /// The icon before the title.
  public package(set) var icon: RowIcon?
  /// Whether tapping the row opens a screen (`push`), a detail (`body`) or a mail sheet.
  public package(set) var opens = false
  /// Whether the row can be swiped and deleted.
  public package(set) var deletable = false
  /// The row's 1-based place among the rows an action can name (`tap 3` names the third),
  /// the load-more row included; nil for an insert row or a list group's add field.
  public package(set) var position: Int?
  /// What VoiceOver reads as the row's name, when the screen file says (else its title).
  public package(set) var accessibilityLabel: String?
  /// What VoiceOver reads as the row's hint, when the screen file says.
  public package(set) var accessibilityHint: String?

  /// Creates a row view.
  package init(
    title: String, subtitle: String? = nil, detail: String? = nil, accessory: Accessory = .none,
    unread: Bool = false, highlighted: Bool = false, deleteControl: Bool = false,
    showsDelete: Bool = false, isLoadMore: Bool = false, isInsert: Bool = false
  ) {
    self.isInsert = isInsert
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.accessory = accessory
    self.unread = unread
    self.highlighted = highlighted
    self.deleteControl = deleteControl
    self.showsDelete = showsDelete
    self.isLoadMore = isLoadMore
  }
}

/// An action sheet as drawn: its texts, the confirming button and Cancel.
package struct SheetView: Sendable, Hashable {
  /// The sheet's title.
  package var title: String?
  /// The sheet's message.
  package var message: String?
  /// The confirming button's title.
  package var button: String
  /// Whether the confirming button is destructive (drawn red).
  package var destructive: Bool
  /// The button with an interactive preview's cursor: 0 the confirming one, 1 Cancel.
  package var focused: Int?

  /// Creates a sheet view.
  package init(title: String?, message: String?, button: String, destructive: Bool) {
    self.title = title
    self.message = message
    self.button = button
    self.destructive = destructive
  }
}

/// A search field as drawn: its placeholder and the active text, if any.
package struct SearchView: Sendable, Hashable {
  /// The placeholder.
  package var prompt: String
  /// The text searched for, or nil.
  package var text: String?

  /// Creates a search field view.
  package init(prompt: String, text: String?) {
    self.prompt = prompt
    self.text = text
  }
}
