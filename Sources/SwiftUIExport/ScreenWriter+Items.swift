import ScreenModel

/// The items of a list of mappings in state: each one's row, its badge, and its `read`
/// field (unread items bold, an opened one marked read).
extension ScreenWriter {
  /// One item of a list of mappings: its `row:` template's texts, else its own `title`,
  /// `subtitle` and `detail` fields, as `RowsFrom` makes its row.
  mutating func mappingRow(_ rowsFrom: RowsFrom, list: String) -> String {
    // The fields the list's items have now (each row shows those it has).
    var names: Set<String> = []
    if case .list(let items)? = app.state.value(at: rowsFrom.key) {
      for case .mapping(let fields) in items { names.formUnion(fields.entries.map(\.key)) }
    }
    func field(_ name: String) -> String? {
      names.contains(name) ? "Text(item[\(SwiftNames.literal(name))] ?? \"\")" : nil
    }
    var title = field("title") ?? "Text(\"\")"
    var subtitle = field("subtitle")
    var detail = field("detail")
    if let template = rowsFrom.template {
      itemFields = true
      title = template.title.map { "Text(\(text($0, key: "row")))" } ?? "Text(\"\")"
      subtitle = template.subtitle.map { "Text(\(text($0, key: "row")))" }
      detail = template.detail.map { "Text(\(text($0, key: "row")))" }
      itemFields = false
    }
    var label = title
    if let subtitle {
      label =
        "VStack(alignment: .leading) {\n  \(title)\n  \(subtitle)"
        + ".font(.subheadline).foregroundStyle(.secondary)\n}"
    }
    var shown = label
    if let detail { shown = "LabeledContent {\n  \(detail)\n} label: {\n\(indentLines(label))\n}" }
    // An item with a `read` field other than `true` is unread: bold, as `render` draws it.
    let reads = names.contains("read")
    if reads { shown += "\n.bold(\(Self.unread("item")))" }
    var badge = ""
    if rowsFrom.template == nil ? names.contains("badge") : rowsFrom.template?.badge != nil {
      if !helpers.contains(Self.badgeHelper) { helpers.append(Self.badgeHelper) }
      itemFields = true
      let text = rowsFrom.template?.badge.map { "String(localized: \(self.text($0, key: "row")))" }
      itemFields = false
      badge = "\n.badge(Self.badge(\(text ?? "item[\"badge\"]")))"
    }
    guard rowsFrom.template == nil, names.contains("body") else {
      // An item that opens nothing is read when tapped, as `Session` marks it.
      guard reads else { return shown + badge }
      if !helpers.contains(Self.markReadHelper) { helpers.append(Self.markReadHelper) }
      return "Button {\n  Self.markRead(item, in: &\(model()).\(list))\n} label: {\n"
        + indentLines(shown) + "\n}\n.foregroundStyle(.primary)" + badge
    }
    // An item with a body pushes it, under its detail, titled by its title.
    let page =
      "List {\n" + (detail.map { "    \($0)\n" } ?? "") + "    Text(itemBody)\n  }\n"
      + "  .navigationTitle(\(title))" + (reads ? markItemRead(list) : "")
    return
      "if let itemBody = item[\"body\"] {\n  NavigationLink {\n  \(indentLines(page))\n  } label: {\n"
      + indentLines(indentLines(shown)) + "\n  }" + badge.replacingOccurrences("\n", "\n  ")
      + "\n} else {\n" + indentLines(shown + badge) + "\n}"
  }

  /// `badge(_:)`: a listed item's badge as `render` draws it, none when it is empty or a
  /// count of zero.
  static let badgeHelper = """
      /// A listed item's badge: none when it is empty or a count of zero, as `render` draws it.
      private static func badge(_ text: String?) -> Text? {
        guard let text, text.contains(where: { $0 != "0" && $0 != " " }) else { return nil }
        return Text(text)
      }

    """

  /// Whether a listed item (a Swift expression of a mapping) is unread, as `RowsFrom`
  /// reads it: it has a `read` field, and that is not `true`.
  static func unread(_ item: String) -> String {
    "\(item)[\"read\", default: \"true\"] != \"true\""
  }

  /// What opening a listed item does: it is read, as `Session` marks it. It is marked as
  /// its page goes (back to the list, where it shows read), not as it opens: a changed item
  /// is another row of a `ForEach` by `\.self`, and the link to its page would be gone.
  mutating func markItemRead(_ list: String) -> String {
    if !helpers.contains(Self.markReadHelper) { helpers.append(Self.markReadHelper) }
    return "\n  .onDisappear { Self.markRead(item, in: &\(model()).\(list)) }"
  }

  /// `markRead(_:in:)`: marks a listed item read.
  static let markReadHelper = """
      /// Marks a listed item read (its `read` field `true`), as opening it does.
      private static func markRead(_ item: [String: String], in list: inout [[String: String]]) {
        guard item["read"] != nil, let index = list.firstIndex(of: item) else { return }
        list[index]["read"] = "true"
      }

    """
}
