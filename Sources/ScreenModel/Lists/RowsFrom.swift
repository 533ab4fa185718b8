/// Rows drawn from a list in state: one row per item (`rowsFrom: servers`).
///
/// A text item is the row's title; a mapping item uses the row keys (`title`, `detail`,
/// `subtitle`, `read`, `badge`, `body`), or the `row:` template shapes it
/// (`row: {title: "{item.name}", detail: "{item.host}"}`).
public struct RowsFrom: Sendable, Hashable {
  /// The state key holding the list.
  public package(set) var key: [String]
  /// How a mapping item becomes a row, when the items are not rows already.
  public package(set) var template: RowTemplate?

  /// Creates a list source.
  package init(key: [String], template: RowTemplate? = nil) {
    self.key = key
    self.template = template
  }

  /// The rows for a list's items, in order.
  package func rows(_ items: [StateValue]) -> [Row] {
    items.map(row)
  }

  /// The row one item draws.
  package func row(_ item: StateValue) -> Row {
    switch item {
    case .text(let text):
      return Row(title: InterpolatedText(literal: text))
    case .list:
      return Row(title: InterpolatedText(literal: ""))
    case .mapping:
      func field(_ name: String) -> String? { item.text(at: [name]) }
      // `{item.FIELD}` is filled in now; state keys and counts are read when drawn.
      func shaped(_ template: InterpolatedText?) -> InterpolatedText? {
        template?.filling { path in
          path.first == "item" ? item.text(at: path.dropFirst()) ?? "" : nil
        }
      }
      var row: Row
      if let template {
        row = Row(title: shaped(template.title) ?? InterpolatedText(literal: ""))
        row.detail = shaped(template.detail)
        row.subtitle = shaped(template.subtitle)
        row.badge = shaped(template.badge)
      } else {
        row = Row(title: InterpolatedText(literal: field("title") ?? ""))
        row.detail = field("detail").map(InterpolatedText.init(literal:))
        row.subtitle = field("subtitle").map(InterpolatedText.init(literal:))
        row.badge = field("badge").map(InterpolatedText.init(literal:))
        if let body = field("body") { row.kind = .body(InterpolatedText(literal: body)) }
      }
      if let read = field("read") { row.read = read == "true" }
      return row
    }
  }
}

/// The `row:` template of a `rowsFrom` list: texts that read `{item.FIELD}`.
public struct RowTemplate: Sendable, Hashable {
  /// The row's title.
  public package(set) var title: InterpolatedText?
  /// The row's detail.
  public package(set) var detail: InterpolatedText?
  /// The row's subtitle.
  public package(set) var subtitle: InterpolatedText?
  /// The row's badge.
  public package(set) var badge: InterpolatedText?

  /// Creates a template.
  package init(
    title: InterpolatedText? = nil, detail: InterpolatedText? = nil,
    subtitle: InterpolatedText? = nil,
    badge: InterpolatedText? = nil
  ) {
    self.title = title
    self.detail = detail
    self.subtitle = subtitle
    self.badge = badge
  }

  /// The item fields the template reads.
  package var fields: [String] {
    [title, detail, subtitle, badge].compactMap { $0 }.flatMap(\.segments).compactMap { segment in
      if case .state(let path) = segment, path.first == "item", path.count == 2 { return path[1] }
      return nil
    }
  }
}

/// A section's own keys for its list (an IASK list group): its add row and `deletable`.
/// One case, stored indirectly: a section holds a pointer, not the texts.
public indirect enum ListGroupKeys: Sendable, Hashable {
  /// The add row (nil: none) and `deletable` (nil: the screen's).
  case keys(addRow: AddRow?, deletable: Bool?)

  /// The add row.
  package var addRow: AddRow? {
    switch self {
    case .keys(let addRow, _): addRow
    }
  }

  /// Whether the items can be deleted.
  package var deletable: Bool? {
    switch self {
    case .keys(_, let deletable): deletable
    }
  }
}

/// The insert row shown in editing mode on a screen whose list can grow.
///
/// The YAML spelling is `addRow: {title: Add Server, placeholder: host name}`.
public struct AddRow: Sendable, Hashable {
  /// The insert row's title.
  public package(set) var title: InterpolatedText
  /// What the new item's text looks like.
  public package(set) var placeholder: InterpolatedText?

  /// Creates an insert row.
  package init(title: InterpolatedText, placeholder: InterpolatedText? = nil) {
    self.title = title
    self.placeholder = placeholder
  }
}
