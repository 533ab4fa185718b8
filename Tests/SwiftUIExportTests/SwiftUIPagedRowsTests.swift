import Fixtures
import Testing

@testable import ScreenBehavior
@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// Issue #52: paging over a screen's own rows written beside lists held in state, once
/// refused as "not yet", and the constructs `check` refuses before the generator meets them.

/// The generator's other "not yet" places cannot be reached: `check` refuses each construct
/// at its key before anything is exported.
@Test(arguments: [
  (
    "title: Language\nbind: language\npaging: {pageSize: 1}\nchoices: [A, B]\n",
    "screen 3:9: error: 'paging' does not apply to a picker"
  ),
  (
    "title: S\nsections:\n  - {rowsFrom: items, row: {title: \"{item.x}\"}, addRow: {title: Add}}\n",
    "screen 3:57: error: 'addRow' adds text items, so it cannot be used with a 'row' template"
  ),
  (
    "title: S\nrows:\n  - {title: Days, push: days, pickerStyle: segmented}\n",
    "screen 3:44: error: 'pickerStyle: segmented' draws a pushed picker's choices on the row, "
      + "but 'days' allows multiple selection"
  ),
])
func whatTheGeneratorCannotWriteCheckRefuses(screen: String, expected: String) {
  let result = AppAssembler.load([
    SourceFile(path: "screen.yaml", text: screen),
    SourceFile(path: "app.yaml", text: "state: {items: [a], language: A, days: [A]}\n"),
    SourceFile(
      path: "days.yaml",
      text: "title: Days\nbind: days\nallowsMultipleSelection: true\nchoices: [A, B]\n"),
  ])
  #expect(result.app == nil)
  let found = result.reports.flatMap { report in
    report.diagnostics.map {
      "\(report.file.baseName) \($0.mark): \($0.severity.rawValue): \($0.message)"
    }
  }
  #expect(found.contains(expected), "\(found)")
}

/// A screen of its own rows around a list held in state, loaded in pages: one count loaded
/// over both kinds of rows in order (the model's `feedLoaded`), a deleted row of its own
/// still counted and a deleted item not, Load More in the last section, and the counts of
/// the rows loaded, as `Session` pages them.
@Test func ownRowsBesideAListLoadInPagesWithOneCount() throws {
  let app = try load(yaml: [
    "app.yaml": """
    state:
      posts: [{title: First, read: "false"}, {title: Second}, {title: Third}]
    start: feed
    """,
    "feed.yaml": """
    title: Feed
    unreadTitle: "Feed ({unread})"
    deletable: true
    empty: Nothing here
    paging: {pageSize: 3}
    sections:
      - header: Pinned
        rows:
          - {title: Welcome, read: false, body: Hello}
          - {title: Rules}
      - header: Posts
        rowsFrom: posts
      - header: Older
        rows:
          - {title: Archive}
          - {title: Help}
    """,
  ])
  var session = try Session(app: app, screen: "feed")
  let shown = { (session: Session) in session.view.sections.map { $0.rows.map(\.title) } }
  #expect(shown(session) == [["Welcome", "Rules"], ["First"], ["Load More…"]])
  #expect(session.view.title == "Feed (2)")
  try session.apply("tap Load More…")
  #expect(
    shown(session) == [
      ["Welcome", "Rules"], ["First", "Second", "Third"], ["Archive", "Load More…"],
    ])
  // A deleted row of its own still counts as loaded; a deleted item leaves one fewer.
  try session.apply("delete Rules")
  #expect(
    shown(session) == [["Welcome"], ["First", "Second", "Third"], ["Archive", "Load More…"]])
  try session.apply("delete Second")
  #expect(shown(session) == [["Welcome"], ["First", "Third"], ["Archive", "Load More…"]])
  try session.apply("tap Load More…")
  #expect(shown(session) == [["Welcome"], ["First", "Third"], ["Archive", "Help"]])
  #expect(session.view.title == "Feed (2)")

  let output = SwiftUIExport.generate(app)
  let file = try written(app, "FeedView.swift")
  let own = "model.feedRows.shown(in: 0..<2, loaded: model.feedLoaded)"
  let older = "model.feedRows.shown(in: 2..<4, loaded: model.feedLoaded - model.posts.count)"
  let unread =
    #"model.posts.prefix(max(0, model.feedLoaded - 2)).filter { $0["read", default: "true"] != "true" }.count"#
  expectHolds(
    file,
    [
      "        ForEach(\(own), id: \\.self) { index in\n          row(index)\n        }\n"
        + "        .onDelete { model.feedRows.delete(atOffsets: $0, in: 0..<2) }\n",
      "        ForEach(model.posts.prefix(max(0, model.feedLoaded - 2)), id: \\.self) { item in\n",
      "        .onDelete { model.posts.remove(atOffsets: $0); model.feedLoaded -= $0.count }\n",
      "        ForEach(\(older), id: \\.self) { index in\n          row(index)\n        }\n"
        + "        .onDelete { model.feedRows.delete(atOffsets: $0, in: 2..<4) }\n"
        + "        if model.feedLoaded < 4 + model.posts.count {\n"
        + "          Button(\"Load More…\") {\n"
        + "            model.feedLoaded = min(4 + model.posts.count, model.feedLoaded + 3)\n",
      "\(own).filter(model.feedRows.unread.contains).count + "
        + "\(older).filter(model.feedRows.unread.contains).count + \(unread) > 0",
      "      if model.feedRows.left.isEmpty && model.posts.isEmpty {\n        Text(\"Nothing here\")",
      ".bold(model.feedRows.unread.contains(0))",
    ])
  #expect(file.components(separatedBy: "Button(\"Load More…\")").count == 2)
  #expect(!file.contains("canLoadMore"))
  // Regenerated, the same bytes.
  #expect(SwiftUIExport.generate(app) == output)
  // Its own rows are not paged by themselves; the count loaded is the model's.
  let model = try #require(output.files.first { $0.name == "ScreenSpecScreens.swift" }?.text)
  let declared = [
    "  var feedRows = ScreenSpecRows(count: 4, unread: [0])\n", "  var feedLoaded = 3\n",
    "  func shown(in section: Range<Int>, loaded: Int) -> [Int] {",
  ]
  expectHolds(model, declared)
}

