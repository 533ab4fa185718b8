import ScreenModel

/// What a text snapshot pins of a screen besides its drawing: every row of the screen
/// (drawn or not: on a later page, hidden by a condition), what each does, the look the
/// drawing resolves, and the texts only other states draw. Built only for snapshots
/// (`Session.pinnedScreen`), never for a drawing.
package struct PinnedScreen: Sendable, Hashable {
  /// The table style as written (`insetGrouped` draws as `grouped`).
  package var style: TableStyle
  /// The selection style a highlighted row would be drawn with: the screen's, else the
  /// app theme's, else `blue`.
  package var selectionStyle: SelectionStyle
  /// Every row of the screen: the drawn ones in drawing order, then the others in
  /// written order.
  package var rows: [PinnedRow]
  /// The texts drawn only in some states, by what they are, in the screen's order.
  package var stateTexts: [StateText]

  /// Creates a pinned screen.
  package init(
    style: TableStyle = .plain, selectionStyle: SelectionStyle = .blue, rows: [PinnedRow] = [],
    stateTexts: [StateText] = []
  ) {
    self.style = style
    self.selectionStyle = selectionStyle
    self.rows = rows
    self.stateTexts = stateTexts
  }
}

/// A row of a pinned screen: its texts as shown, its icon, and what tapping it (or
/// dragging it) does.
package struct PinnedRow: Sendable, Hashable {
  /// The title as shown.
  package var title: String
  /// The subtitle as shown.
  package var subtitle: String?
  /// The detail as shown.
  package var detail: String?
  /// Why the drawing does not show the row; nil when it does.
  package var absence: Absence?
  /// The icon before the title.
  package var icon: RowIcon?
  /// What tapping the row does that the drawing does not show.
  package var tap: TapView?
  /// Its read state as written (nil: none; false: unread).
  package var read: Bool?
  /// Whether a swipe deletes it (the row's, its section's or its screen's `deletable`).
  package var deletable: Bool

  /// Creates a pinned row.
  package init(
    title: String, subtitle: String? = nil, detail: String? = nil, absence: Absence? = nil,
    icon: RowIcon? = nil, tap: TapView? = nil, read: Bool? = nil, deletable: Bool = false
  ) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.absence = absence
    self.icon = icon
    self.tap = tap
    self.read = read
    self.deletable = deletable
  }

  /// Why a row of the screen is not drawn.
  package enum Absence: String, Sendable, Hashable {
    /// A `visibleIf` (the row's or its section's) is false now.
    case hidden
    /// Paging has not revealed it yet (a later page, behind Load More).
    case notLoaded = "not loaded"
    /// It was deleted.
    case deleted
    /// An active search does not match it.
    case noMatch = "no match"
  }
}

/// A text of a screen that only some states draw (its `empty` text, a plural text's
/// forms), as written in the drawing's language.
package struct StateText: Sendable, Hashable {
  /// What it is, as a screen file names it: `empty`, `searchEmpty`, `unreadTitle`,
  /// `footer`, `'Inbox' detail`.
  package var name: String
  /// The text as written, with its `{name}` references; for a plural text, each form by
  /// its category (`zero`, `one`, …, `other`).
  package var forms: [(category: String?, text: String)]

  /// Creates a state text.
  package init(name: String, forms: [(category: String?, text: String)]) {
    self.name = name
    self.forms = forms
  }

  package static func == (a: StateText, b: StateText) -> Bool {
    a.name == b.name
      && a.forms.elementsEqual(b.forms) { $0.category == $1.category && $0.text == $1.text }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    for form in forms {
      hasher.combine(form.category)
      hasher.combine(form.text)
    }
  }
}
