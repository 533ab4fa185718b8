/// How the selected (last tapped) row is drawn.
///
/// The YAML spellings are `blue`, `gray`, `none` and `{background: red, text: white}`.
public enum SelectionStyle: Sendable, Hashable {
  /// UIKit's blue highlight with white text (the default).
  case blue
  /// UIKit's gray highlight.
  case gray
  /// No highlight at all.
  case none
  /// A themed highlight: a background and a text colour.
  case custom(background: Colour, text: Colour)
}

/// What a screen's table looks like. The YAML spelling is `style: grouped`.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
  /// Full-width rows with separators.
  case plain
  /// Groups of full-width rows, headers above and footers below (`UITableView.Style.grouped`).
  case grouped
  /// Groups inset from the edges with rounded corners: iOS's current grouped look, as in
  /// Settings (`.insetGrouped`). Plain text draws it as `grouped`.
  case insetGrouped

  /// Whether rows are drawn in groups (`grouped` or `insetGrouped`).
  public var isGrouped: Bool { self != .plain }
}

/// The control at a row's right edge. The YAML spelling is `accessory: checkmark`.
public enum Accessory: String, Sendable, Hashable, CaseIterable {
  /// Nothing.
  case none
  /// A checkmark, as on a picker's current choice.
  case checkmark
  /// A chevron: tapping shows more.
  case disclosure
  /// A detail (info) button.
  case detail
}

/// Paging: how many rows show at first, and the text of the trailing load-more row.
///
/// The YAML spelling is `paging: {pageSize: 20, loadMore: "Load More…"}`.
public struct Paging: Sendable, Hashable {
  /// Rows shown at first, and added by each load.
  public package(set) var pageSize: Int
  /// The load-more row's title.
  public package(set) var loadMoreTitle: String

  /// The load-more row's title when a screen sets none.
  package static let defaultLoadMoreTitle = "Load More…"
  /// The default title as `--ascii` draws it.
  package static let defaultLoadMoreTitleASCII = "Load More..."

  /// Creates paging settings.
  package init(pageSize: Int, loadMoreTitle: String = Paging.defaultLoadMoreTitle) {
    self.pageSize = pageSize
    self.loadMoreTitle = loadMoreTitle
  }
}

/// What every screen of an app shares. The YAML spelling is `theme:` in `app.yaml`.
public struct Theme: Sendable, Hashable {
  /// The selection style of screens that set none.
  public package(set) var selectionStyle: SelectionStyle?

  /// Creates a theme.
  package init(selectionStyle: SelectionStyle? = nil) {
    self.selectionStyle = selectionStyle
  }
}
