import Fixtures
import ScreenFormat
import ScreenModel
import ScreenRendering
import Testing

@testable import ScreenBehavior

private func listApp(_ extra: String = "") throws -> App {
  try Fixtures.app([
    SourceFile(
      path: "app.yaml",
      text:
        "state:\n  servers: [alpha, beta, gamma]\n  feed:\n    - {title: One, read: \"false\"}\n    - {title: Two, read: \"false\"}\n    - {title: Three}\n"
    ),
    SourceFile(
      path: "servers.yaml",
      text:
        "title: Servers ({count})\ndeletable: true\nreorderable: true\naddRow: {title: Add Server}\nrowsFrom: servers\n"
    ),
    SourceFile(path: "summary.yaml", text: "title: \"{servers}\"\nrows: [x]\n"),
    SourceFile(
      path: "feed.yaml",
      text:
        "title: Feed ({unread} unread)\ndeletable: true\npaging: {pageSize: 2}\nrowsFrom: feed\n"),
  ])
}

@Suite struct ListsFromState {
  @Test func addingDeletingAndMovingChangeTheListAnotherScreenShows() throws {
    var session = try Session(app: try listApp(), screen: "servers")
    #expect(titles(session) == ["alpha", "beta", "gamma"])
    let notEditing = #expect(throws: ActionError.self) { try session.apply(.add("delta")) }
    #expect(notEditing?.reason == "rows are added in editing mode; 'edit' first")
    try session.apply(.edit)
    #expect(titles(session).last == "Add Server", "the insert row shows in editing mode")
    try session.apply(.add("delta"))
    try session.apply(.move(.title("delta"), 1))
    try session.apply(.delete(.title("beta")))
    #expect(session.state.texts(at: ["servers"]) == ["delta", "alpha", "gamma"])
    #expect(session.view.title == "Servers (3)")
    let other = try Session(app: session.app, screen: "summary")
    var shared = other
    shared.state = session.state
    #expect(shared.view.title == "delta, alpha, gamma")
    let far = #expect(throws: ActionError.self) { try session.apply(.move(.position(1), 9)) }
    #expect(far?.reason.hasPrefix("no position 9 in the list") == true)
  }

  /// `--ascii` draws the built-in "Load More…" as "Load More...": a tap of what is drawn
  /// loads the next page too (a new user's trial copied the ASCII drawing's title).
  @Test func theLoadMoreRowIsTappedAsTheASCIIDrawingSpellsIt() throws {
    var session = try Session(app: try listApp(), screen: "feed")
    try session.apply(.tap(.title("Load More...")))
    #expect(titles(session) == ["One", "Two", "Three"])
    var other = try Session(app: try listApp(), screen: "feed")
    #expect(throws: ActionError.self) { try other.apply(.tap(.title("Load More.."))) }
  }

  @Test func pagingAndUnreadCountsWorkOnListRows() throws {
    var session = try Session(app: try listApp(), screen: "feed")
    #expect(titles(session) == ["One", "Two", "Load More…"])
    #expect(session.view.title == "Feed (2 unread)")
    try session.apply(.delete(.title("One")))
    #expect(titles(session) == ["Two", "Load More…"], "deleting does not pull in the next page")
    try session.apply(.loadMore)
    #expect(titles(session) == ["Two", "Three"])
    try session.apply(.tap(.title("Two")))
    #expect(session.view.title == "Feed (0 unread)")
  }
}

