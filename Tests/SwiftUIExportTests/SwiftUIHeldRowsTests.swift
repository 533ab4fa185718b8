import Fixtures
import Testing

@testable import ScreenBehavior
@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// Issue #52: rows the app holds that the generator once refused as "not yet" (a listed
/// item's `read`), each written as `render` draws it and `Session` changes it, and
/// type-checked against the stand-in.

/// A listed item's `read`: an item whose `read` is not `true` is bold and counted unread
/// (in the unread title, `{unread}` and another screen's `{unread:SCREEN}`); opening one
/// marks it read, as `Session` does.
@Test func aListedItemsReadIsDrawnCountedAndMarkedOnOpening() throws {
  let app = try load(yaml: [
    "app.yaml": """
    state:
      mail:
        - {title: Hello, body: Hi there, read: "false"}
        - {title: Older, body: Seen, read: "true"}
        - {title: Plain}
      tags: [{name: Work, read: "false"}]
    start: home
    """,
    "home.yaml": """
    title: Home
    rows:
      - {title: Inbox, push: inbox, badge: "{unread:inbox}"}
    """,
    "inbox.yaml": """
    title: Inbox
    unreadTitle: "Inbox ({unread})"
    empty: No mail
    sections:
      - rowsFrom: mail
      - rowsFrom: tags
        row: {title: "{item.name}"}
    """,
  ])
  var session = try Session(app: app, screen: "inbox")
  #expect(session.view.sections.flatMap(\.rows).map(\.unread) == [true, false, false, true])
  #expect(session.view.title == "Inbox (2)")
  try session.apply("tap Hello", "back")
  #expect(session.view.sections.flatMap(\.rows).map(\.unread) == [false, false, false, true])
  #expect(session.view.title == "Inbox (1)")
  let file = try written(app, "InboxView.swift")
  let unread = #"["read", default: "true"] != "true""#
  let counted =
    #"model.mail.filter { $0\#(unread) }.count + model.tags.filter { $0\#(unread) }.count"#
  expectHolds(
    file,
    [
      "          .bold(item\(unread))\n",
      "            .onDisappear { Self.markRead(item, in: &model.mail) }\n",
      "    .navigationTitle(\(counted) > 0 ? Text(\"Inbox (\\(\(counted)))\") : Text(\"Inbox\"))",
      "  private static func markRead(_ item: [String: String], in list: inout [[String: String]]) {",
      // Its empty text while the lists are empty (not always).
      "      if model.mail.isEmpty && model.tags.isEmpty {\n        Text(\"No mail\")",
    ])
  // The template's list is read, and has no page to open: a tap reads it, as in `Session`.
  #expect(file.components(separatedBy: ".bold(").count == 4)
  #expect(file.contains("Button {\n") && file.contains("Self.markRead(item, in: &model.tags)\n"))
  #expect(!file.contains(".onDisappear { Self.markRead(item, in: &model.tags) }"))
  let home = try written(app, "HomeView.swift")
  #expect(home.contains(".badge(\(counted))"))
  #expect(SwiftUIExport.generate(app) == SwiftUIExport.generate(app))
}

/// Rows the app loads, reads and deletes over several sections: each section shows its own
/// loaded rows (by their positions in the screen's file), pages load over all of them in
/// order, and the load-more row is in the last section, as `render` draws them.
@Test func rowsTheAppHoldsOverSeveralSectionsAreShownByTheirSections() throws {
  let app = try load(yaml: [
    "feed.yaml": """
    paging: {pageSize: 3}
    deletable: true
    title: Feed
    unreadTitle: "Feed ({unread})"
    sections:
      - header: Today
        rows:
          - {title: Alpha, read: false, body: a}
          - {title: Beta, deletable: false}
      - header: Earlier
        rows:
          - {title: Gamma, read: false, body: c}
          - {title: Delta}
    """,
    "app.yaml": "start: feed\n",
  ])
  var session = try Session(app: app, screen: "feed")
  #expect(
    session.view.sections.map { $0.rows.map(\.title) } == [
      ["Alpha", "Beta"], ["Gamma", "Load More…"],
    ])
  #expect(session.view.title == "Feed (2)")
  try session.apply("tap Gamma", "back", "tap Load More…")
  #expect(
    session.view.sections.map { $0.rows.map(\.title) } == [["Alpha", "Beta"], ["Gamma", "Delta"]])
  #expect(session.view.title == "Feed (1)")
  let output = SwiftUIExport.generate(app)
  let file = try written(app, "FeedView.swift")
  expectHolds(
    file,
    [
      "        ForEach(model.feedRows.shown(in: 0..<2), id: \\.self) { index in\n",
      "        .onDelete { model.feedRows.delete(atOffsets: $0, in: 0..<2) }\n      } header: {",
      "        ForEach(model.feedRows.shown(in: 2..<4), id: \\.self) { index in\n          row(index)\n        }\n"
        + "        .onDelete { model.feedRows.delete(atOffsets: $0, in: 2..<4) }\n"
        + "        if model.feedRows.canLoadMore {\n",
      "    case 2:\n",
      ".bold(model.feedRows.unread.contains(2))",
      ".onAppear { model.feedRows.unread.remove(2) }",
      "    case 1:\n",
      ".deleteDisabled(true)",
    ])
  #expect(file.components(separatedBy: "canLoadMore").count == 2)
  #expect(file.components(separatedBy: "private func row(_ index: Int)").count == 2)
  let model = try #require(output.files.first { $0.name == "ScreenSpecScreens.swift" }?.text)
  expectHolds(
    model,
    [
      "var feedRows = ScreenSpecRows(count: 4, unread: [0, 2], pageSize: 3)",
      "  func shown(in section: Range<Int>) -> [Int] {",
      "  mutating func delete(atOffsets offsets: IndexSet, in section: Range<Int>) {",
    ])
  // Regenerated, the same bytes.
  #expect(SwiftUIExport.generate(app) == output)
}

