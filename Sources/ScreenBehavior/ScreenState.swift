import ScreenModel

/// Identifies a row of a screen by its section and its index in that section, as written.
package struct RowID: Sendable, Hashable, Comparable {
  /// The 0-based section index.
  package var section: Int
  /// The 0-based row index within the section.
  package var row: Int

  /// Creates a row id.
  package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders rows as they are displayed.
  package static func < (lhs: RowID, rhs: RowID) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// The state of one screen on the navigation stack.
public struct ScreenState: Sendable, Hashable {
  /// What the screen is.
  package enum Kind: Sendable, Hashable {
    /// A screen of the app, by id.
    case screen(String)
    /// The built-in detail screen a row with `body` pushes.
    case detail(title: String, detail: String?, body: String)
  }

  /// What the screen is.
  package var kind: Kind
  /// The highlighted (last tapped) row.
  package var highlighted: RowID?
  /// How many rows, in display order, have been revealed by paging (deleted ones included).
  package var loaded: Int
  /// Rows deleted so far.
  package var deleted: Set<RowID> = []
  /// Rows marked read by a tap.
  package var markedRead: Set<RowID> = []
  /// Whether the screen is in editing mode.
  package var editing: Bool
  /// The row whose Delete button a swipe revealed.
  package var swiped: RowID?
  /// The button whose action sheet is shown.
  package var sheet: RowID?
  /// The date picker opened under its row (a tap opens it, another closes it).
  package var openPicker: RowID?
  /// The active search text, or nil.
  package var search: String?

  /// The state of a screen as first shown: its first page, editing as the screen says.
  package init(screen: Screen) {
    kind = .screen(screen.id)
    // Unpaged screens show every row, however many a list in state grows to.
    loaded = screen.paging.map { min($0.pageSize, screen.rowCount) } ?? Int.max
    editing = screen.editing
  }

  /// What the screen's rows keep for the session: pages loaded, deletions and read marks.
  package var marks: RowMarks {
    get { RowMarks(loaded: loaded, deleted: deleted, markedRead: markedRead) }
    set {
      loaded = newValue.loaded
      deleted = newValue.deleted
      markedRead = newValue.markedRead
    }
  }

  /// Forgets a removed row of a list drawn from state: rows after it in its section move
  /// up one place, with their highlight, swipe and read marks.
  mutating func forget(_ removed: RowID) {
    func shifted(_ id: RowID) -> RowID? {
      guard id.section == removed.section, id.row >= removed.row else { return id }
      return id.row == removed.row ? nil : RowID(section: id.section, row: id.row - 1)
    }
    highlighted = highlighted.flatMap(shifted)
    openPicker = openPicker.flatMap(shifted)
    swiped = swiped.flatMap(shifted)
    markedRead = Set(markedRead.compactMap(shifted))
  }

  /// The state of a built-in detail screen.
  package init(detailTitle: String, detail: String?, body: String) {
    kind = .detail(title: detailTitle, detail: detail, body: body)
    loaded = 0
    editing = false
  }

  /// The screen id, or nil for a detail screen.
  package var screenID: String? {
    if case .screen(let id) = kind { return id }
    return nil
  }
}

/// What a screen's written rows keep for the session once it has been shown, so that it
/// opens again as it was left (as a list drawn from state keeps its items), and a badge
/// that reads its counts agrees with it.
package struct RowMarks: Sendable, Hashable {
  /// How many rows, in display order, paging has revealed (deleted ones included).
  package var loaded: Int
  /// Rows deleted.
  package var deleted: Set<RowID>
  /// Rows marked read by a tap.
  package var markedRead: Set<RowID>
}
