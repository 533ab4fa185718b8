import ScreenModel

/// Identifies a row of a screen by its section and its index in that section, as written.
public struct RowID: Sendable, Hashable, Comparable {
  /// The 0-based section index.
  public var section: Int
  /// The 0-based row index within the section.
  public var row: Int

  /// Creates a row id.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders rows as they are displayed.
  public static func < (lhs: RowID, rhs: RowID) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// The state of one screen on the navigation stack.
public struct ScreenState: Sendable, Hashable {
  /// What the screen is.
  public enum Kind: Sendable, Hashable {
    /// A screen of the app, by id.
    case screen(String)
    /// The built-in detail screen a row with `body` pushes.
    case detail(title: String, detail: String?, body: String)
  }

  /// What the screen is.
  public var kind: Kind
  /// The highlighted (last tapped) row.
  public var highlighted: RowID?
  /// How many rows, in display order, have been revealed by paging (deleted ones included).
  public var loaded: Int
  /// Rows deleted so far.
  public var deleted: Set<RowID> = []
  /// Rows marked read by a tap.
  public var markedRead: Set<RowID> = []
  /// Whether the screen is in editing mode.
  public var editing: Bool
  /// The row whose Delete button a swipe revealed.
  public var swiped: RowID?
  /// The button whose action sheet is shown.
  public var sheet: RowID?
  /// The active search text, or nil.
  public var search: String?

  /// The state of a screen as first shown: its first page, editing as the screen says.
  public init(screen: Screen) {
    kind = .screen(screen.id)
    // Unpaged screens show every row, however many a list in state grows to.
    loaded = screen.paging.map { min($0.pageSize, screen.rowCount) } ?? Int.max
    editing = screen.editing
  }

  /// What the screen's rows keep for the session: pages loaded, deletions and read marks.
  public var marks: RowMarks {
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
    swiped = swiped.flatMap(shifted)
    markedRead = Set(markedRead.compactMap(shifted))
  }

  /// The state of a built-in detail screen.
  public init(detailTitle: String, detail: String?, body: String) {
    kind = .detail(title: detailTitle, detail: detail, body: body)
    loaded = 0
    editing = false
  }

  /// The screen id, or nil for a detail screen.
  public var screenID: String? {
    if case .screen(let id) = kind { return id }
    return nil
  }
}

/// What a screen's written rows keep for the session once it has been shown, so that it
/// opens again as it was left (as a list drawn from state keeps its items), and a badge
/// that reads its counts agrees with it.
public struct RowMarks: Sendable, Hashable {
  /// How many rows, in display order, paging has revealed (deleted ones included).
  public var loaded: Int
  /// Rows deleted.
  public var deleted: Set<RowID>
  /// Rows marked read by a tap.
  public var markedRead: Set<RowID>
}