/// Paging over lists held in state: the lists show the items loaded, in order over the
/// lists (the model's `feedLoaded`, as the screen first opens), Load More in the last
/// section loads the next page, a deleted item leaves one fewer loaded, and the counts are
/// of the items loaded, as `Session` pages them.
@Test func listsHeldInStateLoadInPagesAsSessionPagesThem() throws {
  let app = try load(yaml: [
    "app.yaml": """
    state:
      posts: [{title: First, read: "false"}, {title: Second}, {title: Third, read: "false"}]
      tags: [work, home]
    start: feed
    """,
    "feed.yaml": """
    unreadTitle: "Feed ({unread})"
    title: Feed
    deletable: true
    paging: {pageSize: 2, loadMore: More}
    sections:
      - rowsFrom: posts
      - header: Tags
        rowsFrom: tags
    """,
  ])
  var session = try Session(app: app, screen: "feed")
  #expect(session.view.sections.map { $0.rows.map(\.title) } == [["First", "Second"], ["More"]])
  #expect(session.view.title == "Feed (1)")
  try session.apply("tap More")
  #expect(session.view.title == "Feed (2)")
  #expect(
    session.view.sections.map { $0.rows.map(\.title) } == [
      ["First", "Second", "Third"], ["work", "More"],
    ])
  let output = SwiftUIExport.generate(app)
  let file = try written(app, "FeedView.swift")
  let total = "model.posts.count + model.tags.count"
  expectHolds(
    file,
    [
      "        ForEach(model.posts.prefix(model.feedLoaded), id: \\.self) { item in\n",
      "        .onDelete { model.posts.remove(atOffsets: $0); model.feedLoaded -= $0.count }\n",
      "        ForEach(model.tags.prefix(max(0, model.feedLoaded - model.posts.count)), id: \\.self)",
      "        .onDelete { model.tags.remove(atOffsets: $0); model.feedLoaded -= $0.count }\n"
        + "        if model.feedLoaded < \(total) {\n          Button(\"More\") {\n"
        + "            model.feedLoaded = min(\(total), model.feedLoaded + 2)\n",
      "model.posts.prefix(model.feedLoaded).filter { $0[\"read\", default: \"true\"] != \"true\" }.count > 0",
    ])
  #expect(file.components(separatedBy: "Button(\"More\")").count == 2)
  let model = try #require(output.files.first { $0.name == "ScreenSpecScreens.swift" }?.text)
  #expect(model.contains("  var feedLoaded = 2\n"))
  #expect(SwiftUIExport.generate(app) == output)
}

/// An unread row that opens nothing is read when tapped, as `Session` marks it (the feed's
/// table view marked a selected row read): a button that reads it, its text's colour kept.
/// A listed item that opens nothing does the same; a read row stays a plain text.
@Test func anUnreadRowThatOpensNothingIsReadWhenTapped() throws {
  let app = try load(yaml: [
    "app.yaml": """
    start: inbox
    state:
      notes: [{title: Memo, read: "false"}, {title: Seen}]
    """,
    "inbox.yaml": """
    title: Inbox
    unreadTitle: "Inbox ({unread})"
    sections:
      - rows:
          - {title: Alpha, read: false}
          - {title: Beta, read: true}
      - rowsFrom: notes
    """,
  ])
  var session = try Session(app: app, screen: "inbox")
  #expect(session.view.title == "Inbox (2)")
  try session.apply("tap Alpha", "tap Memo")
  #expect(session.view.title == "Inbox")
  let file = try written(app, "InboxView.swift")
  expectHolds(
    file,
    [
      "      Button {\n        model.inboxRows.unread.remove(0)\n      } label: {\n        Text(\"Alpha\")\n      }\n"
        + "        .foregroundStyle(.primary)\n        .bold(model.inboxRows.unread.contains(0))\n",
      "Button {\n", "Self.markRead(item, in: &model.notes)\n",
    ])
  // The read row is a text, not a button.
  #expect(!file.contains("unread.remove(1)"), "\(file)")
}

/// `{count}` and `{unread}` leave out the rows a `visibleIf` hides now (a row's own or its
/// section's), as `Session` counts them: rows as written add a term per condition, rows the
/// app holds are filtered by position.
@Test func countsLeaveOutTheRowsAConditionHides() throws {
  let app = try load(yaml: [
    "app.yaml": "start: held\nstate: {beta: false}\n",
    "held.yaml": """
    title: "Held ({count}, {unread})"
    sections:
      - rows:
          - {title: One, read: false}
          - {title: Hid, read: false, visibleIf: beta}
      - visibleIf: beta
        rows:
          - {title: Two, read: false}
          - {title: Three}
    """,
    "written.yaml": """
    title: "Written ({count})"
    rows:
      - {title: One}
      - {title: Hid, visibleIf: beta}
      - {title: Also, visibleIf: beta}
    """,
  ])
  #expect(try Session(app: app, screen: "held").view.title == "Held (1, 1)")
  #expect(try Session(app: app, screen: "written").view.title == "Written (1)")
  let held = try written(app, "HeldView.swift")
  expectHolds(
    held,
    [
      "model.heldRows.shown.filter { (![1, 2, 3].contains($0) || (beta)) }.count",
      "model.heldRows.shown.filter { (![1, 2, 3].contains($0) || (beta)) }"
        + ".filter(model.heldRows.unread.contains).count",
    ])
  let written = try written(app, "WrittenView.swift")
  #expect(written.contains(".navigationTitle(\"Written (\\(1 + ((beta) ? 2 : 0)))\")"))
}
