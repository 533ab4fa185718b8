/// A screen as a UI toolkit draws it: the session's ``ScreenView`` mapped to sections of
/// ``RowModel``s, each saying what it shows and which ``Action`` each gesture sends to
/// ``Session/apply(_:)``. Made by ``init(_:)`` from a session; nothing in it is SwiftUI, so
/// what an app will show and send is tested on every platform.
///
/// ```swift
/// var session = try Session(app: app, screen: "posts")
/// let list = ListModel(session)
/// list.title                                   // "Posts (4 unread)"
/// try session.apply(list.sections[0].rows[1].tap!)
/// ```
public struct ListModel: Sendable, Hashable {
  /// The id of the screen drawn, nil on a built-in detail screen (a post's body).
  public internal(set) var screen: String?
  /// The navigation-bar title.
  public internal(set) var title: String
  /// The back button's text, on a pushed screen.
  public internal(set) var backTitle: String?
  /// What the back button sends (`back`), on a pushed screen.
  public internal(set) var back: Action?
  /// Plain or grouped.
  public internal(set) var style: TableStyle
  /// The colours the highlighted (last tapped) row is drawn in, as the text render's
  /// colour legend names them; nil when the selection style is `none`.
  public internal(set) var highlight: Highlight?
  /// Text above the first section.
  public internal(set) var prompt: String?
  /// The sections with their visible rows.
  public internal(set) var sections: [ListSection]
  /// Text under the last section.
  public internal(set) var footer: String?
  /// Text shown because no rows are left.
  public internal(set) var emptyText: String?
  /// The body text of a built-in detail screen.
  public internal(set) var body: String?
  /// A one-line notice (a tapped link's address), until the next action.
  public internal(set) var notice: String?
  /// The Edit/Done button, on screens with deletable, movable or addable rows.
  public internal(set) var editButton: BarButton?
  /// The action sheet a button opened.
  public internal(set) var sheet: SheetModel?
  /// The search field of a searchable screen: its placeholder.
  public internal(set) var searchPrompt: String?
  /// The active search text.
  public internal(set) var searchText: String?
  /// Whether the layout mirrors (a right-to-left locale).
  public internal(set) var rightToLeft: Bool
  /// A swiped row's Delete button's text (translated).
  public internal(set) var deleteTitle = "Delete"

  /// Every row of every section, in display order.
  public var rows: [RowModel] { sections.flatMap(\.rows) }

  /// What typing into the search field sends (an empty text clears the search).
  public func searching(_ text: String) -> Action? {
    searchPrompt == nil ? nil : .search(text)
  }
}

/// A section of a ``ListModel``.
public struct ListSection: Sendable, Hashable, Identifiable {
  /// The section's place in the list (0-based), stable while the screen is shown.
  public internal(set) var id: Int
  /// Text above the rows.
  public internal(set) var header: String?
  /// Text below the rows.
  public internal(set) var footer: String?
  /// The rows.
  public internal(set) var rows: [RowModel]
}

/// The colours of a highlighted row: a themed `selectionStyle`, or UIKit's blue (white on
/// blue) or gray (black on light gray) highlight, as the text render's legend draws them.
public struct Highlight: Sendable, Hashable {
  /// The row's background.
  public internal(set) var background: Colour
  /// The row's text.
  public internal(set) var text: Colour

  /// The highlight a selection style draws, nil for `none`.
  public init?(_ style: SelectionStyle) {
    switch style {
    case .blue: (background, text) = (.named(.blue), .named(.white))
    case .gray: (background, text) = (.named(.lightGray), .named(.black))
    case .none: return nil
    case .custom(let background, let text): (self.background, self.text) = (background, text)
    }
  }
}

/// A navigation-bar button: its text and what it sends.
public struct BarButton: Sendable, Hashable {
  /// The text (`Edit`, `Done`, translated).
  public internal(set) var title: String
  /// What tapping it sends.
  public internal(set) var action: Action
}

/// An action sheet: its texts and what each button sends.
public struct SheetModel: Sendable, Hashable {
  /// The sheet's title.
  public internal(set) var title: String?
  /// The sheet's message.
  public internal(set) var message: String?
  /// The confirming button's text.
  public internal(set) var button: String
  /// Whether the confirming button is destructive.
  public internal(set) var destructive: Bool
  /// The Cancel button's text (translated).
  public internal(set) var cancelTitle: String
  /// What the confirming button sends.
  public internal(set) var confirm: Action
  /// What the app is told once the confirming button is pressed (a button with an `id`).
  public internal(set) var confirmRequest: AppRequest?
  /// What Cancel sends.
  public internal(set) var cancel: Action
}