@Test(arguments: [
  (
    "title: S\nrowsFrom: missing\n",
    "screen 2:11: error: 'rowsFrom' names 'missing', which is not a state key in app.yaml"
  ),
  (
    "title: S\nrowsFrom: name\n",
    "app 3:9: error: state key 'name' is drawn as rows ('rowsFrom'), so it must hold a list"
  ),
  (
    "title: S\nreorderable: true\nrows: [a]\n", "screen 2:14: error: 'reorderable' needs 'rowsFrom'"
  ),
  ("title: S\naddRow: {title: Add}\nrows: [a]\n", "screen 2:9: error: 'addRow' needs 'rowsFrom'"),
  ("title: S\nrow: {title: x}\nrows: [a]\n", "screen 2:1: error: 'row' needs 'rowsFrom'"),
  (
    "title: S\npaging: {pageSize: 1}\naddRow: {title: Add}\nrowsFrom: servers\n",
    "screen 3:9: error: 'addRow' cannot be used on a paged screen (pages count rows as written)"
  ),
  (
    "title: S\nsections:\n  - {rows: [a], rowsFrom: servers}\n",
    "screen 3:27: error: a section has one of 'rows', 'choices' or 'rowsFrom'"
  ),
])
func listDiagnostic(screen: String, expected: String) {
  let result = AppAssembler.load([
    SourceFile(path: "screen.yaml", text: screen),
    SourceFile(path: "app.yaml", text: "state:\n  servers: [a]\n  name: x\n"),
  ])
  let found = result.reports.flatMap { report in
    report.diagnostics.map {
      "\(report.file.baseName) \($0.mark): \($0.severity.rawValue): \($0.message)"
    }
  }
  #expect(found.contains(expected), "\(found)")
}

@Test func aRowTemplateReadsItsItemAndTheStateAndOnlyTheStateIsChecked() throws {
  let state = "state:\n  unit: min\n  talks:\n    - {title: \"Keynote {live}\", length: \"45\"}\n"
  let screen =
    "title: Talks\nrowsFrom: talks\nrow: {title: \"{item.title}\", detail: \"{item.length} {unit}\"}\n"
  let app = try Fixtures.app([
    SourceFile(path: "app.yaml", text: state), SourceFile(path: "talks.yaml", text: screen),
  ])
  let session = try Session(app: app)
  #expect(titles(session) == ["Keynote {live}"], "an item's braces are its text")
  #expect(session.view.sections.first?.rows.first?.detail == "45 min")
  let typo = AppAssembler.load([
    SourceFile(path: "app.yaml", text: state),
    SourceFile(path: "talks.yaml", text: screen.replacingOccurrences(of: "{unit}", with: "{unti}")),
  ])
  let messages = typo.reports.flatMap(\.diagnostics).map(\.message)
  #expect(messages.count == 1, "\(messages)")
  #expect(messages.first?.contains("'{unti}'") == true, "\(messages)")
}

/// Item 6 of issue #25: the load-more row is a row, so a paged screen whose loaded rows
/// are all deleted shows it and not its `empty` text (as a table with a row is not empty).
@Test func aPagedScreenWithRowsToComeShowsLoadMoreNotItsEmptyText() throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "feed.yaml",
      text:
        "title: Feed\ndeletable: true\nempty: Nothing here\npaging: {pageSize: 1}\nrows: [One, Two]\n"
    )
  ])
  var session = try Session(app: app)
  try session.apply(.delete(.title("One")))
  #expect(session.view.emptyText == nil)
  #expect(session.view.sections.flatMap(\.rows).map(\.isLoadMore) == [true])
  try session.apply(.loadMore)
  try session.apply(.delete(.title("Two")))
  #expect(session.view.emptyText == "Nothing here")
}

/// The load-more row ends the table: in the last section shown when the last one is hidden
/// (a new user's trial: a hidden last section took the row with it, while rows were left).
@Test(arguments: [false, true]) func theLoadMoreRowEndsTheLastSectionShown(wifi: Bool) throws {
  let app = try Fixtures.app([
    SourceFile(
      path: "app.yaml", text: "start: inbox\nstate:\n  wifi: \"\(wifi)\"\n  mail: [a, b]\n"),
    SourceFile(
      path: "inbox.yaml",
      text:
        "title: Inbox\npaging: {pageSize: 2}\nsections:\n  - rows: [One, Two, Three]\n"
        + "  - visibleIf: wifi\n    rowsFrom: mail\n"),
  ])
  var session = try Session(app: app)
  let drawn = session.view.sections.map { $0.rows.map(\.title) }
  #expect(drawn == (wifi ? [["One", "Two"], ["Load More…"]] : [["One", "Two", "Load More…"]]))
  try session.apply(.tap(.title("Load More…")))
  #expect(session.view.sections.first?.rows.map(\.title).prefix(3) == ["One", "Two", "Three"])
}