/// Rows of its own in one section after two lists, searched: a row is loaded past both
/// lists' items, and the search overlay looks in the rows loaded.
@Test func ownRowsAfterListsAreLoadedPastTheirItems() throws {
  let app = try load(yaml: [
    "app.yaml": "state: {tags: [work, home], posts: [a]}\nstart: feed\n",
    "feed.yaml": """
    title: "Feed ({count})"
    searchable: true
    paging: {pageSize: 2, loadMore: More}
    sections:
      - rowsFrom: tags
      - rowsFrom: posts
      - rows: [Alpha, Beta]
    """,
  ])
  var session = try Session(app: app, screen: "feed")
  #expect(session.view.sections.flatMap(\.rows).map(\.title) == ["work", "home", "More"])
  #expect(session.view.title == "Feed (2)")
  try session.apply("tap More")
  #expect(
    session.view.sections.flatMap(\.rows).map(\.title) == ["work", "home", "a", "Alpha", "More"])
  #expect(session.view.title == "Feed (4)")
  try session.apply("tap More")
  #expect(
    session.view.sections.flatMap(\.rows).map(\.title) == ["work", "home", "a", "Alpha", "Beta"])
  let file = try written(app, "FeedView.swift")
  let rows =
    "model.feedRows.shown(in: 0..<2, loaded: model.feedLoaded - model.tags.count - model.posts.count)"
  expectHolds(
    file,
    [
      "ForEach(model.posts.prefix(max(0, model.feedLoaded - model.tags.count)).filter",
      "ForEach(\(rows).filter { search.isEmpty || matches($0) }, id: \\.self)",
      "!\(rows).contains(where: matches)",
      ".navigationTitle(\"Feed (\\(\(rows).count + model.tags.prefix(model.feedLoaded).count + ",
      "if search.isEmpty, model.feedLoaded < 2 + model.tags.count + model.posts.count {",
    ])
  #expect(SwiftUIExport.generate(app) == SwiftUIExport.generate(app))
}

/// The load-more row ends the last section shown, as `Session` draws it: a screen whose last
/// section has a `visibleIf` has it in that section while it shows, and in the one before
/// while it is hidden (a new user's trial found no Load More drawn under a hidden section).
@Test func loadMoreEndsTheLastSectionShown() throws {
  let app = try load(yaml: [
    "app.yaml": "start: inbox\nstate:\n  wifi: \"false\"\n  mail: [a, b]\n",
    "inbox.yaml": """
    title: Inbox
    paging: {pageSize: 2}
    sections:
      - rows: [{title: Wi-Fi, toggle: wifi}, One, Two]
      - visibleIf: wifi
        rowsFrom: mail
    """,
  ])
  var session = try Session(app: app, screen: "inbox")
  let shown = { (session: Session) in session.view.sections.map { $0.rows.map(\.title) } }
  #expect(shown(session) == [["Wi-Fi", "One", "Load More…"]])
  try session.apply("toggle Wi-Fi")
  #expect(shown(session) == [["Wi-Fi", "One"], ["Load More…"]])
  let file = try written(app, "InboxView.swift")
  #expect(file.components(separatedBy: "Button(\"Load More…\")").count == 3)
  expectHolds(
    file, ["        if !wifi {\n          if model.inboxLoaded < 3 + model.mail.count {\n"])
}
